import type { RichText } from '../rich-text';

export interface Season {
  id: string;
  name: string;
  months: string;
  summary: string;
  tips: string[];
}

export interface PlantType {
  id: string;
  name: string;
  examples: string;
  light: string;
  water: string;
  tip: string;
}

export interface Problem {
  id: string;
  symptom: string;
  cause: string;
  fix: string;
}

export interface Region {
  id: string;
  name: string;
  wilayas: string;
  climate: string;
  tips: string[];
  plants: string;
}

/** The care guide's four tabs (spec §2), in the order shown. */
export type CareTab = 'saisons' | 'types' | 'problemes' | 'algerie';

/** The care guide in one language. It quotes no shop figure, so it is plain data. */
export interface CareContent {
  title: string;
  description: string;
  intro: string;
  tabsLabel: string;
  tabs: Record<CareTab, string>;
  seasons: Season[];
  plantTypes: PlantType[];
  /** Screen-reader names of the light / water / tip rows. */
  needs: { light: string; water: string; tip: string };
  problems: Problem[];
  problemLabels: { cause: string; fix: string };
  unsure: RichText;
  regions: Region[];
  recommended: string;
  algeria: { title: string; everywhere: { title: string; text: string }[] };
}
