import type { Centimes } from '../../domain/money';
import type { IdentifyCoverage } from '../../domain/shop-facts';
import type { Translator } from '../../messages';
import type { RichPart, RichText } from '../rich-text';
import { PAYMENT_METHODS, type PaymentMethod } from '../../domain/payment-methods';

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
 * covers, whether a guest may order without an account (the `expressOrders` setting, docs/contract.md §7), and how
 * one may pay.
 */
export interface FaqLive {
  freeShipping: Centimes;
  identification: IdentifyCoverage;
  expressOrders: boolean;
  /** The payment methods checkout offers now (`availablePaymentMethods` of the settings): the only ones the FAQ names. */
  paymentMethods: readonly string[];
}

/**
 * The payment answer's body: each method checkout offers, in the registry's order, as the language's
 * content writes it (`written`: one sentence a method, bold label first).
 */
export function offeredPaymentMethods(methods: readonly string[], written: Record<PaymentMethod, RichText>): RichPart[] {
  const offered = new Set(methods);
  return PAYMENT_METHODS.filter((id) => offered.has(id)).flatMap((id, i) => [...(i ? [' '] : []), ...written[id]]);
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
