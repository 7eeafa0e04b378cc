import type { PaymentMethod } from '../../domain/payment-methods';
import { missingSellerParts } from '../../domain/seller-identity';
import { PIXELS } from '../../domain/measurement';
import { SITE_COOKIES } from '../../domain/site-cookies';
import { formatDays } from '../../domain/shop-facts';
import type { Translator } from '../../messages';
import { helpFigures } from '../figures';
import type { EntryWords, LegalBlock, LegalEntry, LegalFacts, LegalPageOf, LegalRow, LegalWords } from './types';

/**
 * The legal pages' templates (issue 29 item 7): each page's sections, in the reader's words, filled
 * from the shop's facts. What a page says depends on the facts alone — a payment method is described
 * only when checkout offers it, a recipient named only when it receives something — never on the language.
 */

/** "Pl@ntNet and Plant.id", in the reader's language. */
const listOf = (tr: Translator, items: readonly string[]) => new Intl.ListFormat(tr.locale, { type: 'conjunction' }).format(items);

/** A page's title and description: the catalogue's, as the page's head (the route manifest) writes them. */
const heading = (tr: Translator, page: 'terms' | 'privacy' | 'cookies') => ({ title: tr.m.pages[page], description: tr.m.pageDescriptions[page] });

const entry = (words: EntryWords, testId?: string): LegalEntry => ({ term: words.term, lines: words.lines, testId });

/**
 * The words the content has for some payment methods (keyed by method, as the catalogues' `checkout.methods`:
 * a processor's entry, an order's extra step), for the methods the shop offers, in the content's order. The
 * legal pages so need no method's declaration (their JavaScript stays small, decision 010).
 */
function wordsOfMethods<W>(words: Partial<Record<PaymentMethod, W>>, offered: readonly PaymentMethod[]): [PaymentMethod, W][] {
  return (Object.entries(words) as [PaymentMethod, W][]).filter(([method]) => offered.includes(method));
}

/** The seller's identity (law 18-05 art. 11), then, with `contact`, how to reach the shop. */
function identityRows(words: LegalWords, facts: LegalFacts, contact: boolean): LegalRow[] {
  const l = words.labels;
  const rows: LegalRow[] = [
    { label: l.name, value: facts.seller.name, testId: 'seller-name' },
    { label: l.address, value: facts.seller.address, testId: 'seller-address' },
    { label: l.rc, value: facts.seller.rc, ltr: true, testId: 'seller-rc' },
    { label: l.nif, value: facts.seller.nif, ltr: true, testId: 'seller-nif' },
  ];
  if (!contact) return rows;
  rows.push({ label: l.phone, value: facts.phone, ltr: true, testId: 'seller-phone' });
  rows.push({ label: l.email, value: facts.email, ltr: true, testId: 'seller-email' });
  return rows;
}

/** Terms of sale: what law 18-05 (art. 11) asks the offer to state, from the shop's own settings and facts. */
export const termsPage: LegalPageOf = (words, tr, facts) => {
  const w = words.terms;
  const f = helpFigures(tr);
  const freeFrom = tr.money(facts.minFreeShipping);
  const sellerBlocks: LegalBlock[] = [{ p: w.seller.intro(facts.siteName) }, { rows: identityRows(words, facts, true) }];
  if (missingSellerParts(facts.seller).length > 0 || !facts.phone) sellerBlocks.push({ p: w.seller.missing });
  // The catalogue's `checkout.methods` is keyed by the methods' ids, as `paymentMethodLabel` reads it (a
  // test holds them equal): the registry's module stays out of this page's chunk, and out of its own.
  const methods: LegalEntry[] = facts.methods.map((method) => ({ term: tr.m.checkout.methods[method], lines: [w.payment.methods[method]], testId: `terms-method-${method}` }));
  return {
    ...heading(tr, 'terms'),
    intro: w.intro(facts.siteName),
    notPublished: words.notPublished,
    sections: [
      { id: 'seller', title: w.seller.title, blocks: sellerBlocks },
      { id: 'products', title: w.products.title, blocks: w.products.paragraphs.map((p) => ({ p })) },
      { id: 'prices', title: w.prices.title, blocks: w.prices.paragraphs(freeFrom).map((p) => ({ p })) },
      {
        id: 'order',
        title: w.order.title,
        blocks: [{ list: [...w.order.steps, ...wordsOfMethods(w.order.methods, facts.methods).map(([, step]) => step)] }, { p: w.order.change }],
      },
      { id: 'payment', title: w.payment.title, blocks: methods.length ? [{ p: [w.payment.intro] }, { entries: methods }] : [{ p: [w.payment.none] }] },
      { id: 'delivery', title: w.delivery.title, blocks: w.delivery.paragraphs(freeFrom, f.livePlantShippingDays).map((p) => ({ p })) },
      { id: 'returns', title: w.returns.title, blocks: [{ list: w.returns.items(f) }, { p: w.returns.more }] },
      {
        id: 'complaints',
        title: w.complaints.title,
        blocks: w.complaints
          .paragraphs({ email: facts.email, phone: facts.phone, whatsapp: facts.whatsapp !== null, within: f.responseHours.orders })
          .map((p) => ({ p })),
      },
      { id: 'data', title: w.data.title, blocks: [{ p: w.data.text }] },
      { id: 'law', title: w.law.title, blocks: w.law.paragraphs.map((p) => ({ p })) },
    ],
  };
};

/** Privacy (law 18-07): who is responsible, what the code really keeps, who receives it, for how long, the reader's rights. */
export const privacyPage: LegalPageOf = (words, tr, facts) => {
  const w = words.privacy;
  const k = w.kept;
  const r = w.recipients;
  const sessionDays = formatDays(tr, facts.sessionDays);
  const services = facts.identifyServices.length ? listOf(tr, facts.identifyServices) : null;
  const recipients: LegalEntry[] = [entry(r.team), entry(r.carriers, 'recipient-carriers')];
  for (const [method, words] of wordsOfMethods(r.methods, facts.methods)) recipients.push(entry(words, `recipient-${method}`));
  if (services) recipients.push(entry(r.identification(services), 'recipient-identification'));
  if (facts.assistantModel) recipients.push(entry(r.assistant, 'recipient-assistant'));
  recipients.push(entry(r.email));
  return {
    ...heading(tr, 'privacy'),
    intro: w.intro(facts.siteName),
    notPublished: words.notPublished,
    sections: [
      { id: 'controller', title: w.controller.title, blocks: [{ p: w.controller.intro }, { rows: identityRows(words, facts, true) }] },
      {
        id: 'kept',
        title: k.title,
        blocks: [
          {
            entries: [
              entry(k.account),
              entry(k.orders),
              entry(k.receipts, 'kept-receipts'),
              entry(k.identification(services), 'kept-identification'),
              entry(k.reviews),
              entry(k.messages),
              entry(k.phones),
              entry(k.security(sessionDays)),
            ],
          },
        ],
      },
      { id: 'recipients', title: r.title, blocks: [{ entries: recipients }, { p: r.noSale }] },
      { id: 'retention', title: w.retention.title, blocks: [{ list: w.retention.items(sessionDays) }] },
      {
        id: 'rights',
        title: w.rights.title,
        blocks: [{ p: [w.rights.intro] }, { list: w.rights.items }, { p: w.rights.how(facts.email) }, { p: w.rights.authority }],
      },
    ],
  };
};

/** Cookies: the ones the shop sets (SITE_COOKIES, the list the server sets them from), and what else the browser keeps. */
export const cookiesPage: LegalPageOf = (words, tr, facts) => {
  const w = words.cookies;
  const l = w.list;
  const cookies: LegalEntry[] = SITE_COOKIES.map((cookie) => ({
    term: cookie.name,
    code: true,
    testId: `cookie-${cookie.name}`,
    lines: [
      [l.purposes[cookie.id]],
      [cookie.days === 'session' ? l.keptWhileSignedIn(formatDays(tr, facts.sessionDays)) : l.keptFor(formatDays(tr, cookie.days))],
      ...(cookie.httpOnly ? [[l.httpOnly]] : []),
    ],
  }));
  const outside = wordsOfMethods(w.outside.methods, facts.methods).map(([, line]) => line);
  const pixels = PIXELS.filter((p) => facts.pixels.includes(p.id));
  const companies = new Intl.ListFormat(tr.locale, { type: 'conjunction' }).format(pixels.map((p) => p.company));
  const measured: LegalEntry[] = pixels.flatMap((pixel) =>
    pixel.cookies.map((cookie) => ({
      term: cookie.name,
      code: true,
      testId: `cookie-${cookie.name}`,
      lines: [[w.measurement.setBy(pixel.company)], [l.keptFor(formatDays(tr, cookie.days))]],
    })),
  );
  return {
    ...heading(tr, 'cookies'),
    intro: pixels.length ? w.introMeasured(facts.siteName, companies) : w.intro(facts.siteName),
    notPublished: words.notPublished,
    sections: [
      { id: 'what', title: w.what.title, blocks: w.what.paragraphs.map((p) => ({ p })) },
      { id: 'list', title: l.title, blocks: [{ entries: cookies }] },
      ...(pixels.length
        ? [{ id: 'measurement', title: w.measurement.title, blocks: [{ p: w.measurement.intro(companies) }, { entries: measured }, { consent: true as const }] }]
        : []),
      { id: 'browser', title: w.browser.title, blocks: [{ list: w.browser.items }] },
      ...(outside.length ? [{ id: 'outside', title: w.outside.title, blocks: outside.map((p) => ({ p })) }] : []),
      { id: 'choice', title: w.choice.title, blocks: w.choice.paragraphs.map((p) => ({ p })) },
    ],
  };
};
