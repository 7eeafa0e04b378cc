import { orderNumber } from '@shared/domain/order';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { isolated } from '@shared/domain/typed-text';
import { t } from '@shared/messages/catalogues';
import type { OrderRow } from '../../db/schema';

/**
 * What the customer is told when the desk confirms, ships or cancels an order: one text from the
 * catalogue (`emails.desk`) in the language the order was placed in — not the admin's. Always
 * sent to the account's address, never to one typed at checkout (docs/contract.md §2) — the caller picks
 * the recipient.
 */

/** `paid`: the receipt of a card payment (issue 29), sent when the gateway confirms it. */
export type DeskEmailKind = 'paid' | 'confirmed' | 'shipped' | 'cancelled';

export interface DeskEmailInput {
  order: OrderRow;
  siteName: string;
  /** The customer's order page, when the shop's public address is known (PUBLIC_ORIGIN). */
  orderUrl: string | null;
}

export function deskEmail(kind: DeskEmailKind, { order, siteName, orderUrl }: DeskEmailInput): { subject: string; text: string } {
  const tr = t(order.locale);
  const m = tr.m.emails.desk;
  // What people typed (the customer, the shop, a courier, a gateway) is isolated (typed-text.ts); the link is not, so mail readers still see it whole.
  const vars = {
    name: isolated(order.customerName),
    number: orderNumber(order.id),
    site: isolated(siteName),
    total: tr.money(order.totalCentimes),
    method: paymentMethodLabel(order.paymentMethod, tr.m),
    carrier: isolated(order.carrier ?? ''),
    trackingNumber: isolated(order.trackingNumber ?? ''),
    reason: isolated(order.cancelReason ?? ''),
    reference: isolated(order.paymentReference ?? ''),
    url: orderUrl ?? '',
  };
  const link = (kind === 'shipped' || kind === 'paid') && orderUrl ? ['', tr.text(m.orderLink, vars)] : [];
  const text = [tr.text(m[kind].body, vars), ...link, '', vars.site].join('\n');
  return { subject: tr.text(m[kind].subject, vars), text };
}
