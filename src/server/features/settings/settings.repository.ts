import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings, type SettingsRow } from '../../db/schema';

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
