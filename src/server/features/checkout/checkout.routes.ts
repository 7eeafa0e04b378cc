import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ordersContract } from '@shared/contracts/orders';
import { msg } from '@shared/messages';
import { registerRoute } from '../../lib/route';
import { tooMany } from '../../plugins/rate-limit';
import { actorOf } from '../../plugins/session';
import * as checkout from './checkout.service';
import { paymentMethodHandlers } from './methods';
import * as unpaid from './unpaid-orders.service';

/** Each PaymentIntent is a call to Stripe: enough for a hesitant customer, too few to flood our account. */
const intentRateLimit = {
  max: 30,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  errorResponseBuilder: tooMany(msg.errors.tooManyRequests),
};

const webhookContracts = { stripe: ordersContract.stripeWebhook, chargily: ordersContract.chargilyWebhook } as const;

export async function checkoutRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = { access: 'user' as const };
  const originOf = (request: FastifyRequest) => ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  registerRoute(app, ordersContract.create, user, async (request) =>
    checkout.createOrder(ctx, actorOf(request), request.body, originOf(request), request.locale),
  );
  registerRoute(app, ordersContract.get, user, async (request) => checkout.orderDetail(ctx, actorOf(request), request.params.id));
  registerRoute(app, ordersContract.createPaymentIntent, { access: 'user', config: { rateLimit: intentRateLimit } }, async (request) =>
    checkout.createPaymentIntent(ctx, actorOf(request), request.body, request.locale),
  );
  // Each change of payment is a call to the gateway: limited like a PaymentIntent.
  registerRoute(app, ordersContract.payAgain, { access: 'user', config: { rateLimit: intentRateLimit } }, async (request) =>
    unpaid.payAgain(ctx, actorOf(request), request.params.id, originOf(request), request.locale),
  );
  registerRoute(app, ordersContract.switchToCod, { access: 'user', config: { rateLimit: intentRateLimit } }, async (request) =>
    unpaid.switchToCod(ctx, actorOf(request), request.params.id, originOf(request)),
  );
  let stopSweep: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopSweep = unpaid.startUnpaidOrdersWorker(ctx);
  });
  app.addHook('onClose', async () => {
    await stopSweep?.();
  });
  await app.register(webhookRoutes);
}

/**
 * Its own encapsulated plugin: JSON bodies stay raw bytes here (and only here), because providers
 * sign the exact bytes they sent. The origin check skips these paths; the signature protects them.
 */
async function webhookRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  for (const method of Object.keys(webhookContracts) as (keyof typeof webhookContracts)[]) {
    const { signatureHeader } = paymentMethodHandlers[method].webhook!;
    registerRoute(app, webhookContracts[method], { access: 'public' }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const signature = request.headers[signatureHeader];
      return checkout.handleWebhook(ctx, method, raw, typeof signature === 'string' ? signature : undefined);
    });
  }
}
