import type { FastifyInstance } from 'fastify';
import { reviewsContract } from '@shared/contracts/reviews';
import { readImageUpload, registerImageMultipart } from '../../lib/image-upload';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import { actorOf } from '../../plugins/session';
import * as reviews from './reviews.service';

/** Reviews (docs/contract.md §6): public reads, the author's writes (rate limited), the owner's moderation. */
export async function reviewsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const writer = { access: 'user' as const, config: { rateLimit: rateLimits.reviews } };
  const admin = { access: 'admin' as const };

  registerRoute(app, reviewsContract.list, { access: 'public' }, async (request, reply) => {
    const { reviews: list, total } = await reviews.listReviews(ctx, request.params.id, request.query);
    reply.header('X-Total-Count', String(total));
    return list;
  });
  registerRoute(app, reviewsContract.summary, { access: 'public' }, async (request) => reviews.reviewSummary(ctx, request.params.id));

  registerRoute(app, reviewsContract.create, writer, async (request) =>
    reviews.createReview(ctx, actorOf(request), request.params.id, request.body, request.tr.locale),
  );
  registerRoute(app, reviewsContract.mine, { access: 'user' }, async (request) => reviews.listOwnReviews(ctx, actorOf(request)));
  await registerImageMultipart(app);
  registerRoute(app, reviewsContract.uploadPhoto, writer, async (request) =>
    reviews.uploadReviewPhoto(ctx, actorOf(request), () => readImageUpload(request)),
  );
  registerRoute(app, reviewsContract.update, writer, async (request) =>
    reviews.updateOwnReview(ctx, actorOf(request), request.params.id, request.body, request.tr.locale),
  );
  registerRoute(app, reviewsContract.remove, writer, async (request) => reviews.deleteOwnReview(ctx, actorOf(request), request.params.id));

  registerRoute(app, reviewsContract.adminList, admin, async (request) => reviews.listForModeration(ctx, actorOf(request), request.query));
  registerRoute(app, reviewsContract.approve, admin, async (request) => reviews.approveReview(ctx, actorOf(request), request.params.id));
  registerRoute(app, reviewsContract.reject, admin, async (request) =>
    reviews.rejectReview(ctx, actorOf(request), request.params.id, request.body.reason),
  );
  registerRoute(app, reviewsContract.reply, admin, async (request) =>
    reviews.replyToReview(ctx, actorOf(request), request.params.id, request.body.text),
  );
}
