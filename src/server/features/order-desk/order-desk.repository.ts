import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminOrderFilters } from '@shared/contracts/order-desk';
import type { OrderStatus, PaymentStatus } from '@shared/domain/order';
import type { Executor } from '../../db/client';
import { orderEvents, orders, type OrderEventRow, type OrderRow } from '../../db/schema';

/*
 * NOTE: the order desk is the orders feature's back office, in its own folder so that the checkout
 * and the desk can change independently; it reads and updates the `orders` rows, and owns `order_events`.
 */

export type NewOrderEvent = Omit<typeof orderEvents.$inferInsert, 'id' | 'createdAt'>;

function whereOf(filters: AdminOrderFilters): SQL | undefined {
  const on = <T extends string>(column: typeof orders.orderStatus | typeof orders.paymentMethod | typeof orders.paymentStatus, value: T | 'all' | undefined) =>
    value && value !== 'all' ? eq(column, value) : undefined;
  return and(on(orders.orderStatus, filters.status), on(orders.paymentMethod, filters.paymentMethod), on(orders.paymentStatus, filters.paymentStatus));
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
