import type { Db } from '../../src/server/db/client';
import { categories, plants, type CategoryRow, type NewPlantRow, type PlantRow } from '../../src/server/db/schema';

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
