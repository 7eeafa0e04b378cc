import type { IdentifyCoverage } from '../../domain/shop-facts';
import type { Translator } from '../../messages';

export type OfferId = 'identification' | 'shop' | 'guides' | 'advice';
export type ValueId = 'climate' | 'parcels' | 'trust' | 'water';

/** The About page in one language. */
export interface AboutContent {
  title: string;
  description: string;
  heading: string;
  intro: string;
  story: { title: string; paragraphs: string[] };
  mission: { title: string; text: string };
  offer: { title: string; items: { id: OfferId; title: string; text: string }[] };
  values: { title: string; items: { id: ValueId; title: string; text: string }[] };
  cta: { label: string; title: string; identify: string; shop: string; contact: string };
}

/** The live values the page quotes: what identification covers with the configured engines. */
export interface AboutLive {
  identification: IdentifyCoverage;
}

/** `tr` writes the figures (see `contentTranslator`). */
export type AboutContentOf = (tr: Translator, live: AboutLive) => AboutContent;
