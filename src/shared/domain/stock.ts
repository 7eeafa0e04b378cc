/** At or below this many units a plant is flagged "low stock" in the admin's plant list. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = 'out' | 'low' | 'ok';

/** How the admin's plant list flags a stock: out (nothing left), low (≤ LOW_STOCK_THRESHOLD) or ok. */
export function stockLevel(stock: number): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= LOW_STOCK_THRESHOLD ? 'low' : 'ok';
}
