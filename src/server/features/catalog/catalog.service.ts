import type {
  Category,
  CategoryInput,
  CategoryUpdate,
  Plant,
  PlantInput,
  PlantListQuery,
  PlantUpdate,
} from '@shared/contracts/catalog';
import { UNPAGED_PLANTS_CAP } from '@shared/contracts/catalog';
import { parseMoney, toMoneyString } from '@shared/domain/money';
import { msg } from '@shared/messages';
import type { RatingAggregate } from '@shared/domain/reviews';
import type { ServiceContext } from '../../context';
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

/** Reserves `quantity` units of a plant; false when fewer are in stock (never oversells, even concurrently). */
export async function reserveStock(ctx: ServiceContext, plantId: number, quantity: number): Promise<boolean> {
  return repo.decrementStock(ctx.db, plantId, quantity);
}

/** Returns units to stock (a cancelled order); false when the plant no longer exists. */
export async function releaseStock(ctx: ServiceContext, plantId: number, quantity: number): Promise<boolean> {
  return repo.incrementStock(ctx.db, plantId, quantity);
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
  const { price, originalPrice, translations, images, ...rest } = input;
  const values: Partial<repo.PlantValues> = translationColumns(translations);
  if (images !== undefined) values.images = storedImagesOf(images);
  else if (rest.imageUrl !== undefined) values.images = withFirstImage(currentImages, rest.imageUrl);
  if (values.images) rest.imageUrl = values.images[0]?.url ?? null;
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (values as Record<string, unknown>)[key] = value;
  }
  // The schema has already normalised the amounts ("1500.00"), so parsing cannot fail here.
  if (price !== undefined) values.priceCentimes = parseMoney(price);
  if (originalPrice !== undefined) values.originalPriceCentimes = originalPrice === null ? null : parseMoney(originalPrice);
  return values;
}

/** A new plant's columns: the form's, with the defaults of what it may leave out. */
const newPlantValues = (input: PlantInput): repo.PlantValues => ({
  ...toPlantValues(input),
  name: input.name,
  categoryId: input.categoryId,
  stock: input.stock ?? 0,
  featured: input.featured ?? false,
});

/** Creates a plant in an existing category (400 with a field error otherwise). */
export async function createPlant(ctx: ServiceContext, actor: Actor, input: PlantInput): Promise<Plant> {
  requireAdmin(actor);
  if (!(await repo.categoryExists(ctx.db, input.categoryId))) throw categoryMissing();
  try {
    const id = await repo.insertPlant(ctx.db, newPlantValues(input));
    await invalidateCatalog(ctx);
    return getPlant(ctx, id);
  } catch (err) {
    // The category was deleted in between.
    if (isForeignKeyViolation(err)) throw categoryMissing();
    throw err;
  }
}

/** Updates the fields sent; 404 for an unknown plant, 400 for an unknown category. */
export async function updatePlant(ctx: ServiceContext, actor: Actor, id: number, input: PlantUpdate): Promise<Plant> {
  requireAdmin(actor);
  if (input.categoryId !== undefined && !(await repo.categoryExists(ctx.db, input.categoryId))) throw categoryMissing();
  try {
    const current = input.images === undefined && input.imageUrl !== undefined ? await repo.findPlant(ctx.db, id) : undefined;
    const found = await repo.updatePlant(ctx.db, id, toPlantValues(input, current?.images));
    if (!found) throw new AppError('NOT_FOUND', m.plantNotFound);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw categoryMissing();
    throw err;
  }
  await invalidateCatalog(ctx);
  return getPlant(ctx, id);
}

/** What the catalogue's spreadsheet changes (catalog-sheet.service.ts): new plants, fields of others, stock moved by a count. */
export interface PlantBatch {
  creates: PlantInput[];
  updates: { id: number; input: PlantUpdate; stockDelta?: number }[];
}

/**
 * Creates and updates plants in one transaction: all or none. A plant deleted or a category removed
 * since the batch was read fails the whole batch (409, 400), which the owner imports again.
 */
export async function applyPlantBatch(ctx: ServiceContext, actor: Actor, batch: PlantBatch): Promise<void> {
  requireAdmin(actor);
  try {
    await ctx.db.transaction(async (tx) => {
      for (const input of batch.creates) await repo.insertPlant(tx, newPlantValues(input));
      for (const { id, input, stockDelta } of batch.updates) {
        const values = toPlantValues(input);
        const found = Object.keys(values).length > 0 ? await repo.updatePlant(tx, id, values) : true;
        const moved = stockDelta === undefined ? true : await repo.addToStock(tx, id, stockDelta);
        if (!found || !moved) throw new AppError('CONFLICT', m.plantNotFound);
      }
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) throw categoryMissing();
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
