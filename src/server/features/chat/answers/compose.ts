import type { ChatContext, ChatLink } from '@shared/contracts/chat';
import type { Centimes } from '@shared/domain/money';
import type { ShippingRules } from '@shared/domain/shipping';
import type { IdentifyCoverage } from '@shared/domain/shop-facts';
import type { Locale } from '@shared/messages';
import type { Voice } from '../content/answers';

/**
 * The offline engine's answers, one module per kind of question (this folder), in the answer's language (a
 * `Voice`: the words of content/answers.{en,fr,ar}.ts). Every fact comes from the shop's sources —
 * shop-facts, the settings, the catalogue (live price and stock), the species knowledge base, the
 * FAQ, the customer's own orders — never from text written here. Here: what every answer is made of.
 */

export interface ShopData {
  now: Date;
  freeShippingThreshold: Centimes;
  /** The live shipping rules (rates table, flat fee, threshold) and the day the wilayas of law 26-06 operate: the checkout's figures. */
  shipping: ShippingRules & { newWilayasFrom: string };
  /** Methods customers can pay with at checkout (enabled and configured), in order. */
  paymentMethods: readonly string[];
  phone: string | null;
  /** The shop's WhatsApp (E.164), null when none. */
  whatsapp: string | null;
  email: string;
  /** What identification covers with the configured engines (the FAQ's promise). */
  identification: IdentifyCoverage;
  /** A guest may order without an account (the `expressOrders` setting). */
  expressOrders: boolean;
}

export interface Composed {
  text: string;
  /** Catalogue plants to show as links, in order. */
  plantIds: number[];
  links: ChatLink[];
  /** The facts the answer rests on, as sentences: the context an optional language model gets. */
  passages: string[];
  context: ChatContext;
  /** False when the engine is not sure it understood (the answer then says so). */
  confident: boolean;
}

export const link = (href: string, label: string): ChatLink => ({ href, label });
export const contactLink = (v: Voice) => link('/contact', v.a.links.contact);
export const faqLink = (v: Voice) => link('/faq', v.a.links.faq);

export function composed(text: string, extra: Partial<Composed> = {}): Composed {
  return { text, plantIds: [], links: [], passages: [text], context: {}, confident: true, ...extra };
}

/** Dates in the reader's language; Arabic with Latin digits (docs/contract.md §4). */
export const DATE_LOCALE: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-DZ-u-nu-latn' };

/** A day (YYYY-MM-DD, in Algiers) in the reader's words: "1 January 2027", "1 janvier 2027". */
export const dayIn = (v: Voice, day: string) => new Date(`${day}T12:00:00+01:00`).toLocaleDateString(DATE_LOCALE[v.locale], { timeZone: 'Africa/Algiers', dateStyle: 'long' });
