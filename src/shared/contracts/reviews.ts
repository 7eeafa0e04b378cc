import { z } from 'zod';
import {
  REVIEW_BODY_MAX,
  REVIEW_REASON_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
} from '../domain/reviews';
import { msg } from '../messages';
import { CONTROL_BUT_LINE_BREAKS, CONTROL_CHARACTERS, IntIdSchema, wholeNumber } from '../schemas/fields';
import { defineRoute } from './http';
import { NameTranslationsSchema } from './name-translations';
import { pageOf, PageQuerySchema } from './paging';

/**
 * Reviews by verified buyers (docs/contract.md §6; docs/decisions 021). Public reads of approved reviews,
 * the author's own review (write, edit, delete), and the owner's moderation.
 */

const v = msg.reviews.validation;

/** A text typed by a person: trimmed, required, bounded, no control character (line breaks only where allowed). */
const typedText = (required: string, max: number, lines: boolean) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, v.tooLong)
    .refine((s) => !(lines ? CONTROL_BUT_LINE_BREAKS : CONTROL_CHARACTERS).test(s), v.controlCharacters);

export const ReviewInputSchema = z.strictObject({
  rating: z.number({ error: v.ratingRequired }).int(v.ratingRequired).min(1, v.ratingRequired).max(5, v.ratingRequired),
  title: typedText(v.titleRequired, REVIEW_TITLE_MAX, false),
  body: typedText(v.bodyRequired, REVIEW_BODY_MAX, true),
  /** An uploaded review photo's id (`POST /api/reviews/photos`); null removes it. */
  photoId: z.uuid({ error: v.photoInvalid }).nullable().optional(),
});
export type ReviewInput = z.infer<typeof ReviewInputSchema>;
export const ReviewUpdateSchema = ReviewInputSchema.partial();
export type ReviewUpdate = z.infer<typeof ReviewUpdateSchema>;

const LangSchema = z.enum(['en', 'fr', 'ar']);
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);

/** The shop's answer under a review. */
export const ReviewReplySchema = z.object({ text: z.string(), createdAt: z.string() }).nullable();

/** A published review as everyone sees it (docs/contract.md §6). */
export const ReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  lang: LangSchema,
  /** "Amina B." */
  author: z.string(),
  /** Every review comes from a delivered order: a verified purchase. */
  verified: z.boolean(),
  createdAt: z.string(),
  reply: ReviewReplySchema,
  /** The buyer's photo of the plant as it arrived (`?w=` for another width), or null. */
  photoUrl: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A review photo just uploaded: its id goes in the review, its url shows it. */
export const ReviewPhotoSchema = z.object({ id: z.uuid(), url: z.string() });
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;

/** The author's own review, in any state, also after the plant was deleted (plantId null). */
export const OwnReviewSchema = ReviewSchema.extend({
  plantId: z.number().int().nullable(),
  /** The name the plant was reviewed under; its catalogue names in French and Arabic beside it (nulls: none, or deleted). */
  plantName: z.string(),
  plantTranslations: NameTranslationsSchema,
  status: ReviewStatusSchema,
  rejectReason: z.string().nullable(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;

export const AdminReviewSchema = OwnReviewSchema;
export type AdminReview = OwnReview;

/** The plant's figures and how many reviews gave each number of stars. */
export const ReviewSummarySchema = z.object({
  rating: z.string().nullable(),
  reviewCount: z.number().int(),
  stars: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** Unpaged without `limit` (every approved review); with `limit`/`offset` one page. X-Total-Count either way. */
export const ReviewListQuerySchema = z.strictObject({
  limit: wholeNumber(1, 50).optional(),
  offset: wholeNumber(0, 100_000).optional(),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const AdminReviewListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['all', ...REVIEW_STATUSES]).default('pending'),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuerySchema>;
export const AdminReviewPageSchema = pageOf(AdminReviewSchema).extend({
  counts: z.object({ pending: z.number().int(), approved: z.number().int(), rejected: z.number().int() }),
});
export type AdminReviewPage = z.infer<typeof AdminReviewPageSchema>;

const PlantParams = z.object({ id: IntIdSchema });
const ReviewParams = z.object({ id: IntIdSchema });

export const reviewsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/plants/:id/reviews',
    params: PlantParams,
    query: ReviewListQuerySchema,
    response: z.array(ReviewSchema),
  }),
  summary: defineRoute({ method: 'GET', path: '/api/plants/:id/reviews/summary', params: PlantParams, response: ReviewSummarySchema }),
  create: defineRoute({
    method: 'POST',
    path: '/api/plants/:id/reviews',
    params: PlantParams,
    body: ReviewInputSchema,
    response: OwnReviewSchema,
    status: 201,
  }),
  mine: defineRoute({ method: 'GET', path: '/api/reviews/mine', response: z.array(OwnReviewSchema) }),
  /**
   * A customer with a delivered order uploads one photo (multipart field `image`: sniffed, ≤ 10 MB,
   * re-encoded without its metadata, like the admin's uploads); 403 for anyone else.
   */
  uploadPhoto: defineRoute({ method: 'POST', path: '/api/reviews/photos', response: ReviewPhotoSchema, status: 201 }),
  update: defineRoute({ method: 'PATCH', path: '/api/reviews/:id', params: ReviewParams, body: ReviewUpdateSchema, response: OwnReviewSchema }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/reviews/:id',
    params: ReviewParams,
    response: z.object({ id: z.number().int(), deleted: z.literal(true) }),
  }),
  adminList: defineRoute({ method: 'GET', path: '/api/admin/reviews', query: AdminReviewListQuerySchema, response: AdminReviewPageSchema }),
  approve: defineRoute({ method: 'POST', path: '/api/admin/reviews/:id/approve', params: ReviewParams, response: AdminReviewSchema }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/:id/reject',
    params: ReviewParams,
    body: z.strictObject({ reason: typedText(v.reasonRequired, REVIEW_REASON_MAX, true) }),
    response: AdminReviewSchema,
  }),
  reply: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/:id/reply',
    params: ReviewParams,
    body: z.strictObject({ text: typedText(v.replyRequired, REVIEW_REPLY_MAX, true) }),
    response: AdminReviewSchema,
  }),
};
