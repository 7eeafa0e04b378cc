import type { FastifyInstance } from 'fastify';
import { shippingContract } from '@shared/contracts/shipping';
import { msg } from '@shared/messages';
import { registerRoute } from '../../lib/route';
import * as shipping from './shipping.service';
import { actorOf } from '../../plugins/session';

export async function shippingRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerRoute(app, shippingContract.wilayas, { access: 'public' }, async () => shipping.listWilayas(ctx));
  registerRoute(app, shippingContract.communes, { access: 'public' }, async (request, reply) => {
    const communes = await shipping.listCommunes(ctx, request.query);
    // The same for everyone until a data release or the switch date: browsers and CDNs may keep it a day.
    reply.header('Cache-Control', 'public, max-age=86400');
    return communes;
  });
  registerRoute(app, shippingContract.quote, { access: 'public' }, async (request) => shipping.quoteFor(ctx, request.query));
  registerRoute(app, shippingContract.updateRates, { access: 'admin', refuseUnknownFields: msg.trust.settings.unknownSetting }, async (request) => shipping.updateRates(ctx, actorOf(request), request.body.rates));
}
