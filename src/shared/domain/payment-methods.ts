import type { Messages } from '../messages';

/**
 * The payment methods (docs/contract.md §4), as one registry both sides read. Adding a method is one
 * entry here, one file in `server/features/checkout/methods/` and its fake.
 */
export const PAYMENT_METHODS = ['bank_transfer', 'stripe', 'cod', 'chargily', 'ccp'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export interface PaymentMethodInfo {
  id: PaymentMethod;
  /** Key of the catalogue's `checkout.methods`. */
  labelKey: keyof Messages['checkout']['methods'];
  /** The courier or the gateway calls the customer: a mobile number is required. */
  needsPhone: boolean;
  /** Who holds the money: the shop's bank, a card gateway, or the courier. */
  provider: 'bank' | 'stripe' | 'courier' | 'chargily' | 'poste';
  /** The customer leaves the shop to pay (the order answer carries a `checkoutUrl`). */
  redirect: boolean;
  /**
   * How an order paid this way holds its stock while unpaid (docs/contract.md §2, unpaid-orders.ts): until
   * a deadline set by the owner, until the courier collects the cash, or not at all (paid when placed).
   */
  stockHold: 'bankTransferDays' | 'cardPaymentMinutes' | 'delivery' | null;
}

export const PAYMENT_METHOD_INFO: Readonly<Record<PaymentMethod, PaymentMethodInfo>> = {
  bank_transfer: { id: 'bank_transfer', labelKey: 'bank_transfer', needsPhone: false, provider: 'bank', redirect: false, stockHold: 'bankTransferDays' },
  stripe: { id: 'stripe', labelKey: 'stripe', needsPhone: false, provider: 'stripe', redirect: false, stockHold: null },
  cod: { id: 'cod', labelKey: 'cod', needsPhone: true, provider: 'courier', redirect: false, stockHold: 'delivery' },
  chargily: { id: 'chargily', labelKey: 'chargily', needsPhone: true, provider: 'chargily', redirect: true, stockHold: 'cardPaymentMinutes' },
  // A transfer from a CCP account at Algérie Poste (at the counter or with BaridiMob), with a receipt.
  ccp: { id: 'ccp', labelKey: 'ccp', needsPhone: false, provider: 'poste', redirect: false, stockHold: 'bankTransferDays' },
};

/** The methods paid by a transfer the customer makes themself: the order page takes the transfer's receipt. */
export const takesReceipt = (method: string): boolean => method === 'bank_transfer' || method === 'ccp';

/**
 * A transfer order whose money is still expected (docs/contract.md §4 "while the order is unpaid"): its payment
 * not completed nor refunded, the order neither cancelled nor back at the shop. Confirmed or even shipped,
 * it still waits for its transfer: the order page gives the account and takes the receipt.
 */
export const transferExpected = (order: { paymentMethod: string; paymentStatus: string; orderStatus: string }): boolean =>
  takesReceipt(order.paymentMethod) &&
  (order.paymentStatus === 'pending' || order.paymentStatus === 'failed') &&
  order.orderStatus !== 'cancelled' &&
  order.orderStatus !== 'returned';

export const isPaymentMethod = (id: string): id is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(id);

/** The one way to name a method, in the reader's catalogue (`tr.m`); an unknown id is shown as it is rather than misnamed. */
export function paymentMethodLabel(id: string, catalogue: { checkout: { methods: Record<string, string> } }): string {
  return isPaymentMethod(id) ? (catalogue.checkout.methods[PAYMENT_METHOD_INFO[id].labelKey] ?? id) : id;
}
