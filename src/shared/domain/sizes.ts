import type { Locale } from '../messages';
import { parseMoney, type Centimes } from './money';

/*
 * A plant's sizes (docs/contract.md §8): pot sizes or heights, each its own price and stock. A plant
 * sold in one size has one, its label empty. These rules are shared by the shop's pages, the cart,
 * the server's pricing and the texts that name what was bought (e-mails, the desk, parcels).
 */

/** What names a size: its label in the default language and, when written, in French and Arabic. */
export interface SizeLabels {
  label: string;
  labelFr: string | null;
  labelAr: string | null;
}

/** The size's name in the reader's language, else the default one ('' for a plant's only size). */
export function sizeLabel(size: SizeLabels, locale: Locale): string {
  const own = locale === 'fr' ? size.labelFr : locale === 'ar' ? size.labelAr : null;
  return own?.trim() || size.label;
}

/** A plant is sold by size when it has more than one, or its only one is named. */
export const hasSizes = (sizes: readonly SizeLabels[]): boolean => sizes.length > 1 || (sizes[0]?.label ?? '') !== '';

/** What a line names: the plant, and its size in brackets when it has one ("Monstera (21 cm pot)"). */
export const withSize = (name: string, size: string | null | undefined): string => (size ? `${name} (${size})` : name);

/** An order line's size as it was stored; null for a plant sold in one size. */
export function storedSize(item: { variantLabel: string | null; variantLabelFr: string | null; variantLabelAr: string | null }): SizeLabels | null {
  return item.variantLabel ? { label: item.variantLabel, labelFr: item.variantLabelFr, labelAr: item.variantLabelAr } : null;
}

/** The lowest and highest price of the sizes that have one: cards say "from" when they differ. */
export function priceRange(sizes: readonly { price: string | null }[]): { from: Centimes; to: Centimes } | null {
  const prices = sizes.flatMap((s) => {
    const c = s.price === null ? null : parseMoney(s.price);
    return c === null ? [] : [c];
  });
  if (prices.length === 0) return null;
  return { from: Math.min(...prices), to: Math.max(...prices) };
}

/**
 * The size a link or a cart line names, when it is one of the plant's; else the first in stock, else
 * the first: a shared link opens that size, an unknown one falls back to what can be bought.
 */
export function chosenSize<S extends { id: number; stock: number }>(sizes: readonly S[], id: number | null | undefined): S | undefined {
  return sizes.find((s) => s.id === id) ?? sizes.find((s) => s.stock > 0) ?? sizes[0];
}

/** Units left in every size: a plant is in stock when any of its sizes is. */
export const totalStock = (sizes: readonly { stock: number }[]): number => sizes.reduce((n, s) => n + Math.max(0, s.stock), 0);

/**
 * The id the ad platforms know a thing to buy by: the product feed's item and the conversions' contents
 * (docs/contract.md §9) must say the same. A plant sold in one size is its number; a size, `plant-size`.
 */
export const catalogItemId = (plantId: number, variantId: number | null, named: boolean): string =>
  named && variantId !== null ? `${plantId}-${variantId}` : String(plantId);
