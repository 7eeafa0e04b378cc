import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { plants } from '../../db/schema';

/** Every plant's address and last change, for the sitemap (the protocol allows 50,000 URLs a file). */
export async function listPlantStamps(db: Executor, limit: number): Promise<{ id: number; updatedAt: Date }[]> {
  return db.select({ id: plants.id, updatedAt: plants.updatedAt }).from(plants).orderBy(asc(plants.id)).limit(limit);
}
