import type { CreatePaymentIntentInput, PaymentIntent } from '@shared/contracts/orders';
import { formatDA, toMoneyString } from '@shared/domain/money';
import { STRIPE_CURRENCY, toStripeAmount, totalsAgree } from '@shared/domain/order';
import { messages } from '@shared/messages';
import type { ServiceContext } from '../../context';
import {
  createStripeGateway,
  paymentIntentOfEvent,
  verifyWebhookEvent,
  type PaymentIntentView,
} from '../../integrations/stripe/stripe.gateway';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { confirmCardPayment, failCardPayment, fill, gatewayFailure, priceCart } from '../orders/orders.service';
import { getCheckoutSettings, getStripeKeys } from '../settings/settings.service';

const e = messages.checkout.errors;

/** Stripe metadata values are limited to 500 characters. */
const clip = (s: string) => (s.length > 500 ? `${s.slice(0, 497)}...` : s);

/**
 * `POST /api/create-payment-intent`: prices the cart on the server (a client `amount` must agree) and
 * opens a DZD PaymentIntent for exactly that total. Its metadata ties it to the customer, so that
 * nobody else can use it for an order.
 */
export async function createPaymentIntent(ctx: ServiceContext, actor: Actor, input: CreatePaymentIntentInput): Promise<PaymentIntent> {
  const settings = await getCheckoutSettings(ctx);
  if (!settings.cardPaymentsAvailable) throw new AppError('BAD_REQUEST', e.paymentMethodUnavailable);
  const { lines, totals } = await priceCart(ctx, input.items, settings.rates);
  if (input.amount !== undefined && !totalsAgree(input.amount, totals.total)) {
    throw new AppError('CONFLICT', fill(e.amountMismatch, { total: formatDA(totals.total) }));
  }
  let pi: PaymentIntentView;
  try {
    pi = await createStripeGateway(settings.stripe.secretKey, ctx.config.checkout.stripe.apiBase).createPaymentIntent({
      amount: toStripeAmount(totals.total),
      currency: STRIPE_CURRENCY,
      receiptEmail: input.customerEmail,
      description: `${settings.siteName} — ${lines.reduce((n, l) => n + l.quantity, 0)} plant(s)`,
      metadata: {
        userId: actor.id,
        customerEmail: input.customerEmail,
        customerName: clip(input.customerName),
        items: clip(lines.map((l) => `${l.plant.id}x${l.quantity}`).join(',')),
        subtotal: toMoneyString(totals.subtotal),
        shipping: toMoneyString(totals.shipping),
        total: toMoneyString(totals.total),
      },
    });
  } catch (err) {
    throw gatewayFailure(ctx, err);
  }
  if (!pi.clientSecret) throw gatewayFailure(ctx, new Error('PaymentIntent without client_secret'));
  return { clientSecret: pi.clientSecret, paymentIntentId: pi.id, amount: toMoneyString(totals.total), currency: STRIPE_CURRENCY };
}

/**
 * `POST /api/stripe/webhook`: the signature is checked over the raw body (400 when wrong), then
 * `payment_intent.succeeded` completes the matching card order and `payment_intent.payment_failed`
 * fails one still pending. Replays change nothing.
 */
export async function handleStripeWebhook(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined): Promise<{ received: true }> {
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
  if (pi && event.type === 'payment_intent.payment_failed') await failCardPayment(ctx, pi);
  return { received: true };
}
