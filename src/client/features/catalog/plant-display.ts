import type { Plant } from '@shared/contracts/catalog';
import { parseMoney, type Centimes } from '@shared/domain/money';
import { priceRange } from '@shared/domain/sizes';

/** At or below this many units the plant page warns that stock is low. */
export const LOW_STOCK_THRESHOLD = 5;

/** Spec §2: the sale badge shows when the original price is greater than the price. */
export function isOnSale(plant: Pick<Plant, 'price' | 'originalPrice'>): boolean {
  if (plant.price === null || plant.originalPrice === null) return false;
  const price = parseMoney(plant.price);
  const original = parseMoney(plant.originalPrice);
  return price !== null && original !== null && original > price;
}

/**
 * docs/contract.md §8: the lowest price of sizes that cost differently (a card says "from …"); null when
 * every size costs the same, the plant's own price then being what it costs.
 */
export function fromPrice(sizes: readonly { price: string | null }[]): Centimes | null {
  const range = priceRange(sizes);
  return range && range.from !== range.to ? range.from : null;
}

export type StockLevel = 'out' | 'low' | 'in';

export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/** A route or query-string id: a positive integer, else null. */
export function parseId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
