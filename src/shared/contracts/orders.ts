import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../domain/order';
import { PAYMENT_METHODS } from '../domain/payment-methods';
import { DELIVERY_MODES, hasNeededStreet, type DeliveryMode } from '../domain/shipping';
import { msg } from '../messages';
import { EmailSchema, FirstNameSchema, IntIdSchema, LastNameSchema, MoneyStringSchema, oneLine } from '../schemas/fields';
import { defineRoute } from './http';
import { ShipmentSchema } from './shipments';
import { NameTranslationsSchema } from './name-translations';
import { CouponCodeInputSchema } from './cart-quote';

const m = msg.checkout;

// ---- The checkout form (spec §3 Shipping form, §5 Checkout) — the same schema in the browser and in tests. ----


const requiredText = (message: string, max: number) =>
  oneLine(z.string({ error: message }).trim().min(1, message).max(max, m.validation.tooLong));

/** The street: required or not by the delivery mode (`withStreetRule`), never longer than 500. */
const StreetSchema = oneLine(z.string().trim().max(500, m.validation.tooLong));

/**
 * The one address rule (`hasNeededStreet`: a street for home delivery only) on a schema with `address`
 * and `delivery`: the checkout form, the address book, POST /api/orders and the express form all take it.
 */
export function withStreetRule<T extends z.ZodType<{ address?: string | null | undefined; delivery: DeliveryMode }>>(schema: T): T {
  return schema.refine(hasNeededStreet, { path: ['address'], message: m.validation.addressRequired }) as T;
}

const ShippingFormFields = z.object({
  firstName: FirstNameSchema,
  lastName: LastNameSchema,
  email: EmailSchema,
  /** docs/contract.md §5: optional for a stop-desk. */
  address: StreetSchema.optional(),
  city: requiredText(m.validation.cityRequired, 100),
  /** Spec §5: optional. */
  zipCode: oneLine(z.string().trim().max(20, m.validation.tooLong)).optional(),
  /** docs/contract.md §4: required for cash on delivery and CIB / Edahabia (checked with the method). */
  phone: oneLine(z.string().trim().max(40, m.validation.tooLong)).optional(),
  wilaya: z.string().trim().min(1, m.validation.wilayaRequired).max(2),
  /** The commune's code when the customer picked one (decision 019); `city` is then its name. */
  commune: z.string().trim().max(8).optional(),
  /** A stop-desk id from the courier's list, or what the customer wrote when there is no list. */
  desk: oneLine(z.string().trim().max(100, m.validation.tooLong)).optional(),
  delivery: z.enum(DELIVERY_MODES),
});
export const ShippingFormSchema = withStreetRule(ShippingFormFields);
export type ShippingFormValues = z.input<typeof ShippingFormSchema>;

/** The address fields alone: the address book's form (features/addresses). */
export const AddressFormSchema = withStreetRule(ShippingFormFields.omit({ firstName: true, lastName: true, email: true }));
export type AddressFormValues = z.input<typeof AddressFormSchema>;

// ---- Requests ----

/**
 * A cart line as the client sends it (spec §3: id, name, price as a number, quantity). Only `id` and
 * `quantity` are trusted; `price`, when sent, must still be the shop's price (else 409: prices changed).
 */
export const OrderLineInputSchema = z.object({
  id: IntIdSchema,
  name: z.string().max(500).optional(),
  price: z.union([z.number(), z.string().max(32)]).optional(),
  quantity: z.number().int().min(1).max(1000),
  /** docs/contract.md §8: the size, required when the plant has more than one. */
  variantId: IntIdSchema.nullish(),
});
export type OrderLineInput = z.infer<typeof OrderLineInputSchema>;

const OrderLinesSchema = z.array(OrderLineInputSchema, { error: m.errors.itemsRequired }).min(1, m.errors.itemsRequired).max(100);

/** A DA amount as sent by the client ("1500.00" or 1500). */
const ClientAmountSchema = z
  .union([z.number(), z.string().trim().max(32)], { error: m.errors.totalInvalid })
  .transform((v) => Number(v))
  .refine((n) => Number.isFinite(n) && n >= 0, m.errors.totalInvalid);

/**
 * Where an order goes (`shippingAddress` of POST /api/orders), and an address of the customer's address
 * book (contracts/addresses.ts): the same fields, the same rules.
 */
export const ShippingAddressSchema = withStreetRule(
  z.object(
    {
      /** docs/contract.md §5: required for home delivery only; a stop-desk order without one stores ''. */
      address: StreetSchema.nullish().transform((a) => a ?? ''),
      /** Required unless `commune` is given (then it defaults to the commune's name). */
      city: oneLine(z.string().trim().max(100, m.validation.tooLong)).nullish(),
      /** docs/contract.md §5: a commune's official code (GET /api/shipping/communes), which must be in `wilaya`. */
      commune: z.string().trim().max(8).nullish(),
      /** With `delivery: "desk"`: a stop-desk id of GET /api/shipping/desks (decision 018). */
      desk: oneLine(z.string().trim().max(100, m.validation.tooLong)).nullish(),
      zipCode: oneLine(z.string().trim().max(20, m.validation.tooLong)).nullish(),
      /** Algerian mobile; required for methods that need one (payment-methods.ts), stored as +213…. */
      phone: oneLine(z.string().trim().max(40, m.validation.tooLong)).nullish(),
      /** Official code as a string, "1"…"58" ("16" is Alger); without it the flat fee applies. */
      wilaya: z.string().trim().max(3).nullish(),
      delivery: z.enum(DELIVERY_MODES).default('home'),
    },
    { error: m.toasts.missingInfoText },
  ),
)
  .refine((a) => Boolean(a.city || a.commune), { path: ['city'], message: m.validation.cityRequired })
  .refine((a) => !a.desk || a.delivery === 'desk', { path: ['desk'], message: msg.communes.deskNeedsDeskDelivery });
export type ShippingAddressInput = z.input<typeof ShippingAddressSchema>;
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/**
 * `POST /api/orders` (spec §3 Order creation payload). The server prices the order itself; it ignores
 * `userId` (the session's user places the order) and `paymentStatus` (only a payment verified with
 * the provider is 'completed'). `paymentIntentId` is required for the card typed in the page (Stripe).
 */
export const CreateOrderSchema = z.object({
  customerName: oneLine(z.string({ error: m.toasts.missingInfoText }).trim().min(1, m.toasts.missingInfoText).max(200)),
  customerEmail: EmailSchema,
  shippingAddress: ShippingAddressSchema,
  items: OrderLinesSchema,
  totalAmount: ClientAmountSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentIntentId: oneLine(z.string().trim().max(255)).optional(),
  /** A discount code (docs/contract.md §8): one that does not apply is 400 on `couponCode`. */
  couponCode: CouponCodeInputSchema,
  /** Ignored: kept so the spec's payload validates. */
  paymentStatus: z.string().max(50).optional(),
  /** Ignored: the order belongs to the signed-in user. */
  userId: z.unknown().optional(),
});
export type CreateOrderInput = z.infer<typeof CreateOrderSchema>;

/** `POST /api/create-payment-intent`: the cart (priced by the server) and who pays; a client `amount` must agree. */
export const CreatePaymentIntentSchema = z.object({
  items: OrderLinesSchema,
  customerEmail: EmailSchema,
  customerName: z.string().trim().min(1).max(200),
  amount: ClientAmountSchema.optional(),
  /** The order's discount code: the amount is the discounted total. */
  couponCode: CouponCodeInputSchema,
  /** Where it ships: the amount includes that wilaya's fee (docs/contract.md §4). */
  wilaya: z.string().trim().max(3).nullish(),
  delivery: z.enum(DELIVERY_MODES).default('home'),
});
export type CreatePaymentIntentInput = z.infer<typeof CreatePaymentIntentSchema>;

/** The orders list's status change; a cancel may say why (the customer is told; without one, the shop's default reason, docs/contract.md §2). */
export const UpdateOrderSchema = z.object({
  orderStatus: z.enum(ORDER_STATUSES),
  reason: oneLine(z.string().trim().min(1, msg.orderDesk.validation.reasonRequired).max(500)).optional(),
});

// ---- Responses ----

export const OrderItemVariantSchema = z.object({
  id: z.number().int().nullable(),
  label: z.string(),
  labelFr: z.string().nullable(),
  labelAr: z.string().nullable(),
  sku: z.string().nullable(),
});

export const OrderItemSchema = z.object({
  /** Spec §3: the plant bought; null once that plant is deleted (the snapshot stays). */
  id: z.number().int().nullable(),
  /** The order line's own id. */
  lineId: z.number().int(),
  /** The name as ordered, in the shop's default language: the record of the sale. */
  name: z.string(),
  /**
   * The plant's current French and Arabic names, for the reader's language (`localizedName`); null
   * where the plant has none or no longer exists, and the name as ordered is shown.
   */
  translations: NameTranslationsSchema,
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price when ordered, "1500.00". */
  price: MoneyStringSchema,
  /**
   * The size bought, as it was named then (docs/contract.md §8); null for a plant sold in one size.
   * `id` is null once the owner removed that size.
   */
  variant: OrderItemVariantSchema.nullable(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** Spec §3 Order, with the figures the server stored: subtotal, shipping and total ("1500.00"). */
export const OrderSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  userId: z.uuid().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  shippingAddress: z.object({
    address: z.string(),
    city: z.string(),
    zipCode: z.string().nullable(),
    phone: z.string().nullable(),
    wilaya: z.string().nullable(),
    /**
     * docs/contract.md §5: the commune's code as the client sent it (null on older orders and city-only
     * clients), its names beside it (null for a code the shop's data no longer knows), and the stop-desk chosen.
     */
    commune: z.string().nullable(),
    communeName: z.string().nullable(),
    communeNameAr: z.string().nullable(),
    desk: z.string().nullable(),
    delivery: z.enum(DELIVERY_MODES),
  }),
  items: z.array(OrderItemSchema),
  subtotal: MoneyStringSchema,
  shipping: MoneyStringSchema,
  /** What the order's code took off (docs/contract.md §8): totalAmount = subtotal + shipping − discount. */
  discount: MoneyStringSchema,
  /** The code as the owner wrote it; null without one. */
  couponCode: z.string().nullable(),
  totalAmount: MoneyStringSchema,
  /** One of the registry's methods (docs/contract.md §4), as the order was placed with it. */
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  orderStatus: z.enum(ORDER_STATUSES),
  paidAt: z.string().nullable(),
  /** Set by the order desk: the shipment (shown to the customer) and why the shop cancelled. */
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The courier's parcel (docs/contract.md §5): null until a courier took it. */
  shipment: ShipmentSchema.nullable(),
  /** A bank-transfer order: the shop's details for its customer (docs/contract.md §4). */
  bankDetails: z.object({ bankName: z.string(), bankAccountHolder: z.string(), bankRib: z.string() }).optional(),
  /** A CCP-transfer order: the shop's CCP account for its customer (docs/contract.md §4). */
  ccpDetails: z.object({ ccpNumber: z.string(), ccpKey: z.string(), ccpHolder: z.string() }).optional(),
  /**
   * A transfer's receipt the customer sent (`POST /api/orders/:id/receipt`, read back with GET on the same
   * path by that customer and admins): when and what; null before one is sent or for other methods.
   */
  receipt: z.object({ uploadedAt: z.string(), contentType: z.string() }).nullable().optional(),
  /** A redirect method (Chargily) still waiting for its payment: where the customer pays. */
  checkoutUrl: z.string().optional(),
  /**
   * Still unpaid (bank transfer, card checkout): when it is cancelled and its stock put back on sale
   * unless paid before (docs/contract.md §2); null when no deadline applies.
   */
  paymentDueAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const PaymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** What will be charged, "1500.00" (DZD). */
  amount: MoneyStringSchema,
  currency: z.string(),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

const OrderIdParams = z.object({ id: z.uuid() });

/**
 * Where the reader's latest order went (issue 29: the next checkout starts from it, every field still
 * editable). The phone as Algerians write it (`0661 23 45 67`); the commune as its code.
 */
export const LastShippingSchema = z.object({
  phone: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string().nullable(),
  wilaya: z.string().nullable(),
  commune: z.string().nullable(),
  delivery: z.enum(DELIVERY_MODES),
  desk: z.string().nullable(),
});
export type LastShipping = z.infer<typeof LastShippingSchema>;

export const ordersContract = {
  /** 201; 409 when prices changed, stock is short or a card payment does not match; 400 for a malformed payload. */
  create: defineRoute({ method: 'POST', path: '/api/orders', body: CreateOrderSchema, response: OrderSchema, status: 201 }),
  /** The signed-in user's own orders, newest first. */
  list: defineRoute({ method: 'GET', path: '/api/orders', response: z.array(OrderSchema) }),
  /** The delivery details of the signed-in user's latest order; `null` before the first. */
  lastShipping: defineRoute({ method: 'GET', path: '/api/orders/last-shipping', response: z.object({ shipping: LastShippingSchema.nullable() }) }),
  /** 404 unknown, 403 another customer's (admins see every order). */
  get: defineRoute({
    method: 'GET',
    path: '/api/orders/:id',
    params: OrderIdParams,
    /** docs/contract.md §7: the order's key (`/order/{id}?key=…`) opens it without an account. */
    query: z.object({ key: z.string().max(100).optional() }),
    response: OrderSchema,
  }),
  /** Admin. Cancelling returns the stock once; reopening a cancelled order takes it again (409 if short). */
  update: defineRoute({
    method: 'PATCH',
    path: '/api/orders/:id',
    params: OrderIdParams,
    body: UpdateOrderSchema,
    response: OrderSchema,
  }),
  /**
   * A transfer's receipt (multipart field `file`: JPEG, PNG, WebP or PDF, ≤ 10 MB) for a bank or CCP
   * transfer order still unpaid, by its customer or an admin; a second one replaces the first. GET on the
   * same path answers the file to them.
   */
  uploadReceipt: defineRoute({
    method: 'POST',
    path: '/api/orders/:id/receipt',
    params: OrderIdParams,
    response: z.object({ uploadedAt: z.string(), contentType: z.string() }),
    status: 201,
  }),
  /**
   * The receipt itself, to the order's customer and admins (404 for anyone else, or without one). Not JSON:
   * the file as stored (`image/webp` or `application/pdf`), private and never cached; registered by hand
   * with these params, like the courier labels' PDF.
   */
  receipt: defineRoute({ method: 'GET', path: '/api/orders/:id/receipt', params: OrderIdParams, response: z.string() }),
  /**
   * The customer's own card order whose payment failed or was left unfinished (docs/contract.md §2): a new
   * checkout (the previous one closed first), the answer's `checkoutUrl` where to pay. 404 for another's
   * order, 409 when it no longer awaits a card payment or was paid meanwhile, 503 when the gateway cannot answer.
   */
  payAgain: defineRoute({ method: 'POST', path: '/api/orders/:id/pay', params: OrderIdParams, response: OrderSchema }),
  /** The same order switched to cash on delivery (its checkout closed): same refusals, and those of a new COD order. */
  switchToCod: defineRoute({ method: 'POST', path: '/api/orders/:id/cash-on-delivery', params: OrderIdParams, response: OrderSchema }),
  createPaymentIntent: defineRoute({
    method: 'POST',
    path: '/api/create-payment-intent',
    body: CreatePaymentIntentSchema,
    response: PaymentIntentSchema,
  }),
  /** Stripe's signed webhook: the body is read raw and checked against `Stripe-Signature`. */
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/stripe/webhook',
    response: z.object({ received: z.literal(true) }),
  }),
  /** Chargily's webhook: raw body, header `signature` (hex HMAC-SHA256 with the secret key). */
  chargilyWebhook: defineRoute({
    method: 'POST',
    path: '/api/chargily/webhook',
    response: z.object({ received: z.literal(true) }),
  }),
};
