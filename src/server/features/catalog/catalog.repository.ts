import { and, asc, count, desc, eq, gt, inArray, isNotNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PlantSort, PlantTranslatedField } from '@shared/contracts/catalog';
import type { Executor } from '../../db/client';
import { categories, plants, plantVariants, type CategoryRow, type NewPlantRow, type StoredPlantImage } from '../../db/schema';

// ---- Categories ----

const categoryWithCount = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  nameFr: categories.nameFr,
  nameAr: categories.nameAr,
  descriptionFr: categories.descriptionFr,
  descriptionAr: categories.descriptionAr,
  imageUrl: categories.imageUrl,
  // Kept by a trigger on plants (migration 0010): no count over the plants table.
  plantCount: categories.plantCount,
};
export type CategoryWithCountRow = Awaited<ReturnType<typeof listCategoriesWithCounts>>[number];

export async function listCategoriesWithCounts(db: Executor) {
  return db.select(categoryWithCount).from(categories).orderBy(asc(categories.id));
}

export async function findCategoryWithCount(db: Executor, id: number): Promise<CategoryWithCountRow | undefined> {
  const [row] = await db.select(categoryWithCount).from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return !!row;
}

/** Another category with this name, whatever its case (the unique index is on lower(name)). */
export async function findCategoryByName(db: Executor, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(sql`lower(${categories.name}) = lower(${name})`)
    .limit(1);
  return row;
}

/** What the admin writes on a category: the default name and description, their translations, the image. */
export type CategoryValues = Pick<CategoryRow, 'name' | 'description' | 'imageUrl'> & Partial<TranslationColumns>;

export async function insertCategory(db: Executor, values: CategoryValues): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(
  db: Executor,
  id: number,
  patch: Partial<CategoryValues>,
): Promise<boolean> {
  if (Object.keys(patch).length === 0) return categoryExists(db, id);
  const rows = await db.update(categories).set(patch).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

export async function deleteCategory(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length > 0;
}

/** Counted, not read from plant_count: deciding whether a category may be deleted must not trust a cache. */
export async function countPlantsInCategory(db: Executor, categoryId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(plants).where(eq(plants.categoryId, categoryId));
  return row?.n ?? 0;
}

// ---- Plants ----

/** Every column the API shows (not the search document), with the category's name, in one query. */
const plantWithCategory = {
  id: plants.id,
  name: plants.name,
  commonName: plants.commonName,
  scientificName: plants.scientificName,
  family: plants.family,
  origin: plants.origin,
  description: plants.description,
  nameFr: plants.nameFr,
  nameAr: plants.nameAr,
  descriptionFr: plants.descriptionFr,
  descriptionAr: plants.descriptionAr,
  careInstructions: plants.careInstructions,
  originFr: plants.originFr,
  originAr: plants.originAr,
  lightRequirementsFr: plants.lightRequirementsFr,
  lightRequirementsAr: plants.lightRequirementsAr,
  wateringScheduleFr: plants.wateringScheduleFr,
  wateringScheduleAr: plants.wateringScheduleAr,
  careInstructionsFr: plants.careInstructionsFr,
  careInstructionsAr: plants.careInstructionsAr,
  careLevel: plants.careLevel,
  lightRequirements: plants.lightRequirements,
  wateringSchedule: plants.wateringSchedule,
  imageUrl: plants.imageUrl,
  images: plants.images,
  categoryId: plants.categoryId,
  featured: plants.featured,
  priceCentimes: plants.priceCentimes,
  originalPriceCentimes: plants.originalPriceCentimes,
  stock: plants.stock,
  stockTotal: plants.stockTotal,
  offers: plants.offers,
  // Its sizes in the same query (one index scan a plant): a list never asks again per plant.
  variants: sql<VariantJson[]>`(select coalesce(jsonb_agg(jsonb_build_object(
      'id', v.id, 'label', v.label, 'labelFr', v.label_fr, 'labelAr', v.label_ar, 'sku', v.sku,
      'priceCentimes', v.price_centimes, 'originalPriceCentimes', v.original_price_centimes, 'stock', v.stock)
      order by v.position, v.id), '[]'::jsonb)
    from ${plantVariants} v where v.plant_id = ${plants.id})`,
  rating: plants.rating,
  reviewCount: plants.reviewCount,
  petSafe: plants.petSafe,
  createdAt: plants.createdAt,
  categoryName: categories.name,
  categoryNameFr: categories.nameFr,
  categoryNameAr: categories.nameAr,
};

/** A size as the plant's query reads it: its columns and its id. */
export type VariantJson = VariantValues & { id: number };

/** The French and Arabic columns of translated fields: `nameFr`, `nameAr`, `descriptionFr`… */
export type TranslatedColumns<Field extends string> = { [C in `${Field}${'Fr' | 'Ar'}`]: string | null };
/** The French and Arabic name and description columns, the same on plants and categories. */
export type TranslationColumns = TranslatedColumns<'name' | 'description'>;
/** A plant's: name, description, origin and care details. */
export type PlantTranslationColumns = TranslatedColumns<PlantTranslatedField>;

export interface PlantWithCategoryRow extends PlantTranslationColumns {
  id: number;
  name: string;
  commonName: string | null;
  scientificName: string | null;
  family: string | null;
  origin: string | null;
  description: string | null;
  careInstructions: string | null;
  careLevel: 'Easy' | 'Intermediate' | 'Hard' | null;
  lightRequirements: string | null;
  wateringSchedule: string | null;
  imageUrl: string | null;
  images: StoredPlantImage[];
  categoryId: number;
  featured: boolean;
  priceCentimes: number | null;
  originalPriceCentimes: number | null;
  stock: number;
  stockTotal: number;
  offers: { minQuantity: number; percentOff: number }[];
  variants: VariantJson[];
  rating: string | null;
  reviewCount: number;
  petSafe: boolean | null;
  createdAt: Date;
  categoryName: string;
  categoryNameFr: string | null;
  categoryNameAr: string | null;
}

/**
 * A prepared search (see catalog.service.ts buildTsquery): `tsquery` is what must match — each word
 * as typed or as a known look-alike; `typedTsquery` any word as typed, which ranks those matches first.
 */
export interface PlantSearch {
  tsquery: string;
  typedTsquery: string;
}

export interface PlantListOptions {
  categoryId?: number | undefined;
  featuredOnly?: boolean;
  search?: PlantSearch | undefined;
  /** With a search, no sort (or 'featured') means relevance. */
  sort?: PlantSort | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
  /** Skip counting the matches (the answer's `total` is then the number of rows). */
  withoutTotal?: boolean;
}

/**
 * Each order matches an index on plants (schema/catalog.ts), and ends with the id, so two plants
 * that tie keep the same order from one page to the next.
 */
function orderFor(sort: PlantSort | 'relevance', search: PlantSearch | undefined): SQL[] {
  switch (sort) {
    // By the lowest price of a plant's sizes, the price its card says "from" (docs/contract.md §8).
    case 'price-low':
      return [sql`${plants.priceFromCentimes} asc nulls last`, asc(plants.id)];
    case 'price-high':
      return [sql`${plants.priceFromCentimes} desc nulls last`, asc(plants.id)];
    case 'newest':
      return [desc(plants.createdAt), desc(plants.id)];
    case 'rating':
      return [sql`${plants.rating} desc nulls last`, sql`${plants.reviewCount} desc nulls last`, asc(plants.id)];
    case 'relevance':
      return [desc(rankOf(search!)), desc(plants.featured), desc(plants.createdAt), desc(plants.id)];
    case 'featured':
      return [desc(plants.featured), desc(plants.createdAt), desc(plants.id)];
  }
}

/**
 * Relevance: full-text rank, names (weight A) before the description (weight B), plus a bonus for
 * the words as typed over their look-alikes — so 'aloe' puts Aloe Vera before a plant that only
 * mentions aloe, and 'rose' puts roses before 'rosa'.
 */
function rankOf(search: PlantSearch): SQL {
  return sql`(ts_rank(${plants.searchVector}, ${search.tsquery}::tsquery) + ts_rank(${plants.searchVector}, ${search.typedTsquery}::tsquery))`;
}

function whereFor(opts: PlantListOptions): SQL | undefined {
  return and(
    opts.categoryId !== undefined ? eq(plants.categoryId, opts.categoryId) : undefined,
    opts.featuredOnly ? eq(plants.featured, true) : undefined,
    opts.search ? sql`${plants.searchVector} @@ ${opts.search.tsquery}::tsquery` : undefined,
  );
}

/**
 * Plants with their category, filtered, sorted and optionally paged, and the number of matches:
 * a whole list counts its rows, and so does a page that is not full; only a full page (or one past
 * the end) needs countMatches. A search ranks its matches in the database and keeps only the page.
 */
export async function listPlants(
  db: Executor,
  opts: PlantListOptions = {},
): Promise<{ rows: PlantWithCategoryRow[]; total: number }> {
  const where = whereFor(opts);
  const sort = opts.search && (!opts.sort || opts.sort === 'featured') ? 'relevance' : (opts.sort ?? 'featured');
  const offset = opts.offset ?? 0;

  const query = db
    .select(plantWithCategory)
    .from(plants)
    .innerJoin(categories, eq(categories.id, plants.categoryId))
    .where(where)
    .orderBy(...orderFor(sort, opts.search))
    .$dynamic();
  if (opts.limit !== undefined) query.limit(opts.limit);
  if (offset) query.offset(offset);
  const rows = await query;

  const partialPage = opts.limit === undefined || (rows.length < opts.limit && (rows.length > 0 || offset === 0));
  if (partialPage || opts.withoutTotal) return { rows, total: offset + rows.length };
  return { rows, total: await countMatches(db, opts, where) };
}

/**
 * The number of matches. A search or the featured filter counts them (through their indexes); the
 * whole shop or one category reads the per-category counts the trigger keeps.
 */
async function countMatches(db: Executor, opts: PlantListOptions, where: SQL | undefined): Promise<number> {
  if (opts.search || opts.featuredOnly) {
    const [counted] = await db.select({ n: count() }).from(plants).where(where);
    return counted?.n ?? 0;
  }
  const [summed] = await db
    .select({ n: sql<number>`coalesce(sum(${categories.plantCount}), 0)::int` })
    .from(categories)
    .where(opts.categoryId !== undefined ? eq(categories.id, opts.categoryId) : undefined);
  return summed?.n ?? 0;
}

export async function findPlant(db: Executor, id: number): Promise<PlantWithCategoryRow | undefined> {
  const [row] = await db
    .select(plantWithCategory)
    .from(plants)
    .innerJoin(categories, eq(categories.id, plants.categoryId))
    .where(eq(plants.id, id))
    .limit(1);
  return row;
}

export async function findPlantsByIds(db: Executor, ids: readonly number[]): Promise<PlantWithCategoryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(plantWithCategory)
    .from(plants)
    .innerJoin(categories, eq(categories.id, plants.categoryId))
    .where(inArray(plants.id, [...ids]));
}

export async function plantExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: plants.id }).from(plants).where(eq(plants.id, id)).limit(1);
  return !!row;
}

export type PlantValues = Omit<NewPlantRow, 'id' | 'createdAt' | 'updatedAt' | 'rating' | 'reviewCount'>;

export async function insertPlant(db: Executor, values: PlantValues): Promise<number> {
  const [row] = await db.insert(plants).values(values).returning({ id: plants.id });
  return row!.id;
}

/** Returns false when there is no such plant. */
export async function updatePlant(db: Executor, id: number, patch: Partial<PlantValues>): Promise<boolean> {
  const rows = await db
    .update(plants)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(plants.id, id))
    .returning({ id: plants.id });
  return rows.length > 0;
}

/** Order items keep their snapshot (plant_id becomes null); wishlist entries go with the plant. */
export async function deletePlant(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(plants).where(eq(plants.id, id)).returning({ id: plants.id });
  return rows.length > 0;
}

// ---- Sizes and their stock (orders) ----

/** Takes `quantity` units of a size only if that many are in stock: a conditional update, so concurrent orders never oversell. */
export async function decrementVariantStock(db: Executor, variantId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(plantVariants)
    .set({ stock: sql`${plantVariants.stock} - ${quantity}` })
    .where(and(eq(plantVariants.id, variantId), sql`${plantVariants.stock} >= ${quantity}`))
    .returning({ id: plantVariants.id });
  return rows.length > 0;
}

export async function findVariantStock(db: Executor, variantId: number): Promise<number> {
  const [row] = await db.select({ stock: plantVariants.stock }).from(plantVariants).where(eq(plantVariants.id, variantId));
  return row?.stock ?? 0;
}

/** Puts units of a size back (a cancelled order); false when that size no longer exists. */
export async function incrementVariantStock(db: Executor, variantId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(plantVariants)
    .set({ stock: sql`least(1000000, ${plantVariants.stock} + ${quantity})` })
    .where(eq(plantVariants.id, variantId))
    .returning({ id: plantVariants.id });
  return rows.length > 0;
}

/** The columns of a size the admin writes. */
export interface VariantValues {
  label: string;
  labelFr: string | null;
  labelAr: string | null;
  sku: string | null;
  priceCentimes: number | null;
  originalPriceCentimes: number | null;
  stock: number;
}

/** Whether `variantId` is one of the plant's sizes: one primary-key lookup. */
export async function isSizeOfPlant(db: Executor, plantId: number, variantId: number): Promise<boolean> {
  const [row] = await db.select({ id: plantVariants.id }).from(plantVariants).where(and(eq(plantVariants.id, variantId), eq(plantVariants.plantId, plantId))).limit(1);
  return !!row;
}

export async function listVariantIds(db: Executor, plantId: number): Promise<number[]> {
  const rows = await db.select({ id: plantVariants.id }).from(plantVariants).where(eq(plantVariants.plantId, plantId)).orderBy(asc(plantVariants.position), asc(plantVariants.id));
  return rows.map((r) => r.id);
}

/**
 * Makes the plant's sizes exactly `sizes`, in that order: those with an id (one of `listVariantIds`)
 * are updated, the others added, the ones not sent removed (their orders keep their lines: the
 * foreign key sets null). Removals last, so the plant always has a size the trigger copies.
 */
export async function replaceVariants(db: Executor, plantId: number, sizes: readonly (VariantValues & { id?: number | undefined })[]): Promise<void> {
  const kept: number[] = [];
  for (const [position, { id, ...values }] of sizes.entries()) {
    if (id === undefined) {
      const [row] = await db.insert(plantVariants).values({ ...values, plantId, position }).returning({ id: plantVariants.id });
      kept.push(row!.id);
    } else {
      await db.update(plantVariants).set({ ...values, position }).where(and(eq(plantVariants.id, id), eq(plantVariants.plantId, plantId)));
      kept.push(id);
    }
  }
  await db.delete(plantVariants).where(and(eq(plantVariants.plantId, plantId), notInArray(plantVariants.id, kept)));
}

/** Of these SKUs (any case), the ones a size of another plant than `plantId` has, lower-cased. */
export async function skusTakenElsewhere(db: Executor, plantId: number | null, skus: readonly string[]): Promise<string[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: sql<string>`lower(${plantVariants.sku})` })
    .from(plantVariants)
    .where(and(inArray(sql`lower(${plantVariants.sku})`, skus.map((s) => s.toLowerCase())), plantId === null ? undefined : sql`${plantVariants.plantId} <> ${plantId}`));
  return rows.map((r) => r.sku);
}

/** Changes the first size's price, original price or stock: what the spec's clients and the sheet write as the plant's. */
export async function updateFirstVariant(db: Executor, plantId: number, patch: Partial<Pick<VariantValues, 'priceCentimes' | 'originalPriceCentimes' | 'stock'>>): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.update(plantVariants).set(patch).where(eq(plantVariants.id, firstVariantOf(plantId)));
}

const firstVariantOf = (plantId: number) =>
  sql`(select ${plantVariants.id} from ${plantVariants} where ${plantVariants.plantId} = ${plantId} order by ${plantVariants.position}, ${plantVariants.id} limit 1)`;

// ---- Ratings (reviews) ----

/** Locks the plant's row until the transaction ends: changes to its reviews then queue, so each aggregate sees the last. */
export async function lockPlant(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: plants.id }).from(plants).where(eq(plants.id, id)).for('update');
  return rows.length > 0;
}

export async function setRating(db: Executor, id: number, rating: string | null, reviewCount: number): Promise<void> {
  await db.update(plants).set({ rating, reviewCount }).where(eq(plants.id, id));
}

// ---- Search ----

/** How many known words one query word may stand for, and the shortest word that gets them. */
const MAX_ALTERNATIVES = 8;
const MIN_FUZZY_LENGTH = 4;
const MAX_QUERY_WORDS = 8;

/**
 * Splits the query the way the search document was made (unaccented, Arabic normalised — migration
 * 0017 —, lower-cased), and finds for
 * each word of at least 4 letters the known words that look like it (pg_trgm similarity ≥ 0.3,
 * the GIN trigram index on search_words). One round trip.
 */
export async function expandSearchWords(db: Executor, text: string): Promise<{ word: string; alternatives: string[] }[]> {
  const result = await db.execute(sql`
    with input as (select lower(public.f_arabic_normalize(public.f_unaccent(${text}))) as normalized),
    tokens as (
      select t.tok, t.ord
      from input, unnest(regexp_split_to_array(input.normalized, '[[:space:][:punct:]]+')) with ordinality as t(tok, ord)
      where t.tok <> ''
      order by t.ord
      limit ${MAX_QUERY_WORDS}
    )
    select tokens.ord::int as ord, tokens.tok,
      (select array_agg(w.word order by similarity(w.word, tokens.tok) desc, w.word)
         from (select sw.word from search_words sw
               where length(tokens.tok) >= ${MIN_FUZZY_LENGTH} and sw.word % tokens.tok and sw.word <> tokens.tok
               order by similarity(sw.word, tokens.tok) desc, sw.word
               limit ${MAX_ALTERNATIVES}) w) as alternatives
    from tokens
    order by tokens.ord`);
  return rowsOf<{ ord: number; tok: string; alternatives: string[] | null }>(result).map((r) => ({
    word: r.tok,
    alternatives: r.alternatives ?? [],
  }));
}

/** PGlite answers `{ rows }`, node-postgres a result object with `rows` too; be explicit. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

/**
 * A cheap fingerprint of what the catalogue says: it changes when a plant is added, edited or
 * deleted, or a category added or renamed in any language (not when stock moves). For caches such as the chat's index.
 */
export async function catalogueFingerprint(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      plants: sql<string>`count(*)::text || ':' || coalesce(max(${plants.updatedAt})::text, '')`,
      categories: sql<string>`(select coalesce(string_agg(c.id::text || '=' || c.name || '/' || coalesce(c.name_fr, '') || '/' || coalesce(c.name_ar, ''), ',' order by c.id), '') from categories c)`,
    })
    .from(plants);
  return `${row?.plants ?? ''}|${row?.categories ?? ''}`;
}

// ---- The catalogue in a spreadsheet (catalog-sheet.service.ts) ----

/** Every plant's every size, by plant number and size order, with what the sheet shows of them: one query for the export and the import. */
export async function listSheetPlants(db: Executor) {
  return db
    .select({
      id: plants.id,
      name: plants.name,
      nameFr: plants.nameFr,
      nameAr: plants.nameAr,
      scientificName: plants.scientificName,
      category: categories.name,
      sizeId: plantVariants.id,
      label: plantVariants.label,
      labelFr: plantVariants.labelFr,
      labelAr: plantVariants.labelAr,
      sku: plantVariants.sku,
      priceCentimes: plantVariants.priceCentimes,
      originalPriceCentimes: plantVariants.originalPriceCentimes,
      stock: plantVariants.stock,
    })
    .from(plants)
    .innerJoin(categories, eq(categories.id, plants.categoryId))
    .innerJoin(plantVariants, eq(plantVariants.plantId, plants.id))
    .orderBy(asc(plants.id), asc(plantVariants.position), asc(plantVariants.id));
}
export type SheetPlantRow = Awaited<ReturnType<typeof listSheetPlants>>[number];

export async function listCategoryNames(db: Executor): Promise<{ id: number; name: string }[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories);
}

/**
 * Moves a size's stock by `delta` (never below 0, never above 1,000,000), as the sheet's import does when
 * its file says how many the owner added or removed since the export: orders taken meanwhile stay counted.
 * The caller has locked the plant's row (catalog.service.ts reserveStock says why).
 */
export async function addToSizeStock(db: Executor, variantId: number, delta: number): Promise<boolean> {
  const rows = await db
    .update(plantVariants)
    .set({ stock: sql`greatest(0, least(1000000, ${plantVariants.stock} + ${delta}))` })
    .where(eq(plantVariants.id, variantId))
    .returning({ id: plantVariants.id });
  return rows.length > 0;
}

/** Changes some of a size's fields; false when the plant has no such size. */
export async function updateVariant(db: Executor, plantId: number, variantId: number, patch: Partial<VariantValues>): Promise<boolean> {
  if (Object.keys(patch).length === 0) return true;
  const rows = await db
    .update(plantVariants)
    .set(patch)
    .where(and(eq(plantVariants.id, variantId), eq(plantVariants.plantId, plantId)))
    .returning({ id: plantVariants.id });
  return rows.length > 0;
}

/** Adds a size after the plant's others. */
export async function appendVariant(db: Executor, plantId: number, values: VariantValues): Promise<void> {
  await db.insert(plantVariants).values({
    ...values,
    plantId,
    position: sql`(select coalesce(max(${plantVariants.position}) + 1, 0) from ${plantVariants} where ${plantVariants.plantId} = ${plantId})`,
  });
}

/** Plants in stock with a quantity offer or a sale price: the offers running now. */
export async function listPlantIdsOnOffer(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: plants.id })
    .from(plants)
    .where(and(gt(plants.stockTotal, 0), isNotNull(plants.priceCentimes), or(sql`jsonb_array_length(${plants.offers}) > 0`, gt(plants.originalPriceCentimes, plants.priceCentimes))))
    // Quantity offers first: a sale price is shown on every card already.
    .orderBy(desc(sql`jsonb_array_length(${plants.offers}) > 0`), asc(plants.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
