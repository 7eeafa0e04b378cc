import type { Centimes } from '../../domain/money';
import type { IdentifyCoverage } from '../../domain/shop-facts';
import type { Translator } from '../../messages';
import type { RichText } from '../rich-text';

export interface FaqEntryData {
  id: string;
  question: string;
  answer: RichText;
}

export interface FaqCategoryData {
  id: string;
  title: string;
  entries: FaqEntryData[];
}

/**
 * The live values the answers quote: the free-shipping threshold from settings, what identification
 * covers, and whether a guest may order without an account (the `expressOrders` setting, docs/contract.md §7).
 */
export interface FaqLive {
  freeShipping: Centimes;
  identification: IdentifyCoverage;
  expressOrders: boolean;
}

/** The FAQ page in one language: its frame, and its questions (same ids in every language). */
export interface FaqContent {
  page: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    categoriesLabel: string;
    moreLabel: string;
    moreTitle: string;
    moreText: string;
    moreCta: string;
  };
  /** `tr` writes the figures (French facts for the French FAQ, see `contentTranslator`). */
  categories(tr: Translator, live: FaqLive): FaqCategoryData[];
}
