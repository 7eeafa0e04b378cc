import { formatDAFr } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { messages } from '@shared/messages';
import type { OrderRow } from '../../db/schema';
import { fill } from '../orders/orders.service';

/**
 * What the customer is told when the desk confirms, ships or cancels an order: French then English,
 * texts from the catalogue (`messages.orderDesk.emails`). Always sent to the account's address,
 * never to one typed at checkout (decisions.md §2) — the caller picks the recipient.
 */

export type DeskEmailKind = 'confirmed' | 'shipped' | 'cancelled';

export interface DeskEmailInput {
  order: OrderRow;
  siteName: string;
  /** The customer's order page, when the shop's public address is known (PUBLIC_ORIGIN). */
  orderUrl: string | null;
}

export function deskEmail(kind: DeskEmailKind, { order, siteName, orderUrl }: DeskEmailInput): { subject: string; text: string } {
  const t = messages.orderDesk.emails;
  const vars = {
    name: order.customerName,
    number: orderNumber(order.id),
    site: siteName,
    total: formatDAFr(order.totalCentimes),
    method: paymentMethodLabel(order.paymentMethod),
    carrier: order.carrier ?? '',
    trackingNumber: order.trackingNumber ?? '',
    reason: order.cancelReason ?? '',
    url: orderUrl ?? '',
  };
  const link = (template: string) => (orderUrl ? ['', fill(template, vars)] : []);
  const text = [
    fill(t[kind].fr, vars),
    ...(kind === 'shipped' ? link(t.orderLink.fr) : []),
    '',
    '— English —',
    '',
    fill(t[kind].en, vars),
    ...(kind === 'shipped' ? link(t.orderLink.en) : []),
    '',
    siteName,
  ].join('\n');
  return { subject: fill(t[kind].subject, vars), text };
}
