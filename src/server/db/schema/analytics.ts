import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
