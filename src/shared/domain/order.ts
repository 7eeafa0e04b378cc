import { multiply, sum, type Centimes } from './money';

/**
 * Order rules both sides share: shipping, totals and how an order is named. The server prices every
 * order with these functions from database prices; the checkout page shows the same figures.
 */

export interface ShippingRates {
  /** Subtotals at or above this ship free (settings.minFreeShipping). */
  minFreeShipping: Centimes;
  /** Otherwise this fee (settings.shippingFee). */
  shippingFee: Centimes;
}

export interface PricedLine {
  unitPrice: Centimes;
  quantity: number;
}

export interface OrderTotals {
  subtotal: Centimes;
  shipping: Centimes;
  total: Centimes;
}

/** Spec §2/§9: free when the subtotal is at least the threshold, else the flat fee. An empty order ships nothing. */
export function shippingFor(subtotal: Centimes, rates: ShippingRates): Centimes {
  if (subtotal <= 0) return 0;
  return subtotal >= rates.minFreeShipping ? 0 : rates.shippingFee;
}

/** What is still missing for free shipping (0 when it already ships free). */
export function amountToFreeShipping(subtotal: Centimes, rates: ShippingRates): Centimes {
  return Math.max(0, rates.minFreeShipping - subtotal);
}

export function orderTotals(lines: readonly PricedLine[], rates: ShippingRates): OrderTotals {
  const subtotal = sum(lines.map((l) => multiply(l.unitPrice, l.quantity)));
  const shipping = shippingFor(subtotal, rates);
  return { subtotal, shipping, total: subtotal + shipping };
}

/**
 * decisions.md §2: a client total (in DA, as sent: "1500.00" or 1500) that disagrees with the
 * server's by more than 0.005 DA is refused.
 */
export function totalsAgree(clientDA: number, server: Centimes): boolean {
  return Number.isFinite(clientDA) && Math.abs(clientDA * 100 - server) <= 0.5;
}

/** Spec §2/§9: an order is shown as '#' and the last 8 characters of its id. */
export function orderNumber(id: string): string {
  return `#${id.slice(-8)}`;
}

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The spec's two methods; decisions.md §4 adds cash on delivery and Chargily later. */
export const PAYMENT_METHODS = ['bank_transfer', 'stripe'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

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
