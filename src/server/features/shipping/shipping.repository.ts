import { asc, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { shippingRates, type ShippingRateRow } from '../../db/schema';

export type NewShippingRate = Omit<typeof shippingRates.$inferInsert, 'updatedAt'>;

export async function listRates(db: Executor): Promise<ShippingRateRow[]> {
  return db.select().from(shippingRates).orderBy(asc(shippingRates.wilaya));
}

/** The admin's table replaces the old one (the caller runs it in a transaction). */
export async function replaceRates(db: Executor, rates: readonly NewShippingRate[]): Promise<void> {
  await db.delete(shippingRates).where(isNotNull(shippingRates.wilaya));
  if (rates.length > 0) await db.insert(shippingRates).values([...rates]);
}

export async function insertRatesIfEmpty(db: Executor, rates: readonly NewShippingRate[]): Promise<void> {
  await db.insert(shippingRates).values([...rates]).onConflictDoNothing();
}
