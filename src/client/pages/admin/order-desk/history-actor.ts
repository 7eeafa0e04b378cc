import type { OrderEvent } from '@shared/contracts/order-desk';
import { COURIER_INFO, isCourierId } from '@shared/domain/couriers';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import type { Messages } from '@shared/messages';
import { interpolate } from '@client/lib/interpolate';

/**
 * Who did what a history line tells (docs/contract.md §5), in the reader's language: the admin's e-mail
 * (kept after the account is deleted), else the automatic actor the event names — the customer's own
 * link, a courier's report ("Yalidine (webhook)"), a payment gateway's notice, the shop's own jobs. A line
 * with neither is the shop's automatic work from before events named their actor.
 */
export function historyActor(event: Pick<OrderEvent, 'actorEmail' | 'details'>, m: Messages): string {
  if (event.actorEmail) return event.actorEmail;
  const t = m.orderDesk.history;
  const details = event.details ?? {};
  if (details.by === 'customer') return t.customer;
  if (details.by === 'courier') {
    const courier = isCourierId(details.courier) ? COURIER_INFO[details.courier].label : (details.courier ?? '');
    const via = details.via === 'poll' ? t.via.poll : t.via.webhook;
    return interpolate(t.courierActor, { courier, via });
  }
  if (details.by === 'gateway') return interpolate(t.gatewayActor, { gateway: paymentMethodLabel(details.gateway ?? '', m) });
  return m.confirmation.history.automatic;
}
