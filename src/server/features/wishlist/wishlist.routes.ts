import type { FastifyInstance } from 'fastify';
import { wishlistContract } from '@shared/contracts/wishlist';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import * as wishlist from './wishlist.service';

/** Spec §7 wishlist calls; signed-in users only (401 for visitors). */
export async function wishlistRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = { access: 'user' as const };

  registerRoute(app, wishlistContract.list, user, async (request) => wishlist.listWishlist(ctx, actorOf(request)));
  registerRoute(app, wishlistContract.check, user, async (request) =>
    wishlist.isInWishlist(ctx, actorOf(request), request.params.plantId),
  );
  registerRoute(app, wishlistContract.add, user, async (request) =>
    wishlist.addToWishlist(ctx, actorOf(request), request.body.plantId),
  );
  registerRoute(app, wishlistContract.remove, user, async (request) =>
    wishlist.removeFromWishlist(ctx, actorOf(request), request.params.plantId),
  );
}
