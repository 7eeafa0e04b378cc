import { ALL_WILAYAS } from './wilayas';

/**
 * The climate zones a care plan adapts to (docs/contract.md §10; the table and its sources:
 * docs/care-climate.md). Not the shipping zones of shop-facts.ts: a wilaya ships "north" and may
 * still have the hauts plateaux's frosts.
 */
export const CLIMATE_ZONES = ['littoral', 'highlands', 'sahara'] as const;
export type ClimateZone = (typeof CLIMATE_ZONES)[number];

export const SEASONS = ['winter', 'spring', 'summer', 'autumn'] as const;
export type Season = (typeof SEASONS)[number];

/**
 * Each of the 69 wilayas' climate zone, from the Köppen–Geiger class of its chief town
 * (Csa/Csb → littoral, BSk/BSh → hauts plateaux, BWh/BWk → Sahara), a Mediterranean chief town
 * above ~800 m (Médéa, Tiaret's plateau) counted with the hauts plateaux for its winter frosts.
 */
const SAHARA = [1, 3, 7, 8, 11, 30, 33, 37, 39, 47, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 61];
const HIGHLANDS = [4, 5, 12, 14, 17, 19, 20, 26, 28, 32, 34, 38, 40, 45, 59, 60, 62, 63, 64, 65, 66, 67, 68, 69];

export const CLIMATE_ZONE_OF_WILAYA: Readonly<Record<number, ClimateZone>> = Object.fromEntries(
  ALL_WILAYAS.map((w) => [w.code, SAHARA.includes(w.code) ? 'sahara' : HIGHLANDS.includes(w.code) ? 'highlands' : 'littoral']),
);

/** The zone of a wilaya's code (1–69); the littoral, where most customers live, when it is unknown. */
export function climateZoneOf(wilaya: number | null | undefined): ClimateZone {
  return (wilaya != null && CLIMATE_ZONE_OF_WILAYA[wilaya]) || 'littoral';
}

/** The calendar day in Algiers (UTC+1, no summer time) of an instant, as YYYY-MM-DD. */
export function algiersDay(at: Date): string {
  return new Date(at.getTime() + 3_600_000).toISOString().slice(0, 10);
}

/** The meteorological season in Algeria (northern hemisphere): winter = December–February, and so on. */
export function seasonOf(at: Date): Season {
  const month = Number(algiersDay(at).slice(5, 7));
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'autumn';
}
