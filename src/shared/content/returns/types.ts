import type { ReturnCategory } from '../../domain/shop-facts';
import type { Translator } from '../../messages';
import type { RichText } from '../rich-text';

/** The Returns page in one language. */
export interface ReturnsContent {
  title: string;
  description: string;
  intro: string;
  windows: {
    title: string;
    intro: string;
    items: { category: ReturnCategory; title: string; condition: string }[];
    /** The window's length, e.g. "7 jours". */
    days(category: ReturnCategory): string;
  };
  guarantee: { title: string; paragraphs: RichText[] };
  procedure: { title: string; steps: { title: string; text: string }[]; request: string };
  refunds: { title: string; intro: string; card: string; cardDelay: string; transfer: string; transferDelay: string };
  fees: { title: string; text: string };
}

/** `tr` writes the figures (see `contentTranslator`). */
export type ReturnsContentOf = (tr: Translator) => ReturnsContent;
