import { multiply, sum, type Centimes } from './money';

/**
 * Order rules both sides share: shipping, totals and how an order is named. The server prices every
 * order with these functions from database prices; the checkout page shows the same figures.
 */

export interface PricedLine {
  unitPrice: Centimes;
  quantity: number;
}

export interface OrderTotals {
  subtotal: Centimes;
  shipping: Centimes;
  /** What a discount code takes off (docs/contract.md §8); 0 without one. */
  discount: Centimes;
  total: Centimes;
}

export function subtotalOf(lines: readonly PricedLine[]): Centimes {
  return sum(lines.map((l) => multiply(l.unitPrice, l.quantity)));
}

/** Subtotal, then the shipping fee of that subtotal (`shipping.ts` `quote`), then the total. */
export function orderTotals(lines: readonly PricedLine[], shippingOf: (subtotal: Centimes) => Centimes): OrderTotals {
  const subtotal = subtotalOf(lines);
  const shipping = shippingOf(subtotal);
  return { subtotal, shipping, discount: 0, total: subtotal + shipping };
}

/** The totals once a discount is taken off: never below a total of 0 (docs/contract.md §8). */
export function withDiscount(totals: OrderTotals, discount: Centimes): OrderTotals {
  const taken = Math.max(0, Math.min(discount, totals.subtotal + totals.shipping));
  return { ...totals, discount: taken, total: totals.subtotal + totals.shipping - taken };
}

/**
 * The largest total the API takes: the order columns are 32-bit integer centimes (21 474 836,47 DA).
 * Anything above is refused with a 400 before any payment starts (docs/contract.md §2).
 */
export const MAX_ORDER_TOTAL: Centimes = 2_147_483_647;

/**
 * docs/contract.md §2: a client total (in DA, as sent: "1500.00" or 1500) that disagrees with the
 * server's by more than 0.005 DA is refused.
 */
export function totalsAgree(clientDA: number, server: Centimes): boolean {
  return Number.isFinite(clientDA) && Math.abs(clientDA * 100 - server) <= 0.5;
}

export { orderNumber } from './order-number';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Whether an order in this status holds its items' stock: every status but cancelled and returned
 * (the parcel came back, docs/contract.md §5). Crossing this line moves stock, exactly once.
 */
export const holdsStock = (status: OrderStatus): boolean => status !== 'cancelled' && status !== 'returned';

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export { PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

/** Spec §4: delivered default, shipped secondary, processing outline, anything else destructive. */
export function orderStatusVariant(status: string): BadgeVariant {
  if (status === 'delivered') return 'default';
  if (status === 'shipped') return 'secondary';
  if (status === 'processing') return 'outline';
  return 'destructive';
}

/** Spec §4: pending (default style) and completed; other values destructive. */
export function paymentStatusVariant(status: string): BadgeVariant {
  if (status === 'completed') return 'default';
  if (status === 'pending') return 'secondary';
  return 'destructive';
}

/**
 * Stripe amounts are in the currency's smallest unit. DZD is not one of Stripe's zero-decimal
 * currencies, so 1500.00 DA is 150000 — exactly our centimes.
 * NOTE: https://docs.stripe.com/currencies#zero-decimal
 */
export const STRIPE_CURRENCY = 'dzd';
export const toStripeAmount = (centimes: Centimes): number => centimes;
