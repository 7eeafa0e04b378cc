import type { CreateOrderInput } from '@shared/contracts/orders';
import type { OrderTotals } from '@shared/domain/order';
import type { PaymentMethod } from '@shared/domain/payment-methods';
import type { PaymentStatus } from '@shared/domain/order';
import type { Locale, MessageKey } from '@shared/messages';
import type { ServiceContext } from '../../../context';
import type { OrderRow } from '../../../db/schema';
import type { Actor } from '../../auth/auth.service';
import type { CheckoutSettings } from '../../settings/settings.service';
import type { PricedLine } from '../pricing';

/** What a method knows when an order is placed: who, what, for how much, where it ships. */
export interface PlacingOrder {
  ctx: ServiceContext;
  /** Null for a guest's express order (cash on delivery only, docs/contract.md §7). */
  actor: Actor | null;
  settings: CheckoutSettings;
  input: CreateOrderInput;
  /** Chosen before anything is stored, so a gateway can be told where to send the customer back. */
  orderId: string;
  lines: readonly PricedLine[];
  totals: OrderTotals;
  /** The discount code the order holds (as the owner wrote it); null without one. */
  couponCode: string | null;
  /** The shop's public origin (https://nabta.dz), for return and webhook URLs. */
  origin: string;
  /** The customer's language: the order keeps it, its e-mails and the payment page speak it. */
  locale: Locale;
  /** Cash on delivery: the signed link with which the customer confirms the order (decision 018). */
  confirmUrl?: string | undefined;
}

/** The payment as the order is stored with it. */
export interface PaymentStart {
  status: PaymentStatus;
  /** The provider's id (PaymentIntent, Chargily checkout); unique across orders. */
  reference: string | null;
  /** Where the customer pays (redirect methods). */
  url: string | null;
}

export interface OrderEmail {
  kind: string;
  subject: string;
  text: string;
}

/**
 * One payment method (docs/contract.md §4). `createOrder` calls, in this order: `prepare` (before the
 * order is stored: verify a card payment, open a hosted checkout — may refuse with an AppError),
 * `email` (queued in the order's transaction, to the account's own address, sent after the commit),
 * and later `verify` (the customer is back: ask the provider) and the method's signed `webhook`.
 */
/** The settings a method may require, as in force (saved in admin Settings, else its environment variable). */
export type MethodSettings = Readonly<Record<'bankRib' | 'stripeSecretKey' | 'stripePublishableKey' | 'chargilySecretKey' | 'ccpNumber' | 'ccpKey' | 'ccpHolder', string>>;

export interface PaymentMethodHandler {
  id: PaymentMethod;
  /** Its check: why it cannot take orders with these settings (the admin's text, `checkout.errors`); null: it can. */
  unconfigured?(settings: MethodSettings): MessageKey | null;
  /** The customer's text when the shop cancels it unpaid past its deadline (`trust.unpaid`; the card's if absent). */
  expiredText?: 'expiredBankTransfer' | 'expiredCard';
  prepare(p: PlacingOrder): Promise<PaymentStart>;
  /** `order`: the order as just stored, its payment's status included (a card may be paid already). */
  email?(p: PlacingOrder, order: OrderRow): OrderEmail | null;
  /** Asks the provider for the order's payment and records what it says (idempotent). */
  verify?(ctx: ServiceContext, order: OrderRow): Promise<void>;
  webhook?: {
    path: string;
    /** The header holding the signature. */
    signatureHeader: string;
    handle(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined): Promise<void>;
  };
}
