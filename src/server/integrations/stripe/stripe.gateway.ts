import Stripe from 'stripe';

/** The parts of a PaymentIntent the shop reads. */
export interface PaymentIntentView {
  id: string;
  status: string;
  /** Smallest currency unit (centimes for DZD). */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  clientSecret: string | null;
}

export type GatewayErrorKind = 'not_found' | 'auth' | 'unavailable' | 'invalid';

/** A Stripe call that failed, reduced to what the caller decides on. */
export class PaymentGatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}

export interface CreatePaymentIntentParams {
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  receiptEmail: string;
  description: string;
}

/** The Stripe calls the shop makes, behind one small interface (tests point it at tests/fakes/stripe.fake.ts). */
export interface StripeGateway {
  createPaymentIntent(params: CreatePaymentIntentParams): Promise<PaymentIntentView>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentView>;
}

function toView(pi: Stripe.PaymentIntent): PaymentIntentView {
  return {
    id: pi.id,
    status: pi.status,
    amount: pi.amount,
    currency: pi.currency,
    metadata: { ...(pi.metadata ?? {}) },
    clientSecret: pi.client_secret ?? null,
  };
}

function toGatewayError(err: unknown): PaymentGatewayError {
  const e = err as { type?: string; code?: string; statusCode?: number; message?: string };
  const message = e.message ?? 'Stripe error';
  if (e.type === 'StripeAuthenticationError' || e.type === 'StripePermissionError' || e.statusCode === 401) {
    return new PaymentGatewayError('auth', message);
  }
  if (e.code === 'resource_missing' || e.statusCode === 404) return new PaymentGatewayError('not_found', message);
  if (e.type === 'StripeInvalidRequestError' || e.type === 'StripeCardError') return new PaymentGatewayError('invalid', message);
  return new PaymentGatewayError('unavailable', message);
}

/** `STRIPE_API_BASE` (a local fake in tests) as the client's host, port and protocol. */
function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const clients = new Map<string, Stripe>();

function stripeClient(secretKey: string, apiBase: string | undefined): Stripe {
  const cacheKey = `${apiBase ?? ''}\u0000${secretKey}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(secretKey, { ...hostOptions(apiBase), maxNetworkRetries: 1, timeout: 15_000 });
    clients.set(cacheKey, client);
  }
  return client;
}

export function createStripeGateway(secretKey: string, apiBase: string | undefined): StripeGateway {
  const stripe = stripeClient(secretKey, apiBase);
  return {
    async createPaymentIntent(params) {
      try {
        const pi = await stripe.paymentIntents.create({
          amount: params.amount,
          currency: params.currency,
          allowed_payment_method_types: ['card'],
          metadata: params.metadata,
          receipt_email: params.receiptEmail,
          description: params.description,
        });
        return toView(pi);
      } catch (err) {
        throw toGatewayError(err);
      }
    },
    async retrievePaymentIntent(id) {
      try {
        return toView(await stripe.paymentIntents.retrieve(id));
      } catch (err) {
        throw toGatewayError(err);
      }
    },
  };
}

// A client only for webhook verification: it needs no API key.
const webhookVerifier = new Stripe('sk_webhook_verification_only');

/**
 * Verifies a webhook's `Stripe-Signature` over the raw body and parses the event; throws when the
 * signature, its timestamp (5 minutes tolerance) or the payload is wrong.
 */
export function verifyWebhookEvent(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
  return webhookVerifier.webhooks.constructEvent(rawBody, signature, secret);
}

/** Reads a `payment_intent.*` event's object. */
export function paymentIntentOfEvent(event: Stripe.Event): PaymentIntentView | null {
  if (!event.type.startsWith('payment_intent.')) return null;
  const object = event.data.object as Stripe.PaymentIntent;
  return object?.object === 'payment_intent' ? toView(object) : null;
}
