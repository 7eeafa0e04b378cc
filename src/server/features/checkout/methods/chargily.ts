import { orderNumber } from '@shared/domain/order';
import { msg } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import type { ServiceContext } from '../../../context';
import type { OrderRow } from '../../../db/schema';
import {
  createChargilyClient,
  isValidChargilySignature,
  parseChargilyEvent,
  type ChargilyCheckout,
} from '../../../integrations/chargily/chargily.client';
import { PaymentGatewayError } from '../../../integrations/stripe/stripe.gateway';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '@shared/messages';
import { getCheckoutSettings, type CheckoutSettings } from '../../settings/settings.service';
import * as repo from '../checkout.repository';
import { recordGatewayPayment } from '../gateway-payment';
import { gatewayFailure } from './stripe';
import type { PaymentMethodHandler, PaymentStart } from './types';

const e = msg.checkout.errors;

const clientOf = (ctx: ServiceContext, secretKey: string) => createChargilyClient(secretKey, ctx.config.checkout.chargily.apiUrl);

/**
 * Records what Chargily says about a checkout: `paid` completes the order only when the amount paid
 * (integer DZD, currency `dzd`) is the order's total; failed, canceled and expired fail an order still pending.
 * Both updates are conditional, so a replay or a second path (webhook, return check) changes nothing.
 */
async function record(ctx: ServiceContext, checkout: ChargilyCheckout): Promise<void> {
  if (checkout.currency.toLowerCase() !== 'dzd') {
    // The shop only ever asks for dinars: another currency is not this order's payment.
    ctx.log.warn({ checkoutId: checkout.id, currency: checkout.currency }, 'Chargily checkout in another currency than dzd ignored');
    return;
  }
  if (checkout.status === 'paid') {
    const done = await recordGatewayPayment(ctx, 'chargily', checkout.id, Math.round(checkout.amount * 100));
    if (!done) {
      const order = await repo.findOrderByPaymentReference(ctx.db, checkout.id);
      if (order && order.paymentStatus !== 'completed') {
        ctx.log.warn({ checkoutId: checkout.id, orderId: order.id, amount: checkout.amount }, 'Chargily paid amount differs from the order');
      }
    }
  } else if (['failed', 'canceled', 'expired'].includes(checkout.status)) {
    await repo.failPayment(ctx.db, 'chargily', checkout.id);
  }
}

/**
 * A hosted checkout for `total` centimes (whole dinars), the customer sent back to the order's page:
 * at the order, and again when a failed or abandoned payment is started anew.
 */
export async function openCheckout(
  ctx: ServiceContext,
  settings: Pick<CheckoutSettings, 'chargilySecretKey' | 'siteName'>,
  order: { orderId: string; total: number; origin: string; locale: Locale; customer: string },
): Promise<PaymentStart> {
  if (!settings.chargilySecretKey) throw new AppError('BAD_REQUEST', e.paymentMethodUnavailable);
  if (order.total % 100 !== 0) throw new AppError('CONFLICT', e.chargilyWholeDinars);
  const back = `${order.origin}/order/${order.orderId}`;
  try {
    const checkout = await clientOf(ctx, settings.chargilySecretKey).createCheckout({
      amount: order.total / 100,
      successUrl: `${back}?payment=success`,
      failureUrl: `${back}?payment=failure`,
      webhookEndpoint: `${order.origin}/api/chargily/webhook`,
      locale: order.locale, // Chargily's page speaks ar, en and fr: the customer's language
      description: `${settings.siteName} — ${t(order.locale).text(msg.orderDesk.view.title, { number: orderNumber(order.orderId) })}`,
      metadata: { orderId: order.orderId, customer: order.customer },
    });
    return { status: 'pending', reference: checkout.id, url: checkout.checkout_url };
  } catch (err) {
    throw gatewayFailure(ctx, err);
  }
}

/**
 * Makes sure the order's checkout can no longer be paid before its order changes payment or gives its
 * stock back: a checkout still pending is expired at Chargily (then recorded failed); one Chargily says
 * was paid is recorded paid. `busy` when Chargily cannot say now (unreachable, a payment in progress):
 * the caller leaves the order as it is.
 */
export async function closeCheckout(ctx: ServiceContext, order: OrderRow): Promise<'closed' | 'paid' | 'busy'> {
  if (order.paymentMethod !== 'chargily' || !order.paymentReference || order.paymentStatus !== 'pending') return 'closed';
  const { chargilySecretKey } = await getCheckoutSettings(ctx);
  if (!chargilySecretKey) return 'busy';
  const client = clientOf(ctx, chargilySecretKey);
  try {
    await record(ctx, await client.expireCheckout(order.paymentReference));
  } catch (err) {
    if (!(err instanceof PaymentGatewayError) || err.kind !== 'invalid') {
      ctx.log.warn({ err, orderId: order.id }, 'Chargily checkout could not be expired');
      return 'busy';
    }
    // Refused: it is paid, processing or final already. What it is decides.
    try {
      await record(ctx, await client.retrieveCheckout(order.paymentReference));
    } catch (retrieveErr) {
      ctx.log.warn({ err: retrieveErr, orderId: order.id }, 'Chargily status check failed');
      return 'busy';
    }
  }
  const now = await repo.findOrderByPaymentReference(ctx.db, order.paymentReference);
  if (now?.paymentStatus === 'completed') return 'paid';
  return now?.paymentStatus === 'failed' ? 'closed' : 'busy';
}

/**
 * CIB / Edahabia through Chargily Pay V2 (docs/contract.md §4): a hosted checkout for the server's total
 * in whole dinars, the customer redirected to it; the order is paid only by the signed webhook or a
 * status check when the customer returns.
 */
export const chargily: PaymentMethodHandler = {
  id: 'chargily',
  unconfigured: (s) => (s.chargilySecretKey ? null : msg.checkout.errors.chargilyKeyMissing),
  async prepare({ ctx, settings, totals, orderId, origin, input, locale }) {
    return openCheckout(ctx, settings, { orderId, total: totals.total, origin, locale, customer: input.customerEmail });
  },
  async verify(ctx: ServiceContext, order: OrderRow) {
    if (!order.paymentReference || order.paymentStatus !== 'pending') return;
    const { chargilySecretKey } = await getCheckoutSettings(ctx);
    if (!chargilySecretKey) return;
    try {
      await record(ctx, await clientOf(ctx, chargilySecretKey).retrieveCheckout(order.paymentReference));
    } catch (err) {
      // The order page still shows the stored state; the webhook settles it.
      ctx.log.warn({ err, orderId: order.id }, 'Chargily status check failed');
    }
  },
  webhook: {
    path: '/api/chargily/webhook',
    signatureHeader: 'signature',
    async handle(ctx, rawBody, signature) {
      const { chargilySecretKey } = await getCheckoutSettings(ctx);
      if (!chargilySecretKey) throw new AppError('SERVICE_UNAVAILABLE', e.chargilyNotConfigured);
      if (!isValidChargilySignature(rawBody, signature, chargilySecretKey)) throw new AppError('BAD_REQUEST', e.webhookSignature);
      const event = parseChargilyEvent(rawBody);
      if (event?.type.startsWith('checkout.')) await record(ctx, event.data);
    },
  },
};
