/**
 * The shape a translation must have: every key of the English catalogue, nested the same way, with
 * any strings as values. The English files are `as const`, so their literal types would otherwise
 * demand the English wording itself. A list of texts (a readonly tuple, e.g. `identify.tips`) maps
 * to a tuple of strings of the same length.
 */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
