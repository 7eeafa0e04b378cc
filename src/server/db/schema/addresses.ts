import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The customer's address book (issue 29): where their orders went, remembered at each order and
 * editable in the profile. `fingerprint` is the address normalised (case, spaces), so an order to a
 * place already kept moves it to the top instead of keeping it twice.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** +213…, or null. */
    phone: text('phone'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code'),
    wilaya: text('wilaya'),
    commune: text('commune'),
    delivery: text('delivery', { enum: ['home', 'desk'] }).notNull().default('home'),
    desk: text('desk'),
    fingerprint: text('fingerprint').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_addresses_user_fingerprint_key').on(t.userId, t.fingerprint), index('saved_addresses_user_used_at_idx').on(t.userId, t.usedAt)],
);
export type SavedAddressRow = typeof savedAddresses.$inferSelect;
