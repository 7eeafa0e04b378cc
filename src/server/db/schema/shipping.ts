import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** The courier's rates per wilaya (docs/contract.md §4), edited by the admin; a wilaya without a row pays the flat fee. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    /** Official wilaya code (1–58 today, 69 from 2027). */
    wilaya: integer('wilaya').primaryKey(),
    homeCentimes: integer('home_centimes').notNull(),
    /** Null: no stop-desk in this wilaya. */
    deskCentimes: integer('desk_centimes'),
    daysMin: integer('days_min').notNull(),
    daysMax: integer('days_max').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shipping_rates_amounts_check', sql`${t.homeCentimes} >= 0 and (${t.deskCentimes} is null or ${t.deskCentimes} >= 0)`),
    check('shipping_rates_days_check', sql`${t.daysMin} >= 0 and ${t.daysMax} >= ${t.daysMin}`),
  ],
);

export type ShippingRateRow = typeof shippingRates.$inferSelect;
