import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderDrafts, type OrderDraftRow } from '../../db/schema';

/** Forms left half-way (docs/contract.md §7). */
export async function markDraftsOrdered(db: Executor, phone: string, orderId: string): Promise<void> {
  await db.update(orderDrafts).set({ orderId, updatedAt: sql`now()` }).where(and(eq(orderDrafts.phone, phone), isNull(orderDrafts.orderId)));
}

export async function saveDraft(
  db: Executor,
  id: string | null,
  values: Pick<OrderDraftRow, 'phone' | 'customerName' | 'wilaya' | 'items'>,
): Promise<OrderDraftRow> {
  if (id) {
    // Only a draft still waiting (not ordered) is updated; otherwise a new one is kept.
    const [row] = await db
      .update(orderDrafts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(orderDrafts.id, id), isNull(orderDrafts.orderId)))
      .returning();
    if (row) return row;
  }
  const [row] = await db.insert(orderDrafts).values(values).returning();
  return row!;
}

/** The drafts still waiting: once their phone ordered (`orderId` set) there is no one left to call back. */
export async function listWaitingDrafts(db: Executor, limit = 200): Promise<OrderDraftRow[]> {
  return db.select().from(orderDrafts).where(isNull(orderDrafts.orderId)).orderBy(desc(orderDrafts.updatedAt)).limit(limit);
}

export async function deleteDraft(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(orderDrafts).where(eq(orderDrafts.id, id)).returning({ id: orderDrafts.id });
  return rows.length > 0;
}

export async function deleteOlderThan(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(orderDrafts).where(lt(orderDrafts.updatedAt, before)).returning({ id: orderDrafts.id });
  return rows.length;
}
