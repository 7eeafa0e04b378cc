import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The shop's sending wilaya (docs/contract.md §5): one row (id = 1). Every change of the couriers'
 * settings locks this row first (`FOR UPDATE`), so two owners' saves never interleave their audit lines.
 */
export const courierSettings = pgTable(
  'courier_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** The wilaya parcels leave from (official code). */
    shipFromWilaya: text('ship_from_wilaya').notNull().default('16'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('courier_settings_singleton_check', sql`${t.id} = 1`)],
);
export type CourierSettingsRow = typeof courierSettings.$inferSelect;

/**
 * Each courier's saved settings (decision 018): one row per courier id, its declared fields as JSON
 * (`{ "apiUrl": "…", "apiToken": "…" }`), only those the owner saved — a field absent here is the
 * environment's (YALIDINE_*, ECOTRACK_*…). A new courier family needs no migration.
 */
export const courierAccounts = pgTable('courier_accounts', {
  courier: text('courier').primaryKey(),
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CourierAccountRow = typeof courierAccounts.$inferSelect;

export const shipmentStates = ['creating', 'live', 'failed'] as const;

/**
 * A parcel handed to a courier for one order. `state`: `creating` while the courier is being asked
 * (the row is claimed first, so a second click finds it), `live` once the courier gave a tracking
 * number, `failed` when it refused (kept for the record; a retry claims a new row). The partial unique
 * index is the one rule "never two parcels for one order", concurrent calls included.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    state: text('state', { enum: shipmentStates }).notNull().default('creating'),
    tracking: text('tracking'),
    /** Shared words (`SHIPMENT_STATUSES`): the status of the latest event by its date. */
    status: text('status').notNull().default('created'),
    /** The courier's own words for the latest status, and the reason of the latest failure or return. */
    courierStatus: text('courier_status'),
    reason: text('reason'),
    /** The courier's label address (Yalidine gives one per parcel), fetched when labels are printed. */
    labelUrl: text('label_url'),
    /** Cash on delivery: `none`, `with_courier` (delivered, not paid out), `remitted`. */
    cash: text('cash', { enum: ['none', 'with_courier', 'remitted'] }).notNull().default('none'),
    /** Why the courier refused the parcel (state failed). */
    error: text('error'),
    /** The courier's own fee where it quoted one, integer centimes. */
    feeCentimes: integer('fee_centimes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the poller last asked the courier about it. */
    polledAt: timestamp('polled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shipments_one_live_per_order_key').on(t.orderId).where(sql`${t.state} in ('creating', 'live')`),
    uniqueIndex('shipments_courier_tracking_key').on(t.courier, t.tracking),
    index('shipments_poll_idx').on(t.courier, t.state, t.polledAt),
    check('shipments_state_check', sql`${t.state} in ('creating', 'live', 'failed')`),
    check('shipments_cash_check', sql`${t.cash} in ('none', 'with_courier', 'remitted')`),
  ],
);
export type ShipmentRow = typeof shipments.$inferSelect;

/**
 * A parcel's history as the courier told it. `eventKey` makes every event count once: the webhook's
 * `event_id`, or for polled statuses the status and its date. `kind` `payment` events move the cash.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: uuid('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    kind: text('kind', { enum: ['status', 'payment'] }).notNull().default('status'),
    status: text('status').notNull(),
    courierStatus: text('courier_status').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_key').on(t.shipmentId, t.eventKey), index('shipment_events_shipment_at_idx').on(t.shipmentId, t.at)],
);
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
