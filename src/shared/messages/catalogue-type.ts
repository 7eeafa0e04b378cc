import type { IsPlural, Plural } from './index';

/**
 * The shape a translation must have: every key of the English catalogue, nested the same way, with
 * any strings as values. The English files are `as const`, so their literal types would otherwise
 * demand the English wording itself. A list of texts (a readonly tuple, e.g. `identify.tips`) maps
 * to a tuple of strings of the same length. A counted text (English `{ one, other }`) maps to the
 * plural forms of the translation's own language (Arabic has six, French three): which ones a
 * language needs is checked by catalogues.test.ts against `Intl.PluralRules`.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : IsPlural<T[K]> extends true ? Plural : Catalogue<T[K]> };
