import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ReviewStatus } from '@shared/domain/reviews';
import type { Executor } from '../../db/client';
import { orderItems, orders, plants, reviewPhotoUploads, reviews, users, type ReviewRow } from '../../db/schema';

export type NewReview = typeof reviews.$inferInsert;
export type ReviewValues = Partial<Omit<NewReview, 'id' | 'userId' | 'createdAt'>>;

/** True when one of the customer's delivered orders holds the plant: a verified buyer. */
export async function hasReceivedPlant(db: Executor, userId: string, plantId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.orderStatus, 'delivered'), eq(orderItems.plantId, plantId)))
    .limit(1);
  return row !== undefined;
}

/** Keeps that `userId` uploaded `imageId` as a review photo (once, however often the same file comes). */
export async function recordPhotoUpload(db: Executor, imageId: string, userId: string): Promise<void> {
  await db.insert(reviewPhotoUploads).values({ imageId, userId }).onConflictDoNothing();
}

/**
 * Whether `userId` may show `imageId` on a review (`reviewId` when it is an existing one): `unknown` unless
 * they uploaded it as a review photo, `taken` when another of their reviews shows it, else `ok`. Files are
 * stored once: a customer who uploaded the same bytes as another customer may show them too.
 */
export async function photoUse(db: Executor, imageId: string, userId: string, reviewId?: number): Promise<'ok' | 'unknown' | 'taken'> {
  const [uploaded] = await db
    .select({ one: sql<number>`1` })
    .from(reviewPhotoUploads)
    .where(and(eq(reviewPhotoUploads.imageId, imageId), eq(reviewPhotoUploads.userId, userId)))
    .limit(1);
  if (!uploaded) return 'unknown';
  const [other] = await db
    .select({ one: sql<number>`1` })
    .from(reviews)
    .where(and(eq(reviews.photoId, imageId), eq(reviews.userId, userId), ...(reviewId === undefined ? [] : [ne(reviews.id, reviewId)])))
    .limit(1);
  return other ? 'taken' : 'ok';
}

/** True when at least one of the customer's orders was delivered: only such a customer may upload a review photo. */
export async function hasReceivedAnOrder(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderStatus, 'delivered')))
    .limit(1);
  return row !== undefined;
}

/** The names a review shows its author by. */
export async function authorNames(db: Executor, userId: string): Promise<{ firstName: string | null; lastName: string | null } | undefined> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return row;
}

/** The catalogue's French and Arabic names of the plants, by id (a deleted plant is absent). */
export async function plantNamesOf(db: Executor, plantIds: readonly number[]): Promise<Map<number, { nameFr: string | null; nameAr: string | null }>> {
  if (plantIds.length === 0) return new Map();
  const rows = await db.select({ id: plants.id, nameFr: plants.nameFr, nameAr: plants.nameAr }).from(plants).where(inArray(plants.id, [...new Set(plantIds)]));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}

/** Inserts unless the customer already reviewed the plant (the unique index decides, even concurrently): undefined then. */
export async function insertReview(db: Executor, values: NewReview): Promise<ReviewRow | undefined> {
  const [row] = await db.insert(reviews).values(values).onConflictDoNothing({ target: [reviews.userId, reviews.plantId] }).returning();
  return row;
}

export async function findReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
  return row;
}

/** The review, its row locked until the transaction ends. */
export async function lockReview(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

export async function updateReview(db: Executor, id: number, values: ReviewValues): Promise<ReviewRow> {
  const [row] = await db
    .update(reviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  return row!;
}

export async function deleteReview(db: Executor, id: number): Promise<void> {
  await db.delete(reviews).where(eq(reviews.id, id));
}

/** How many approved reviews of the plant gave each number of stars. */
export async function approvedStars(db: Executor, plantId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.plantId, plantId), eq(reviews.status, 'approved')))
    .groupBy(reviews.rating);
  return new Map(rows.map((r) => [r.rating, r.n]));
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];
const approvedOf = (plantId: number) => and(eq(reviews.plantId, plantId), eq(reviews.status, 'approved'));

export async function listApproved(db: Executor, plantId: number, page: { limit?: number | undefined; offset?: number | undefined }): Promise<ReviewRow[]> {
  const query = db.select().from(reviews).where(approvedOf(plantId)).orderBy(...newestFirst);
  if (page.limit !== undefined) return query.limit(page.limit).offset(page.offset ?? 0);
  return page.offset ? query.offset(page.offset) : query;
}

export async function listOfUser(db: Executor, userId: string): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(...newestFirst);
}

/** The plants whose aggregate counts one of the customer's approved reviews. */
export async function approvedPlantIdsOfUser(db: Executor, userId: string): Promise<number[]> {
  const rows = await db
    .select({ plantId: reviews.plantId })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.status, 'approved'), sql`${reviews.plantId} is not null`));
  return rows.map((r) => r.plantId!).sort((a, b) => a - b);
}

export async function deleteReviewsOfUser(db: Executor, userId: string): Promise<void> {
  await db.delete(reviews).where(eq(reviews.userId, userId));
}

export async function listByStatus(db: Executor, status: ReviewStatus | undefined, page: { limit: number; offset: number }): Promise<ReviewRow[]> {
  return db
    .select()
    .from(reviews)
    .where(status ? eq(reviews.status, status) : undefined)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countByStatus(db: Executor): Promise<Map<ReviewStatus, number>> {
  const rows = await db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}
