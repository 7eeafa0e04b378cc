import { COMMUNE_ROWS } from './communes.data';
import { foldForSearch } from './search-fold';
import { wilayaByCode } from './wilayas';

/**
 * The 1,541 communes of Algeria (docs/contract.md §5, docs/decisions/019-communes-dataset.md), as data:
 * server-side only in practice (the client asks `GET /api/shipping/communes?wilaya=` and never bundles
 * this module; an ESLint rule keeps it out of src/client). A commune is always matched within its
 * wilaya: 38 French names exist in several wilayas.
 */
export interface Commune {
  /** The official (ONS) commune code, 4 digits: stable, and what orders store. */
  code: string;
  nameFr: string;
  nameAr: string;
  /** Its wilaya among the 69 (a commune of law 26-06 belongs to its new wilaya). */
  wilaya: number;
}

export { activeWilayas } from './wilayas';

const ALL: readonly Commune[] = COMMUNE_ROWS.map(([code, nameFr, nameAr, wilaya]) => ({ code, nameFr, nameAr, wilaya }));
const BY_CODE = new Map(ALL.map((c) => [c.code, c]));

export const COMMUNES: readonly Commune[] = ALL;

/**
 * The wilaya a commune is in: its new wilaya once those of law 26-06 operate (`newWilayasActive`),
 * before that the one it belonged to (Bou Saâda is in M'Sila until the switch).
 */
export function wilayaOfCommuneAt(commune: Commune, newWilayasActive: boolean): number {
  return newWilayasActive ? commune.wilaya : courierWilayaCode(commune);
}

const byWilaya = (newWilayasActive: boolean) => {
  const map = new Map<number, Commune[]>();
  for (const c of ALL) {
    const w = wilayaOfCommuneAt(c, newWilayasActive);
    map.set(w, [...(map.get(w) ?? []), c]);
  }
  for (const list of map.values()) list.sort((a, b) => a.nameFr.localeCompare(b.nameFr, 'fr'));
  return map;
};
const BY_WILAYA = { after: byWilaya(true), before: byWilaya(false) };

/**
 * The communes of a wilaya (1–69), by French name; empty for an unknown code. Before the wilayas of
 * law 26-06 operate (`newWilayasActive` false), a mother wilaya still lists the communes it will lose.
 */
export function communesOf(wilayaCode: number, newWilayasActive = true): readonly Commune[] {
  return (newWilayasActive ? BY_WILAYA.after : BY_WILAYA.before).get(wilayaCode) ?? [];
}

/**
 * The commune of this wilaya a person wrote by name, in French or Arabic however they spelled its accents,
 * case, dashes or Arabic letter forms (the express form without JavaScript has no picker); undefined when
 * no commune of the wilaya has that name.
 */
export function communeNamed(wilayaCode: number, typed: string, newWilayasActive = true): Commune | undefined {
  const wanted = foldForSearch(typed).trim();
  if (!wanted) return undefined;
  return communesOf(wilayaCode, newWilayasActive).find((c) => foldForSearch(c.nameFr).trim() === wanted || foldForSearch(c.nameAr).trim() === wanted);
}

export function communeByCode(code: string): Commune | undefined {
  return BY_CODE.get(code);
}

/**
 * The wilaya code couriers use for this commune (1–58): the official code's first two digits are the
 * wilaya it belonged to before law 26-06, which is what Yalidine's and Ecotrack's lists still know.
 */
export function courierWilayaCode(commune: Commune): number {
  return Number(commune.code.slice(0, 2));
}

/** True when `code` names a commune of `wilayaCode` (at the time `newWilayasActive` says). */
export function communeBelongsTo(code: string, wilayaCode: number, newWilayasActive = true): boolean {
  const commune = communeByCode(code);
  return commune !== undefined && wilayaOfCommuneAt(commune, newWilayasActive) === wilayaCode;
}

/** The wilaya record of a commune (always found: the data is checked by communes.test.ts). */
export const wilayaOfCommune = (commune: Commune) => wilayaByCode(commune.wilaya)!;
