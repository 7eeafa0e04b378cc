import { msg, type Translator } from '../messages';
import type { DeliveryMode } from './shipping';

/**
 * What is printed where an order's street goes (the orders CSV, the courier's parcel): the street; for a
 * stop-desk order without one (docs/contract.md §5: stored as ''), its desk — `deskName` when the courier
 * lists it, else the desk as the order names it, else "stop-desk" — never a blank line.
 */
export function streetOrDesk(
  order: { address: string; delivery: DeliveryMode | null; desk: string | null },
  tr: Translator,
  deskName?: string | null,
): string {
  if (order.address || order.delivery !== 'desk') return order.address;
  const desk = deskName || order.desk;
  return desk ? tr.text(msg.communes.orderDesk, { desk }) : tr.m.checkout.page.deliveryDesk;
}
