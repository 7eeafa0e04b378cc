import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages, settings } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertMessage(db: Executor, values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** One page of messages, newest first, with the total and unread counts. */
export async function listMessages(db: Executor, opts: { limit: number; offset: number }) {
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${contactMessages.readAt} is null))::int`,
      })
      .from(contactMessages),
  ]);
  return { rows, total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Marks a message read (keeping the first read time) or unread; undefined when it does not exist. */
export async function setRead(db: Executor, id: number, read: boolean): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

/** The public details kept in the settings row. */
export async function findPublicSiteSettings(db: Executor) {
  const [row] = await db
    .select({
      phone: settings.contactPhone,
      whatsapp: settings.whatsappNumber,
      email: settings.contactEmail,
      minFreeShippingCentimes: settings.minFreeShippingCentimes,
      sellerName: settings.sellerName,
      sellerAddress: settings.sellerAddress,
      sellerRc: settings.sellerRc,
      sellerNif: settings.sellerNif,
    })
    .from(settings)
    .where(eq(settings.id, 1));
  return row;
}

