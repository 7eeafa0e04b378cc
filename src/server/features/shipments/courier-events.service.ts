import { queueConversion } from '../conversions/conversions.service';
import { methodHas } from '@shared/domain/payment-methods';
import { COURIER_INFO, isCourierId, orderStatusFor, type CourierCashState, type CourierId } from '@shared/domain/couriers';
import type { ServiceContext } from '../../context';
import type { ShipmentRow } from '../../db/schema';
import { courierReasonOf, type ParcelEvent } from '../../integrations/couriers';
import { invalidateCatalog } from '../catalog/catalog.cache';
import * as deskRepo from '../order-desk/order-desk.repository';
import { moveOrderStatus } from '../orders/orders.service';
import * as repo from './shipments.repository';

/**
 * What couriers report (webhook or poll), recorded once each, moving the orders (docs/contract.md §5;
 * decision 018): delivered, returned (stock back once), cash with the courier → paid.
 */

const CASH_ORDER: readonly CourierCashState[] = ['none', 'with_courier', 'remitted'];
/** Cash only moves forward (a late "ready" never undoes "payed"). */
const laterCash = (a: CourierCashState, b: CourierCashState | null) => (b && CASH_ORDER.indexOf(b) > CASH_ORDER.indexOf(a) ? b : a);

/** How a courier's report reached the shop: its webhook, or the shop asking (couriers without webhooks). */
export type CourierReport = 'webhook' | 'poll';

/**
 * Records what a courier reported, each event once (its key: a replay changes nothing). The parcel's
 * status is its latest event's by date, so late or out-of-order events cannot move it backwards; the
 * order moves only from shipped (to delivered, or to returned with its stock given back once by the
 * orders' conditional move); a cash-on-delivery order becomes paid when the courier remits its cash.
 * Returns how many events were new.
 */
export async function recordCourierEvents(ctx: ServiceContext, courier: CourierId, events: readonly ParcelEvent[], via: CourierReport = 'webhook'): Promise<number> {
  let fresh = 0;
  let stockMoved = false;
  for (const event of events) {
    const shipment = await repo.findByTracking(ctx.db, courier, event.tracking);
    if (!shipment) continue; // another shop's parcel, or one deleted here: acknowledged, ignored
    const outcome = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const current = await repo.lockShipment(tx, shipment.id);
      if (!current) return null;
      const inserted = await repo.insertEvent(tx, {
        shipmentId: current.id,
        eventKey: event.key,
        kind: event.kind,
        status: event.status ?? '',
        courierStatus: event.courierStatus,
        reason: event.reason,
        at: event.at,
      });
      if (!inserted) return null;
      const history = (await repo.eventsOf(tx, [current.id])).filter((h) => h.kind === 'status' && h.status !== '');
      const latest = history.at(-1);
      const status = (latest?.status ?? current.status) as ParcelEvent['status'] & string;
      let cash = laterCash(current.cash, event.cash);
      if (status === 'delivered') cash = laterCash(cash, 'with_courier');
      await repo.updateShipment(tx, current.id, {
        status,
        courierStatus: latest?.courierStatus ?? current.courierStatus,
        reason: latest?.reason ?? current.reason,
        cash,
      });
      const payout = event.kind === 'payment' ? event.reason : null;
      return applyToOrder(txCtx, current, status as NonNullable<ParcelEvent['status']>, cash, latest?.reason ?? null, payout, via);
    });
    if (outcome === null) continue;
    fresh++;
    stockMoved ||= outcome.stockMoved;
  }
  if (stockMoved) await invalidateCatalog(ctx);
  return fresh;
}

const reasonCodeOf = (courier: string, reason: string): Record<string, string> => {
  const code = courierReasonOf(courier, reason);
  return code ? { reasonCode: code } : {};
};

async function applyToOrder(
  txCtx: ServiceContext,
  shipment: ShipmentRow,
  status: NonNullable<ParcelEvent['status']>,
  cash: CourierCashState,
  reason: string | null,
  payout: string | null,
  via: CourierReport,
) {
  const order = await deskRepo.lockOrder(txCtx.db, shipment.orderId);
  if (!order) return { stockMoved: false };
  // The history credits the courier and how it told us (the desk reads "by Yalidine (webhook)"), not an account.
  const details = { by: 'courier', courier: shipment.courier, via };
  const courier = isCourierId(shipment.courier) ? COURIER_INFO[shipment.courier].label : shipment.courier;
  const target = orderStatusFor(status);
  let current = order;
  let stockMoved = false;
  if (target && order.orderStatus === 'shipped') {
    const moved = target === 'returned' ? await moveOrderStatus(txCtx, order, 'returned') : await deskRepo.updateOrderFrom(txCtx.db, order.id, ['shipped'], { orderStatus: 'delivered' });
    if (moved) {
      stockMoved = target === 'returned';
      current = moved;
      await deskRepo.insertEvent(txCtx.db, {
        orderId: order.id,
        actorId: null,
        actorEmail: null,
        kind: target === 'delivered' ? 'delivered' : 'status',
        fromStatus: 'shipped',
        toStatus: target,
        note: reason ? `${courier}: ${reason}` : courier,
        // The courier's words, and the shop's code for them when its list has it: the desk says them in its reader's language.
        details: reason ? { ...details, reason, ...reasonCodeOf(shipment.courier, reason) } : details,
      });
    }
  }
  if (cash === 'remitted' && current.orderStatus === 'delivered' && methodHas(current.paymentMethod, 'collectsOnDelivery')) {
    const paid = await deskRepo.completePayment(txCtx.db, order.id, ['pending', 'failed']);
    // The note names the courier and, where it gave one, the payout the cash came with (to match the courier's statement).
    if (paid) {
      await deskRepo.insertEvent(txCtx.db, { orderId: order.id, actorId: null, actorEmail: null, kind: 'paid', fromStatus: current.paymentStatus, toStatus: 'completed', note: payout ? `${courier}: ${payout}` : courier, details });
      // Delivered and its cash reported: the ad platforms hear of the purchase, once (docs/contract.md §9).
      await queueConversion(txCtx, txCtx.db, paid, 'purchase');
    }
  }
  return { stockMoved };
}
