import { formatMoney, type Centimes } from '../domain/money';
import { en, type Messages } from './en';

export type { Messages };
export { en };

/**
 * The languages the shop speaks (docs/contract.md §4). `en` is the default and renders the spec's texts
 * exactly; `fr` and `ar` are complete catalogues (`Catalogue<typeof en>` makes the compiler hold them
 * to every key). This module is the one door to the texts: code names a text by its key (`msg…`)
 * and a `Translator` for the reader's language turns it into words.
 */
export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** The cookie that remembers the visitor's choice (docs/contract.md §4), and how long it is kept (listed on /cookies). */
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_DAYS = 365;
/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', ar: 'العربية', en: 'English' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
export const directionOf = (locale: Locale): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * The visitor's language: the `lang` cookie when it names one; with no choice made, the browser's
 * first preferred language when it is French or Arabic; otherwise the default. Only the first
 * preference counts (docs/contract.md §4): an English browser that also lists French stays English.
 */
export function negotiateLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  const first = acceptLanguage
    ?.split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((p) => p.tag && p.tag !== '*' && p.q > 0)
    .sort((a, b) => b.q - a.q)[0];
  const primary = first?.tag.split('-')[0];
  return primary === 'fr' || primary === 'ar' ? primary : DEFAULT_LOCALE;
}

/** The plural categories of `Intl.PluralRules`: Arabic uses all six, French one/many/other, English one/other. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/**
 * A counted text: one form per plural category the language uses (`other` always), `{count}` being
 * the number — `{ one: '{count} item', other: '{count} items' }`. A form may spell the number out
 * (`one: 'منتج واحد'`). `tr.text(key, { count })` picks the form; catalogues.test.ts holds every
 * language to the categories it needs.
 */
export type Plural = { readonly [C in Exclude<PluralCategory, 'other'>]?: string } & { readonly other: string };

/** True for a catalogue entry made of plural forms (only plural categories as keys, `other` among them). */
export const isPlural = (value: unknown): value is Plural =>
  value !== null &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as { other?: unknown }).other === 'string' &&
  Object.entries(value).every(([k, v]) => (PLURAL_CATEGORIES as readonly string[]).includes(k) && typeof v === 'string');

/** The type-level `isPlural`: an object whose keys are all plural categories, `other` among them. */
export type IsPlural<T> = T extends { readonly other: string } ? (Exclude<keyof T, PluralCategory> extends never ? true : false) : false;

const pluralRules = new Map<Locale, Intl.PluralRules>();
/** One `Intl.PluralRules` per language, made on first use. */
const rulesOf = (locale: Locale): Intl.PluralRules => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
};

/** The form of `plural` that agrees with `count` in `locale` (`other` when the language's form is missing). */
export const pluralForm = (locale: Locale, plural: Plural, count: number): string => plural[rulesOf(locale).select(count)] ?? plural.other;

/** A text's key: its dotted path in the catalogue, e.g. `validation.emailInvalid`. */
export type MessageKey = string & { readonly __messageKey: true };
type KeyTree<T> = {
  readonly [K in keyof T]: T[K] extends string ? MessageKey : T[K] extends readonly string[] ? readonly MessageKey[] : IsPlural<T[K]> extends true ? MessageKey : KeyTree<T[K]>;
};

function keyTree(tree: object, prefix: string): unknown {
  if (Array.isArray(tree)) return tree.map((_, i) => `${prefix}${i}`);
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' || isPlural(value) ? `${prefix}${key}` : keyTree(value as object, `${prefix}${key}.`)]),
  );
}

/**
 * Every text's key, shaped like the catalogue: `msg.validation.emailInvalid === 'validation.emailInvalid'`.
 * Schemas and services name their messages with these; the reader's language is chosen later, at
 * the edge (the HTTP error handler, a form field, an e-mail), never when a module loads.
 */
export const msg = keyTree(en, '') as KeyTree<Messages>;

/** The text (or plural forms) at a key of a catalogue. */
const entryAt = (catalogue: Messages, key: string): string | Plural | undefined => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || isPlural(node) ? node : undefined;
};

/** True when `value` is a key of the catalogue (and so must be translated, not shown as it is). */
export const isMessageKey = (value: string): value is MessageKey => /^[a-zA-Z][\w]*(\.\w+)+$/.test(value) && entryAt(en, value) !== undefined;

/**
 * A text whose words depend on the reader's language: a key, a deferred text (`say`), plural forms
 * read from the catalogue (`tr.m.shop.cart.itemCount`, with `{ count }`), or words already final.
 */
export type Text = MessageKey | Deferred | Plural | string;
/** A text made when the reader is known, e.g. a key with values, or a price in the reader's format. */
export type Deferred = (tr: Translator) => string;
export type Vars = Record<string, string | number | Deferred>;

export interface Translator {
  readonly locale: Locale;
  readonly dir: 'ltr' | 'rtl';
  /** The whole catalogue, for code that reads texts by property (`tr.m.nav.home`). */
  readonly m: Messages;
  /**
   * A key, a deferred text or final words, with `{placeholders}` filled. A counted text (plural
   * forms) takes the form that agrees with `vars.count` in the reader's language, and `{count}` is
   * filled with it in Latin digits: `tr.text(msg.shop.cart.itemCount, { count: 3 })` → "3 items".
   */
  text(text: Text, vars?: Vars): string;
  /** An amount (centimes, or a "1500.00" string) in the reader's format: the one money display. */
  money(amount: Centimes | string): string;
}

/** Fills `{name}` placeholders; unknown placeholders stay as they are. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match));
}

export function translator(locale: Locale, catalogue: Messages): Translator {
  const tr: Translator = {
    locale,
    dir: directionOf(locale),
    m: catalogue,
    text(text, vars) {
      const entry = typeof text === 'function' ? text(tr) : typeof text === 'string' ? (entryAt(catalogue, text) ?? entryAt(en, text) ?? text) : text;
      const words = typeof entry === 'string' ? entry : pluralForm(locale, entry, Number(vars?.count));
      if (!vars) return words;
      const values = Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'function' ? v(tr) : v]));
      return fill(words, values);
    },
    money: (amount) => formatMoney(locale, amount),
  };
  return tr;
}

/** A key with values, translated when the reader is known: `say(msg.checkout.errors.outOfStock, { name })`. */
export const say =
  (key: MessageKey, vars?: Vars): Deferred =>
  (tr) =>
    tr.text(key, vars);

/** An amount shown in the reader's format, for a text made before the reader is known. */
export const sayMoney =
  (amount: Centimes | string): Deferred =>
  (tr) =>
    tr.money(amount);

/** The default language's translator (the spec's texts): for logs and for code that has no reader. */
export const english: Translator = translator(DEFAULT_LOCALE, en);

