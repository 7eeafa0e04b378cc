import { desc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@shared/domain/order';
import type { Executor } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';

/**
 * One page of every customer's orders, newest first, optionally of one status (indexes
 * orders_status_created_at_idx and orders_created_at_idx).
 */
export async function listOrders(
  db: Executor,
  opts: { status?: OrderStatus | undefined; limit: number; offset: number },
): Promise<OrderRow[]> {
  const where = opts.status ? eq(orders.orderStatus, opts.status) : undefined;
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(opts.limit).offset(opts.offset);
}

/** How many orders have each status. */
export async function countOrdersByStatus(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ status: orders.orderStatus, n: sql<number>`count(*)::int` })
    .from(orders)
    .groupBy(orders.orderStatus);
  return new Map(rows.map((r) => [r.status, Number(r.n)]));
}
