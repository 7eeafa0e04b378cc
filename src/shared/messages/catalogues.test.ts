import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { isPlural, type Locale, type Plural, type PluralCategory } from './index';

type Tree = { readonly [key: string]: string | readonly string[] | Plural | Tree };

/**
 * Every text of a catalogue by its dotted path, e.g. `checkout.page.title`; a counted text's forms
 * as `path.one`, `path.other`… (in `plurals` too, as a whole, for the checks that belong to plurals).
 */
function flatten(tree: Tree | readonly string[], prefix = '', plurals = new Map<string, Plural>()): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else {
      if (isPlural(value)) plurals.set(prefix + key, value);
      for (const [path, text] of flatten(value, `${prefix}${key}.`, plurals)) out.set(path, text);
    }
  }
  return out;
}

function pluralsOf(tree: Tree): Map<string, Plural> {
  const plurals = new Map<string, Plural>();
  flatten(tree, '', plurals);
  return plurals;
}

/** The categories `Intl.PluralRules` uses in a language: en one/other, fr one/many/other, ar all six. */
const categoriesOf = (locale: Locale) => new Intl.PluralRules(locale).resolvedOptions().pluralCategories as PluralCategory[];

/**
 * What is wrong with a counted text in a language: a category the language uses that has no form,
 * a form for a category it never uses, or a form whose placeholders are not the English ones. Only
 * the forms for zero, one and two may leave out `{count}`, to spell the number out ("منتج واحد").
 */
function pluralProblems(locale: Locale, english: Plural, forms: Plural): string[] {
  const needed = categoriesOf(locale);
  const others = (text: string) => placeholders(text).filter((p) => p !== 'count');
  const expected = others(english.other).join();
  const countExpected = placeholders(english.other).includes('count');
  return [
    ...needed.filter((c) => forms[c] === undefined).map((c) => `no ${c} form`),
    ...Object.keys(forms).filter((c) => !needed.includes(c as PluralCategory)).map((c) => `a ${c} form ${locale} never uses`),
    ...Object.entries(forms).flatMap(([c, text]) => [
      ...(others(text).join() === expected ? [] : [`${c}: placeholders ${others(text).join() || 'none'}, not ${expected || 'none'}`]),
      ...(countExpected && !['zero', 'one', 'two'].includes(c) && !placeholders(text).includes('count') ? [`${c}: no {count}`] : []),
    ]),
  ];
}

/** The set of `{placeholders}` of a text: a translation may use one once where English repeats it. */
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

/**
 * Latin words an Arabic text may keep: the brand names of outside services (payment, identification),
 * file formats and codes an admin types or sees as they are (field names, configuration keys, literal
 * values, a flora code, an API path), and keyboard keys as printed on the keys.
 */
const latinAllowedInArabic = [
  'Pl@ntNet', 'Plant.id', 'PostgreSQL', 'PGlite', 'OpenAI', 'Stripe', 'Chargily', 'CIB', 'Edahabia',
  'JPEG', 'PNG', 'WebP', 'GIF', 'AVIF', 'TIFF', 'JSON', 'CSV', 'RIB', 'CCP', 'PDF',
  'multipart/form-data', '"image"', 'paymentIntentId', 'OWNER_EMAIL', 'true', 'false',
  'k-northern-africa', 'all', 'http(s)', '/v1', 'Shift', 'Enter',
  // An ad link's parameters and a value of them, as the owner writes them in the ads (docs/contract.md §7).
  'utm_source', 'utm_medium', 'utm_campaign', 'facebook',
  // The ad platforms and the screen of theirs the owner opens, and the currency code their catalogues use.
  'Meta Commerce Manager', 'Meta', 'Google', 'DZD',
  // The ad platforms the server tells of orders (docs/contract.md §9).
  'TikTok',
  // The catalogue sheet's field, its column and the encoding a spreadsheet names (docs/contract.md §8).
  '«file»', '«id»', 'UTF-8',
  // A size's stock-keeping reference, as the plant form and the sheet's column name it (docs/contract.md §8).
  'SKU',
];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The Latin words of an Arabic text outside placeholders, examples (URL, e-mail, colour) and the allow-list. */
function latinWordsIn(text: string): string[] {
  const stripped = latinAllowedInArabic.reduce(
    (rest, allowed) => rest.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(allowed)}(?![A-Za-z])`, 'g'), ' '),
    text
      .replace(/\{\w+\}/g, ' ')
      .replace(/https?:\/\/\S*/g, ' ')
      .replace(/[\w.+-]+@[\w-]+\.[\w.]+/g, ' ')
      .replace(/#[0-9a-f]{3,8}\b/gi, ' '),
  );
  return stripped.match(/[A-Za-z]+/g) ?? [];
}

const arabicIndicDigit = /[\u0660-\u0669\u06F0-\u06F9]/;

/**
 * French texts that may equal the English ones: words spelled the same in both languages (with
 * "E-mail" as the English catalogue spells it), the brand, the local card names (CIB / Edahabia),
 * the dash shown for "not set", a scientific name, and the one common name the English catalogue
 * already gives in French.
 */
const sameInFrench = new Set([
  'Nabta', 'E-mail', 'Total', 'Total (DA)', 'Date', 'Actions', 'Description', 'Stock', 'Image', 'Messages', 'RIB', 'Version',
  'Production', 'Test', 'Wilaya', 'CIB / Edahabia', '—', 'Monstera Deliciosa', 'Olivier', 'Notification', 'Notifications ({hotkey})',
  'Commune', 'Stop-desk', 'WhatsApp', 'CCP / BaridiMob', 'Cookies', 'Photos', 'Photo {n}', 'https://…',
  // An ad link's parameter names (docs/contract.md §7).
  'utm_source', 'utm_medium', 'utm_campaign',
]);
/**
 * Where the English catalogue already speaks French: as the spec writes it (footer, contact, card
 * payment).
 */
const frenchInEnglish = [
  /^footer\./, /^contact\./, /^pages\.(about|contact|faq|plantCare|shipping|returns)$/,
  /^checkout\.payment\./, /^checkout\.errors\.(payment\w+|paidButRefused)$/,
];

const english = flatten(en);
const englishPlurals = pluralsOf(en);
/** A pattern with no word to translate: placeholders, punctuation and unit symbols (`{min}–{max} h`, `, `). */
const wordless = (text: string) => !/[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''));

describe.each([
  ['fr', fr],
  ['ar', ar],
] as const)('the %s catalogue', (locale, catalogue) => {
  const texts = flatten(catalogue);
  const plurals = pluralsOf(catalogue);

  it('has exactly the English keys, with counted texts where English has them', () => {
    const local = (k: string) => texts.has(k) || plurals.has(k);
    const isForm = (k: string) => plurals.has(k.replace(/\.\w+$/, ''));
    expect([...texts.keys()].filter((k) => !english.has(k) && !isForm(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !englishPlurals.has(k.replace(/\.\w+$/, '')) && !local(k))).toEqual([]);
    expect([...plurals.keys()].sort()).toEqual([...englishPlurals.keys()].sort());
  });

  it('has every plural form its language needs, with the English placeholders', () => {
    const wrong = [...englishPlurals].flatMap(([path, forms]) => pluralProblems(locale, forms, plurals.get(path) ?? { other: '' }).map((p) => `${path}: ${p}`));
    expect(wrong).toEqual([]);
  });

  it('has no empty text', () => {
    expect([...texts].filter(([, text]) => text.trim() === '').map(([path]) => path)).toEqual([]);
  });

  it('keeps the placeholders of every English text', () => {
    const differing = [...english]
      .filter(([path]) => !englishPlurals.has(path.replace(/\.\w+$/, '')))
      .filter(([path, text]) => texts.has(path) && placeholders(texts.get(path)!).join() !== placeholders(text).join())
      .map(([path]) => path);
    expect(differing).toEqual([]);
  });
});

describe.each([
  ['en', en],
  ['fr', fr],
  ['ar', ar],
] as const)('the %s home figures', (_locale, catalogue) => {
  it('leave the figure to the shop’s data (docs/contract.md §6): a {figure} placeholder, no digit', () => {
    const { statIdentified, statSpecies, statCustomers } = catalogue.home;
    for (const stat of [statIdentified, statSpecies, statCustomers]) {
      expect(stat.startsWith('{figure} ')).toBe(true);
      expect(stat).not.toMatch(/\d/);
    }
  });
});

describe('the English catalogue', () => {
  it('has the one and other forms of every counted text, and no other', () => {
    expect(englishPlurals.size).toBeGreaterThan(0);
    const wrong = [...englishPlurals].flatMap(([path, forms]) => pluralProblems('en', forms, forms).map((p) => `${path}: ${p}`));
    expect(wrong).toEqual([]);
  });
});

describe('the plural check', () => {
  const english = { one: '{count} item', other: '{count} items' };
  it('catches a missing category, a stray one, a lost placeholder and a form without its number', () => {
    expect(pluralProblems('fr', english, { one: '{count} article', other: '{count} articles' })).toEqual(['no many form']);
    expect(pluralProblems('en', english, { one: '{count} item', few: '{count} items', other: '{count} items' })).toEqual(['a few form en never uses']);
    expect(pluralProblems('en', { one: '{count} {name}', other: '{count} {name}s' }, { one: '{count} x', other: '{count} {name}s' })).toEqual([
      'one: placeholders none, not name',
    ]);
    expect(pluralProblems('ar', english, { zero: '0', one: 'منتج واحد', two: 'منتجان', few: 'منتجات', many: '{count} منتجًا', other: '{count} منتج' })).toEqual([
      'few: no {count}',
    ]);
  });
});

describe('the Arabic catalogue', () => {
  const texts = flatten(ar);

  it('has no Latin words outside brand names, codes and examples', () => {
    const offending = [...texts].filter(([, text]) => latinWordsIn(text).length > 0).map(([path, text]) => `${path}: ${text}`);
    expect(offending).toEqual([]);
  });

  it('writes numbers with Latin digits only', () => {
    expect([...texts].filter(([, text]) => arabicIndicDigit.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('catches what the checks are for', () => {
    expect(latinWordsIn('أضف إلى السلة')).toEqual([]);
    expect(latinWordsIn('تم العثور على {name} عبر Pl@ntNet، 10 ميغابايت')).toEqual([]);
    expect(latinWordsIn('Add to Cart {name}')).toEqual(['Add', 'to', 'Cart']);
    expect(latinWordsIn('مفتاح Plant.identification')).toEqual(['Plant', 'identification']);
    expect(latinWordsIn('تصدير CSVs')).toEqual(['CSVs']);
    expect(latinWordsIn('السعر 1500 DA')).toEqual(['DA']);
    expect(arabicIndicDigit.test('١٥٠٠ دج')).toBe(true);
  });
});

describe('the French catalogue', () => {
  it('translates every English text, except shared words and what English already writes in French', () => {
    const untranslated = [...flatten(fr)]
      .filter(([path, text]) => english.get(path) === text)
      .filter(([path, text]) => !sameInFrench.has(text) && !wordless(text) && !frenchInEnglish.some((p) => p.test(path)))
      .map(([path]) => path);
    expect(untranslated).toEqual([]);
  });

  it('keeps, untouched, the texts the spec already writes in French', () => {
    const french = [...english].filter(([path]) => frenchInEnglish.some((p) => p.test(path)));
    expect(french.length).toBeGreaterThan(0);
    for (const [path, text] of french) expect(flatten(fr).get(path), path).toBe(text);
  });
});
