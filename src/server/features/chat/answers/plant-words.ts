import { priceRange, sizeLabel, totalStock } from '@shared/domain/sizes';
import type { Plant, PlantVariant } from '@shared/contracts/catalog';
import { parseMoney, toMoneyString } from '@shared/domain/money';
import { arabicNames, speciesFacts, type SpeciesEntry } from '../../identify/species/species';
import { LIGHT_AR } from '../../identify/species/species.ar';
import type { CareLevel } from '../../identify/species/species.types';
import { lightFromText, type PlantFacts } from '../chat.knowledge';
import type { Voice } from '../content/answers';

/** A plant in the reader's words: its name, the species facts and care-sheet lines in their language, its price and stock. */

/**
 * Which texts exist in which language. The catalogue's names and descriptions may have French and
 * Arabic translations (the admin's); its care sheet (light, watering, care instructions) is written
 * in English, and may be translated too (migration 0018): the light line uses a translation, the
 * watering rhythm is read from the English sheet. The species knowledge base speaks all three
 * (Arabic in species.ar.ts). A French reader is shown an English care-sheet line labelled as such;
 * an Arabic answer keeps to Arabic.
 */
export const careSheetInReaderLanguage = (v: Voice) => v.locale === 'en';
export const sheetShown = (v: Voice) => v.locale !== 'ar';

/** The species facts in the answer's language, when the knowledge base has the plant. */
export interface LocalFacts {
  scientificName: string;
  commonNames: readonly string[];
  careLevel: CareLevel;
  light: string;
  watering: string;
  description: string | undefined;
}

export function facts(v: Voice, species: SpeciesEntry | undefined): LocalFacts | undefined {
  return species ? speciesFacts(species, v.locale) : undefined;
}

/** The catalogue's own description in the reader's language (translations from the admin), if written. */
export const catalogueDescription = (v: Voice, plant: Plant) => (v.locale === 'en' ? plant.description : plant.translations[v.locale].description);

export function displayName(v: Voice, plant: Plant): string {
  if (v.locale === 'ar') return plant.translations.ar.name ?? arabicNames(plant.scientificName)[0] ?? plant.name;
  if (v.locale === 'fr' && plant.commonName && !plant.commonName.toLowerCase().includes(plant.name.toLowerCase())) {
    return `${plant.name} (${plant.commonName.replace(/\s*\(.*\)\s*$/, '')})`;
  }
  return plant.name;
}

/**
 * A care sheet's light line in the reader's language: as written in English, or as the admin
 * translated it (migration 0018), else from what it says (full sun, shade…).
 */
export function lightText(v: Voice, plant: Plant | undefined, f: LocalFacts | undefined): string | undefined {
  const sheet = plant?.lightRequirements ?? undefined;
  if (careSheetInReaderLanguage(v)) return sheet ?? f?.light;
  const translated = v.locale === 'en' ? undefined : plant?.translations[v.locale].lightRequirements?.trim();
  if (translated) return translated;
  if (f) return f.light;
  if (v.locale === 'fr') return sheet;
  const codes = [...lightFromText(sheet ?? '')];
  return codes.length ? v.list(codes.map((c) => LIGHT_AR[c])) : undefined;
}

/** A price (with the struck-through one when on sale) and how many are left: a plant's, or one size's. */
function priced(v: Voice, item: { price: string | null; originalPrice: string | null }, left: number): string {
  const p = v.a.product;
  const price = item.price === null ? p.priceNotSet : v.tr.money(item.price);
  const sale =
    item.originalPrice && item.price && (parseMoney(item.originalPrice) ?? 0) > (parseMoney(item.price) ?? 0)
      ? v.say(p.insteadOf, { price: v.tr.money(item.originalPrice) })
      : '';
  const stock = left > 0 ? (left <= 3 ? v.say(p.onlyLeft, { n: left }) : p.inStock) : p.outOfStock;
  return `${price}${sale}${v.a.list.separator}${stock}`;
}

/** A plant's price and stock; sold in sizes at several prices, "from" its lowest, in stock when any size is. */
export function priceAndStock(v: Voice, plant: Plant): string {
  const range = priceRange(plant.variants);
  if (range && range.from !== range.to) {
    return `${v.say(v.a.product.from, { price: v.tr.money(toMoneyString(range.from)) })}${v.a.list.separator}${totalStock(plant.variants) > 0 ? v.a.product.inStock : v.a.product.outOfStock}`;
  }
  return priced(v, plant, totalStock(plant.variants));
}

/** One size: its name in the reader's language, its price and stock. */
export const sizeLine = (v: Voice, size: PlantVariant) => `${sizeLabel(size, v.locale)} — ${priced(v, size, size.stock)}`;

export interface PlantTarget {
  /** The catalogue plant the question is about (live data). */
  plant: Plant | undefined;
  species: SpeciesEntry | undefined;
  /** Other catalogue plants the name also fits (a genus, a common name shared by cultivars). */
  others: Plant[];
}

/** For a knowledge base without the catalogue: the facts of a plant, for the LLM's context. */
export function plantPassage(f: PlantFacts): string {
  const p = f.plant;
  return [
    `${p.name}${p.commonName ? ` (${p.commonName})` : ''}${p.scientificName ? `, ${p.scientificName}` : ''}.`,
    p.description,
    p.lightRequirements ? `Light: ${p.lightRequirements}.` : '',
    p.wateringSchedule ? `Watering: ${p.wateringSchedule}.` : '',
    p.careInstructions ?? '',
    p.petSafe === true ? 'Safe for cats and dogs.' : p.petSafe === false ? 'Not considered safe for pets.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
