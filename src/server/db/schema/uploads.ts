import { customType, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/**
 * PostgreSQL `bytea` (Drizzle 0.45 has no built-in column for it). node-postgres answers a Buffer,
 * PGlite a Uint8Array: both are read back as a Buffer.
 */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Images uploaded from the admin dashboard (plant and category pictures). Kept in the database, not
 * on a disk, so that several app instances serve the same files. `bytes` is the normalised WebP
 * (upright, at most 1280 px a side); the renditions served at other widths are in `uploaded_image_variants`.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the bytes as uploaded: the same file uploaded twice is stored once. */
    sourceSha256: text('source_sha256').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploaded_images_source_sha256_key').on(t.sourceSha256), index('uploaded_images_created_at_idx').on(t.createdAt)],
);

/** One rendition of an uploaded image at a given width, made once on first request, then served from here. */
export const uploadedImageVariants = pgTable(
  'uploaded_image_variants',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

export type UploadedImageRow = typeof uploadedImages.$inferSelect;

/**
 * The receipt of a transfer (bank or CCP) the order's customer sent from the order page (docs/contract.md
 * §4): one per order, a second upload replaces the first. A photo is stored re-encoded as WebP (its
 * metadata left behind); a PDF as sent, after its signature was checked. Served only to that customer
 * and to admins, never cached by a shared cache.
 */
export const orderReceipts = pgTable('order_receipts', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
export type OrderReceiptRow = typeof orderReceipts.$inferSelect;
