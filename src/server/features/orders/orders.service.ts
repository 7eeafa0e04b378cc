import type { Plant } from '@shared/contracts/catalog';
import type { CreateOrderInput, Order, OrderLineInput } from '@shared/contracts/orders';
import { formatDA, parseMoney, toMoneyString, type Centimes } from '@shared/domain/money';
import { orderTotals, STRIPE_CURRENCY, totalsAgree, type OrderStatus, type OrderTotals, type ShippingRates } from '@shared/domain/order';
import { messages } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { OrderItemRow, OrderRow } from '../../db/schema';
import { createStripeGateway, PaymentGatewayError, type PaymentIntentView } from '../../integrations/stripe/stripe.gateway';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Actor } from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import * as outbox from '../outbox/outbox.service';
import { getCheckoutSettings, type CheckoutSettings } from '../settings/settings.service';
import { bankTransferEmail } from './orders.emails';
import * as repo from './orders.repository';

const e = messages.checkout.errors;

/** Fills `{name}` placeholders of a message. */
export const fill = (template: string, vars: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (key in vars ? String(vars[key]) : match));

// ---- Pricing: the server's figures, never the client's ----

export interface PricedLine {
  plant: Plant;
  quantity: number;
  unitPrice: Centimes;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: OrderTotals;
}

const outOfStock = (name: string, stock: number) =>
  new AppError('CONFLICT', stock <= 0 ? fill(e.outOfStock, { name }) : fill(e.notEnoughStock, { name, stock }));

/**
 * Prices a cart from the database (decisions.md §2): unknown plants and plants without a price are
 * refused (409), as are a client unit price that is no longer the shop's and quantities above the
 * stock. Repeated lines of one plant are merged.
 */
export async function priceCart(
  ctx: ServiceContext,
  items: readonly OrderLineInput[],
  rates: ShippingRates,
  opts: { checkStock?: boolean } = {},
): Promise<PricedCart> {
  const merged = new Map<number, { quantity: number; price: OrderLineInput['price'] }>();
  for (const item of items) {
    const seen = merged.get(item.id);
    merged.set(item.id, { quantity: (seen?.quantity ?? 0) + item.quantity, price: item.price ?? seen?.price });
  }
  const plants = new Map((await catalog.getPlantsByIds(ctx, [...merged.keys()])).map((p) => [p.id, p]));

  const lines: PricedLine[] = [];
  for (const [id, { quantity, price }] of merged) {
    const plant = plants.get(id);
    if (!plant) throw new AppError('CONFLICT', fill(e.plantUnavailable, { id }));
    const unitPrice = plant.price === null ? null : parseMoney(plant.price);
    if (unitPrice === null) throw new AppError('CONFLICT', fill(e.priceNotAvailable, { name: plant.name }));
    if (price !== undefined && !totalsAgree(Number(price), unitPrice)) {
      throw new AppError('CONFLICT', fill(e.itemPriceChanged, { name: plant.name, price: formatDA(unitPrice) }));
    }
    if (opts.checkStock !== false && quantity > plant.stock) throw outOfStock(plant.name, plant.stock);
    lines.push({ plant, quantity, unitPrice });
  }
  return { lines, totals: orderTotals(lines, rates) };
}

// ---- Card payments: what Stripe says, never what the client says ----

function gatewayOf(settings: CheckoutSettings, ctx: ServiceContext) {
  if (!settings.cardPaymentsAvailable) throw new AppError('BAD_REQUEST', e.paymentMethodUnavailable);
  return createStripeGateway(settings.stripe.secretKey, ctx.config.checkout.stripe.apiBase);
}

/** Maps a Stripe failure: a bad id is the client's mistake (400); a refused key or an outage is ours (503, logged). */
export function gatewayFailure(ctx: ServiceContext, err: unknown): AppError {
  if (err instanceof PaymentGatewayError && (err.kind === 'not_found' || err.kind === 'invalid')) {
    return new AppError('BAD_REQUEST', e.paymentNotFound);
  }
  ctx.log.warn({ err }, 'Stripe call failed');
  return new AppError('SERVICE_UNAVAILABLE', e.paymentProviderUnavailable);
}

interface VerifiedPayment {
  reference: string;
  status: 'completed' | 'pending';
}

/**
 * decisions.md §2: the PaymentIntent must exist, belong to this customer, be for exactly this
 * order's amount in DZD, and have succeeded. `processing` (the bank has not answered yet) is taken
 * as pending: the signed webhook completes it.
 */
async function verifyCardPayment(
  ctx: ServiceContext,
  settings: CheckoutSettings,
  actor: Actor,
  paymentIntentId: string | undefined,
  total: Centimes,
): Promise<VerifiedPayment> {
  const gateway = gatewayOf(settings, ctx);
  if (!paymentIntentId) throw new AppError('BAD_REQUEST', e.paymentIntentRequired, { paymentIntentId: e.paymentIntentRequired });
  let pi: PaymentIntentView;
  try {
    pi = await gateway.retrievePaymentIntent(paymentIntentId);
  } catch (err) {
    throw gatewayFailure(ctx, err);
  }
  if (pi.metadata.userId !== actor.id) throw new AppError('CONFLICT', e.paymentNotYours);
  if (pi.currency !== STRIPE_CURRENCY || pi.amount !== total) throw new AppError('CONFLICT', e.paymentMismatch);
  if (pi.status !== 'succeeded' && pi.status !== 'processing') throw new AppError('CONFLICT', e.paymentNotCompleted);
  if (await repo.findOrderByPaymentReference(ctx.db, pi.id)) throw new AppError('CONFLICT', e.paymentAlreadyUsed);
  return { reference: pi.id, status: pi.status === 'succeeded' ? 'completed' : 'pending' };
}

// ---- Orders ----

export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    shippingAddress: { address: row.address, city: row.city, zipCode: row.zipCode },
    items: items.map((i) => ({
      id: i.id,
      plantId: i.plantId,
      name: i.name,
      imageUrl: i.imageUrl,
      quantity: i.quantity,
      price: toMoneyString(i.unitPriceCentimes),
    })),
    subtotal: toMoneyString(row.subtotalCentimes),
    shipping: toMoneyString(row.shippingCentimes),
    totalAmount: toMoneyString(row.totalCentimes),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    orderStatus: row.orderStatus,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    cancelReason: row.cancelReason,
  };
}

export async function withItems(ctx: ServiceContext, rows: readonly OrderRow[]): Promise<Order[]> {
  const items = await repo.findItemsOfOrders(ctx.db, rows.map((r) => r.id));
  const byOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
  return rows.map((r) => toOrder(r, byOrder.get(r.id) ?? []));
}

/**
 * Places the signed-in customer's order (spec §3 payload). The server prices it, refuses a total
 * that disagrees (409), verifies a card payment with Stripe, then in one transaction takes the stock
 * (conditional updates: never oversold), stores the order with its figures and item snapshots, and
 * queues the bank transfer e-mail, which is sent after the commit.
 */
export async function createOrder(ctx: ServiceContext, actor: Actor, input: CreateOrderInput): Promise<Order> {
  const settings = await getCheckoutSettings(ctx);
  if (!settings.methods.includes(input.paymentMethod)) throw new AppError('BAD_REQUEST', e.paymentMethodUnavailable);
  // A card order is already paid: a missing unit is reported by the transaction below, with the payment's reference.
  const { lines, totals } = await priceCart(ctx, input.items, settings.rates, { checkStock: input.paymentMethod !== 'stripe' });
  if (!totalsAgree(input.totalAmount, totals.total)) {
    throw new AppError('CONFLICT', fill(e.pricesChanged, { total: formatDA(totals.total) }));
  }

  const payment: VerifiedPayment | null =
    input.paymentMethod === 'stripe' ? await verifyCardPayment(ctx, settings, actor, input.paymentIntentId, totals.total) : null;

  let created: { order: OrderRow; emailId: number | null };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      // Always in plant-id order, so two orders never wait for each other's rows (no deadlock).
      for (const line of [...lines].sort((a, b) => a.plant.id - b.plant.id)) {
        if (!(await catalog.reserveStock(txCtx, line.plant.id, line.quantity))) {
          const [now] = await catalog.getPlantsByIds(txCtx, [line.plant.id]);
          throw outOfStock(line.plant.name, now?.stock ?? 0);
        }
      }
      const order = await repo.insertOrder(
        tx,
        {
          userId: actor.id,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          address: input.shippingAddress.address,
          city: input.shippingAddress.city,
          zipCode: input.shippingAddress.zipCode || null,
          subtotalCentimes: totals.subtotal,
          shippingCentimes: totals.shipping,
          totalCentimes: totals.total,
          paymentMethod: input.paymentMethod,
          paymentStatus: payment?.status ?? 'pending',
          paymentReference: payment?.reference ?? null,
          paidAt: payment?.status === 'completed' ? new Date() : null,
        },
        lines.map((l) => ({ plantId: l.plant.id, name: l.plant.name, imageUrl: l.plant.imageUrl, unitPriceCentimes: l.unitPrice, quantity: l.quantity })),
      );
      let emailId: number | null = null;
      if (input.paymentMethod === 'bank_transfer') {
        const email = bankTransferEmail({
          orderId: order.id,
          customerName: input.customerName,
          lines: lines.map((l) => ({ name: l.plant.name, quantity: l.quantity, unitPrice: l.unitPrice })),
          totals,
          bank: settings.bank,
          siteName: settings.siteName,
        });
        emailId = await outbox.queueEmail(ctx, tx, { kind: 'order_bank_transfer', to: input.customerEmail, orderId: order.id, ...email });
      }
      return { order, emailId };
    });
  } catch (err) {
    if (payment && isUniqueViolation(err)) throw new AppError('CONFLICT', e.paymentAlreadyUsed);
    if (payment && err instanceof AppError) {
      // NOTE: the customer has paid but the order could not be taken (the last unit went meanwhile).
      // We say so with the payment's reference; refunds are done by the shop (see README, Checkout).
      ctx.log.warn({ paymentIntentId: payment.reference, reason: err.message }, 'card payment received but order refused');
      throw new AppError(err.code, fill(e.paidButRefused, { reference: payment.reference, reason: err.message }));
    }
    throw err;
  }

  if (created.emailId !== null) outbox.deliverSoon(ctx, created.emailId);
  const [order] = await withItems(ctx, [created.order]);
  return order!;
}

/** The customer's own orders, newest first. */
export async function listOwnOrders(ctx: ServiceContext, actor: Actor): Promise<Order[]> {
  return withItems(ctx, await repo.listOrdersOfUser(ctx.db, actor.id));
}

/** One order: 404 when unknown, 403 when it is another customer's (admins see every order). */
export async function getOrder(ctx: ServiceContext, actor: Actor, id: string): Promise<Order> {
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', e.orderNotFound);
  if (actor.role !== 'admin' && row.userId !== actor.id) throw new AppError('FORBIDDEN', e.orderForbidden);
  const [order] = await withItems(ctx, [row]);
  return order!;
}

/**
 * Inside the caller's transaction (the order desk's): moves `current` to `status`. Crossing the
 * cancelled line moves stock exactly once (a conditional update): cancelling returns the items to
 * stock; reopening a cancelled order takes them again, or is refused (409) when the stock is gone.
 * Returns undefined when someone else crossed the cancelled line first: then nothing changed.
 */
export async function moveOrderStatus(txCtx: ServiceContext, current: OrderRow, status: OrderStatus): Promise<OrderRow | undefined> {
  const wasCancelled = current.orderStatus === 'cancelled';
  const updated = await repo.setOrderStatus(txCtx.db, current.id, status, wasCancelled);
  if (!updated) return undefined;
  const items = (await repo.findItemsOfOrders(txCtx.db, [current.id])).sort((a, b) => (a.plantId ?? 0) - (b.plantId ?? 0));
  if (status === 'cancelled') {
    for (const item of items) if (item.plantId !== null) await catalog.releaseStock(txCtx, item.plantId, item.quantity);
  } else if (wasCancelled) {
    for (const item of items) {
      if (item.plantId === null) throw new AppError('CONFLICT', e.cannotReopenDeleted);
      if (!(await catalog.reserveStock(txCtx, item.plantId, item.quantity))) {
        const [plant] = await catalog.getPlantsByIds(txCtx, [item.plantId]);
        throw new AppError('CONFLICT', fill(e.cannotReopen, { name: item.name, stock: plant?.stock ?? 0 }));
      }
    }
  }
  return updated;
}

// ---- Card payment events (the signed webhook, decisions.md §2's second path) ----

/** `payment_intent.succeeded`: the matching card order becomes paid, once; amount and currency must match. */
export async function confirmCardPayment(ctx: ServiceContext, pi: PaymentIntentView): Promise<boolean> {
  if (pi.status !== 'succeeded' || pi.currency !== STRIPE_CURRENCY) return false;
  const updated = await repo.completeCardPayment(ctx.db, pi.id, pi.amount);
  if (!updated) {
    const order = await repo.findOrderByPaymentReference(ctx.db, pi.id);
    if (order && order.totalCentimes !== pi.amount) ctx.log.warn({ paymentIntentId: pi.id, orderId: order.id }, 'webhook amount differs from the order');
  }
  return !!updated;
}

/** `payment_intent.payment_failed`: a card order still waiting for its payment is marked failed. */
export async function failCardPayment(ctx: ServiceContext, pi: PaymentIntentView): Promise<boolean> {
  return !!(await repo.failCardPayment(ctx.db, pi.id));
}
