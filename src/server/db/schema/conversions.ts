import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { retryColumns } from './retry-columns';

export const conversionStatuses = ['pending', 'sent', 'failed', 'dropped'] as const;

/** What the visit that placed the order told (docs/contract.md §9): sent with its events, never hashed. */
export interface VisitSignals {
  ip: string | null;
  userAgent: string | null;
  /** Meta's click id as its cookie or the landing gave it: `fb.1.{ms}.{fbclid}`. */
  fbc: string | null;
  /** Meta's browser id, the `_fbp` cookie the pixel sets once measurement cookies are accepted. */
  fbp: string | null;
  /** TikTok's click id (`ttclid` of the landing) and browser id (the `_ttp` cookie). */
  ttclid: string | null;
  ttp: string | null;
  /** The page the order was placed from. */
  url: string | null;
}

/**
 * The conversions the server tells the ad platforms (docs/decisions/034-conversions-told-by-the-server.md),
 * a durable queue like the e-mail outbox: a row is written in the transaction that places or pays the
 * order, one per platform configured then, at most one per (platform, order, event): a replay queues
 * nothing twice. The worker sends due rows with back-off; `dropped`: the platform was no longer
 * configured when the row came due (nothing was sent).
 */
export const conversionEvents = pgTable(
  'conversion_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    platform: text('platform').notNull(),
    event: text('event').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** When it happened (the order placed, the payment recorded): the event's time at the platform. */
    eventTime: timestamp('event_time', { withTimezone: true }).notNull(),
    visit: jsonb('visit').$type<VisitSignals>(),
    status: text('status', { enum: conversionStatuses }).notNull().default('pending'),
    ...retryColumns(),
  },
  (t) => [
    uniqueIndex('conversion_events_once_idx').on(t.platform, t.orderId, t.event),
    index('conversion_events_due_idx').on(t.status, t.nextAttemptAt),
    check('conversion_events_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'dropped')`),
  ],
);

export type ConversionEventRow = typeof conversionEvents.$inferSelect;
