import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { methodsThat, type PaymentMethod } from '@shared/domain/payment-methods';
import type { Executor } from '../../db/client';
import { orderItems, orders, type OrderRow } from '../../db/schema';

export async function findOrderByPaymentReference(db: Executor, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentReference, reference));
  return row;
}

/**
 * Marks the `method` order paid by `reference` as completed, only if not completed yet and only if
 * the amount paid is its total (centimes): a replayed webhook or a return check changes nothing.
 */
export async function completePayment(db: Executor, method: PaymentMethod, reference: string, amount: number): Promise<OrderRow | undefined> {
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
export async function failPayment(db: Executor, method: PaymentMethod, reference: string): Promise<OrderRow | undefined> {
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

/** An open order still waiting for its payment (not cancelled, not delivered, not paid). */
const openUnpaidOf = (userId: string) =>
  and(eq(orders.userId, userId), inArray(orders.orderStatus, ['pending', 'processing', 'shipped']), inArray(orders.paymentStatus, ['pending', 'failed']));

export async function countOpenUnpaid(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(openUnpaidOf(userId));
  return row?.n ?? 0;
}

/** The units the account's open unpaid orders hold (orders' (user, created) index, then their items). */
export async function unitsHeldUnpaid(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(openUnpaidOf(userId));
  return row?.n ?? 0;
}

export async function countSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, since)));
  return row?.n ?? 0;
}

/** Placed, not yet taken in hand, not paid: the state a payment may change in (awaitsPayment). */
const awaitingPayment = and(eq(orders.orderStatus, 'pending'), inArray(orders.paymentStatus, ['pending', 'failed']));

/** Card checkouts past their deadline, still open at the gateway: to be closed there before their order expires. */
export async function findDueOpenCheckouts(db: Executor, now: Date, limit = 20): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(lte(orders.paymentDueAt, now), inArray(orders.paymentMethod, methodsThat('redirect')), eq(orders.orderStatus, 'pending'), eq(orders.paymentStatus, 'pending')))
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit);
}

/** Unpaid orders past their deadline (orders_payment_due_at_idx), locked; rows another sweep holds are skipped. */
export async function lockDueUnpaid(db: Executor, now: Date, limit = 100): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(lte(orders.paymentDueAt, now), awaitingPayment))
    .orderBy(asc(orders.paymentDueAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Changes how the order is paid, only while it still awaits payment with the payment reference the
 * caller closed (`reference`): of two changes at once, one wins.
 */
export async function changePayment(
  db: Executor,
  id: string,
  reference: string | null,
  values: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'paymentReference' | 'paymentUrl' | 'paymentDueAt'>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), awaitingPayment, reference === null ? isNull(orders.paymentReference) : eq(orders.paymentReference, reference)))
    .returning();
  return row;
}
