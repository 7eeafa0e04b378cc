import { PAYMENT_METHOD_INFO, isPaymentMethod } from './payment-methods';

/**
 * Stock is held only by orders that will be paid (docs/contract.md §2, issue 25 item 2): the owner's limits
 * on what an unpaid order may hold, and how long it may hold it. Each bound is a setting; these are its
 * default and the range the settings form accepts.
 */
export const UNPAID_LIMITS = {
  /** Units in one order not paid when placed (cash on delivery, transfer, an unfinished card checkout). */
  unpaidUnitsPerOrder: { default: 20, min: 1, max: 10_000 },
  /** Units one account may hold in all its unpaid open orders together. */
  unpaidUnitsPerAccount: { default: 40, min: 1, max: 100_000 },
  /** Days a bank-transfer order waits for its transfer. */
  bankTransferDays: { default: 7, min: 1, max: 60 },
  /** Minutes an order waits for its card payment (Chargily) once its payment page is opened. */
  cardPaymentMinutes: { default: 60, min: 15, max: 10_080 },
} as const;
export type UnpaidRules = { [K in keyof typeof UNPAID_LIMITS]: number };

/** Whether an order paid this way may be unpaid while it holds stock (the unit caps apply to it). */
export const holdsStockUnpaid = (method: string): boolean => isPaymentMethod(method) && PAYMENT_METHOD_INFO[method].stockHold !== null;

/**
 * When an order placed (or whose payment was started again) at `from` gives its stock back if still
 * unpaid; null when no deadline applies (paid at once by card, or cash collected at the door).
 */
export function paymentDueAt(method: string, from: Date, rules: Pick<UnpaidRules, 'bankTransferDays' | 'cardPaymentMinutes'>): Date | null {
  if (!isPaymentMethod(method)) return null;
  const hold = PAYMENT_METHOD_INFO[method].stockHold;
  if (hold === 'bankTransferDays') return new Date(from.getTime() + rules.bankTransferDays * 86_400_000);
  if (hold === 'cardPaymentMinutes') return new Date(from.getTime() + rules.cardPaymentMinutes * 60_000);
  return null;
}

/** The unit caps (docs/contract.md §2): the first one this order would break, or null. */
export function unitCapBroken(rules: Pick<UnpaidRules, 'unpaidUnitsPerOrder' | 'unpaidUnitsPerAccount'>, units: number, heldAlready: number) {
  if (units > rules.unpaidUnitsPerOrder) return { cap: 'order' as const, max: rules.unpaidUnitsPerOrder };
  if (heldAlready + units > rules.unpaidUnitsPerAccount) return { cap: 'account' as const, max: rules.unpaidUnitsPerAccount, held: heldAlready };
  return null;
}

/** Placed, not yet taken in hand by the shop, and not paid: the only state a payment deadline applies to, or a payment may change in. */
export const awaitsPayment = (order: { orderStatus: string; paymentStatus: string }): boolean =>
  order.orderStatus === 'pending' && (order.paymentStatus === 'pending' || order.paymentStatus === 'failed');
