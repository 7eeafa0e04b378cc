import type { Centimes } from '../../domain/money';
import type { ShippingZone } from '../../domain/shop-facts';
import type { Translator } from '../../messages';
import type { RichText } from '../rich-text';

export type ShippingStepId = 'confirmed' | 'preparation' | 'shipped' | 'delivery';

/** The live values the page quotes: the free-shipping threshold and the zones of the live rates table. */
export interface ShippingLive {
  freeShipping: Centimes;
  zones: readonly ShippingZone[];
  /** Whether a guest may order without an account (the `expressOrders` setting, docs/contract.md §7). */
  expressOrders: boolean;
}

/** The Shipping page in one language. */
export interface ShippingContent {
  title: string;
  description: string;
  intro: string;
  highlights: { label: string; freeTitle: string; freeText: string; fromTitle: string; fromText: string; daysTitle: string; daysText: string };
  steps: { title: string; items: { id: ShippingStepId; title: string; text: string }[] };
  rates: {
    title: string;
    intro: string;
    caption: string;
    headers: { zone: string; wilayas: string; price: string; delay: string };
    /** A zone's example wilayas, as one line. */
    examples(zone: ShippingZone): string;
    note: string;
    wilayaSummary: string;
    wilayaCaption: string;
    wilayaHeaders: { wilaya: string; home: string; desk: string; delay: string };
    /** The search field over the wilaya list: its label, and what shows when nothing matches. */
    wilayaSearch: string;
    wilayaNone: string;
  };
  livePlants: { title: string; paragraphs: RichText[] };
  /** Ordering without an account (only when the shop allows it) and following an order without one. */
  ordering: { title: string; paragraphs: RichText[] };
  problem: { title: string; text: RichText };
}

/** `tr` writes the figures (see `contentTranslator`). */
export type ShippingContentOf = (tr: Translator, live: ShippingLive) => ShippingContent;
