import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { plants } from './catalog';
import { uploadedImages } from './uploads';
import { users } from './users';

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

/**
 * A customer's review of a plant they received (docs/contract.md §6, docs/decisions 021). One per
 * customer and plant: the unique index is what holds under concurrent posts. The author's display
 * name and the plant's name are kept as written, so a review outlives a deleted plant (its author
 * still sees it) and never shows an e-mail. The plant's `rating`/`review_count` are the aggregate of
 * its approved rows, rewritten in the same transaction as every change here (reviews.service.ts).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Deleting the account deletes its reviews (the aggregate is recomputed by the account deletion's caller). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the plant is deleted: the review stays for its author. */
    plantId: integer('plant_id').references(() => plants.id, { onDelete: 'set null' }),
    plantName: text('plant_name').notNull(),
    /** "Amina B.": a first name and an initial, never an e-mail. */
    authorName: text('author_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The language it is written in: Arabic is shown right to left. */
    lang: text('lang', { enum: ['en', 'fr', 'ar'] }).notNull(),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    /** One optional photo (issue 27), an upload of the review photo route; gone with its image. */
    photoId: uuid('photo_id').references(() => uploadedImages.id, { onDelete: 'set null' }),
    /** The shop's public answer, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Rows written by the demo seed (demo customers with delivered demo orders), never by a customer. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_user_plant_key').on(t.userId, t.plantId),
    index('reviews_plant_status_created_idx').on(t.plantId, t.status, t.createdAt, t.id),
    index('reviews_status_created_idx').on(t.status, t.createdAt, t.id),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('reviews_lang_check', sql`${t.lang} in ('en', 'fr', 'ar')`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Who uploaded which image as a review photo (issue 37: a review could name any uploaded image, a plant's
 * or another customer's). A review's photo must be one its author uploaded here and no other review shows.
 * A row per uploader: the same file uploaded twice is stored once (uploaded_images), yet it is each one's.
 */
export const reviewPhotoUploads = pgTable(
  'review_photo_uploads',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => uploadedImages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.userId] })],
);
