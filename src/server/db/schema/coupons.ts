import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

export const couponKinds = ['percent', 'fixed', 'free_shipping'] as const;

/**
 * The owner's discount codes (docs/contract.md §8, docs/decisions/036-codes-and-offers.md). `code` is kept as
 * the owner typed it; codes ignore case (the unique index on `lower(code)`). `value` is a percentage (1–100)
 * for `percent`, integer centimes for `fixed`, 0 for `free_shipping`. `uses` counts the orders holding the
 * code (a cancelled order gives its use back); the order's transaction raises it only while `uses < max_uses`.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    kind: text('kind', { enum: couponKinds }).notNull(),
    value: integer('value').notNull().default(0),
    minSubtotalCentimes: integer('min_subtotal_centimes').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null: no limit. */
    maxUses: integer('max_uses'),
    /** Per account, or per phone for an order without one; null: no limit. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'fixed', 'free_shipping')`),
    check('coupons_value_check', sql`${t.value} >= 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_uses_check', sql`${t.uses} >= 0`),
  ],
);

/**
 * One order's use of a code: who used it (the account, the phone), so the per-customer limit can count
 * them. Deleted when the order is cancelled (its use given back once: the delete answers whether it was there).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** +213…, or null. */
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId), index('coupon_uses_coupon_phone_idx').on(t.couponId, t.phone)],
);

export type CouponRow = typeof coupons.$inferSelect;
export type CouponUseRow = typeof couponUses.$inferSelect;
