import type { PixelId } from '../../domain/measurement';
import type { PaymentMethod } from '../../domain/payment-methods';
import type { SellerIdentity } from '../../domain/seller-identity';
import type { SiteCookieId } from '../../domain/site-cookies';
import type { helpFigures } from '../figures';
import type { Translator } from '../../messages';
import type { RichText } from '../rich-text';

/**
 * What the legal pages (terms of sale, privacy, cookies; issue 29 item 7) are filled from: the shop's
 * settings as customers see them (GET /api/site/info, the public settings, GET /api/identify/engines).
 * The pages are templates: every fact that varies from shop to shop comes from here, never from the
 * prose, and a part of the seller's identity not published yet is written as such.
 */
export interface LegalFacts {
  siteName: string;
  seller: SellerIdentity;
  email: string;
  /** As Algerians read it ("021 23 45 67"), or null. */
  phone: string | null;
  /** The shop's WhatsApp (E.164), or null: the pages point to it (the contact page and the footer link to it). */
  whatsapp: string | null;
  /** The payment methods checkout offers now, in the owner's order. */
  methods: readonly PaymentMethod[];
  /** Free delivery from this subtotal (a decimal string, "5000.00"). */
  minFreeShipping: string;
  /** How long a sign-in lasts (SESSION_TTL_DAYS). */
  sessionDays: number;
  /** The assistant sends the conversation to a language model service. */
  assistantModel: boolean;
  /** The outside identification services a photo is sent to, in the order they are tried (none: it stays on the shop's server). */
  identifyServices: readonly string[];
  /** The ad platforms' pixels the owner configured (docs/decisions/037): the visitor is asked before they run. */
  pixels: readonly PixelId[];
}

/** A label and its value; a null value is a part the seller has not published (`notPublished`). */
export interface LegalRow {
  label: string;
  value: string | null;
  /** Numbers and addresses written left to right inside Arabic text. */
  ltr?: boolean;
  testId?: string;
}

/** A named entry (a cookie, a recipient): its name (in code type when `code`), then its lines. */
export interface LegalEntry {
  term: string;
  code?: boolean;
  lines: RichText[];
  testId?: string;
}

/** `consent`: the visitor's answer about measurement cookies and the button to change it (a control, drawn by the page). */
export type LegalBlock = { p: RichText } | { list: RichText[] } | { rows: LegalRow[] } | { entries: LegalEntry[] } | { consent: true };

export interface LegalSection {
  /** Its anchor (/terms#payment). */
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  description: string;
  intro: string;
  /** What a row without its value says. */
  notPublished: string;
  sections: LegalSection[];
}

/** The shop's figures as the legal pages quote them (the help pages' own: returns, refunds, delays). */
export type LegalFigures = ReturnType<typeof helpFigures>;

/** A named entry's words: its name and its lines. */
export interface EntryWords {
  term: string;
  lines: RichText[];
}

/**
 * The legal pages' words in one language (content/legal/<locale>.ts): prose only; each page's title and
 * description are the catalogue's (`pages`, `seo`), which the route manifest's head reads too. Which sections and
 * entries a page shows, and the facts written into them, are decided once by the page's builder
 * (terms.ts, privacy.ts, cookies.ts), so the three languages cannot say different things.
 */
export interface LegalWords {
  notPublished: string;
  /** Labels of the seller's identity and contact rows. */
  labels: { name: string; address: string; rc: string; nif: string; phone: string; email: string };
  terms: {
    intro: (site: string) => string;
    seller: { title: string; intro: (site: string) => RichText; missing: RichText };
    products: { title: string; paragraphs: RichText[] };
    prices: { title: string; paragraphs: (freeFrom: string) => RichText[] };
    /** `methods`: a step more for an order paid with one of these methods (keyed by method, as `checkout.methods`). */
    order: { title: string; steps: RichText[]; methods: Partial<Record<PaymentMethod, RichText>>; change: RichText };
    payment: { title: string; intro: string; none: string; methods: Record<PaymentMethod, RichText> };
    delivery: { title: string; paragraphs: (freeFrom: string, liveDays: string) => RichText[] };
    returns: { title: string; items: (f: LegalFigures) => RichText[]; more: RichText };
    complaints: { title: string; paragraphs: (c: { email: string; phone: string | null; whatsapp: boolean; within: string }) => RichText[] };
    data: { title: string; text: RichText };
    law: { title: string; paragraphs: RichText[] };
  };
  privacy: {
    intro: (site: string) => string;
    controller: { title: string; intro: RichText };
    kept: {
      title: string;
      account: EntryWords;
      orders: EntryWords;
      receipts: EntryWords;
      /** `services`: the outside identification services a photo is sent to, as a list; null: none. */
      identification: (services: string | null) => EntryWords;
      reviews: EntryWords;
      messages: EntryWords;
      phones: EntryWords;
      security: (sessionDays: string) => EntryWords;
    };
    recipients: {
      title: string;
      team: EntryWords;
      carriers: EntryWords;
      /** The processors of the methods that send them the customer's data, keyed by method. */
      methods: Partial<Record<PaymentMethod, EntryWords>>;
      identification: (services: string) => EntryWords;
      assistant: EntryWords;
      email: EntryWords;
      noSale: RichText;
    };
    retention: { title: string; items: (sessionDays: string) => RichText[] };
    rights: { title: string; intro: string; items: RichText[]; how: (email: string) => RichText; authority: RichText };
  };
  cookies: {
    intro: (site: string) => string;
    /** The intro when the owner configured ad pixels (`companies`: "Meta and TikTok"). */
    introMeasured: (site: string, companies: string) => string;
    what: { title: string; paragraphs: RichText[] };
    list: {
      title: string;
      purposes: Record<SiteCookieId, string>;
      /** The lifetime of a cookie kept `days`, and of the sign-in's cookies (at most `days`, gone at sign-out). */
      keptFor: (days: string) => string;
      keptWhileSignedIn: (days: string) => string;
      httpOnly: string;
    };
    /** The pixels' cookies, set only once the visitor accepted. */
    measurement: { title: string; intro: (companies: string) => RichText; setBy: (company: string) => string };
    browser: { title: string; items: RichText[] };
    /** `methods`: the outside pages a method loads, keyed by method. */
    outside: { title: string; methods: Partial<Record<PaymentMethod, RichText>> };
    choice: { title: string; paragraphs: RichText[] };
  };
}

/** A page's builder: the words of the reader's language, their translator (figures, money) and the facts. */
export type LegalPageOf = (words: LegalWords, tr: Translator, facts: LegalFacts) => LegalDocument;
