import type { CartItem, CartItemTranslations } from '@shared/domain/cart';
import type { QuantityOffer } from '@shared/domain/discounts';
import { parseMoney } from '@shared/domain/money';

/** What the cart needs from a plant (a catalogue plant fits). */
export interface CartPlant {
  id: number;
  name: string;
  price: string | null;
  imageUrl: string | null;
  stock: number;
  translations?: CartItemTranslations;
  offers?: QuantityOffer[];
}

export type AddDecision = 'no-price' | 'out-of-stock' | 'at-stock-limit' | 'add';

/**
 * Spec §5: a plant without a price cannot be added, nor one with stock 0; and the cart never asks
 * for more than the stock shown (the reducer caps, this says why nothing happened).
 */
export function decideAdd(items: readonly CartItem[], plant: CartPlant): AddDecision {
  if (plant.price === null || parseMoney(plant.price) === null) return 'no-price';
  if (plant.stock <= 0) return 'out-of-stock';
  const inCart = items.find((i) => i.id === plant.id)?.quantity ?? 0;
  return inCart >= plant.stock ? 'at-stock-limit' : 'add';
}
