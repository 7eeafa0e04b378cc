import type { Db } from '../../src/server/db/client';
import { and, asc, eq } from 'drizzle-orm';
import { categories, plants, plantVariants, type CategoryRow, type NewPlantRow, type PlantRow, type PlantVariantRow } from '../../src/server/db/schema';

let seq = 0;

/** A category straight into the database (no admin session needed). */
export async function createCategory(db: Db, overrides: Partial<Omit<CategoryRow, 'id'>> = {}): Promise<CategoryRow> {
  seq += 1;
  const [row] = await db
    .insert(categories)
    .values({ name: `Category ${seq}`, description: null, imageUrl: null, ...overrides })
    .returning();
  return row!;
}

/** A plant straight into the database; prices in centimes. Needs a category id. Its `imageUrl`, if any, is its one photo. */
export async function createPlant(
  db: Db,
  overrides: Partial<Omit<NewPlantRow, 'id'>> & { categoryId: number },
): Promise<PlantRow> {
  seq += 1;
  const [row] = await db
    .insert(plants)
    .values({
      name: `Plant ${seq}`,
      priceCentimes: 150_000,
      stock: 10,
      ...(overrides.imageUrl ? { images: [{ url: overrides.imageUrl, alt: null, altFr: null, altAr: null }] } : {}),
      ...overrides,
    })
    .returning();
  return row!;
}

type SizeValues = Partial<Pick<PlantVariantRow, 'priceCentimes' | 'originalPriceCentimes' | 'stock'>>;

/**
 * Changes a plant's first size: its price, original price or stock. The plant's own columns follow
 * (a trigger copies them, docs/contract.md §8) and refuse to be written directly.
 */
export async function setFirstSize(db: Db, plantId: number, values: SizeValues): Promise<void> {
  const [first] = await db.select({ id: plantVariants.id }).from(plantVariants).where(eq(plantVariants.plantId, plantId)).orderBy(asc(plantVariants.position), asc(plantVariants.id)).limit(1);
  await db.update(plantVariants).set(values).where(eq(plantVariants.id, first!.id));
}

/** Sells a plant in these sizes, in this order, in place of its one size; returns them with their ids. */
export async function giveSizes(
  db: Db,
  plantId: number,
  sizes: readonly (SizeValues & { label: string; labelFr?: string | null; labelAr?: string | null; sku?: string | null })[],
): Promise<PlantVariantRow[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(plantVariants)
      .values(sizes.map((size, position) => ({ plantId, position: position + 1, stock: 0, ...size })))
      .returning();
    await tx.delete(plantVariants).where(and(eq(plantVariants.plantId, plantId), eq(plantVariants.position, 0)));
    return rows;
  });
}
