import type { PlantVariant } from '@shared/contracts/catalog';
import { lineOf, type CartItem, type CartItemTranslations } from '@shared/domain/cart';
import type { QuantityOffer } from '@shared/domain/discounts';
import { parseMoney } from '@shared/domain/money';
import { hasSizes, type SizeLabels } from '@shared/domain/sizes';

/** What the cart needs from a plant (a catalogue plant fits). */
export interface CartPlant {
  id: number;
  name: string;
  price: string | null;
  imageUrl: string | null;
  stock: number;
  translations?: CartItemTranslations;
  offers?: QuantityOffer[];
  /** Its sizes (docs/contract.md §8): with more than one, the buyer chooses which. */
  variants?: readonly PlantVariant[];
}

/** A plant in one size, as a cart line takes it: that size's price and stock, id and names. */
export interface SizedPlant extends Omit<CartPlant, 'variants'> {
  variantId?: number;
  /** Only for a plant sold by size: a plant's one unnamed size names nothing. */
  size?: SizeLabels;
}

/**
 * The plant in `size`, or in its only size when none is given; null when it has several and none was
 * chosen (a card does not guess which). A plant without sizes (one the cart saved before them) as it is.
 */
export function inSize(plant: CartPlant, size?: PlantVariant): SizedPlant | null {
  const { variants = [], ...rest } = plant;
  const chosen = size ?? (variants.length === 1 ? variants[0] : undefined);
  if (!chosen) return variants.length > 1 ? null : rest;
  return {
    ...rest,
    price: chosen.price,
    stock: chosen.stock,
    variantId: chosen.id,
    ...(hasSizes(variants) && { size: { label: chosen.label, labelFr: chosen.labelFr, labelAr: chosen.labelAr } }),
  };
}

export type AddDecision = 'choose-size' | 'no-price' | 'out-of-stock' | 'at-stock-limit' | 'add';

/**
 * Spec §5: a plant without a price cannot be added, nor one with stock 0; and the cart never asks
 * for more than the stock shown (the reducer caps, this says why nothing happened). With sizes, each
 * is its own line with its own stock (docs/contract.md §8); `null`: no size chosen yet.
 */
export function decideAdd(items: readonly CartItem[], plant: SizedPlant | null): AddDecision {
  if (!plant) return 'choose-size';
  if (plant.price === null || parseMoney(plant.price) === null) return 'no-price';
  if (plant.stock <= 0) return 'out-of-stock';
  const inCart = lineOf(items, plant)?.quantity ?? 0;
  return inCart >= plant.stock ? 'at-stock-limit' : 'add';
}
