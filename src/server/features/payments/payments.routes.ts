import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ordersContract } from '@shared/contracts/orders';
import { messages } from '@shared/messages';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import * as payments from './payments.service';

/** Each PaymentIntent is a call to Stripe: enough for a hesitant customer, too few to flood our account. */
const intentRateLimit = {
  max: 30,
  timeWindow: '10 minutes',
  keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
  errorResponseBuilder: () => ({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: messages.errors.tooManyRequests }),
};

export async function paymentsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerRoute(app, ordersContract.createPaymentIntent, { access: 'user', config: { rateLimit: intentRateLimit } }, async (request) =>
    payments.createPaymentIntent(ctx, actorOf(request), request.body),
  );
  await app.register(stripeWebhookRoute);
}

/**
 * Its own encapsulated plugin: JSON bodies stay raw bytes here (and only here), because Stripe signs
 * the exact bytes it sent. The origin check skips this path; the signature is what protects it.
 */
async function stripeWebhookRoute(app: FastifyInstance) {
  const { ctx } = app;
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  registerRoute(app, ordersContract.stripeWebhook, {}, async (request) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
    const signature = request.headers['stripe-signature'];
    return payments.handleStripeWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined);
  });
}
