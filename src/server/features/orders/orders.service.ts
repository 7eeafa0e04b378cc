import { withSize } from '@shared/domain/sizes';
import { awaitsPayment } from '@shared/domain/unpaid-orders';
import { receiptsOf, type ReceiptInfo } from '../receipts/receipts.service';
import type { LastShipping, Order } from '@shared/contracts/orders';
import type { AdminShipment } from '@shared/contracts/shipments';
import { communeByCode } from '@shared/domain/communes';
import { toMoneyString } from '@shared/domain/money';
import { holdsStock, type OrderStatus } from '@shared/domain/order';
import { msg, say } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { mayReadOrder } from '../auth/access-policy';
import { addressOfOrder, shippingAnswer } from '../addresses/addresses.service';
import * as catalog from '../catalog/catalog.service';
import * as coupons from '../coupons/coupons.service';
import * as repo from './orders.repository';
import { shipmentsOfOrders } from '../shipments/shipment-view';
import { nameTranslationsOf } from '../catalog/catalog.translations';

const e = msg.checkout.errors;

/** Placing orders and taking payments live in features/checkout; this module reads and updates orders. */

// ---- Orders ----

/**
 * The stored commune code as sent, with its names beside it (docs/contract.md §5); a code the data
 * no longer knows (a later release) keeps its code with null names.
 */
function communeAnswerOf(code: string | null): Pick<Order['shippingAddress'], 'commune' | 'communeName' | 'communeNameAr'> {
  const commune = code ? communeByCode(code) : undefined;
  return { commune: code, communeName: commune?.nameFr ?? null, communeNameAr: commune?.nameAr ?? null };
}

/** An order as the server knows it: the admin's view of its parcel (the customer's contract drops the cash). */
export type OrderView = Order & { shipment: AdminShipment | null };

export function toOrder(row: OrderRow, items: readonly repo.OrderItemWithNames[], shipment: AdminShipment | null = null, receipt: ReceiptInfo | null = null): OrderView {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    shippingAddress: {
      address: row.address,
      city: row.city,
      zipCode: row.zipCode,
      phone: row.customerPhone,
      wilaya: row.wilaya,
      ...communeAnswerOf(row.commune),
      desk: row.desk,
      delivery: row.delivery,
    },
    items: items.map((i) => ({
      id: i.plantId,
      lineId: i.id,
      name: i.name,
      translations: nameTranslationsOf(i),
      imageUrl: i.imageUrl,
      quantity: i.quantity,
      price: toMoneyString(i.unitPriceCentimes),
      variant: i.variantLabel ? { id: i.variantId, label: i.variantLabel, labelFr: i.variantLabelFr, labelAr: i.variantLabelAr, sku: i.sku } : null,
    })),
    subtotal: toMoneyString(row.subtotalCentimes),
    shipping: toMoneyString(row.shippingCentimes),
    discount: toMoneyString(row.discountCentimes),
    couponCode: row.couponCode,
    totalAmount: toMoneyString(row.totalCentimes),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    orderStatus: row.orderStatus,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    cancelReason: row.cancelReason,
    shipment,
    paymentDueAt: row.paymentDueAt && awaitsPayment(row) ? row.paymentDueAt.toISOString() : null,
    receipt,
  };
}

export async function withItems(ctx: ServiceContext, rows: readonly OrderRow[]): Promise<OrderView[]> {
  const ids = rows.map((r) => r.id);
  const [items, shipments, receipts] = await Promise.all([repo.findItemsOfOrders(ctx.db, ids), shipmentsOfOrders(ctx.db, ids), receiptsOf(ctx.db, ids)]);
  const byOrder = new Map<string, repo.OrderItemWithNames[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((r) => toOrder(r, byOrder.get(r.id) ?? [], shipments.get(r.id) ?? null, receipts.get(r.id) ?? null));
}

/** Where the customer's latest order went: the next checkout starts from it (issue 29). */
export async function lastShipping(ctx: ServiceContext, actor: Actor): Promise<{ shipping: LastShipping | null }> {
  const row = await repo.latestOrderOfUser(ctx.db, actor.id);
  if (!row) return { shipping: null };
  return { shipping: shippingAnswer(addressOfOrder(row)) };
}

/** The customer's own orders, newest first. */
export async function listOwnOrders(ctx: ServiceContext, actor: Actor): Promise<Order[]> {
  return withItems(ctx, await repo.listOrdersOfUser(ctx.db, actor.id));
}

/** One order: 404 when unknown, 403 when it is another customer's (admins see every order). */
export async function getOrder(ctx: ServiceContext, actor: Actor, id: string): Promise<Order> {
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', e.orderNotFound);
  if (!mayReadOrder(actor, row)) throw new AppError('FORBIDDEN', e.orderForbidden);
  const [order] = await withItems(ctx, [row]);
  return order!;
}

/**
 * Inside the caller's transaction (the order desk's, a courier's): moves `current` to `status`. Crossing
 * the stock line (`holdsStock`: cancelled, returned) moves stock exactly once (a conditional update):
 * cancelling or a returned parcel gives the items back; reopening takes them again, or is refused (409) when the stock is gone.
 * Returns undefined when someone else crossed the cancelled line first: then nothing changed.
 */
export async function moveOrderStatus(txCtx: ServiceContext, current: OrderRow, status: OrderStatus): Promise<OrderRow | undefined> {
  const wasHolding = holdsStock(current.orderStatus);
  const updated = await repo.setOrderStatus(txCtx.db, current.id, status, wasHolding);
  if (!updated) return undefined;
  // Cancelled, the order gives its code's use back; reopened, it takes it again (docs/contract.md §8).
  if (status === 'cancelled' && wasHolding) await coupons.followCancellation(txCtx.db, current, true);
  if (current.orderStatus === 'cancelled' && holdsStock(status)) await coupons.followCancellation(txCtx.db, current, false);
  if (wasHolding === holdsStock(status)) return updated;
  // Plant then size order, as checkout takes them: two moves never wait for each other's rows.
  const items = (await repo.findItemsOfOrders(txCtx.db, [current.id])).sort((a, b) => (a.plantId ?? 0) - (b.plantId ?? 0) || (a.variantId ?? 0) - (b.variantId ?? 0));
  if (wasHolding) {
    for (const item of items) {
      if (item.plantId !== null && item.variantId !== null) await catalog.releaseStock(txCtx, { plantId: item.plantId, variantId: item.variantId }, item.quantity);
    }
  } else {
    for (const item of items) {
      if (item.plantId === null || item.variantId === null) throw new AppError('CONFLICT', e.cannotReopenDeleted);
      if (!(await catalog.reserveStock(txCtx, { plantId: item.plantId, variantId: item.variantId }, item.quantity))) {
        const name = withSize(item.name, item.variantLabel);
        throw new AppError('CONFLICT', say(e.cannotReopen, { name, stock: await catalog.sizeStock(txCtx, item.variantId) }));
      }
    }
  }
  return updated;
}
