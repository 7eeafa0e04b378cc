import { savedOffers, withOfferPrice, type QuantityOffer } from './discounts';
import { multiply, parseMoney, sum, toMoneyString } from './money';
import type { SizeLabels } from './sizes';

/** Spec §3 Cart item; `stock` (when known) caps the quantity so a customer never asks for more than exists. */
export interface CartItem {
  id: number;
  /**
   * The size bought (docs/contract.md §8), also a plant's only one; absent in carts saved before sizes.
   * `price` and `stock` are this size's.
   */
  variantId?: number;
  /** The size's names, for a plant sold by size ("12 cm pot"); absent for a plant sold in one size. */
  size?: SizeLabels;
  name: string;
  /** Decimal string in DA. */
  price: string;
  imageUrl: string;
  quantity: number;
  stock?: number;
  /** The plant's French and Arabic names (catalog-text.ts shows the reader's); `name` stays the default. */
  translations?: CartItemTranslations;
  /** The plant's quantity offers (docs/contract.md §8): the line's unit price drops once it reaches one. */
  offers?: QuantityOffer[];
}

export interface CartItemTranslations {
  fr: { name: string | null };
  ar: { name: string | null };
}

const isNameOrNull = (v: unknown) => v === null || typeof v === 'string';
/** Saved translations, when they have the right shape (older saved carts have none). */
function savedTranslations(v: unknown): CartItemTranslations | undefined {
  const t = v as { fr?: { name?: unknown }; ar?: { name?: unknown } } | null | undefined;
  if (typeof t !== 'object' || t === null || !isNameOrNull(t.fr?.name) || !isNameOrNull(t.ar?.name)) return undefined;
  return { fr: { name: t.fr!.name as string | null }, ar: { name: t.ar!.name as string | null } };
}

/** A size's saved names, when they have the right shape. */
function savedSize(v: unknown): SizeLabels | undefined {
  const s = v as { label?: unknown; labelFr?: unknown; labelAr?: unknown } | null | undefined;
  if (typeof s !== 'object' || s === null || typeof s.label !== 'string' || !s.label || !isNameOrNull(s.labelFr) || !isNameOrNull(s.labelAr)) return undefined;
  return { label: s.label, labelFr: s.labelFr as string | null, labelAr: s.labelAr as string | null };
}

const isSavedId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** What tells cart lines apart (docs/contract.md §8): the plant and its size, so two sizes of one plant are two lines. */
export type CartLineId = Pick<CartItem, 'id' | 'variantId'>;

export const isLine = (item: CartLineId, line: CartLineId): boolean => item.id === line.id && (item.variantId ?? null) === (line.variantId ?? null);

/** A line's identity as text (React keys, what the checkout's card form was opened for). */
export const lineKey = (line: CartLineId): string => (line.variantId === undefined ? String(line.id) : `${line.id}-${line.variantId}`);

/** What order, quote and express requests send of a line's size: its `variantId`, when it has one (docs/contract.md §8). */
export const variantIdOf = (line: CartLineId): { variantId?: number } => (line.variantId === undefined ? {} : { variantId: line.variantId });

/**
 * The line an added plant continues: the same size; or, for a plant sold in one size, its line saved
 * before sizes existed (no size then), which takes the size's id from now on.
 */
export function lineOf(items: readonly CartItem[], added: CartLineId & { size?: SizeLabels | undefined }): CartItem | undefined {
  return items.find((i) => isLine(i, added)) ?? (added.size ? undefined : items.find((i) => i.id === added.id && i.variantId === undefined));
}

export interface CartState {
  items: CartItem[];
  /** Decimal string with 2 decimals. */
  total: string;
  itemCount: number;
}

export const DEFAULT_CART_IMAGE = '/placeholder-plant.jpg';

export type CartAction =
  | { type: 'add'; item: Omit<CartItem, 'quantity' | 'imageUrl'> & { imageUrl?: string | null } }
  | { type: 'remove'; line: CartLineId }
  | { type: 'update'; line: CartLineId; quantity: number }
  | { type: 'clear' }
  | { type: 'load'; items: CartItem[] };

const cap = (item: CartItem, quantity: number) =>
  item.stock === undefined ? quantity : Math.min(quantity, Math.max(item.stock, 0));

/** A cart line priced as the server will price it: its offer, when its quantity reaches one. */
export const pricedLine = (item: Pick<CartItem, 'price' | 'quantity' | 'offers'>) => withOfferPrice(parseMoney(item.price) ?? 0, item.offers, item.quantity);

function withTotals(items: CartItem[]): CartState {
  const total = sum(items.map((i) => { const l = pricedLine(i); return multiply(l.unitPrice, l.quantity); }));
  return { items, total: toMoneyString(total), itemCount: items.reduce((n, i) => n + i.quantity, 0) };
}

export const emptyCart: CartState = withTotals([]);

/** Spec §4 Cart: the pure state machine behind the cart provider. */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const existing = lineOf(state.items, action.item);
      if (existing) {
        const stock = action.item.stock ?? existing.stock;
        // The plant as the page knows it now: its price, offers and size's names replace the saved ones.
        const { offers: _saved, ...kept } = existing;
        const updated: CartItem = {
          ...kept,
          ...(action.item.variantId === undefined ? {} : { variantId: action.item.variantId }),
          ...(action.item.size ? { size: action.item.size } : {}),
          ...(stock === undefined ? {} : { stock }),
          ...(action.item.translations ? { translations: action.item.translations } : {}),
          ...(action.item.offers?.length ? { offers: action.item.offers } : {}),
          price: action.item.price,
        };
        return withTotals(
          state.items.map((i) => (i === existing ? { ...updated, quantity: cap(updated, existing.quantity + 1) } : i)),
        );
      }
      const item: CartItem = { ...action.item, imageUrl: action.item.imageUrl || DEFAULT_CART_IMAGE, quantity: 1 };
      if (cap(item, 1) < 1) return state;
      return withTotals([...state.items, item]);
    }
    case 'remove':
      return withTotals(state.items.filter((i) => !isLine(i, action.line)));
    case 'update':
      if (action.quantity <= 0) return withTotals(state.items.filter((i) => !isLine(i, action.line)));
      return withTotals(state.items.map((i) => (isLine(i, action.line) ? { ...i, quantity: cap(i, Math.floor(action.quantity)) } : i)));
    case 'clear':
      return emptyCart;
    case 'load':
      return withTotals(action.items);
  }
}

/** Reads saved cart data; anything unreadable yields null (the caller logs and ignores it). */
export function parseSavedCart(raw: string | null): CartItem[] | null {
  if (raw === null) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return null;
    const items: CartItem[] = [];
    for (const d of data as Record<string, unknown>[]) {
      if (
        typeof d !== 'object' || d === null ||
        typeof d.id !== 'number' || typeof d.name !== 'string' ||
        typeof d.price !== 'string' || parseMoney(d.price) === null ||
        typeof d.quantity !== 'number' || !Number.isInteger(d.quantity) || d.quantity < 1
      ) return null;
      const size = savedSize(d.size);
      items.push({
        id: d.id,
        // Carts saved before sizes have neither: their lines are of the plant's only size.
        ...(isSavedId(d.variantId) ? { variantId: d.variantId } : {}),
        ...(size ? { size } : {}),
        name: d.name,
        price: d.price,
        imageUrl: typeof d.imageUrl === 'string' ? d.imageUrl : DEFAULT_CART_IMAGE,
        quantity: d.quantity,
        ...(typeof d.stock === 'number' ? { stock: d.stock } : {}),
        ...(savedTranslations(d.translations) ? { translations: savedTranslations(d.translations)! } : {}),
        ...(savedOffers(d.offers) ? { offers: savedOffers(d.offers)! } : {}),
      });
    }
    return items;
  } catch {
    return null;
  }
}
