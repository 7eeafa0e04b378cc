import type { Centimes } from './money';

/**
 * Discount codes and quantity offers (docs/contract.md §8, docs/decisions/036-codes-and-offers.md): the
 * pure rules the server's one quote applies. Every figure is integer centimes; a percentage is taken
 * half up to the centime (`percentOf`), so no float ever holds money.
 */

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export interface QuantityOffer {
  minQuantity: number;
  percentOff: number;
}

/** `percent` % of `amount`, half up to the centime (1 234,55 DA × 10 % = 123,46 DA). */
export function percentOf(amount: Centimes, percent: number): Centimes {
  return Math.floor((amount * percent + 50) / 100);
}

/** The offer a line of `quantity` gets: the largest percentage among the offers it reaches, or none. */
export function offerFor(offers: readonly QuantityOffer[], quantity: number): QuantityOffer | undefined {
  return offers.filter((o) => quantity >= o.minQuantity).sort((a, b) => b.percentOff - a.percentOff || b.minQuantity - a.minQuantity)[0];
}

/** A unit's price once its quantity offer applies (its percentage off, half up to the centime). */
export function offerUnitPrice(price: Centimes, offer: QuantityOffer | undefined): Centimes {
  return offer ? price - percentOf(price, offer.percentOff) : price;
}

/**
 * A line as the shop prices it (docs/contract.md §8): the offer its quantity reaches and the unit price
 * then. The server's quote and the storefront's totals both use it, so the two always agree.
 */
export function withOfferPrice(listPrice: Centimes, offers: readonly QuantityOffer[] | undefined, quantity: number): { unitPrice: Centimes; quantity: number; offer: QuantityOffer | undefined } {
  const offer = offerFor(offers ?? [], quantity);
  return { unitPrice: offerUnitPrice(listPrice, offer), quantity, offer };
}

/** Saved offers (a cart kept in the browser), when they have the offers' shape; else none. */
export function savedOffers(v: unknown): QuantityOffer[] | undefined {
  if (!Array.isArray(v) || v.length === 0 || v.length > 5) return undefined;
  const ok = v.every((o: { minQuantity?: unknown; percentOff?: unknown } | null) =>
    typeof o === 'object' && o !== null && Number.isInteger(o.minQuantity) && Number.isInteger(o.percentOff) && (o.percentOff as number) > 0 && (o.percentOff as number) < 100,
  );
  return ok ? (v as QuantityOffer[]).map(({ minQuantity, percentOff }) => ({ minQuantity, percentOff })) : undefined;
}

/** What a code takes off: never more than the subtotal (a fixed amount), the shipping itself (free shipping). */
export function couponAmount(coupon: { kind: CouponKind; value: number }, subtotal: Centimes, shipping: Centimes): Centimes {
  if (coupon.kind === 'percent') return Math.min(subtotal, percentOf(subtotal, coupon.value));
  if (coupon.kind === 'fixed') return Math.min(subtotal, coupon.value);
  return shipping;
}

/** What the shop knows of a code when it is applied. */
export interface CouponRules {
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  uses: number;
  minSubtotal: Centimes;
  firstOrderOnly: boolean;
  maxUsesPerCustomer: number | null;
}

/** What is known of who applies it: their earlier orders and uses of this code (account or phone). */
export interface CouponBuyer {
  earlierOrders: number;
  earlierUses: number;
}

export type CouponRefusal =
  | { reason: 'unknown' }
  | { reason: 'notStarted' }
  | { reason: 'expired' }
  | { reason: 'usedUp' }
  | { reason: 'minSubtotal'; minSubtotal: Centimes }
  | { reason: 'firstOrderOnly' }
  | { reason: 'alreadyUsed' };

/**
 * Why the code cannot apply, or null when it can. Checked in this order, so the message names the first
 * thing to change. `buyer` undefined: nobody known yet (a quote without account or phone), the
 * per-customer rules wait for the order.
 */
export function couponRefusal(c: CouponRules | undefined, subtotal: Centimes, now: Date, buyer?: CouponBuyer): CouponRefusal | null {
  if (!c || !c.active) return { reason: 'unknown' };
  if (c.startsAt && now < c.startsAt) return { reason: 'notStarted' };
  if (c.endsAt && now >= c.endsAt) return { reason: 'expired' };
  if (c.maxUses !== null && c.uses >= c.maxUses) return { reason: 'usedUp' };
  if (subtotal < c.minSubtotal) return { reason: 'minSubtotal', minSubtotal: c.minSubtotal };
  if (!buyer) return null;
  if (c.firstOrderOnly && buyer.earlierOrders > 0) return { reason: 'firstOrderOnly' };
  if (c.maxUsesPerCustomer !== null && buyer.earlierUses >= c.maxUsesPerCustomer) return { reason: 'alreadyUsed' };
  return null;
}

/** A code as customers type it: trimmed, case aside (codes ignore case). */
export const couponKey = (code: string): string => code.trim().toLowerCase();
