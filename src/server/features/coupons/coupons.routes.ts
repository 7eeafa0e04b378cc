import type { FastifyInstance } from 'fastify';
import { couponsContract } from '@shared/contracts/coupons';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import * as coupons from './coupons.service';

/** The owner's discount codes (docs/contract.md §8): admins; the quote is checkout's (checkout.routes.ts). */
export async function couponsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const admin = { access: 'admin' as const };
  registerRoute(app, couponsContract.list, admin, async (request) => coupons.listCoupons(ctx, actorOf(request)));
  registerRoute(app, couponsContract.create, admin, async (request) => coupons.createCoupon(ctx, actorOf(request), request.body));
  registerRoute(app, couponsContract.update, admin, async (request) => coupons.updateCoupon(ctx, actorOf(request), request.params.id, request.body));
  registerRoute(app, couponsContract.remove, admin, async (request) => coupons.deleteCoupon(ctx, actorOf(request), request.params.id));
}
