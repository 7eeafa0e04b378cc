import type { IdentifyLang } from '@shared/contracts/identify';
import type { CareWater } from '@shared/domain/care';
import { findSpecies, speciesData, speciesFacts } from '../identify/species/species';

/** What a care plan needs from the species knowledge (features/identify/species): its watering code. */
export interface CareSpecies {
  /** The accepted scientific name, or null when the species is not in the knowledge base. */
  name: string | null;
  water: CareWater;
  /** True when the knowledge base knows the species; otherwise a general (moderate) plan is used. */
  known: boolean;
}

/** The care data of a scientific name (synonyms and varieties match); a general plan when unknown. */
export function careSpeciesOf(scientificName: string | null | undefined): CareSpecies {
  const found = findSpecies(scientificName);
  if (!found) return { name: null, water: 'moderate', known: false };
  return { name: found.entry.name, water: found.entry.water, known: true };
}

/** The species a customer can add from (My Plants → add a plant you own), named in their language. */
export function careSpeciesList(lang: IdentifyLang): { name: string; commonName: string | null }[] {
  return speciesData
    .map((entry) => ({ name: entry.name, commonName: speciesFacts(entry, lang).commonNames[0] ?? null }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function isKnownSpecies(name: string): boolean {
  return findSpecies(name) !== undefined;
}
