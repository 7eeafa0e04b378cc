import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conversionsContract } from '@shared/contracts/conversions';
import { msg } from '@shared/messages';
import { registerRoute } from '../../lib/route';
import { tooMany } from '../../plugins/rate-limit';
import { actorOf } from '../../plugins/session';
import { getConversionSettings, testConversion, updateConversionSettings } from './conversions.admin.service';
import { startConversionsWorker } from './conversions.service';
import { visitOf } from './visit';

/** The owner's ad platforms (docs/contract.md §9) and the queue's worker. */
export async function conversionsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const originOf = (request: FastifyRequest) => ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  registerRoute(app, conversionsContract.settings, { access: 'admin' }, async (request) => getConversionSettings(ctx, actorOf(request)));
  registerRoute(app, conversionsContract.updateSettings, { access: 'admin', refuseUnknownFields: msg.trust.settings.unknownSetting }, async (request) =>
    updateConversionSettings(ctx, actorOf(request), request.body, request.tr),
  );
  // The owner only: the service refuses other admins (403). Each Test is a call to the platform.
  registerRoute(app, conversionsContract.test, { access: 'admin', config: { rateLimit: { max: 10, timeWindow: '1 minute', errorResponseBuilder: tooMany(msg.errors.tooManyRequests) } } }, async (request) =>
    testConversion(ctx, request.user, request.body.platform, visitOf(request, originOf(request)), request.tr),
  );

  // The retry worker lives as long as the app: started when it is ready, stopped on close.
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = startConversionsWorker(ctx);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
