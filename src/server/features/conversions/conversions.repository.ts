import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversionEvents, orderItems, orders, type ConversionEventRow, type VisitSignals } from '../../db/schema';

export type NewConversion = Pick<typeof conversionEvents.$inferInsert, 'platform' | 'event' | 'orderId' | 'eventTime' | 'visit'>;

/** Queues each conversion once: a (platform, order, event) already queued is left as it is. */
export async function insertConversions(db: Executor, rows: NewConversion[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(conversionEvents).values(rows).onConflictDoNothing({ target: [conversionEvents.platform, conversionEvents.orderId, conversionEvents.event] });
}

/** The visit kept with the order's first conversion for `platform` (its Lead), or null. */
export async function findVisit(db: Executor, platform: string, orderId: string): Promise<VisitSignals | null> {
  const [row] = await db
    .select({ visit: conversionEvents.visit })
    .from(conversionEvents)
    .where(and(eq(conversionEvents.platform, platform), eq(conversionEvents.orderId, orderId), sql`${conversionEvents.visit} is not null`))
    .orderBy(asc(conversionEvents.id))
    .limit(1);
  return row?.visit ?? null;
}

/**
 * Claims due `pending` conversions: each gets one more attempt and a lease (`leaseUntil`) during which no
 * other worker or instance picks it up; `FOR UPDATE SKIP LOCKED` keeps two instances off the same row.
 */
export async function claimDueConversions(db: Executor, opts: { now: Date; leaseUntil: Date; limit: number }): Promise<ConversionEventRow[]> {
  const due = db
    .select({ id: conversionEvents.id })
    .from(conversionEvents)
    .where(and(eq(conversionEvents.status, 'pending'), lte(conversionEvents.nextAttemptAt, opts.now)))
    .orderBy(asc(conversionEvents.nextAttemptAt), asc(conversionEvents.id))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(conversionEvents)
    .set({ attempts: sql`${conversionEvents.attempts} + 1`, nextAttemptAt: opts.leaseUntil })
    .where(inArray(conversionEvents.id, due))
    .returning();
}

export async function markConversion(
  db: Executor,
  id: number,
  values: { status: 'sent' | 'failed' | 'dropped' | 'pending'; error?: string | null; nextAttemptAt?: Date; sentAt?: Date },
): Promise<void> {
  await db
    .update(conversionEvents)
    .set({
      status: values.status,
      lastError: values.error ?? null,
      ...(values.nextAttemptAt ? { nextAttemptAt: values.nextAttemptAt } : {}),
      ...(values.sentAt ? { sentAt: values.sentAt } : {}),
    })
    .where(eq(conversionEvents.id, id));
}

export async function findItemsOfOrder(db: Executor, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

export async function listConversionsOfOrder(db: Executor, orderId: string): Promise<ConversionEventRow[]> {
  return db.select().from(conversionEvents).where(eq(conversionEvents.orderId, orderId)).orderBy(asc(conversionEvents.id));
}

export async function findOrderRow(db: Executor, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** How many conversions of each platform are in each state, of those queued since `since`. */
export async function countConversions(db: Executor, since: Date): Promise<{ platform: string; status: string; count: number }[]> {
  return db
    .select({ platform: conversionEvents.platform, status: conversionEvents.status, count: sql<number>`count(*)::int` })
    .from(conversionEvents)
    .where(gte(conversionEvents.createdAt, since))
    .groupBy(conversionEvents.platform, conversionEvents.status);
}
