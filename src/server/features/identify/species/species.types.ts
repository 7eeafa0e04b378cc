/** How much light a species wants. Rendered in the user's language by species.ts. */
export type LightCode = 'sun' | 'sun-partial' | 'bright' | 'medium' | 'shade';

/** How it is watered. */
export type WaterCode = 'sparse' | 'moderate' | 'moist' | 'aquatic' | 'mist';

export type CareLevel = 'Easy' | 'Intermediate' | 'Hard';

/**
 * One species of the knowledge base. Neither Pl@ntNet nor Plant.id say how hard a plant is to
 * grow or where it comes from: this data does, for the catalogue's species and the plants common
 * in Algerian homes and gardens and in houseplant shops worldwide.
 */
export interface SpeciesEntry {
  /** Accepted scientific name (POWO / WFO), without author. */
  name: string;
  /** Other names the plant is sold or published under (older names, trade names). */
  syn?: string[];
  family: string;
  /** Common names, the usual one first. */
  en: string[];
  fr: string[];
  /** Native range: [English, French]. */
  origin: [string, string];
  care: CareLevel;
  light: LightCode;
  water: WaterCode;
  /** One or two sentences: [English, French]. */
  about: [string, string];
}
