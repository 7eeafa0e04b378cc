import { and, asc, desc, eq, inArray, not, sql } from 'drizzle-orm';
import { holdsStock, ORDER_STATUSES, type OrderStatus } from '@shared/domain/order';
import type { Executor } from '../../db/client';
import { orderItems, orders, plants, type OrderItemRow, type OrderRow } from '../../db/schema';

export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export async function insertOrder(db: Executor, values: NewOrderRow, items: readonly NewOrderItemRow[]): Promise<OrderRow> {
  const [order] = await db.insert(orders).values(values).returning();
  if (items.length > 0) await db.insert(orderItems).values(items.map((i) => ({ ...i, orderId: order!.id })));
  return order!;
}

export async function findOrder(db: Executor, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** An order line with its plant's current French and Arabic names (null: none, or the plant is gone). */
export interface OrderItemWithNames extends OrderItemRow {
  nameFr: string | null;
  nameAr: string | null;
}

/**
 * The items of several orders in one query, in the order they were bought, each with its plant's
 * current translated names (the line keeps the name as ordered; the reader sees their language's).
 */
export async function findItemsOfOrders(db: Executor, orderIds: readonly string[]): Promise<OrderItemWithNames[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ item: orderItems, nameFr: plants.nameFr, nameAr: plants.nameAr })
    .from(orderItems)
    .leftJoin(plants, eq(plants.id, orderItems.plantId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
  return rows.map(({ item, nameFr, nameAr }) => ({ ...item, nameFr, nameAr }));
}

/** Newest first (index orders_user_id_created_at_idx). */
/** The user's latest order, if any (the orders' (user, created) index). */
export async function latestOrderOfUser(db: Executor, userId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(1);
  return row;
}

export async function listOrdersOfUser(db: Executor, userId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * Moves an order to `status` only if it is (`fromCancelled`) or is not cancelled now. The condition
 * makes each crossing of the cancelled line happen once, even when two admins click at once: the
 * second update finds nothing to change and its caller does not touch the stock again.
 */
/**
 * Moves the order to `status` only while it is still on the same side of the stock line (holding its
 * stock or not, `holdsStock`) as the caller read it: of two concurrent moves across the line, one wins.
 */
export async function setOrderStatus(db: Executor, id: string, status: OrderStatus, fromHolding: boolean): Promise<OrderRow | undefined> {
  const released = inArray(orders.orderStatus, ORDER_STATUSES.filter((s) => !holdsStock(s)));
  const [row] = await db
    .update(orders)
    .set({ orderStatus: status, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), fromHolding ? not(released) : released))
    .returning();
  return row;
}
