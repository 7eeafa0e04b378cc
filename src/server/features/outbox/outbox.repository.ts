import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailOutbox, type EmailOutboxRow } from '../../db/schema';

export type NewEmail = Pick<typeof emailOutbox.$inferInsert, 'kind' | 'toAddress' | 'subject' | 'textBody' | 'orderId' | 'status' | 'headers'>;

export async function insertEmail(db: Executor, values: NewEmail): Promise<EmailOutboxRow> {
  const [row] = await db.insert(emailOutbox).values(values).returning();
  return row!;
}

/**
 * Claims due `pending` e-mails (all of them, or only `id`): each claimed row gets one more attempt
 * and a lease (`leaseUntil`) during which no other worker or instance picks it up.
 * `FOR UPDATE SKIP LOCKED` keeps two instances from claiming the same row.
 */
export async function claimDueEmails(
  db: Executor,
  opts: { now: Date; leaseUntil: Date; limit: number; id?: number },
): Promise<EmailOutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, opts.now),
        opts.id === undefined ? undefined : eq(emailOutbox.id, opts.id),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(opts.limit)
    .for('update', { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: opts.leaseUntil })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

export async function markSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(emailOutbox).set({ status: 'sent', sentAt: at, lastError: null }).where(eq(emailOutbox.id, id));
}

export async function markAttemptFailed(
  db: Executor,
  id: number,
  values: { error: string; nextAttemptAt: Date; giveUp: boolean },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ lastError: values.error, nextAttemptAt: values.nextAttemptAt, ...(values.giveUp ? { status: 'failed' as const } : {}) })
    .where(eq(emailOutbox.id, id));
}

export async function listRecentEmails(db: Executor, limit: number): Promise<EmailOutboxRow[]> {
  return db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id)).limit(limit);
}

export async function findEmailsOfOrder(db: Executor, orderId: string): Promise<EmailOutboxRow[]> {
  return db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId)).orderBy(asc(emailOutbox.id));
}
