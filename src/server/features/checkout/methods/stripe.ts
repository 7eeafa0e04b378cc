import { STRIPE_CURRENCY } from '@shared/domain/order';
import { msg } from '@shared/messages';
import type { ServiceContext } from '../../../context';
import {
  createStripeGateway,
  PaymentGatewayError,
  paymentIntentOfEvent,
  verifyWebhookEvent,
  type PaymentIntentView,
} from '../../../integrations/stripe/stripe.gateway';
import { AppError } from '../../../lib/app-error';
import { getStripeKeys, type CheckoutSettings } from '../../settings/settings.service';
import * as repo from '../checkout.repository';
import { deskEmail } from '../../order-desk/order-desk.emails';
import { recordGatewayPayment } from '../gateway-payment';
import type { PaymentMethodHandler } from './types';

const e = msg.checkout.errors;

export function stripeGatewayOf(ctx: ServiceContext, settings: CheckoutSettings) {
  if (!settings.cardPaymentsAvailable) throw new AppError('BAD_REQUEST', e.paymentMethodUnavailable);
  return createStripeGateway(settings.stripe.secretKey, ctx.config.checkout.stripe.apiBase);
}

/** Maps a gateway failure: a bad id is the client's mistake (400); a refused key or an outage is ours (503, logged). */
export function gatewayFailure(ctx: ServiceContext, err: unknown): AppError {
  if (err instanceof PaymentGatewayError && (err.kind === 'not_found' || err.kind === 'invalid')) {
    return new AppError('BAD_REQUEST', e.paymentNotFound);
  }
  ctx.log.warn({ err }, 'payment gateway call failed');
  return new AppError('SERVICE_UNAVAILABLE', e.paymentProviderUnavailable);
}

/** `payment_intent.succeeded`: the matching card order becomes paid, once; amount and currency must match. */
async function confirmCardPayment(ctx: ServiceContext, pi: PaymentIntentView): Promise<boolean> {
  if (pi.status !== 'succeeded' || pi.currency !== STRIPE_CURRENCY) return false;
  const updated = await recordGatewayPayment(ctx, 'stripe', pi.id, pi.amount);
  if (!updated) {
    const order = await repo.findOrderByPaymentReference(ctx.db, pi.id);
    if (order && order.totalCentimes !== pi.amount) ctx.log.warn({ paymentIntentId: pi.id, orderId: order.id }, 'webhook amount differs from the order');
  }
  return !!updated;
}

/**
 * Card by Stripe (spec §2/§8, docs/contract.md §2). The PaymentIntent was opened by
 * `POST /api/create-payment-intent` and paid in the browser; `prepare` checks it exists, belongs to
 * this customer, is for exactly this order's amount in DZD and has succeeded (`processing` is taken
 * as pending: the signed webhook completes it).
 */
export const stripeCard: PaymentMethodHandler = {
  id: 'stripe',
  unconfigured: (s) => (s.stripeSecretKey && s.stripePublishableKey ? null : msg.checkout.errors.stripeKeysMissing),
  async prepare({ ctx, settings, actor, input, totals }) {
    const gateway = stripeGatewayOf(ctx, settings);
    const id = input.paymentIntentId;
    if (!id) throw new AppError('BAD_REQUEST', e.paymentIntentRequired, { paymentIntentId: e.paymentIntentRequired });
    let pi: PaymentIntentView;
    try {
      pi = await gateway.retrievePaymentIntent(id);
    } catch (err) {
      throw gatewayFailure(ctx, err);
    }
    if (!actor || pi.metadata.userId !== actor.id) throw new AppError('CONFLICT', e.paymentNotYours);
    if (pi.currency !== STRIPE_CURRENCY || pi.amount !== totals.total) throw new AppError('CONFLICT', e.paymentMismatch);
    if (pi.status !== 'succeeded' && pi.status !== 'processing') throw new AppError('CONFLICT', e.paymentNotCompleted);
    if (await repo.findOrderByPaymentReference(ctx.db, pi.id)) throw new AppError('CONFLICT', e.paymentAlreadyUsed);
    return { reference: pi.id, status: pi.status === 'succeeded' ? 'completed' : 'pending', url: null };
  },
  /**
   * The receipt (issue 29), once: a card verified paid here gets it with the order; the webhook that follows
   * finds the order paid and sends nothing. A payment still processing gets it from the webhook instead.
   */
  email: (p, order) =>
    order.paymentStatus === 'completed' ? { kind: 'order_paid', ...deskEmail('paid', { order, siteName: p.settings.siteName, orderUrl: `${p.origin}/order/${order.id}` }) } : null,
  webhook: {
    path: '/api/stripe/webhook',
    signatureHeader: 'stripe-signature',
    /** `payment_intent.succeeded` completes the card order; `payment_intent.payment_failed` fails one still pending. */
    async handle(ctx, rawBody, signature) {
      const { webhookSecret } = await getStripeKeys(ctx);
      if (!webhookSecret) throw new AppError('SERVICE_UNAVAILABLE', e.webhookNotConfigured);
      if (!signature) throw new AppError('BAD_REQUEST', e.webhookSignature);
      let event;
      try {
        event = verifyWebhookEvent(rawBody, signature, webhookSecret);
      } catch {
        throw new AppError('BAD_REQUEST', e.webhookSignature);
      }
      const pi = paymentIntentOfEvent(event);
      if (pi && event.type === 'payment_intent.succeeded') await confirmCardPayment(ctx, pi);
      if (pi && event.type === 'payment_intent.payment_failed') await repo.failPayment(ctx.db, 'stripe', pi.id);
    },
  },
};
