import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { wishlistItems } from '../../db/schema';

/** The user's wishlisted plant ids, most recently added first. */
export async function listPlantIds(db: Executor, userId: string): Promise<number[]> {
  const rows = await db
    .select({ plantId: wishlistItems.plantId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.seq));
  return rows.map((r) => r.plantId);
}

export async function contains(db: Executor, userId: string, plantId: number): Promise<boolean> {
  const [row] = await db
    .select({ plantId: wishlistItems.plantId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.plantId, plantId)))
    .limit(1);
  return !!row;
}

/** Adding twice is harmless: the first entry (and its date) stays. */
export async function add(db: Executor, userId: string, plantId: number): Promise<void> {
  await db.insert(wishlistItems).values({ userId, plantId }).onConflictDoNothing();
}

export async function remove(db: Executor, userId: string, plantId: number): Promise<void> {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.plantId, plantId)));
}
