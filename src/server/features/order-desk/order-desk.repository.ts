import { and, asc, desc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { methodsThat } from '@shared/domain/payment-methods';
import type { AdminOrderFilters } from '@shared/contracts/order-desk';
import type { OrderStatus, PaymentStatus } from '@shared/domain/order';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { blockedPhones, orderEvents, orders, type OrderEventRow, type OrderRow } from '../../db/schema';

/*
 * NOTE: the order desk is the orders feature's back office, in its own folder so that the checkout
 * and the desk can change independently; it reads and updates the `orders` rows, and owns `order_events`.
 */

export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'createdAt'>;

function whereOf(filters: AdminOrderFilters): SQL | undefined {
  const on = (column: PgColumn, value: string | undefined) => (value && value !== 'all' ? eq(column, value) : undefined);
  return and(
    on(orders.orderStatus, filters.status),
    on(orders.paymentMethod, filters.paymentMethod),
    on(orders.paymentStatus, filters.paymentStatus),
    on(orders.channel, filters.channel),
    // `lower(utm_source)` is what orders_utm_source_idx holds (the schema's orders table).
    filters.source ? sql`lower(${orders.utmSource}) = ${filters.source.toLowerCase()}` : undefined,
  );
}

/** One page of the orders matching the filters, newest first. */
export async function listOrders(db: Executor, filters: AdminOrderFilters, page: { limit: number; offset: number }): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(whereOf(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many orders of each status match the payment filters (the status filter is what the counts are for). */
export async function countOrdersByStatus(db: Executor, filters: AdminOrderFilters): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: orders.orderStatus, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(whereOf({ ...filters, status: 'all' }))
    .groupBy(orders.orderStatus);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order, its row locked until the transaction ends: two admins acting at once take turns. */
export async function lockOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

/** Moves the order to `values` only if its status is one of `from` (the desk's transitions). */
export async function updateOrderFrom(
  db: Executor,
  id: string,
  from: readonly OrderStatus[],
  values: Partial<Pick<OrderRow, 'orderStatus' | 'carrier' | 'trackingNumber' | 'cancelReason'>>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.orderStatus, [...from])))
    .returning();
  return row;
}

/** Payment received by the shop itself: completed, paid now — only from `from` and never on a cancelled order. */
export async function completePayment(db: Executor, id: string, from: readonly PaymentStatus[]): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'completed', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.paymentStatus, [...from]), sql`${orders.orderStatus} <> 'cancelled'`))
    .returning();
  return row;
}

export async function insertEvent(db: Executor, event: NewOrderEvent): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/** The order's history, oldest first. */
export async function listEvents(db: Executor, orderId: string): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

// ---- Confirmation calls and phones (decision 018) ----

/** Pending cash-on-delivery orders, oldest first: the confirmation queue. */
export async function listToConfirm(db: Executor, limit = 200): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.orderStatus, 'pending'), inArray(orders.paymentMethod, methodsThat('collectsOnDelivery'))))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit);
}

/** Per order: its "no answer" calls and its last call. */
export async function callsOf(db: Executor, orderIds: readonly string[]): Promise<Map<string, { unanswered: Date[]; lastCallAt: Date | null }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderEvents.orderId, createdAt: orderEvents.createdAt, outcome: sql<string | null>`${orderEvents.details}->>'outcome'` })
    .from(orderEvents)
    .where(and(eq(orderEvents.kind, 'call'), inArray(orderEvents.orderId, [...orderIds])))
    .orderBy(asc(orderEvents.id));
  const calls = new Map<string, { unanswered: Date[]; lastCallAt: Date | null }>();
  for (const r of rows) {
    const c = calls.get(r.orderId) ?? { unanswered: [], lastCallAt: null };
    if (r.outcome === 'no_answer') c.unanswered.push(r.createdAt);
    c.lastCallAt = r.createdAt;
    calls.set(r.orderId, c);
  }
  return calls;
}

/**
 * Pending cash-on-delivery orders with at least `attempts` unanswered calls, the first before `since`,
 * locked for this transaction; rows another instance holds are skipped (it is cancelling them).
 */
export async function lockUnanswered(db: Executor, attempts: number, since: Date, limit = 50): Promise<OrderRow[]> {
  const unanswered = sql`select count(*) from ${orderEvents} e where e.order_id = ${orders.id} and e.kind = 'call' and e.details->>'outcome' = 'no_answer'`;
  const firstCall = sql`select min(e.created_at) from ${orderEvents} e where e.order_id = ${orders.id} and e.kind = 'call' and e.details->>'outcome' = 'no_answer'`;
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.orderStatus, 'pending'),
        inArray(orders.paymentMethod, methodsThat('collectsOnDelivery')),
        sql`(${unanswered}) >= ${attempts}`,
        sql`(${firstCall}) <= ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Pending cash-on-delivery orders placed before `placedBefore` and never confirmed (issue 37: stock
 * held by orders nobody confirms is given back), locked like `lockUnanswered`.
 */
export async function lockUnconfirmedCod(db: Executor, placedBefore: Date, limit = 50): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.orderStatus, 'pending'), inArray(orders.paymentMethod, methodsThat('collectsOnDelivery')), lte(orders.createdAt, placedBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export interface PhoneCounts {
  orders: number;
  delivered: number;
  refused: number;
  returned: number;
  wrongNumber: number;
  blocked: boolean;
}

/** What the shop saw of this number, every account included. `returned` is the courier registry's status. */
export async function phoneCounts(db: Executor, phone: string): Promise<PhoneCounts> {
  const [byStatus] = await db
    .select({
      orders: sql<number>`count(*)::int`,
      delivered: sql<number>`count(*) filter (where ${orders.orderStatus} = 'delivered')::int`,
      returned: sql<number>`count(*) filter (where ${orders.orderStatus}::text = 'returned')::int`,
    })
    .from(orders)
    .where(eq(orders.customerPhone, phone));
  const [byCall] = await db
    .select({
      refused: sql<number>`count(*) filter (where ${orderEvents.details}->>'outcome' = 'refused')::int`,
      wrongNumber: sql<number>`count(*) filter (where ${orderEvents.details}->>'outcome' = 'wrong_number')::int`,
    })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(and(eq(orders.customerPhone, phone), eq(orderEvents.kind, 'call')));
  const [blocked] = await db.select({ phone: blockedPhones.phone }).from(blockedPhones).where(eq(blockedPhones.phone, phone));
  return {
    orders: Number(byStatus?.orders ?? 0),
    delivered: Number(byStatus?.delivered ?? 0),
    returned: Number(byStatus?.returned ?? 0),
    refused: Number(byCall?.refused ?? 0),
    wrongNumber: Number(byCall?.wrongNumber ?? 0),
    blocked: blocked !== undefined,
  };
}

export async function isPhoneBlocked(db: Executor, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: blockedPhones.phone }).from(blockedPhones).where(eq(blockedPhones.phone, phone));
  return row !== undefined;
}

export async function setPhoneBlocked(db: Executor, phone: string, blocked: boolean, by: string): Promise<void> {
  if (blocked) await db.insert(blockedPhones).values({ phone, blockedBy: by }).onConflictDoNothing();
  else await db.delete(blockedPhones).where(eq(blockedPhones.phone, phone));
}
