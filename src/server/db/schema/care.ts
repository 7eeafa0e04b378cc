import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { plants } from './catalog';
import { orderItems } from './orders';
import { identifications } from './site';
import { uploadedImages } from './uploads';
import { users } from './users';

/**
 * My Plants as a garden (docs/contract.md §10, docs/decisions/027-plant-care.md): one row per plant a customer
 * keeps — bought (an item of a delivered order), identified (a saved identification) or added by hand
 * from the species list — with its care history. A removed plant keeps its row (`removed_at`), so the
 * order it came from does not bring it back.
 */
export const gardenPlants = pgTable(
  'garden_plants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['order', 'identification', 'own'] }).notNull(),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    identificationId: uuid('identification_id').references(() => identifications.id, { onDelete: 'cascade' }),
    cataloguePlantId: integer('catalogue_plant_id').references(() => plants.id, { onDelete: 'set null' }),
    /** The scientific name the care plan is read from (species knowledge); null: a general plan. */
    speciesName: text('species_name'),
    /** The name it came with (the order line's, the identification's, the species'). */
    label: text('label').notNull(),
    nickname: text('nickname'),
    photoId: uuid('photo_id').references(() => uploadedImages.id, { onDelete: 'set null' }),
    wateredAt: timestamp('watered_at', { withTimezone: true }),
    fedAt: timestamp('fed_at', { withTimezone: true }),
    repottedAt: timestamp('repotted_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('garden_plants_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('garden_plants_order_item_key').on(t.userId, t.orderItemId),
    uniqueIndex('garden_plants_identification_key').on(t.userId, t.identificationId),
    check('garden_plants_source_check', sql`${t.source} in ('order', 'identification', 'own')`),
  ],
);
export type GardenPlantRow = typeof gardenPlants.$inferSelect;

/** A customer's garden settings: the wilaya whose climate the plans follow, the weekly e-mail, the language of reminders. */
export const careGardens = pgTable('care_gardens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  wilaya: smallint('wilaya'),
  weeklyEmail: boolean('weekly_email').notNull().default(false),
  lang: text('lang').notNull().default('fr'),
  /** The secret of the e-mail's unsubscribe link (random, 32 bytes hex). */
  unsubscribeToken: text('unsubscribe_token').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One device's Web Push subscription (RFC 8030/8291): its push service endpoint and keys. */
export const carePushSubscriptions = pgTable(
  'care_push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('care_push_subscriptions_endpoint_key').on(t.endpoint), index('care_push_subscriptions_user_idx').on(t.userId)],
);

/**
 * The claim of one reminder: (user, day in Algiers, channel). The instance whose INSERT makes the row
 * sends it; another instance's INSERT … ON CONFLICT DO NOTHING gets nothing back and skips it.
 */
export const careReminderClaims = pgTable(
  'care_reminder_claims',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    channel: text('channel', { enum: ['push', 'email'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.channel] })],
);

/** The server's VAPID key pair (RFC 8292), made once by whichever instance starts first (id = 1). */
export const careVapidKeys = pgTable('care_vapid_keys', {
  id: smallint('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
