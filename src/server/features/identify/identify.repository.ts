import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { identifications, plants } from '../../db/schema';

export type IdentificationRow = typeof identifications.$inferSelect;
export type NewIdentificationRow = typeof identifications.$inferInsert;

export async function insertIdentification(db: Executor, row: NewIdentificationRow): Promise<IdentificationRow> {
  const [inserted] = await db.insert(identifications).values(row).returning();
  return inserted!;
}

/**
 * Marks an identification saved for `userId`. A visitor's identification (no user yet) is claimed
 * by whoever holds its id — an unguessable UUID only its maker received.
 */
export async function markSaved(db: Executor, id: string, userId: string) {
  const [row] = await db
    .update(identifications)
    .set({ savedAt: sql`coalesce(${identifications.savedAt}, now())`, userId })
    .where(and(eq(identifications.id, id), or(eq(identifications.userId, userId), isNull(identifications.userId))))
    .returning({ id: identifications.id, savedAt: identifications.savedAt });
  return row;
}

export async function clearSaved(db: Executor, id: string, userId: string) {
  const [row] = await db
    .update(identifications)
    .set({ savedAt: null })
    .where(and(eq(identifications.id, id), eq(identifications.userId, userId)))
    .returning({ id: identifications.id });
  return row;
}

export async function identificationExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: identifications.id }).from(identifications).where(eq(identifications.id, id)).limit(1);
  return !!row;
}

export async function listSaved(db: Executor, userId: string) {
  return db
    .select()
    .from(identifications)
    .where(and(eq(identifications.userId, userId), isNotNull(identifications.savedAt)))
    .orderBy(desc(identifications.savedAt))
    .limit(500);
}

/**
 * Catalogue plants whose scientific name starts with one of these genera (lower case). The
 * service decides which are the same species. NOTE: a read of the catalogue's table, kept here so
 * the identify feature needs no new query in the catalogue's repository; it selects only what a
 * link needs (with the French and Arabic names the admin wrote).
 */
export async function listPlantsOfGenera(db: Executor, genera: string[]) {
  if (genera.length === 0) return [];
  return db
    .select({
      id: plants.id,
      name: plants.name,
      nameFr: plants.nameFr,
      nameAr: plants.nameAr,
      scientificName: plants.scientificName,
      imageUrl: plants.imageUrl,
      priceCentimes: plants.priceCentimes,
      stock: plants.stockTotal,
    })
    .from(plants)
    .where(inArray(sql`lower(split_part(trim(${plants.scientificName}), ' ', 1))`, genera))
    .orderBy(desc(plants.stockTotal), plants.id)
    .limit(200);
}
export type CataloguePlantRow = Awaited<ReturnType<typeof listPlantsOfGenera>>[number];
