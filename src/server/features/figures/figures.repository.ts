import { count, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identifications, orders } from '../../db/schema';

/** Identifications made, every one (saved or not). */
export async function countIdentifications(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(identifications);
  return row?.n ?? 0;
}

/** Customers with at least one delivered order (a guest order has no account and is not counted). */
export async function countServedCustomers(db: Db): Promise<number> {
  const [row] = await db.select({ n: countDistinct(orders.userId) }).from(orders).where(eq(orders.orderStatus, 'delivered'));
  return row?.n ?? 0;
}
