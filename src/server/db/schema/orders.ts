import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { plantVariants, plants } from './catalog';
import { users } from './users';
import { PAYMENT_METHODS } from '../../../shared/domain/payment-methods';

export const orderStatuses = ['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export const paymentStatuses = ['pending', 'completed', 'failed', 'refunded'] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Deleting a user keeps their orders (docs/contract.md §2). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code'),
    wilaya: text('wilaya'),
    /** The commune's official code (communes.ts), checked to be in `wilaya`; null on older orders and city-only clients. */
    commune: text('commune'),
    /** The stop-desk chosen for `delivery: 'desk'` (an id of GET /api/shipping/desks); decision 018. */
    desk: text('desk'),
    /** 'home' or 'desk' (stop-desk), docs/contract.md §4. */
    delivery: text('delivery', { enum: ['home', 'desk'] }).notNull().default('home'),
    /** Priced by the server, integer centimes. */
    subtotalCentimes: integer('subtotal_centimes').notNull(),
    shippingCentimes: integer('shipping_centimes').notNull(),
    /** What a discount code took off (docs/contract.md §8): total = subtotal + shipping − discount, never below 0. */
    discountCentimes: integer('discount_centimes').notNull().default(0),
    /** The code as the owner wrote it, kept when the code is deleted; null without one. */
    couponCode: text('coupon_code'),
    totalCentimes: integer('total_centimes').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    orderStatus: text('order_status', { enum: orderStatuses }).notNull().default('pending'),
    /** The payment provider's id (e.g. a Stripe PaymentIntent); unique so one payment pays one order. */
    paymentReference: text('payment_reference'),
    /** When the payment was confirmed (card verified with the provider, or its signed webhook). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When this order, still unpaid, gives its stock back (docs/contract.md §2): set for a bank transfer and a
     * card checkout (settings bankTransferDays, cardPaymentMinutes), null when no deadline applies.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** Where a redirect method (Chargily) sends the customer to pay. */
    paymentUrl: text('payment_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The order desk (issue 11): who carries the parcel and its tracking number, shown to the customer. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** Why the shop cancelled the order (told to the customer). */
    cancelReason: text('cancel_reason'),
    /** The language the customer ordered in (docs/contract.md §4): every e-mail about this order is written in it. */
    locale: text('locale', { enum: ['en', 'fr', 'ar'] }).notNull().default('en'),
    /** Where the order was placed: `/checkout` or the express form (docs/contract.md §7); the desk shows it. */
    channel: text('channel', { enum: ['checkout', 'express'] }).notNull().default('checkout'),
    /** SHA-256 (hex) of the order's key (`/order/{id}?key=…`, docs/contract.md §7); the key itself is never stored. */
    accessKeyHash: text('access_key_hash'),
    /** The first landing's source (docs/contract.md §7), kept 30 days in the `nabta_src` cookie; null when none. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** The raw click id as the ad network sent it (`fbclid=…`, `ttclid=…`, `gclid=…`), name included. */
    clickId: text('click_id'),
    referrerHost: text('referrer_host'),
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('orders_status_created_at_idx').on(t.orderStatus, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    /** The phone's history across accounts (decision 018). */
    index('orders_customer_phone_idx').on(t.customerPhone),
    uniqueIndex('orders_payment_reference_key').on(t.paymentReference),
    /** The expiry sweep reads only orders with a deadline. */
    index('orders_payment_due_at_idx').on(t.paymentDueAt).where(sql`${t.paymentDueAt} is not null`),
    /** Express orders per phone (fake-order caps, duplicates): the phone index filtered by channel. */
    index('orders_express_phone_idx').on(t.customerPhone, t.createdAt).where(sql`${t.channel} = 'express'`),
    /** The desk's source filter compares case aside (docs/contract.md §7). */
    index('orders_utm_source_idx').on(sql`lower(${t.utmSource})`).where(sql`${t.utmSource} is not null`),
    check('orders_channel_check', sql`${t.channel} in ('checkout', 'express')`),
    check('orders_order_status_check', sql`${t.orderStatus} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('pending', 'completed', 'failed', 'refunded')`),
    check('orders_locale_check', sql`${t.locale} in ('en', 'fr', 'ar')`),
    check('orders_amounts_check', sql`${t.subtotalCentimes} >= 0 and ${t.shippingCentimes} >= 0 and ${t.discountCentimes} >= 0 and ${t.totalCentimes} >= 0 and ${t.totalCentimes} = ${t.subtotalCentimes} + ${t.shippingCentimes} - ${t.discountCentimes}`),
  ],
);

/** A snapshot of what was bought: deleting or repricing a plant never changes order history. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'set null' }),
    /** The size bought (docs/contract.md §8); its label and SKU are kept as they were, the size may go. */
    variantId: integer('variant_id').references(() => plantVariants.id, { onDelete: 'set null' }),
    variantLabel: text('variant_label'),
    variantLabelFr: text('variant_label_fr'),
    variantLabelAr: text('variant_label_ar'),
    sku: text('sku'),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    unitPriceCentimes: integer('unit_price_centimes').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_plant_id_idx').on(t.plantId),
    index('order_items_variant_id_idx').on(t.variantId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export const orderEventKinds = ['status', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled', 'note', 'call', 'payment'] as const;

/**
 * An order's history as the shop ran it (the order desk): who did what, when. `fromStatus`/`toStatus`
 * are order statuses, except for `paid` where they are payment statuses. `note` is the cancel reason,
 * an internal note or an action's remark; internal notes are never shown to the customer. `call` is a
 * confirmation call of a cash-on-delivery order, its outcome in `details.outcome` (decision 018); `payment`
 * is the customer starting a card payment again (`details.action = 'retry'`) or switching to cash on
 * delivery (`'switch'`, `details.method`); a
 * `confirmed` line without actor and with `details.by = 'customer'` is the customer's signed link.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once that account is deleted; `actorEmail` keeps who it was. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    kind: text('kind', { enum: orderEventKinds }).notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note'),
    /** E.g. the carrier and tracking number of a shipment. */
    details: jsonb('details').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_order_id_idx').on(t.orderId, t.id),
    index('order_events_actor_id_idx').on(t.actorId),
    check('order_events_kind_check', sql`${t.kind} in ('status', 'confirmed', 'paid', 'shipped', 'delivered', 'cancelled', 'note', 'call', 'payment')`),
  ],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;

/**
 * Phone numbers the owner refuses cash on delivery to (decision 018), stored E.164 (+213…) as orders
 * store them; other payment methods still work for them.
 */
export const blockedPhones = pgTable('blocked_phones', {
  phone: text('phone').primaryKey(),
  blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An express form left half-way (docs/contract.md §7): what someone typed once the phone was there, so the
 * shop can call back. `orderId` is set once that phone ordered; rows older than 30 days are deleted.
 */
export const orderDrafts = pgTable(
  'order_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As stored on orders: +213…. */
    phone: text('phone').notNull(),
    customerName: text('customer_name'),
    wilaya: text('wilaya'),
    /** `[{ id, quantity, variantId? }]` as the form held them. */
    items: jsonb('items').$type<{ id: number; quantity: number; variantId?: number | undefined }[]>().notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_drafts_phone_idx').on(t.phone), index('order_drafts_updated_at_idx').on(t.updatedAt)],
);
export type OrderDraftRow = typeof orderDrafts.$inferSelect;
