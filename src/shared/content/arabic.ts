import { WILAYAS } from '../domain/wilayas';

/** A wilaya's Arabic name, from its French one (as the shop facts list them). */
export const arabicWilaya = (name: string): string => WILAYAS.find((w) => w.name === name)?.ar ?? name;

/** Wilayas named in French, as an Arabic list ("الجزائر العاصمة، وهران…"). */
export const arabicWilayaList = (names: readonly string[]): string => names.map(arabicWilaya).join('، ');
