import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cartQuoteContract } from '@shared/contracts/cart-quote';
import { ordersContract } from '@shared/contracts/orders';
import type { ParamsOf } from '@shared/contracts/http';
import { msg } from '@shared/messages';
import { readImageUpload, registerImageMultipart } from '../../lib/image-upload';
import { registerRoute, requireUser } from '../../lib/route';
import { tooMany } from '../../plugins/rate-limit';
import { actorOf } from '../../plugins/session';
import * as checkout from './checkout.service';
import * as express from './express.service';
import { quoteCart } from './pricing';
import { decodeSource, SOURCE_COOKIE } from './order-source';
import { visitOf } from '../conversions/visit';
import { paymentMethodHandlers } from './methods';
import * as unpaid from './unpaid-orders.service';
import * as receipts from '../receipts/receipts.service';

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
    checkout.createOrder(ctx, actorOf(request), request.body, originOf(request), request.locale, {
      channel: 'checkout',
      source: decodeSource(request.cookies[SOURCE_COOKIE]),
      visit: visitOf(request, originOf(request)),
    }),
  );
  // The one pricing (docs/contract.md §8): public, what an order would store; a refused code is `couponError`.
  registerRoute(app, cartQuoteContract.quote, { access: 'public' }, async (request) => quoteCart(ctx, request.user ?? null, request.body, request.tr));
  // With `?key=` (docs/contract.md §7) the order's link opens it for anyone; without, its customer and admins (401 for a visitor).
  registerRoute(app, ordersContract.get, { access: 'public' }, async (request) =>
    request.query?.key ? express.orderByKey(ctx, request.params.id, request.query.key) : checkout.orderDetail(ctx, actorOf(request), request.params.id),
  );
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
  // A transfer's receipt (docs/contract.md §4): sent as multipart `file`, read back by its customer and admins.
  await registerImageMultipart(app);
  registerRoute(app, ordersContract.uploadReceipt, { access: 'user', config: { rateLimit: intentRateLimit } }, async (request) =>
    receipts.uploadReceipt(ctx, actorOf(request), request.params.id, () => readImageUpload(request, 'file')),
  );
  // Not JSON: registered by hand, with the contract's params.
  app.route({
    method: ordersContract.receipt.method,
    url: ordersContract.receipt.path,
    schema: { params: ordersContract.receipt.params },
    onRequest: requireUser, // before validation, like registerRoute's guards
    handler: async (request, reply) => {
      const { id } = request.params as ParamsOf<typeof ordersContract.receipt>;
      const file = await receipts.readReceipt(ctx, actorOf(request), id);
      const pdf = file.contentType === 'application/pdf';
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="receipt-${id.slice(0, 8)}.${pdf ? 'pdf' : 'webp'}"`)
        // A PDF is shown as a document, never as a page of this origin that could run its scripts.
        .header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .send(file.bytes);
    },
  });
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
