import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings, settingsAudit, type SettingsAuditRow, type SettingsRow } from '../../db/schema';

/** The single settings row, created with its defaults when missing. */
export async function getSettingsRow(db: Executor): Promise<SettingsRow> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1));
  if (row) return row;
  await db.insert(settings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(settings).where(eq(settings.id, 1));
  return created!;
}

export type SettingsValues = Partial<Omit<SettingsRow, 'id' | 'updatedAt'>>;

export async function updateSettingsRow(db: Executor, values: SettingsValues): Promise<SettingsRow> {
  await getSettingsRow(db);
  const [row] = await db
    .update(settings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(settings.id, 1))
    .returning();
  return row!;
}

/** The row, locked until the transaction ends: two admins saving at once are audited in order. */
export async function lockSettingsRow(tx: Executor): Promise<SettingsRow> {
  await getSettingsRow(tx);
  const [row] = await tx.select().from(settings).where(eq(settings.id, 1)).for('update');
  return row!;
}

export type AuditEntryInput = Omit<typeof settingsAudit.$inferInsert, 'id' | 'createdAt'>;

export async function insertAuditEntries(db: Executor, entries: AuditEntryInput[]) {
  if (entries.length > 0) await db.insert(settingsAudit).values(entries);
}

/** One page of the audit log, newest first, and how many lines it holds in all (every line is kept). */
export async function auditEntriesPage(db: Executor, page: { limit: number; offset: number }): Promise<{ rows: SettingsAuditRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.select().from(settingsAudit).orderBy(desc(settingsAudit.createdAt), desc(settingsAudit.id)).limit(page.limit).offset(page.offset),
    db.$count(settingsAudit),
  ]);
  return { rows, total };
}
