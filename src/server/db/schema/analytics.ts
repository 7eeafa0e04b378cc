import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** What the shop counts of its visitors (docs/decisions/035-owners-figures.md): never who they are. */
export const visitKinds = ['visit', 'productView', 'addToCart'] as const;
export type VisitKind = (typeof visitKinds)[number];

/**
 * A day's counts (shop time, UTC+1): `visit` one per visitor and day, `productView` plant pages served,
 * `addToCart` what the browser's beacon told. No address, no cookie, no account: counts only.
 */
export const visitCounts = pgTable(
  'visit_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: visitKinds }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] }), check('visit_counts_kind_check', sql`${t.kind} in ('visit', 'productView', 'addToCart')`)],
);

/**
 * Today's salt (random, one row per day): a visitor is a hash of it with the address and browser, so
 * the same visitor counts once a day. Yesterday's salt is deleted with yesterday's hashes when the day
 * turns: no hash can be linked to a person or to another day's afterwards.
 */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** The day's visitor hashes (SHA-256 of salt, address and browser); deleted the next day. */
export const visitVisitors = pgTable(
  'visit_visitors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

/*
 * The owner's figures summed per shop day (docs/decisions/035-owners-figures.md, "Daily sums"): a year's
 * figures read about 35,000 of these rows instead of 100,000 orders and their lines. Triggers (migration
 * 0045) mark a day stale in the transaction that changes one of its orders, lines or parcels; the
 * analytics read sums the stale days again first (`refreshStaleDays`), so a figure is never out of date.
 */

/** A shop day to sum again: one row per change (never deduplicated, so no change is lost to a race). */
export const analyticsStaleDays = pgTable(
  'analytics_stale_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    day: date('day', { mode: 'string' }).notNull(),
  },
);

/** A day's orders, in all (`day`), per wilaya and per source with its campaign. */
export const analyticsOrderDays = pgTable(
  'analytics_order_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: text('dimension', { enum: ['day', 'wilaya', 'source'] }).notNull(),
    wilaya: text('wilaya'),
    source: text('source'),
    campaign: text('campaign'),
    orders: integer('orders').notNull(),
    /** Integer centimes of the paid orders (`countsAsRevenue`). */
    revenueCentimes: bigint('revenue_centimes', { mode: 'number' }).notNull(),
    delivered: integer('delivered').notNull(),
    returned: integer('returned').notNull(),
    cancelled: integer('cancelled').notNull(),
    confirmed: integer('confirmed').notNull(),
  },
  (t) => [index('analytics_order_days_day_idx').on(t.day), check('analytics_order_days_dimension_check', sql`${t.dimension} in ('day', 'wilaya', 'source')`)],
);

/** A day's orders' live parcels per courier, and how they ended. */
export const analyticsParcelDays = pgTable(
  'analytics_parcel_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    courier: text('courier').notNull(),
    parcels: integer('parcels').notNull(),
    delivered: integer('delivered').notNull(),
    returned: integer('returned').notNull(),
  },
  (t) => [index('analytics_parcel_days_day_idx').on(t.day)],
);

/**
 * A day's lines per plant (cancelled orders left out); a line whose plant was deleted counts under its
 * own name. `plantId` has no foreign key: deleting a plant changes its lines, which marks their days stale.
 */
export const analyticsPlantDays = pgTable(
  'analytics_plant_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    plantId: integer('plant_id'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    orders: integer('orders').notNull(),
    revenueCentimes: bigint('revenue_centimes', { mode: 'number' }).notNull(),
  },
  (t) => [index('analytics_plant_days_day_idx').on(t.day)],
);
