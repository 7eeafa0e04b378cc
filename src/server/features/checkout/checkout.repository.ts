import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';

export async function findOrderByPaymentReference(db: Executor, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentReference, reference));
  return row;
}

/**
 * Marks the `method` order paid by `reference` as completed, only if not completed yet and only if
 * the amount paid is its total (centimes): a replayed webhook or a return check changes nothing.
 */
export async function completePayment(db: Executor, method: string, reference: string, amount: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'completed', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.paymentReference, reference),
        eq(orders.paymentMethod, method),
        ne(orders.paymentStatus, 'completed'),
        eq(orders.totalCentimes, amount),
      ),
    )
    .returning();
  return row;
}

/** A payment that failed (declined, cancelled, expired) while the order waited for it: pending → failed. */
export async function failPayment(db: Executor, method: string, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'failed', updatedAt: sql`now()` })
    .where(and(eq(orders.paymentReference, reference), eq(orders.paymentMethod, method), eq(orders.paymentStatus, 'pending')))
    .returning();
  return row;
}

/** Serialises one account's order placements (the caps below are counted under it), on PGlite and PostgreSQL. */
export async function lockAccount(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${userId}`}))`);
}

/** Open orders still waiting for their payment (not cancelled, not delivered, not paid). */
export async function countOpenUnpaid(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.orderStatus, ['pending', 'processing', 'shipped']),
        inArray(orders.paymentStatus, ['pending', 'failed']),
      ),
    );
  return row?.n ?? 0;
}

export async function countSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, since)));
  return row?.n ?? 0;
}
