import { WILAYAS } from '../domain/wilayas';

/**
 * Arabic counted nouns: from 3 to 10 the noun is plural ("7 أيام"), from 11 to 99 singular
 * accusative ("14 يومًا", "30 يومًا"), otherwise singular ("100 يوم"). Latin digits, as everywhere.
 */
export function arabicDays(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${n} أيام`;
  if (lastTwo >= 11) return `${n} يومًا`;
  return `${n} يوم`;
}

/** A wilaya's Arabic name, from its French one (as the shop facts list them). */
export const arabicWilaya = (name: string): string => WILAYAS.find((w) => w.name === name)?.ar ?? name;

/** Wilayas named in French, as an Arabic list ("الجزائر العاصمة، وهران…"). */
export const arabicWilayaList = (names: readonly string[]): string => names.map(arabicWilaya).join('، ');
