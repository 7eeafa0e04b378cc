import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { shippingContract } from '@shared/contracts/shipping';
import { LabelsQuerySchema, shipmentsContract as c } from '@shared/contracts/shipments';
import { msg } from '@shared/messages';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import { actorOf, requireAdmin } from '../../plugins/session';
import * as settings from './courier-settings.service';
import { courierFees, importCourierFees } from './courier-fees.service';
import { courierFigures } from './courier-figures.service';
import { pollNow, startCourierPoller } from './courier-poller.service';
import { courierWebhookHandshake, handleCourierWebhook } from './courier-webhooks.service';
import { startClaimSweep } from './parcel-claims.service';
import { labelsPdf } from './parcel-labels.service';
import { createShipments } from './shipments.service';
import { desksOf } from './stop-desks.service';

/** Couriers and shipments (docs/contract.md §5). Admin routes: 401 visitors, 403 non-admins; the services check again. */
export async function shipmentsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const admin = { access: 'admin' as const };
  const originOf = (request: FastifyRequest) => ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  registerRoute(app, c.create, admin, async (request) => createShipments(ctx, actorOf(request), request.body, request.tr));
  // The checkout's stop-desk list (its contract is the shipping feature's): from the configured courier.
  registerRoute(app, shippingContract.desks, { access: 'public', config: { rateLimit: rateLimits.desks } }, async (request) => desksOf(ctx, Number(request.query.wilaya)));
  registerRoute(app, c.settings, admin, async (request) => settings.getCourierSettings(ctx, actorOf(request), originOf(request)));
  registerRoute(app, c.updateSettings, { ...admin, refuseUnknownFields: msg.trust.settings.unknownSetting }, async (request) => settings.updateCourierSettings(ctx, actorOf(request), request.body, originOf(request), request.tr));
  registerRoute(app, c.test, admin, async (request) => settings.testCourier(ctx, actorOf(request), request.params.id));
  registerRoute(app, c.figures, admin, async (request) => courierFigures(ctx, actorOf(request)));
  registerRoute(app, c.fees, admin, async (request) => courierFees(ctx, actorOf(request), request.params.id));
  registerRoute(app, c.importFees, admin, async (request) => importCourierFees(ctx, actorOf(request), request.params.id));
  registerRoute(app, c.poll, admin, async (request) => pollNow(ctx, actorOf(request), request.params.id));

  // Not JSON: registered by hand, with the contract's query schema.
  app.route({
    method: 'GET',
    url: c.labels.path,
    schema: { querystring: LabelsQuerySchema },
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      // Validated (and split) by the schema above.
      const { orderIds } = request.query as z.output<typeof LabelsQuerySchema>;
      const pdf = await labelsPdf(ctx, actorOf(request), orderIds);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="labels.pdf"')
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  });

  await app.register(courierWebhookRoutes);

  // The poller (couriers without webhooks: Ecotrack) and the sweep of parcel claims a killed process
  // left half-made live as long as the app.
  let stops: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    stops = [startCourierPoller(ctx), startClaimSweep(ctx)];
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}

/**
 * Couriers' webhooks (`/api/couriers/:courier/webhook`, one route for every family whose module has
 * webhooks). Raw bytes here (and only here): couriers sign the exact body they sent; the signature
 * protects these paths.
 */
async function courierWebhookRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  registerRoute(app, c.courierWebhook, { access: 'public' }, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    return handleCourierWebhook(ctx, request.params.courier, raw, request.headers);
  });
  // The courier checks the address when the webhook is registered (Yalidine: `GET <url>?subscribe&crc_token=X` must answer X).
  app.get(c.courierWebhook.path, { schema: { params: c.courierWebhook.params } }, async (request, reply) => {
    const { courier } = request.params as { courier: string };
    const url = request.raw.url ?? '';
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
    const answer = courierWebhookHandshake(courier, query);
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(answer);
  });
}
