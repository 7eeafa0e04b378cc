import type { Centimes } from '@shared/domain/money';
import { orderNumber, type OrderTotals } from '@shared/domain/order';
import type { DeliveryMode } from '@shared/domain/shipping';
import type { Wilaya } from '@shared/domain/wilayas';
import { isolated } from '@shared/domain/typed-text';
import type { Translator } from '@shared/messages';
import type { BankDetails, CcpDetails } from '../settings/settings.service';

export interface EmailLine {
  name: string;
  quantity: number;
  unitPrice: Centimes;
}

/** What every order e-mail repeats: the figures stored on the order and where it ships. */
export interface OrderEmailInput {
  orderId: string;
  customerName: string;
  lines: readonly EmailLine[];
  totals: OrderTotals;
  /** The discount code the order holds; null or absent without one. */
  couponCode?: string | null | undefined;
  siteName: string;
  /** The wilaya and home / stop-desk; null for an order without a wilaya (flat fee). */
  destination: { wilaya: Wilaya; delivery: DeliveryMode } | null;
  /** Cash on delivery: the signed confirmation link (decision 018). */
  confirmUrl?: string | undefined;
  /** The customer's order page (issue 29: the e-mail leads back to it). */
  orderUrl?: string | undefined;
}

export interface BankTransferEmailInput extends OrderEmailInput {
  bank: BankDetails;
}

export interface CcpTransferEmailInput extends OrderEmailInput {
  ccp: CcpDetails;
}

const indent = (line: string) => `  ${line}`;
/** A value the owner typed in the settings, isolated (typed-text.ts); '—' when there is none. */
const orNotSet = (value: string) => (value ? isolated(value) : '—');

/** The wilaya as its reader writes it: "Oran (31)", "وهران (31)". */
const wilayaName = (w: Wilaya, tr: Translator) => `${tr.locale === 'ar' ? w.ar : w.name} (${w.code})`;

/** The summary every order e-mail gives: lines, subtotal, the wilaya's shipping fee, and the total under its own label. */
function summary(input: OrderEmailInput, tr: Translator, totalLabel: string): string[] {
  const m = tr.m.emails.order;
  const { totals, destination } = input;
  const shippingFee = totals.shipping === 0 ? m.free : tr.money(totals.shipping);
  const shipping = destination
    ? tr.text(m.shippingTo, { wilaya: wilayaName(destination.wilaya, tr), delivery: m.deliveries[destination.delivery], amount: shippingFee })
    : tr.text(m.shipping, { amount: shippingFee });
  return [
    m.summary,
    ...[
      // A line has no words, only figures: the same layout in every language.
      ...input.lines.map((l) => `- ${isolated(l.name)} × ${l.quantity} — ${tr.money(l.unitPrice)} = ${tr.money(l.unitPrice * l.quantity)}`),
      tr.text(m.subtotal, { amount: tr.money(totals.subtotal) }),
      shipping,
      ...(totals.discount > 0 ? [tr.text(tr.m.emails.order.discount, { code: isolated(input.couponCode ?? ''), amount: tr.money(totals.discount) })] : []),
      tr.text(totalLabel, { amount: tr.money(totals.total) }),
    ].map(indent),
  ];
}

/** The line leading back to the order page, and a blank line; nothing when the shop's address is unknown. */
const orderLink = (input: OrderEmailInput, tr: Translator): string[] =>
  input.orderUrl ? [tr.text(tr.m.emails.desk.orderLink, { url: input.orderUrl }), ''] : [];

export interface OrderEmailText {
  subject: string;
  text: string;
}

/** The words a transfer's e-mail takes from its method's section of the catalogue. */
interface TransferTexts {
  subject: string;
  intro: string;
  total: string;
  details: string;
  reference: string;
  noDetails: string;
}

/**
 * A transfer's instructions, in the customer's language, with the figures stored on the order: where to
 * send the money (`account`, one line each), the reference to write, and what follows (`then`).
 */
function transferEmail(input: OrderEmailInput, tr: Translator, texts: TransferTexts, account: string[], known: boolean, then: string[] = []): OrderEmailText {
  const number = orderNumber(input.orderId);
  const text = [
    tr.text(tr.m.emails.order.greeting, { name: isolated(input.customerName) }),
    '',
    tr.text(texts.intro, { number, site: isolated(input.siteName) }),
    '',
    ...summary(input, tr, texts.total),
    '',
    texts.details,
    ...[...account, tr.text(texts.reference, { number }), ...(known ? [] : [texts.noDetails])].map(indent),
    '',
    ...then,
    ...orderLink(input, tr),
    isolated(input.siteName),
  ].join('\n');
  return { subject: tr.text(texts.subject, { number }), text };
}

/** The bank transfer instructions (spec §1: "details are sent by e-mail after confirmation"), with the bank details from settings. */
export function bankTransferEmail(input: BankTransferEmailInput, tr: Translator): OrderEmailText {
  const b = tr.m.emails.order.bankTransfer;
  const { bank } = input;
  const account = [
    tr.text(b.bank, { value: orNotSet(bank.bankName) }),
    tr.text(b.holder, { value: orNotSet(bank.bankAccountHolder) }),
    tr.text(b.rib, { value: orNotSet(bank.bankRib) }),
  ];
  return transferEmail(input, tr, b, account, !!(bank.bankName || bank.bankAccountHolder || bank.bankRib));
}

/** A CCP transfer (docs/contract.md §4): the shop's CCP account, the reason to write, and the receipt to send. */
export function ccpTransferEmail(input: CcpTransferEmailInput, tr: Translator): OrderEmailText {
  const c = tr.m.emails.order.ccp;
  const { ccp } = input;
  const account = [
    tr.text(c.number, { value: orNotSet(ccp.ccpNumber) }),
    tr.text(c.key, { value: orNotSet(ccp.ccpKey) }),
    tr.text(c.holder, { value: orNotSet(ccp.ccpHolder) }),
  ];
  return transferEmail(input, tr, c, account, !!ccp.ccpNumber, [c.receipt]);
}

/** Cash on delivery: what the customer will pay the courier, and that we call to confirm. */
export function cashOnDeliveryEmail(input: OrderEmailInput, tr: Translator): OrderEmailText {
  const m = tr.m.emails.order;
  const number = orderNumber(input.orderId);
  const text = [
    tr.text(m.greeting, { name: isolated(input.customerName) }),
    '',
    tr.text(m.cod.intro, { number, site: isolated(input.siteName) }),
    '',
    ...summary(input, tr, m.cod.total),
    '',
    ...(input.confirmUrl ? [tr.text(tr.m.confirmation.link.emailLine, { url: input.confirmUrl }), ''] : []),
    ...orderLink(input, tr),
    isolated(input.siteName),
  ].join('\n');
  return { subject: tr.text(m.cod.subject, { number }), text };
}

export interface NewOrderAlertInput extends OrderEmailInput {
  /** The method as the shop names it ("Cash on Delivery"). */
  method: string;
  phone: string | null;
  /** The owner's view of the order (`/admin/orders/:id`). */
  adminUrl: string;
}

/**
 * The owner's e-mail for each new order (issue 29; a setting turns it off): who, where to, what, how
 * paid, and the link to the order desk.
 */
export function newOrderAlertEmail(input: NewOrderAlertInput, tr: Translator): OrderEmailText {
  const m = tr.m.emails.desk.newOrder;
  const number = orderNumber(input.orderId);
  const total = tr.money(input.totals.total);
  const destination = input.destination
    ? `${wilayaName(input.destination.wilaya, tr)}, ${tr.m.emails.order.deliveries[input.destination.delivery]}`
    : '—';
  const items = input.lines.map((l) => indent(`- ${isolated(l.name)} × ${l.quantity}`)).join('\n');
  return {
    subject: tr.text(m.subject, { siteName: isolated(input.siteName), number, total, method: input.method }),
    text: tr.text(m.text, { number, name: isolated(input.customerName), phone: input.phone ? isolated(input.phone) : '—', destination, items, total, method: input.method, url: input.adminUrl }),
  };
}

