import type {
  AdminReviewListQuery,
  AdminReviewPage,
  OwnReview,
  Review,
  ReviewInput,
  ReviewListQuery,
  ReviewPhoto,
  ReviewSummary,
  ReviewUpdate,
} from '@shared/contracts/reviews';
import { aggregateOf, noStars, REVIEW_STATUSES, reviewAuthorName, reviewLanguage, STARS } from '@shared/domain/reviews';
import { msg, type Locale } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { OrderRow, ReviewRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { orderMailAddress, type Actor } from '../auth/auth.service';
import { invalidateCatalog } from '../catalog/catalog.cache';
import { nameTranslationsOf } from '../catalog/catalog.translations';
import * as catalog from '../catalog/catalog.service';
import { withItems } from '../orders/orders.service';
import * as uploads from '../uploads/uploads.service';
import * as outbox from '../outbox/outbox.service';
import { getSettings, publishesReviewsAtOnce } from '../settings/settings.service';
import { reviewRequestEmail } from './reviews.emails';
import * as repo from './reviews.repository';
import { requireAdmin } from '../auth/access-policy';

/**
 * Reviews by verified buyers (docs/contract.md §6, docs/decisions 021). A plant's `rating` and
 * `reviewCount` are the aggregate of its approved reviews: every change that can move it (publish,
 * approve, reject, edit, delete) locks the plant's row first, changes the review, and writes the new
 * aggregate in the same transaction; the catalogue cache is emptied after the commit.
 */

const e = msg.reviews.errors;
const notFound = () => new AppError('NOT_FOUND', e.notFound);
const plantNotFound = () => new AppError('NOT_FOUND', msg.catalog.plantNotFound);

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    lang: row.lang,
    author: row.authorName,
    verified: true,
    createdAt: row.createdAt.toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, createdAt: row.repliedAt.toISOString() } : null,
    photoUrl: row.photoId ? uploads.imageUrl(row.photoId) : null,
  };
}

/**
 * The author's or the owner's view of reviews: the name each was reviewed under, and the plant's French and
 * Arabic names from the catalogue beside it, so each reader sees it in their language (docs/contract.md §6).
 */
async function toOwnReviews(db: ServiceContext['db'], rows: readonly ReviewRow[]): Promise<OwnReview[]> {
  const names = await repo.plantNamesOf(db, rows.flatMap((r) => (r.plantId === null ? [] : [r.plantId])));
  const none = { nameFr: null, nameAr: null };
  return rows.map((row) => ({
    ...toReview(row),
    plantId: row.plantId,
    plantName: row.plantName,
    plantTranslations: nameTranslationsOf((row.plantId === null ? undefined : names.get(row.plantId)) ?? none),
    status: row.status,
    rejectReason: row.rejectReason,
  }));
}

const toOwnReview = async (db: ServiceContext['db'], row: ReviewRow): Promise<OwnReview> => (await toOwnReviews(db, [row]))[0]!;

/** Inside the transaction that holds the plant's lock: the plant's figures from its approved reviews. */
async function refreshAggregate(txCtx: ServiceContext, plantId: number): Promise<void> {
  const counted = await repo.approvedStars(txCtx.db, plantId);
  const stars = noStars();
  for (const s of STARS) stars[s] = counted.get(s) ?? 0;
  await catalog.setPlantRating(txCtx, plantId, aggregateOf(stars));
}

/**
 * Runs `work` in one transaction with the plant's row locked (when the review still has a plant), then
 * rewrites the aggregate when `work` says the approved reviews changed, and empties the catalogue
 * cache after the commit.
 */
async function withPlantLocked<T>(
  ctx: ServiceContext,
  plantId: number | null,
  work: (txCtx: ServiceContext) => Promise<{ result: T; aggregateChanged: boolean }>,
): Promise<T> {
  const { result, aggregateChanged } = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const locked = plantId !== null && (await catalog.lockPlantForRating(txCtx, plantId));
    const outcome = await work(txCtx);
    if (locked && outcome.aggregateChanged) await refreshAggregate(txCtx, plantId);
    return { result: outcome.result, aggregateChanged: locked && outcome.aggregateChanged };
  });
  if (aggregateChanged) await invalidateCatalog(ctx);
  return result;
}

// ---- Public ----

/** The plant's approved reviews, newest first: all of them, or one page with `limit`/`offset`; `total` for X-Total-Count. */
export async function listReviews(ctx: ServiceContext, plantId: number, query: ReviewListQuery): Promise<{ reviews: Review[]; total: number }> {
  const [plant] = await catalog.getPlantsByIds(ctx, [plantId]);
  if (!plant) throw plantNotFound();
  const rows = await repo.listApproved(ctx.db, plantId, query);
  return { reviews: rows.map(toReview), total: plant.reviewCount };
}

/** The plant's figures and its distribution of stars. */
export async function reviewSummary(ctx: ServiceContext, plantId: number): Promise<ReviewSummary> {
  if (!(await catalog.plantExists(ctx, plantId))) throw plantNotFound();
  const counted = await repo.approvedStars(ctx.db, plantId);
  const stars = noStars();
  for (const s of STARS) stars[s] = counted.get(s) ?? 0;
  return { ...aggregateOf(stars), stars };
}

// ---- The author ----

/**
 * A review photo (issue 27): only a customer who received an order may upload one (403 otherwise, so
 * the route is no free image host; checked before the upload is read); it goes through the admin's upload pipeline — type sniffed, size
 * and pixels limited, re-encoded to WebP, which leaves EXIF and GPS behind — and is served the same way.
 */
export async function uploadReviewPhoto(ctx: ServiceContext, actor: Actor, readFile: () => Promise<Buffer>): Promise<ReviewPhoto> {
  if (!(await repo.hasReceivedAnOrder(ctx.db, actor.id))) throw new AppError('FORBIDDEN', e.notBuyer);
  const image = await uploads.unsafeStoreImage(ctx, actor, await readFile());
  await repo.recordPhotoUpload(ctx.db, image.id, actor.id);
  return { id: image.id, url: image.url };
}

/**
 * The photo a review names must be one its author uploaded as a review photo, shown by no other review
 * (issue 37: any uploaded image id was taken — a plant's picture, another customer's photo); otherwise 400
 * on `photoId`, another's upload answered like an unknown one. Null or absent is no photo. Checked in the
 * review's transaction.
 */
async function checkedPhoto(txCtx: ServiceContext, actor: Actor, photoId: string | null | undefined, review?: ReviewRow): Promise<string | null | undefined> {
  // The review's own photo sent back with an edit stays (one from before uploads were recorded too).
  if (!photoId || photoId === review?.photoId) return photoId;
  const use = await repo.photoUse(txCtx.db, photoId, actor.id, review?.id);
  if (use === 'unknown') throw new AppError('BAD_REQUEST', e.photoNotFound, { photoId: e.photoNotFound });
  if (use === 'taken') throw new AppError('BAD_REQUEST', e.photoTaken, { photoId: e.photoTaken });
  return photoId;
}

/**
 * A verified buyer's review: 404 without the plant, 403 unless one of the customer's delivered orders
 * holds it, 409 for a second review of the same plant (the unique index decides between concurrent
 * posts). Pending, or approved at once when the shop publishes reviews at once.
 */
export async function createReview(ctx: ServiceContext, actor: Actor, plantId: number, input: ReviewInput, uiLocale: Locale): Promise<OwnReview> {
  const [plant] = await catalog.getPlantsByIds(ctx, [plantId]);
  if (!plant) throw plantNotFound();
  if (!(await repo.hasReceivedPlant(ctx.db, actor.id, plantId))) throw new AppError('FORBIDDEN', e.notBuyer);
  const names = await repo.authorNames(ctx.db, actor.id);
  const atOnce = await publishesReviewsAtOnce(ctx);
  return withPlantLocked(ctx, plantId, async (txCtx) => {
    const photoId = await checkedPhoto(txCtx, actor, input.photoId);
    const row = await repo.insertReview(txCtx.db, {
      userId: actor.id,
      plantId,
      plantName: plant.name,
      authorName: reviewAuthorName(names?.firstName ?? '', names?.lastName ?? ''),
      rating: input.rating,
      title: input.title,
      body: input.body,
      photoId: photoId ?? null,
      lang: reviewLanguage(`${input.title} ${input.body}`, uiLocale),
      status: atOnce ? 'approved' : 'pending',
    });
    if (!row) throw new AppError('CONFLICT', e.alreadyReviewed);
    return { result: await toOwnReview(txCtx.db, row), aggregateChanged: row.status === 'approved' };
  });
}

/** The customer's own reviews, in every state, newest first (My Orders shows them beside the plants). */
export async function listOwnReviews(ctx: ServiceContext, actor: Actor): Promise<OwnReview[]> {
  return toOwnReviews(ctx.db, await repo.listOfUser(ctx.db, actor.id));
}

/** The author's review or 404/403 (someone else's review is refused whoever asks: only its author changes it). */
async function ownReview(ctx: ServiceContext, actor: Actor, id: number): Promise<ReviewRow> {
  const row = await repo.findReview(ctx.db, id);
  if (!row) throw notFound();
  if (row.userId !== actor.id) throw new AppError('FORBIDDEN', e.notYours);
  return row;
}

/**
 * The author edits their review. Its words changed, so it goes back to moderation (pending, its
 * rejection forgotten) unless the shop publishes at once (docs/decisions 021); a review of a deleted
 * plant can only be deleted (409).
 */
export async function updateOwnReview(ctx: ServiceContext, actor: Actor, id: number, input: ReviewUpdate, uiLocale: Locale): Promise<OwnReview> {
  const current = await ownReview(ctx, actor, id);
  if (current.plantId === null) throw new AppError('CONFLICT', e.plantGone);
  const atOnce = await publishesReviewsAtOnce(ctx);
  return withPlantLocked(ctx, current.plantId, async (txCtx) => {
    const locked = await repo.lockReview(txCtx.db, id);
    if (!locked) throw notFound();
    const photoId = await checkedPhoto(txCtx, actor, input.photoId, locked);
    const title = input.title ?? locked.title;
    const body = input.body ?? locked.body;
    const row = await repo.updateReview(txCtx.db, id, {
      rating: input.rating ?? locked.rating,
      title,
      body,
      photoId: photoId === undefined ? locked.photoId : photoId,
      lang: input.title !== undefined || input.body !== undefined ? reviewLanguage(`${title} ${body}`, uiLocale) : locked.lang,
      status: atOnce ? 'approved' : 'pending',
      rejectReason: null,
    });
    return { result: await toOwnReview(txCtx.db, row), aggregateChanged: locked.status === 'approved' || row.status === 'approved' };
  });
}

/** The author deletes their review (also one of a deleted plant); the plant's figures follow. */
export async function deleteOwnReview(ctx: ServiceContext, actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
  const current = await ownReview(ctx, actor, id);
  return withPlantLocked(ctx, current.plantId, async (txCtx) => {
    const locked = await repo.lockReview(txCtx.db, id);
    if (!locked) throw notFound();
    await repo.deleteReview(txCtx.db, id);
    return { result: { id, deleted: true as const }, aggregateChanged: locked.status === 'approved' };
  });
}

/**
 * Inside the account deletion's transaction: the customer's reviews go with the account, and the
 * figures of the plants their approved reviews counted in are rewritten. Call `invalidateCatalog`
 * after the commit.
 */
export async function unsafeDeleteReviewsOfUser(txCtx: ServiceContext, userId: string): Promise<void> {
  const plantIds = await repo.approvedPlantIdsOfUser(txCtx.db, userId);
  for (const plantId of plantIds) await catalog.lockPlantForRating(txCtx, plantId);
  await repo.deleteReviewsOfUser(txCtx.db, userId);
  for (const plantId of plantIds) await refreshAggregate(txCtx, plantId);
}

// ---- Asking for a review ----

export const REVIEW_REQUEST_EMAIL = 'review_request';

/**
 * Inside the transaction that marks the order delivered: queues the one e-mail asking the customer
 * to review what they bought (to the account's address, in the order's language); never a second
 * one for the same order, whatever moves it went through. Returns the e-mail's id to send after the
 * commit, or null.
 */
export async function queueReviewRequest(txCtx: ServiceContext, order: OrderRow): Promise<number | null> {
  const to = await orderMailAddress(txCtx, order.userId);
  if (!to || (await outbox.hasOrderEmail(txCtx, txCtx.db, order.id, REVIEW_REQUEST_EMAIL))) return null;
  const [withLines] = await withItems(txCtx, [order]);
  const plantNames = [...new Set(withLines!.items.filter((i) => i.id !== null).map((i) => (order.locale === 'en' ? i.name : (i.translations?.[order.locale]?.name ?? i.name))))];
  if (plantNames.length === 0) return null;
  const settings = await getSettings(txCtx, null);
  const email = reviewRequestEmail({ order, plantNames, siteName: settings.siteName, origin: txCtx.config.publicOrigin ?? null });
  return outbox.queueEmail(txCtx, txCtx.db, { kind: REVIEW_REQUEST_EMAIL, to, orderId: order.id, ...email });
}

// ---- Moderation (the routes require an admin; checked here too) ----


export async function listForModeration(ctx: ServiceContext, actor: Actor, query: AdminReviewListQuery): Promise<AdminReviewPage> {
  requireAdmin(actor);
  const status = query.status === 'all' ? undefined : query.status;
  const [rows, byStatus] = await Promise.all([
    repo.listByStatus(ctx.db, status, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    repo.countByStatus(ctx.db),
  ]);
  const counts = { pending: byStatus.get('pending') ?? 0, approved: byStatus.get('approved') ?? 0, rejected: byStatus.get('rejected') ?? 0 };
  return {
    items: await toOwnReviews(ctx.db, rows),
    page: query.page,
    pageSize: query.pageSize,
    total: status ? counts[status] : REVIEW_STATUSES.reduce((n, s) => n + counts[s], 0),
    counts,
  };
}

/** Runs a moderation change on a review, its plant locked, and rewrites the figures when its approval changed. */
async function moderate(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
  change: (locked: ReviewRow) => repo.ReviewValues,
): Promise<OwnReview> {
  requireAdmin(actor);
  const current = await repo.findReview(ctx.db, id);
  if (!current) throw notFound();
  return withPlantLocked(ctx, current.plantId, async (txCtx) => {
    const locked = await repo.lockReview(txCtx.db, id);
    if (!locked) throw notFound();
    const row = await repo.updateReview(txCtx.db, id, change(locked));
    return { result: await toOwnReview(txCtx.db, row), aggregateChanged: (locked.status === 'approved') !== (row.status === 'approved') };
  });
}

export async function approveReview(ctx: ServiceContext, actor: Actor, id: number): Promise<OwnReview> {
  return moderate(ctx, actor, id, () => ({ status: 'approved', rejectReason: null }));
}

/** Rejected with a reason its author reads; a published review leaves the plant page and its figures. */
export async function rejectReview(ctx: ServiceContext, actor: Actor, id: number, reason: string): Promise<OwnReview> {
  return moderate(ctx, actor, id, () => ({ status: 'rejected', rejectReason: reason }));
}

/** The shop's public answer under the review (replacing an earlier one). */
export async function replyToReview(ctx: ServiceContext, actor: Actor, id: number, text: string): Promise<OwnReview> {
  return moderate(ctx, actor, id, () => ({ reply: text, repliedAt: new Date() }));
}
