import { PAYMENT_METHODS } from '@shared/domain/payment-methods';
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Plant } from '@shared/contracts/catalog';
import { faqData, richTextToPlain, type FaqEntryData } from '@shared/content/faq';
import { DEFAULT_FREE_SHIPPING_THRESHOLD, SHOP_COVERAGE } from '@shared/domain/shop-facts';
import { ALL_WILAYAS } from '@shared/domain/wilayas';
import { LOCALES, type Locale } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { arabicNames, findSpecies, speciesData, type SpeciesEntry } from '../identify/species/species';
import type { LightCode, WaterCode } from '../identify/species/species.types';
import { LEXICON } from './chat.lexicon';
import { NameIndex } from './chat.names';
import { normalise, stems, STOPWORDS, tokenize, Vocabulary } from './chat.text';

/**
 * What the assistant knows, built once from the shop's own sources and rebuilt when the catalogue
 * changes: the catalogue (names, care sheets, price and stock at build time — answers re-read the
 * live ones), the species knowledge base, and the FAQ. One full-text index with French and English
 * stemming over all of it, a plant-name dictionary and a typo-correcting vocabulary.
 */

export type CategoryKey = 'cacti' | 'succulents' | 'herbs' | 'flowering' | 'trees' | 'ferns' | 'aquatic' | 'houseplants';

/** A catalogue plant with what the assistant reasons about. */
export interface PlantFacts {
  plant: Plant;
  species: SpeciesEntry | undefined;
  category: CategoryKey | undefined;
  light: ReadonlySet<LightCode>;
  water: WaterCode;
  /** Bears drought once established (as the care sheet says), even if watered moderately. */
  droughtTolerant: boolean;
  flowering: boolean;
  scented: boolean;
  /** The flowers themselves are fragrant ("fragrant white flowers"), not only the leaves. */
  fragrantFlowers: boolean;
  edible: boolean;
  /** Trails or hangs: for a hanging pot or a shelf. */
  trailing: boolean;
  indoor: boolean;
  outdoor: boolean;
}

type DocKind = 'plant' | 'species' | 'faq';

interface Doc {
  key: string;
  kind: DocKind;
  ref: string;
  names: string;
  category: string;
  text: string;
}

export interface Hit {
  kind: DocKind;
  ref: string;
  score: number;
  /** Share of the query's meaningful words found in the document (0–1). */
  coverage: number;
}

export interface Knowledge {
  version: string;
  plants: ReadonlyMap<number, PlantFacts>;
  species: ReadonlyMap<string, SpeciesEntry>;
  faq: ReadonlyMap<string, FaqEntryData & { category: string }>;
  names: NameIndex;
  vocabulary: Vocabulary;
  /**
   * Full-text search in one kind of document (one index each: the small FAQ is not searched through
   * 10,000 plants); the FAQ in the given language (French unless told).
   */
  search(text: string, kind: DocKind, limit?: number, locale?: Locale): Hit[];
}

const CATEGORY_PATTERNS: [CategoryKey, RegExp][] = [
  ['cacti', /cact/],
  ['succulents', /succul|grasse/],
  ['herbs', /herb|aromat/],
  ['flowering', /flower|fleur/],
  ['trees', /tree|arbre/],
  ['ferns', /fern|fougere/],
  ['aquatic', /aqua/],
  ['houseplants', /house|interieur|indoor/],
];

export function categoryKeyOf(name: string): CategoryKey | undefined {
  const n = normalise(name);
  return CATEGORY_PATTERNS.find(([, re]) => re.test(n))?.[0];
}

/** Light codes read from a care sheet's light line ("Full sun to bright light" → sun, bright). */
export function lightFromText(text: string): Set<LightCode> {
  const t = normalise(text);
  const codes = new Set<LightCode>();
  if (/full sun|plein soleil|direct sun(?!light)/.test(t)) codes.add('sun');
  if (/partial shade|part shade|mi ombre|some direct sun|sun to partial/.test(t)) codes.add('sun-partial');
  if (/bright|vive/.test(t)) codes.add('bright');
  if (/medium|moyenne/.test(t)) codes.add('medium');
  if (/\blow\b|faible|(?<!partial |part )shade|\bombre/.test(t)) codes.add('shade');
  return codes;
}

/**
 * Watering read from a care sheet: the first clause gives the usual (summer) rhythm ("Weekly in summer,
 * every 2–3 weeks in winter" is moderate; "Every 2–4 weeks; let the soil dry out completely" is sparse).
 */
export function waterFromText(text: string): WaterCode | undefined {
  const t = normalise(text);
  if (!t) return undefined;
  if (/aquatic|submerged|in water|shallow water|permanently wet/.test(t)) return 'aquatic';
  if (/dry out completely|completely dry|drought/.test(t)) return 'sparse';
  const first = normalise(text.split(/[;,]/)[0] ?? '');
  const every = /every (\d+)(?: (\d+))? (day|week)s?/.exec(first);
  if (every) {
    const n = Number(every[1]);
    if (every[3] === 'week') return n >= 2 ? 'sparse' : 'moderate';
    return n <= 3 ? 'moist' : 'moderate';
  }
  if (/monthly|sparingly/.test(first)) return 'sparse';
  if (/twice a week|keep (?:the soil )?(?:evenly |lightly )?moist|never let|humide/.test(t)) return 'moist';
  if (/weekly|water when|arroser/.test(t)) return 'moderate';
  return undefined;
}

export function plantFacts(plant: Plant): PlantFacts {
  const species = findSpecies(plant.scientificName)?.entry;
  const category = categoryKeyOf(plant.category.name);
  const light = lightFromText(plant.lightRequirements ?? '');
  if (species) light.add(species.light);
  if (light.size === 0) light.add('bright');
  const water = waterFromText(plant.wateringSchedule ?? '') ?? species?.water ?? 'moderate';
  const all = normalise([plant.description, plant.careInstructions, plant.wateringSchedule, species?.about.join(' ')].join(' '));
  const droughtTolerant = water === 'sparse' || /drought|secheresse/.test(all);
  const flowering = category === 'flowering' || /\b(flowers?|blooms?|blossoms?|fleurs?|floraison)\b/.test(all);
  const scented = /fragran|scent|perfum|parfum|odor/.test(all);
  const fragrantFlowers =
    /(fragrant|scented|perfumed|parfumees?)( \w+){0,2} (flowers?|blooms?|blossoms?|fleurs?)|(flowers?|blooms?|blossoms?|fleurs?)( \w+){0,3} (fragrant|scented|parfumees?)/.test(all);
  const edible = category === 'herbs' || /\b(edible|fruits?|culinary|cooking|kitchen|tea|comestible|cuisine)\b/.test(all);
  const trailing = /trailing|hanging|cascad|retomb|tombant/.test(all);
  const outdoor = light.has('sun') || category === 'trees' || category === 'herbs' || category === 'flowering';
  const indoor = category !== 'trees' && category !== 'aquatic' && (light.has('bright') || light.has('medium') || light.has('shade'));
  return { plant, species, category, light, water, droughtTolerant, flowering, scented, fragrantFlowers, edible, trailing, indoor, outdoor };
}

/** Words the lexicon gives a meaning to, and function words: never a plant's name on their own. */
const RESERVED_WORDS: ReadonlySet<string> = new Set([
  ...STOPWORDS,
  ...LEXICON.flatMap((e) => e.words.filter((w) => !w.endsWith('*'))),
]);

const STATIC_VOCABULARY = (() => {
  const words = new Set<string>(STOPWORDS);
  const prefixes: string[] = [];
  for (const entry of LEXICON) {
    for (const w of entry.words) {
      if (w.endsWith('*')) prefixes.push(w.slice(0, -1));
      else words.add(w);
    }
  }
  for (const w of ALL_WILAYAS) for (const n of [w.name, ...w.aliases]) for (const t of normalise(n).split(' ')) words.add(t);
  return { words, prefixes };
})();

/**
 * Search words for the FAQ entries in English and in plainer words: the FAQ is written in French,
 * and customers ask in both languages. Retrieval hints only; answers are the FAQ's own text.
 */
const FAQ_HINTS: Record<string, string> = {
  'identification-how': 'how to identify identification recognise recognize plant photo picture name what plant is this',
  'identification-free': 'free cost price identification species how many',
  'identification-photo': 'good photo picture tips blurry quality format jpeg png size',
  'identification-unsure': 'wrong mistake unsure identification failed doubt',
  'identification-save': 'save keep history my plants collection identifications',
  'order-how': 'how to order buy purchase place an order cart checkout',
  'order-payment': 'payment methods pay card bank transfer',
  'order-codes': 'discount code promo coupon voucher reduction offer offers sale quantity',
  'order-shipping-cost': 'shipping cost delivery price',
  'order-delay': 'delivery time how long receive',
  'order-tracking': 'track tracking follow order status',
  'order-returns': 'return refund',
  'care-water': 'how often water watering plants frequency',
  'care-arrival': 'arrival new plant received unpack repot',
  'care-yellow': 'yellow leaves yellowing turning yellow why',
  'care-tap-water': 'tap water chlorine limescale rain water',
  'care-advice': 'advice specific plant help question expert',
  'account-needed': 'need account register sign up required',
  'account-wishlist': 'wishlist favourites favorites save for later',
  'account-edit': 'change edit update password email name profile',
  'account-security': 'security data privacy safe card stored',
  'account-delete': 'delete account remove close',
};

function speciesText(entry: SpeciesEntry): string {
  return [entry.family, entry.origin.join(' '), entry.about.join(' ')].join(' ');
}

/** The FAQ's documents in one language (faqData gives the FAQ in the reader's language; same ids in all). */
function faqDocs(locale: Locale): Doc[] {
  return faqData(t(locale), { freeShipping: DEFAULT_FREE_SHIPPING_THRESHOLD, identification: SHOP_COVERAGE, expressOrders: true, paymentMethods: PAYMENT_METHODS }).flatMap((category) =>
    category.entries.map((entry) => ({
      key: `faq:${entry.id}`,
      kind: 'faq' as const,
      ref: entry.id,
      names: `${entry.question} ${FAQ_HINTS[entry.id] ?? ''}`,
      category: category.title,
      text: richTextToPlain(entry.answer),
    })),
  );
}

/** Built once per process: the species and FAQ documents do not change while it runs. */
const STATIC_DOCS: { species: Doc[]; faq: Map<string, FaqEntryData & { category: string }>; speciesByName: Map<string, SpeciesEntry> } = (() => {
  const faq = new Map<string, FaqEntryData & { category: string }>();
  for (const category of faqData(t('fr'), { freeShipping: DEFAULT_FREE_SHIPPING_THRESHOLD, identification: SHOP_COVERAGE, expressOrders: true, paymentMethods: PAYMENT_METHODS })) {
    for (const entry of category.entries) faq.set(entry.id, { ...entry, category: category.id });
  }
  const species: Doc[] = [];
  const speciesByName = new Map<string, SpeciesEntry>();
  for (const entry of speciesData) {
    speciesByName.set(entry.name, entry);
    species.push({
      key: `species:${entry.name}`,
      kind: 'species',
      ref: entry.name,
      names: [entry.name, ...(entry.syn ?? []), ...entry.en, ...entry.fr, ...arabicNames(entry.name)].join(' '),
      category: entry.family,
      text: speciesText(entry),
    });
  }
  return { species, faq, speciesByName };
})();

function plantDoc(facts: PlantFacts): Doc {
  const p = facts.plant;
  const s = facts.species;
  return {
    key: `plant:${p.id}`,
    kind: 'plant',
    ref: String(p.id),
    names: [p.name, p.commonName, p.scientificName, p.translations.fr.name, p.translations.ar.name, ...(s ? [...s.en, ...s.fr] : []), ...arabicNames(p.scientificName)]
      .filter(Boolean)
      .join(' '),
    category: p.category.name,
    text: [p.description, p.translations.fr.description, p.translations.ar.description, p.careInstructions, p.lightRequirements, p.wateringSchedule, p.family, p.origin, s?.about.join(' ')]
      .filter(Boolean)
      .join(' '),
  };
}

const processTerm = (term: string) => (STOPWORDS.has(term) ? null : stems(term));

function newIndex(): MiniSearch<Doc> {
  return new MiniSearch<Doc>({
    idField: 'key',
    fields: ['names', 'category', 'text'],
    storeFields: ['ref'],
    tokenize: (text) => tokenize(text),
    processTerm,
    searchOptions: {
      boost: { names: 3, category: 1.5 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
}

/** The FAQ (one index per language: a question is searched in the FAQ of its answer's language) and species indexes, built once per process. */
const STATIC_INDEXES = (() => {
  const faq = Object.fromEntries(
    LOCALES.map((locale) => {
      const index = newIndex();
      index.addAll(faqDocs(locale));
      return [locale, index];
    }),
  ) as Record<Locale, MiniSearch<Doc>>;
  const species = newIndex();
  species.addAll(STATIC_DOCS.species);
  return { faq, species };
})();

export function buildKnowledge(version: string, catalogue: readonly Plant[]): Knowledge {
  const plants = new Map<number, PlantFacts>();
  for (const plant of catalogue) plants.set(plant.id, plantFacts(plant));

  const plantIndex = newIndex();
  plantIndex.addAll([...plants.values()].map(plantDoc));
  const indexFor = (kind: DocKind, locale: Locale) => (kind === 'faq' ? STATIC_INDEXES.faq[locale] : kind === 'species' ? STATIC_INDEXES.species : plantIndex);

  const names = new NameIndex(RESERVED_WORDS);
  for (const entry of speciesData) names.addSpecies(entry);
  for (const facts of plants.values()) names.addPlant(facts.plant, facts.species?.name);
  names.addLocalNames(catalogue, speciesData.map((s) => s.name));

  const vocabulary = new Vocabulary();
  for (const w of STATIC_VOCABULARY.words) vocabulary.add(w);
  for (const p of STATIC_VOCABULARY.prefixes) vocabulary.addPrefix(p);
  for (const w of names.words) vocabulary.add(w);

  return {
    version,
    plants,
    species: STATIC_DOCS.speciesByName,
    faq: STATIC_DOCS.faq,
    names,
    vocabulary,
    search(text, kind, limit = 8, locale = 'fr') {
      const words = [...new Set(tokenize(text).filter((t) => !STOPWORDS.has(t)))].map((t) => stems(t));
      if (words.length === 0) return [];
      const results: SearchResult[] = indexFor(kind, locale).search(text);
      return results.slice(0, limit).map((r) => {
        const matched = new Set(r.queryTerms);
        return {
          kind,
          ref: r.ref as string,
          score: r.score,
          coverage: words.filter((forms) => forms.some((f) => matched.has(f))).length / words.length,
        };
      });
    },
  };
}
