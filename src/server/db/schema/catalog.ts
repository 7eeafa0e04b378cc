import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One photo of a plant (docs/contract.md §8): its address and what it shows, in the default language
 * and in French and Arabic (null: the default one, else the plant's name, is read).
 */
export interface StoredPlantImage {
  url: string;
  alt: string | null;
  altFr: string | null;
  altAr: string | null;
}

/** A PostgreSQL full-text document (Drizzle has no built-in column type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search document: the names — default, common, scientific, family, French and Arabic — (weight A)
 * and the descriptions in every language (weight B), unaccented (`f_unaccent`, migration 0002) and
 * with Arabic normalised (`f_arabic_normalize`, migration 0017: no harakat or tatweel, one alef, the
 * article dropped), with the 'simple' configuration, so words are kept as typed — no language
 * stemming, no stop words. The query goes through the same two functions (catalog.repository.ts).
 */
const searchText = (columns: string[]) =>
  `public.f_arabic_normalize(public.f_unaccent(${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")}))`;
const searchDocument = sql.raw(
  `setweight(to_tsvector('simple'::regconfig, ${searchText(['name', 'common_name', 'scientific_name', 'family', 'name_fr', 'name_ar'])}), 'A') || ` +
    `setweight(to_tsvector('simple'::regconfig, ${searchText(['description', 'description_fr', 'description_ar'])}), 'B')`,
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    /** French and Arabic translations of name and description; null: shown in the default language. */
    nameFr: text('name_fr'),
    nameAr: text('name_ar'),
    descriptionFr: text('description_fr'),
    descriptionAr: text('description_ar'),
    imageUrl: text('image_url'),
    /**
     * How many plants are in it: kept by a trigger on plants (migration 0010), so the categories list
     * and the shop's X-Total-Count never count the plants table. Never written by the app.
     */
    plantCount: integer('plant_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique whatever their case: 'Cacti' and 'cacti' would be the same shop category.
  (t) => [uniqueIndex('categories_name_key').on(sql`lower(${t.name})`)],
);

export const plants = pgTable(
  'plants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    commonName: text('common_name'),
    scientificName: text('scientific_name'),
    family: text('family'),
    origin: text('origin'),
    description: text('description'),
    /** French and Arabic translations of name and description; null: shown in the default language. */
    nameFr: text('name_fr'),
    nameAr: text('name_ar'),
    descriptionFr: text('description_fr'),
    descriptionAr: text('description_ar'),
    careInstructions: text('care_instructions'),
    /** French and Arabic translations of origin, light, watering and care; null: shown in the default language. */
    originFr: text('origin_fr'),
    originAr: text('origin_ar'),
    lightRequirementsFr: text('light_requirements_fr'),
    lightRequirementsAr: text('light_requirements_ar'),
    wateringScheduleFr: text('watering_schedule_fr'),
    wateringScheduleAr: text('watering_schedule_ar'),
    careInstructionsFr: text('care_instructions_fr'),
    careInstructionsAr: text('care_instructions_ar'),
    careLevel: text('care_level', { enum: ['Easy', 'Intermediate', 'Hard'] }),
    lightRequirements: text('light_requirements'),
    wateringSchedule: text('watering_schedule'),
    /** The first photo's address (`images[0].url`), kept for the spec's clients, the cards and the feeds. */
    imageUrl: text('image_url'),
    /** Every photo, in display order: one column read with the plant, no second query for a page. */
    images: jsonb('images').$type<StoredPlantImage[]>().notNull().default(sql`'[]'::jsonb`),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    featured: boolean('featured').notNull().default(false),
    /**
     * Money as integer centimes (1 DA = 100). Null: no price set yet, cannot be bought. These three are
     * the first size's (docs/contract.md §8), copied by plant_variants' trigger (migrations 0046, 0047)
     * and refused to any other writer, as are the two below: write the variant. A new plant's values become its first size.
     */
    priceCentimes: integer('price_centimes'),
    originalPriceCentimes: integer('original_price_centimes'),
    stock: integer('stock').notNull().default(0),
    /** Every size's stock summed (the same trigger): the plant is in stock when any size is. */
    stockTotal: integer('stock_total').notNull().default(0),
    /** Its sizes' lowest price (the same trigger): what a card says "from" and the shop sorts by. */
    priceFromCentimes: integer('price_from_centimes'),
    /** Quantity offers ("2 or more: −10%", docs/contract.md §8): `[{ minQuantity, percentOff }]`, applied by themselves. */
    offers: jsonb('offers').$type<{ minQuantity: number; percentOff: number }[]>().notNull().default([]),
    rating: numeric('rating', { precision: 2, scale: 1 }),
    reviewCount: integer('review_count').notNull().default(0),
    petSafe: boolean('pet_safe'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Maintained by PostgreSQL; never written by the app. */
    searchVector: tsvector('search_vector').notNull().generatedAlwaysAs(searchDocument),
  },
  (t) => [
    // One index per shop sort (see catalog.repository.ts), each ending with the id that breaks ties.
    index('plants_category_id_idx').on(t.categoryId, t.featured, t.createdAt, t.id),
    index('plants_featured_idx').on(t.featured, t.createdAt, t.id),
    index('plants_created_at_idx').on(t.createdAt, t.id),
    index('plants_price_idx').on(t.priceFromCentimes, t.id),
    index('plants_price_desc_idx').on(t.priceFromCentimes.desc().nullsLast(), t.id),
    index('plants_rating_idx').on(t.rating.desc().nullsLast(), t.reviewCount.desc(), t.id),
    // NOTE: fastupdate off: PGlite has no autovacuum to flush a GIN pending list, and a long pending
    // list makes every search scan it (the planner then prefers a sequential scan). Writes are rare here.
    index('plants_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    check('plants_stock_check', sql`${t.stock} >= 0`),
    check('plants_price_check', sql`${t.priceCentimes} is null or ${t.priceCentimes} >= 0`),
    check('plants_original_price_check', sql`${t.originalPriceCentimes} is null or ${t.originalPriceCentimes} >= 0`),
    check('plants_care_level_check', sql`${t.careLevel} is null or ${t.careLevel} in ('Easy', 'Intermediate', 'Hard')`),
  ],
);

/**
 * A plant's sizes (docs/contract.md §8): pot size or height, each its own price and stock. Every plant
 * has at least one (a plant without sizes: one, its label empty), in `position` order; the first is the
 * plant's price and stock for the spec's clients. Orders take stock here, per size, never oversold.
 */
export const plantVariants = pgTable(
  'plant_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** The size's name in the default language ('' for a plant's only size), in French and Arabic (null: the default one). */
    label: text('label').notNull().default(''),
    labelFr: text('label_fr'),
    labelAr: text('label_ar'),
    /** The owner's stock-keeping reference, unique in the shop whatever its case. */
    sku: text('sku'),
    priceCentimes: integer('price_centimes'),
    originalPriceCentimes: integer('original_price_centimes'),
    stock: integer('stock').notNull().default(0),
  },
  (t) => [
    index('plant_variants_plant_id_idx').on(t.plantId, t.position, t.id),
    uniqueIndex('plant_variants_sku_key').on(sql`lower(${t.sku})`).where(sql`${t.sku} is not null`),
    check('plant_variants_stock_check', sql`${t.stock} >= 0`),
    check('plant_variants_price_check', sql`${t.priceCentimes} is null or ${t.priceCentimes} >= 0`),
    check('plant_variants_original_price_check', sql`${t.originalPriceCentimes} is null or ${t.originalPriceCentimes} >= 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: breaks ties between entries added within the same clock tick (newest first). */
    seq: integer('seq').notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.plantId] }),
    index('wishlist_items_plant_id_idx').on(t.plantId),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt, t.seq),
  ],
);

/**
 * Every word of the search documents, for typo tolerance: a query word is expanded to the known
 * words that look like it (pg_trgm similarity over this GIN trigram index), then matched with full-text
 * search. Filled by a trigger on plants (migration 0004); it only grows, and a stale word matches nothing.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [index('search_words_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops')).with({ fastupdate: false })],
);

export type CategoryRow = typeof categories.$inferSelect;
export type PlantRow = typeof plants.$inferSelect;
export type NewPlantRow = typeof plants.$inferInsert;
export type PlantVariantRow = typeof plantVariants.$inferSelect;
