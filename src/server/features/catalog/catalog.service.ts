import type {
  Category,
  CategoryInput,
  CategoryUpdate,
  Plant,
  PlantInput,
  PlantVariant,
  PlantVariantInput,
  PlantListQuery,
  PlantUpdate,
} from '@shared/contracts/catalog';
import { UNPAGED_PLANTS_CAP } from '@shared/contracts/catalog';
import { parseMoney, toMoneyString } from '@shared/domain/money';
import { msg } from '@shared/messages';
import type { RatingAggregate } from '@shared/domain/reviews';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import type { StoredPlantImage } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { invalidateCatalog } from './catalog.cache';
import * as repo from './catalog.repository';
import { nameTranslationsOf, plantTranslationsOf, translationColumns, translationsOf } from './catalog.translations';
import { storedImagesOf, toPlantImages, withFirstImage } from './plant-images';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';

export { invalidateCatalog } from './catalog.cache';

const m = msg.catalog;

export function toPlant(row: repo.PlantWithCategoryRow): Plant {
  return {
    id: row.id,
    name: row.name,
    commonName: row.commonName,
    scientificName: row.scientificName,
    family: row.family,
    origin: row.origin,
    description: row.description,
    translations: plantTranslationsOf(row),
    careInstructions: row.careInstructions,
    careLevel: row.careLevel,
    lightRequirements: row.lightRequirements,
    wateringSchedule: row.wateringSchedule,
    imageUrl: row.imageUrl,
    images: toPlantImages(row.images),
    categoryId: row.categoryId,
    featured: row.featured,
    price: row.priceCentimes === null ? null : toMoneyString(row.priceCentimes),
    originalPrice: row.originalPriceCentimes === null ? null : toMoneyString(row.originalPriceCentimes),
    stock: row.stock,
    variants: row.variants.map(toVariant),
    offers: row.offers,
    rating: row.rating,
    reviewCount: row.reviewCount,
    petSafe: row.petSafe,
    createdAt: row.createdAt.toISOString(),
    category: {
      id: row.categoryId,
      name: row.categoryName,
      translations: nameTranslationsOf({ nameFr: row.categoryNameFr, nameAr: row.categoryNameAr }),
    },
  };
}

const moneyOrNull = (centimes: number | null) => (centimes === null ? null : toMoneyString(centimes));

function toVariant(v: repo.VariantJson): PlantVariant {
  return {
    id: v.id,
    label: v.label,
    labelFr: v.labelFr,
    labelAr: v.labelAr,
    sku: v.sku,
    price: moneyOrNull(v.priceCentimes),
    originalPrice: moneyOrNull(v.originalPriceCentimes),
    stock: v.stock,
  };
}

function toCategory(row: repo.CategoryWithCountRow): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    translations: translationsOf(row),
    imageUrl: row.imageUrl,
    plantCount: row.plantCount,
  };
}

// ---- Reading ----

export async function listCategories(ctx: ServiceContext): Promise<Category[]> {
  const rows = await repo.listCategoriesWithCounts(ctx.db);
  return rows.map(toCategory);
}

/** A tsquery lexeme, quoted so that nothing in it is read as an operator. */
const lexeme = (word: string) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

type SearchWords = readonly { word: string; alternatives: readonly string[] }[];

/** Words of one or two letters (l', de, la) are left out when the query has longer ones. */
function significantWords(words: SearchWords): SearchWords {
  const long = words.filter((w) => w.word.length >= 3);
  return long.length > 0 ? long : words;
}

/**
 * The tsquery for the query's words: every word must match, either as typed (also as the start of
 * a longer word: 'monst' finds Monstera) or as one of the known words that look like it
 * ('lavendre' → lavender, 'rozmary' → rosemary). Null when the text has no words.
 */
export function buildTsquery(words: SearchWords): string | null {
  const used = significantWords(words);
  if (used.length === 0) return null;
  return used
    .map(({ word, alternatives }) => `(${[`${lexeme(word)}:*`, ...alternatives.map(lexeme)].join(' | ')})`)
    .join(' & ');
}

/** Any of the words as typed: matches of it rank above matches of look-alikes only. */
export function buildTypedTsquery(words: SearchWords): string {
  return significantWords(words)
    .map(({ word }) => `${lexeme(word)}:*`)
    .join(' | ');
}

async function prepareSearch(ctx: ServiceContext, search: string | undefined): Promise<repo.PlantSearch | null | undefined> {
  if (!search?.trim()) return undefined;
  const words = await repo.expandSearchWords(ctx.db, search);
  const tsquery = buildTsquery(words);
  return tsquery ? { tsquery, typedTsquery: buildTypedTsquery(words) } : null;
}

/**
 * The shop's list (docs/contract.md §3): category filter, search, sort and paging. `total` is the number
 * of matches whatever the page, for the X-Total-Count header.
 */
export async function listPlants(ctx: ServiceContext, query: PlantListQuery): Promise<{ plants: Plant[]; total: number }> {
  const search = await prepareSearch(ctx, query.search);
  // Text with no word in it (only punctuation) matches nothing rather than everything.
  if (search === null) return { plants: [], total: 0 };
  const { rows, total } = await repo.listPlants(ctx.db, {
    categoryId: query.category,
    search,
    sort: query.sort,
    limit: query.limit ?? UNPAGED_PLANTS_CAP,
    offset: query.offset,
  });
  return { plants: rows.map(toPlant), total };
}

/** The spec's featured list: at most 4, newest first. */
export async function listFeaturedPlants(ctx: ServiceContext): Promise<Plant[]> {
  const { rows } = await repo.listPlants(ctx.db, { featuredOnly: true, sort: 'featured', limit: 4, withoutTotal: true });
  return rows.map(toPlant);
}

export async function getPlant(ctx: ServiceContext, id: number): Promise<Plant> {
  const row = await repo.findPlant(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', m.plantNotFound);
  return toPlant(row);
}

/** Plants in the order of `ids` (unknown ids are skipped); one query. For the wishlist. */
export async function getPlantsByIds(ctx: ServiceContext, ids: readonly number[]): Promise<Plant[]> {
  const rows = await repo.findPlantsByIds(ctx.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPlant(row)] : [];
  });
}

/** Up to `limit` plants in stock with a quantity offer or on sale, read live (the assistant's "code promo ?"). */
export async function listPlantsOnOffer(ctx: ServiceContext, limit: number): Promise<Plant[]> {
  return getPlantsByIds(ctx, await repo.listPlantIdsOnOffer(ctx.db, limit));
}

export async function plantExists(ctx: ServiceContext, id: number): Promise<boolean> {
  return repo.plantExists(ctx.db, id);
}

// ---- Stock, for orders: call inside the order's transaction with `{ ...ctx, db: tx }`, then
// `invalidateCatalog(ctx)` once it has committed (the shop shows stock). ----

/** A size of a plant: what an order line takes stock from. */
export interface SizeRef {
  plantId: number;
  variantId: number;
}

/*
 * The plant's row is locked before its size's: a size's change also writes the plant's row (the trigger
 * that copies the first size), and the owner's edit writes the plant first, then its sizes. Taken in the
 * same order everywhere, two transactions never hold one each and wait for the other (a deadlock).
 */

/** Reserves `quantity` units of a size; false when fewer are in stock (never oversells, even concurrently). */
export async function reserveStock(ctx: ServiceContext, size: SizeRef, quantity: number): Promise<boolean> {
  await repo.lockPlant(ctx.db, size.plantId);
  return repo.decrementVariantStock(ctx.db, size.variantId, quantity);
}

/** Whether a size number is one of the plant's (the page cache keeps a page per real size). */
export async function isSizeOfPlant(ctx: ServiceContext, plantId: number, variantId: number): Promise<boolean> {
  return repo.isSizeOfPlant(ctx.db, plantId, variantId);
}

/** How many units of a size are left (0 when it is gone): for the message of a refused order. */
export async function sizeStock(ctx: ServiceContext, variantId: number): Promise<number> {
  return repo.findVariantStock(ctx.db, variantId);
}

/** Returns units of a size to stock (a cancelled order); false when that size no longer exists. */
export async function releaseStock(ctx: ServiceContext, size: SizeRef, quantity: number): Promise<boolean> {
  await repo.lockPlant(ctx.db, size.plantId);
  return repo.incrementVariantStock(ctx.db, size.variantId, quantity);
}

// ---- Ratings, for reviews: inside the review's transaction, then `invalidateCatalog(ctx)` after the commit. ----

/** Locks the plant before its reviews change (false: no such plant), so concurrent changes compute their aggregates one after the other. */
export async function lockPlantForRating(ctx: ServiceContext, plantId: number): Promise<boolean> {
  return repo.lockPlant(ctx.db, plantId);
}

/** Writes the plant's `rating` and `reviewCount`: the aggregate of its approved reviews (reviews.service). */
export async function setPlantRating(ctx: ServiceContext, plantId: number, aggregate: RatingAggregate): Promise<void> {
  await repo.setRating(ctx.db, plantId, aggregate.rating, aggregate.reviewCount);
}

// ---- Admin: plants (the routes require an admin) ----

const categoryMissing = () =>
  new AppError('BAD_REQUEST', m.categoryDoesNotExist, { categoryId: m.categoryDoesNotExist });

/**
 * The columns of a plant form. `currentImages`: the plant's photos before an update that sends
 * `imageUrl` without `images` (a spec client), whose first photo it changes.
 */
function toPlantValues(input: PlantUpdate, currentImages: readonly StoredPlantImage[] = []): Partial<repo.PlantValues> {
  const { price: _price, originalPrice: _originalPrice, stock: _stock, variants: _variants, translations, images, ...rest } = input;
  const values: Partial<repo.PlantValues> = translationColumns(translations);
  if (images !== undefined) values.images = storedImagesOf(images);
  else if (rest.imageUrl !== undefined) values.images = withFirstImage(currentImages, rest.imageUrl);
  if (values.images) rest.imageUrl = values.images[0]?.url ?? null;
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  return values;
}

// The schema has already normalised the amounts ("1500.00"), so parsing cannot fail here.
const centimesOf = (amount: string | null) => (amount === null ? null : parseMoney(amount));

/** The first size's price, original price and stock, as a spec client (or the sheet) sends them for the plant. */
function firstSizePatch(input: PlantUpdate): Parameters<typeof repo.updateFirstVariant>[2] {
  return {
    ...(input.price !== undefined && { priceCentimes: centimesOf(input.price) }),
    ...(input.originalPrice !== undefined && { originalPriceCentimes: centimesOf(input.originalPrice) }),
    ...(input.stock !== undefined && { stock: input.stock }),
  };
}

const sizeValues = (size: PlantVariantInput): repo.VariantValues & { id?: number | undefined } => ({
  id: size.id,
  label: size.label,
  labelFr: size.labelFr,
  labelAr: size.labelAr,
  sku: size.sku,
  priceCentimes: centimesOf(size.price),
  originalPriceCentimes: centimesOf(size.originalPrice),
  stock: size.stock,
});

const sizeUnknown = (index: number) => new AppError('BAD_REQUEST', m.sizeUnknown, { [`variants.${index}.id`]: m.sizeUnknown });
/** 409 on the first size sent whose SKU another plant's size has (the unique index refused the write). */
async function skuTaken(db: Executor, plantId: number | null, sizes: readonly PlantVariantInput[]): Promise<AppError> {
  const taken = new Set(await repo.skusTakenElsewhere(db, plantId, sizes.flatMap((s) => (s.sku ? [s.sku] : []))));
  const index = Math.max(0, sizes.findIndex((s) => s.sku !== null && taken.has(s.sku.toLowerCase())));
  return new AppError('CONFLICT', m.skuTaken, { [`variants.${index}.sku`]: m.skuTaken });
}

/**
 * Writes what the form says of a plant's sizes and prices, in its transaction: `variants` replaces the
 * sizes (ids must be this plant's: 400 on `variants.N.id`), else a price or stock sent is the first size's.
 */
async function writeSizes(db: Executor, plantId: number, input: PlantUpdate): Promise<void> {
  if (input.variants) {
    const own = new Set(await repo.listVariantIds(db, plantId));
    const stranger = input.variants.findIndex((s) => s.id !== undefined && !own.has(s.id));
    if (stranger >= 0) throw sizeUnknown(stranger);
    await repo.replaceVariants(db, plantId, input.variants.map(sizeValues));
  } else {
    await repo.updateFirstVariant(db, plantId, firstSizePatch(input));
  }
}

/** A new plant's columns: the form's, with the defaults of what it may leave out. */
const newPlantValues = (input: PlantInput): repo.PlantValues => ({
  ...toPlantValues(input),
  name: input.name,
  categoryId: input.categoryId,
  featured: input.featured ?? false,
});

/** Inserts a plant and its sizes (the insert's own values make its first size, which `variants` then replaces). */
async function insertPlantWithSizes(db: Executor, input: PlantInput): Promise<number> {
  const first = input.variants?.[0];
  const id = await repo.insertPlant(db, {
    ...newPlantValues(input),
    priceCentimes: centimesOf(first ? first.price : (input.price ?? null)),
    originalPriceCentimes: centimesOf(first ? first.originalPrice : input.originalPrice),
    stock: first ? first.stock : (input.stock ?? 0),
  });
  if (input.variants) await repo.replaceVariants(db, id, input.variants.map(sizeValues));
  return id;
}

/** Translates the database's refusals of a plant write: a category gone meanwhile, a SKU another size has. */
async function plantWriteError(ctx: ServiceContext, err: unknown, plantId: number | null, input: PlantUpdate): Promise<unknown> {
  if (isForeignKeyViolation(err)) return categoryMissing();
  if (isUniqueViolation(err) && input.variants) return skuTaken(ctx.db, plantId, input.variants);
  return err;
}

/** Creates a plant in an existing category (400 with a field error otherwise). */
export async function createPlant(ctx: ServiceContext, actor: Actor, input: PlantInput): Promise<Plant> {
  requireAdmin(actor);
  if (!(await repo.categoryExists(ctx.db, input.categoryId))) throw categoryMissing();
  try {
    const id = await ctx.db.transaction((tx) => insertPlantWithSizes(tx, input));
    await invalidateCatalog(ctx);
    return getPlant(ctx, id);
  } catch (err) {
    throw await plantWriteError(ctx, err, null, input);
  }
}

/** Updates the fields sent; 404 for an unknown plant, 400 for an unknown category or size. */
export async function updatePlant(ctx: ServiceContext, actor: Actor, id: number, input: PlantUpdate): Promise<Plant> {
  requireAdmin(actor);
  if (input.categoryId !== undefined && !(await repo.categoryExists(ctx.db, input.categoryId))) throw categoryMissing();
  try {
    await ctx.db.transaction(async (tx) => {
      const current = input.images === undefined && input.imageUrl !== undefined ? await repo.findPlant(tx, id) : undefined;
      if (!(await repo.updatePlant(tx, id, toPlantValues(input, current?.images)))) throw new AppError('NOT_FOUND', m.plantNotFound);
      await writeSizes(tx, id, input);
    });
  } catch (err) {
    throw await plantWriteError(ctx, err, id, input);
  }
  await invalidateCatalog(ctx);
  return getPlant(ctx, id);
}

/** A size a sheet's row changes (`variantId`) or adds (null), and its stock moved by a count. */
export interface SizeChange {
  variantId: number | null;
  values: Partial<repo.VariantValues>;
  stockDelta?: number | undefined;
}

/** What the catalogue's spreadsheet changes (catalog-sheet.service.ts): new plants, fields of others and of their sizes. */
export interface PlantBatch {
  creates: PlantInput[];
  updates: { id: number; input: PlantUpdate; sizes: SizeChange[] }[];
}

/** The values of a size the sheet adds: what its row says, the rest empty. */
const newSizeValues = (values: Partial<repo.VariantValues>): repo.VariantValues => ({
  label: '',
  labelFr: null,
  labelAr: null,
  sku: null,
  priceCentimes: null,
  originalPriceCentimes: null,
  stock: 0,
  ...values,
});

/**
 * Creates and updates plants and their sizes in one transaction: all or none. A plant or size deleted,
 * or a category removed, since the batch was read fails the whole batch (409, 400), which the owner
 * imports again; so does a SKU another size took meanwhile (409).
 */
export async function applyPlantBatch(ctx: ServiceContext, actor: Actor, batch: PlantBatch): Promise<void> {
  requireAdmin(actor);
  const gone = () => new AppError('CONFLICT', m.plantNotFound);
  try {
    await ctx.db.transaction(async (tx) => {
      for (const input of batch.creates) await insertPlantWithSizes(tx, input);
      for (const { id, input, sizes } of batch.updates) {
        // The plant's row first (written, so locked), then its sizes: the order orders take them in.
        if (!(await repo.updatePlant(tx, id, toPlantValues(input)))) throw gone();
        for (const size of sizes) {
          if (size.variantId === null) {
            await repo.appendVariant(tx, id, newSizeValues(size.values));
            continue;
          }
          if (!(await repo.updateVariant(tx, id, size.variantId, size.values))) throw gone();
          if (size.stockDelta !== undefined && !(await repo.addToSizeStock(tx, size.variantId, size.stockDelta))) throw gone();
        }
      }
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw categoryMissing();
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', m.skuTaken);
    throw err;
  }
  await invalidateCatalog(ctx);
}

export async function setPlantFeatured(ctx: ServiceContext, actor: Actor, id: number, featured: boolean): Promise<Plant> {
  requireAdmin(actor);
  if (!(await repo.updatePlant(ctx.db, id, { featured }))) throw new AppError('NOT_FOUND', m.plantNotFound);
  await invalidateCatalog(ctx);
  return getPlant(ctx, id);
}

/** Deletes a plant. Order history keeps its snapshot; wishlist entries go with it. */
export async function deletePlant(ctx: ServiceContext, actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
  requireAdmin(actor);
  if (!(await repo.deletePlant(ctx.db, id))) throw new AppError('NOT_FOUND', m.plantNotFound);
  await invalidateCatalog(ctx);
  return { id, deleted: true };
}

// ---- Admin: categories ----

const nameTaken = () => new AppError('CONFLICT', m.categoryNameTaken, { name: m.categoryNameTaken });

async function categoryOrThrow(ctx: ServiceContext, id: number): Promise<Category> {
  const row = await repo.findCategoryWithCount(ctx.db, id);
  if (!row) throw new AppError('NOT_FOUND', m.categoryNotFound);
  return toCategory(row);
}

/** Creates a category; a name already used (any case) is a 409. */
export async function createCategory(ctx: ServiceContext, actor: Actor, input: CategoryInput): Promise<Category> {
  requireAdmin(actor);
  if (await repo.findCategoryByName(ctx.db, input.name)) throw nameTaken();
  try {
    const { translations, ...fields } = input;
    const row = await repo.insertCategory(ctx.db, { ...fields, ...translationColumns(translations) });
    await invalidateCatalog(ctx);
    return toCategory({ ...row, plantCount: 0 });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function updateCategory(ctx: ServiceContext, actor: Actor, id: number, input: CategoryUpdate): Promise<Category> {
  requireAdmin(actor);
  if (input.name !== undefined) {
    const other = await repo.findCategoryByName(ctx.db, input.name);
    if (other && other.id !== id) throw nameTaken();
  }
  const { translations, ...fields } = input;
  const patch = {
    ...(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Omit<CategoryUpdate, 'translations'>),
    ...translationColumns(translations),
  };
  try {
    if (!(await repo.updateCategory(ctx.db, id, patch))) throw new AppError('NOT_FOUND', m.categoryNotFound);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
  await invalidateCatalog(ctx);
  return categoryOrThrow(ctx, id);
}

/** docs/contract.md §2: a category that still has plants is not deleted (409). */
export async function deleteCategory(ctx: ServiceContext, actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
  requireAdmin(actor);
  await categoryOrThrow(ctx, id);
  if ((await repo.countPlantsInCategory(ctx.db, id)) > 0) throw new AppError('CONFLICT', m.categoryHasPlants);
  try {
    if (!(await repo.deleteCategory(ctx.db, id))) throw new AppError('NOT_FOUND', m.categoryNotFound);
  } catch (err) {
    // A plant was added in between: the foreign key (ON DELETE RESTRICT) refuses.
    if (isForeignKeyViolation(err)) throw new AppError('CONFLICT', m.categoryHasPlants);
    throw err;
  }
  await invalidateCatalog(ctx);
  return { id, deleted: true };
}

/** Changes whenever the catalogue's text, prices or categories change (not stock): for caches built from it. */
export async function catalogueVersion(ctx: ServiceContext): Promise<string> {
  return repo.catalogueFingerprint(ctx.db);
}
