import type { FastifyInstance } from 'fastify';
import { shippingContract } from '@shared/contracts/shipping';
import { registerRoute } from '../../lib/route';
import * as shipping from './shipping.service';

export async function shippingRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerRoute(app, shippingContract.wilayas, {}, async () => shipping.listWilayas(ctx));
  registerRoute(app, shippingContract.quote, {}, async (request) => shipping.quoteFor(ctx, request.query));
  registerRoute(app, shippingContract.updateRates, { access: 'admin' }, async (request) => shipping.updateRates(ctx, request.body.rates));
}
