import type { IdentifyLang } from '@shared/contracts/identify';
import { gardenPlants } from './garden.data';
import { herbsAndAquatics } from './herbs-aquatic.data';
import { houseplants } from './houseplants.data';
import { ARABIC_NAMES, LIGHT_AR, SPECIES_AR, WATER_AR, type ArabicSpecies } from './species.ar';
import type { CareLevel, LightCode, SpeciesEntry, WaterCode } from './species.types';

export type { SpeciesEntry };

/** Every species the knowledge base knows. */
export const speciesData: readonly SpeciesEntry[] = [...houseplants, ...gardenPlants, ...herbsAndAquatics];

const RANKS = new Set(['var', 'subsp', 'ssp', 'f', 'forma', 'subvar', 'cv']);

/**
 * The comparable form of a scientific name: lower case, no accents, no hybrid sign, no author,
 * no cultivar; rank words kept without their dot ('Dracaena reflexa var. angustifolia Baker' →
 * 'dracaena reflexa var angustifolia'; 'Citrus × limon (L.) Osbeck' → 'citrus limon').
 */
export function normaliseScientificName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['‘’"“”][^'‘’"“”]*['‘’"“”]/g, ' ') // cultivar names: 'Thai Constellation'
    .replace(/[×✕]/g, ' ')
    .trim();
  const words = cleaned.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const raw = words[i]!;
    const word = raw.replace(/\.$/, '').toLowerCase();
    if (i === 0) {
      out.push(word.replace(/[^a-z-]/g, ''));
      continue;
    }
    if (word === 'x' && (i === 1 || RANKS.has(out[out.length - 1] ?? ''))) continue; // "Citrus x limon"
    if (RANKS.has(word)) {
      if (word === 'cv') break;
      out.push(word === 'ssp' ? 'subsp' : word === 'forma' ? 'f' : word);
      continue;
    }
    // An epithet is lower case letters (and hyphens); anything else starts the author citation.
    if (!/^[a-z][a-z-]*$/.test(raw.replace(/\.$/, ''))) break;
    out.push(word);
  }
  // A dangling rank word ("Olea europaea var.") means nothing.
  while (out.length && RANKS.has(out[out.length - 1]!)) out.pop();
  return out.join(' ');
}

/** Genus and species only ('dracaena reflexa var angustifolia' → 'dracaena reflexa'). */
export function binomialKey(name: string): string {
  return normaliseScientificName(name).split(' ').slice(0, 2).join(' ');
}

export function genusKey(name: string): string {
  return normaliseScientificName(name).split(' ')[0] ?? '';
}

interface Indexed {
  entry: SpeciesEntry;
  /** True when the name matched is one of the entry's synonyms. */
  viaSynonym: boolean;
}

function buildIndex(entries: readonly SpeciesEntry[]) {
  const full = new Map<string, Indexed>();
  const binomial = new Map<string, Indexed>();
  for (const entry of entries) {
    const names = [
      { name: entry.name, viaSynonym: false },
      ...(entry.syn ?? []).map((name) => ({ name, viaSynonym: true })),
    ];
    for (const { name, viaSynonym } of names) {
      const f = normaliseScientificName(name);
      const b = binomialKey(name);
      // Accepted names win over synonyms that happen to collide.
      if (!full.has(f) || !viaSynonym) full.set(f, { entry, viaSynonym });
      if (!binomial.has(b) || (!viaSynonym && binomial.get(b)!.viaSynonym)) binomial.set(b, { entry, viaSynonym });
    }
  }
  return { full, binomial };
}

let index: ReturnType<typeof buildIndex> | undefined;

/**
 * The knowledge-base entry for a scientific name, matched on the normalised name and synonyms:
 * first the full name (with variety or subspecies), then genus + species.
 */
export function findSpecies(name: string | null | undefined): (Indexed & { entry: SpeciesEntry }) | undefined {
  if (!name?.trim()) return undefined;
  index ??= buildIndex(speciesData);
  return index.full.get(normaliseScientificName(name)) ?? index.binomial.get(binomialKey(name));
}

/** Every binomial a species is known under (accepted name and synonyms), normalised. */
export function speciesKeys(name: string): Set<string> {
  const found = findSpecies(name);
  const names = found ? [found.entry.name, ...(found.entry.syn ?? [])] : [name];
  return new Set([binomialKey(name), ...names.map(binomialKey)]);
}

/** The languages of the data files' own [English, French] pairs; Arabic lives in species.ar.ts. */
type PairLang = Exclude<IdentifyLang, 'ar'>;

const LIGHT: Record<LightCode, Record<PairLang, string>> = {
  sun: { en: 'Full sun', fr: 'Plein soleil' },
  'sun-partial': { en: 'Sun to partial shade', fr: 'Soleil à mi-ombre' },
  bright: { en: 'Bright, indirect light', fr: 'Lumière vive, sans soleil direct' },
  medium: { en: 'Medium to low indirect light', fr: 'Lumière indirecte moyenne à faible' },
  shade: { en: 'Shade; tolerates low light', fr: 'Ombre ; tolère une faible luminosité' },
};

const WATER: Record<WaterCode, Record<PairLang, string>> = {
  sparse: {
    en: 'Let the soil dry out completely between waterings.',
    fr: 'Laisser la terre sécher complètement entre deux arrosages.',
  },
  moderate: {
    en: 'Water when the top 2–3 cm of soil are dry.',
    fr: 'Arroser quand les 2–3 premiers centimètres de terre sont secs.',
  },
  moist: { en: 'Keep the soil evenly moist, never soggy.', fr: 'Garder la terre fraîche, jamais détrempée.' },
  aquatic: { en: 'Grows in water.', fr: 'Pousse dans l’eau.' },
  mist: {
    en: 'No soil: soak or mist once or twice a week.',
    fr: 'Sans terre : tremper ou brumiser une à deux fois par semaine.',
  },
};

export interface SpeciesFacts {
  scientificName: string;
  commonNames: string[];
  family: string;
  origin: string;
  careLevel: CareLevel;
  light: string;
  watering: string;
  description: string;
}

/**
 * An entry's Arabic texts (species.ar.ts). Every species has them (species.unit.test.ts checks);
 * the English ones stand in only if an entry were ever added to a data file without its Arabic.
 */
export function arabicOf(entry: SpeciesEntry): ArabicSpecies {
  return SPECIES_AR[binomialKey(entry.name)] ?? { names: [], origin: entry.origin[0], about: entry.about[0] };
}

/** An entry's facts in one language. */
export function speciesFacts(entry: SpeciesEntry, lang: IdentifyLang): SpeciesFacts {
  const shared = { scientificName: entry.name, family: entry.family, careLevel: entry.care };
  if (lang === 'ar') {
    const ar = arabicOf(entry);
    return { ...shared, commonNames: [...ar.names], origin: ar.origin, light: LIGHT_AR[entry.light], watering: WATER_AR[entry.water], description: ar.about };
  }
  const inLanguage = (pair: [string, string]) => (lang === 'fr' ? pair[1] : pair[0]);
  return {
    ...shared,
    commonNames: lang === 'fr' ? entry.fr : entry.en,
    origin: inLanguage(entry.origin),
    light: LIGHT[entry.light][lang],
    watering: WATER[entry.water][lang],
    description: inLanguage(entry.about),
  };
}

/** A species' Arabic common names (species.ar.ts), the usual one first; empty when Arabic readers use the scientific name. */
export function arabicNames(scientificName: string | null | undefined): readonly string[] {
  if (!scientificName) return [];
  for (const key of speciesKeys(scientificName)) {
    const names = ARABIC_NAMES[key];
    if (names) return names;
  }
  return [];
}
