import type { Messages } from '../messages';

/**
 * The payment methods (docs/contract.md §4), as one registry both sides read (decisions 008, 031): each
 * method declared once, with what it can do. Callers ask the declaration (`methodHas(id, 'takesReceipt')`),
 * never compare an id: only this file and the method's own module write it (`server/lib/registry-ids.unit.test.ts`). Adding a
 * method is one entry here, one file in `server/features/checkout/methods/`, its fake and its test.
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
  /** The customer leaves the shop to pay at the gateway's page (the order answer carries a `checkoutUrl`; "pay again"). */
  redirect: boolean;
  /**
   * How an order paid this way holds its stock while unpaid (docs/contract.md §2, unpaid-orders.ts): until
   * a deadline set by the owner, until the courier collects the cash, or not at all (paid when placed).
   */
  stockHold: 'bankTransferDays' | 'cardPaymentMinutes' | 'delivery' | null;
  /**
   * The courier collects the cash at the door: the owner confirms the order by phone first (order desk),
   * the phone's open orders are capped and a blocked phone is refused, the parcel carries the cash.
   */
  collectsOnDelivery: boolean;
  /** A transfer the customer makes themself: the order page gives the account and takes the transfer's receipt. */
  takesReceipt: boolean;
  /** Paid in the checkout page before the order is stored (a card typed in the page): its stock and caps are not checked again. */
  paidBeforePlacing: boolean;
  /** Takes Algerian cards (CIB, Edahabia): the assistant says so. */
  takesLocalCards: boolean;
  /** The shop's details the order page shows for the transfer: the bank account or the CCP account. */
  transferDetails: 'bankDetails' | 'ccpDetails' | null;
  /** Offered by a fresh shop, needing no keys (the static pages' default shop). */
  onInNewShop: boolean;
  /** The line under its choice at checkout (`checkout.page`), and the one for an account whose address is not confirmed yet. */
  hint: 'bankTransferHint' | 'cardHint' | 'codHint' | 'chargilyHint' | 'ccpHint';
  hintUnconfirmed?: 'bankTransferHintUnconfirmed';
  /** The hint when the shop sends no e-mail at all (order-mail.ts). */
  hintNoMail?: 'bankTransferHintNoMail';
}

/** What a method cannot do unless it says so. */
const PLAIN = {
  needsPhone: false,
  redirect: false,
  stockHold: null,
  collectsOnDelivery: false,
  takesReceipt: false,
  paidBeforePlacing: false,
  takesLocalCards: false,
  transferDetails: null,
  onInNewShop: false,
} as const;

/** A method's declaration: its id (also its label's key), who holds the money, its checkout line, and what it can do. */
const declare = (id: PaymentMethod, provider: PaymentMethodInfo['provider'], hint: PaymentMethodInfo['hint'], can: Partial<PaymentMethodInfo>): PaymentMethodInfo => ({
  ...PLAIN,
  id,
  labelKey: id,
  provider,
  hint,
  ...can,
});

export const PAYMENT_METHOD_INFO: Readonly<Record<PaymentMethod, PaymentMethodInfo>> = {
  bank_transfer: declare('bank_transfer', 'bank', 'bankTransferHint', {
    stockHold: 'bankTransferDays',
    takesReceipt: true,
    transferDetails: 'bankDetails',
    hintUnconfirmed: 'bankTransferHintUnconfirmed',
    hintNoMail: 'bankTransferHintNoMail',
    onInNewShop: true,
  }),
  stripe: declare('stripe', 'stripe', 'cardHint', { paidBeforePlacing: true }),
  cod: declare('cod', 'courier', 'codHint', { needsPhone: true, stockHold: 'delivery', collectsOnDelivery: true, onInNewShop: true }),
  chargily: declare('chargily', 'chargily', 'chargilyHint', { needsPhone: true, redirect: true, stockHold: 'cardPaymentMinutes', takesLocalCards: true }),
  // A transfer from a CCP account at Algérie Poste (at the counter or with BaridiMob), with a receipt.
  ccp: declare('ccp', 'poste', 'ccpHint', { stockHold: 'bankTransferDays', takesReceipt: true, transferDetails: 'ccpDetails' }),
};

/** The yes-or-no capabilities a caller may ask of a method. */
export type PaymentCapability = 'collectsOnDelivery' | 'takesReceipt' | 'paidBeforePlacing' | 'takesLocalCards' | 'redirect' | 'needsPhone' | 'onInNewShop';

/** Whether the method (an id as stored, perhaps unknown) has the capability: an unknown id has none. */
export const methodHas = (method: string, capability: PaymentCapability): boolean => isPaymentMethod(method) && PAYMENT_METHOD_INFO[method][capability];

/** A stored method's declaration; undefined for an id the registry no longer knows. */
export const methodInfo = (method: string): PaymentMethodInfo | undefined => (isPaymentMethod(method) ? PAYMENT_METHOD_INFO[method] : undefined);

/** The methods with the capability, in the registry's order (never empty for a capability some method declares). */
export const methodsThat = (capability: PaymentCapability): PaymentMethod[] => PAYMENT_METHODS.filter((m) => PAYMENT_METHOD_INFO[m][capability]);

/** The shop's first method: the default one of a new shop (the settings row's column default). */
export const DEFAULT_PAYMENT_METHOD = PAYMENT_METHODS[0];

/** The cash-on-delivery method: the express form's only method, the one an unpaid card order may switch to. */
export const CASH_ON_DELIVERY = 'cod' satisfies PaymentMethod;

/** The methods paid by a transfer the customer makes themself: the order page takes the transfer's receipt. */
export const takesReceipt = (method: string): boolean => methodHas(method, 'takesReceipt');

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
