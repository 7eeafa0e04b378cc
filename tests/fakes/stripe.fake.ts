import { randomBytes } from 'node:crypto';
import { sendJson, startFakeServer, type FakeServer } from './fake-server';

/** The only secret key the fake accepts; any other gets Stripe's 401. */
export const STRIPE_FAKE_SECRET_KEY = 'sk_test_51NabtaFakeSecretKeyForTestsOnly0000000000000000000';
export const STRIPE_FAKE_PUBLISHABLE_KEY = 'pk_test_51NabtaFakePublishableKeyForTestsOnly000000000000000';
export const STRIPE_FAKE_WEBHOOK_SECRET = 'whsec_nabtaFakeWebhookSecretForTests0000';

export type FakeIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

/** A PaymentIntent as Stripe's API answers it (the fields a client reads, with their real names). */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic_async';
  client_secret: string;
  confirmation_method: 'automatic';
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: null | { code: string; decline_code?: string; message: string; type: string };
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: FakeIntentStatus;
}

export interface StripeFake extends FakeServer {
  intents: Map<string, FakePaymentIntent>;
  /** What the browser does with Stripe.js: confirm with a good card. */
  succeed(id: string): FakePaymentIntent;
  /** A declined card: the intent goes back to requires_payment_method with Stripe's card_declined error. */
  decline(id: string): FakePaymentIntent;
  setStatus(id: string, status: FakeIntentStatus): FakePaymentIntent;
  /** An intent made outside the app (another account, another amount…). */
  addIntent(values: Partial<FakePaymentIntent> & { amount: number }): FakePaymentIntent;
}

const stripeError = (type: string, message: string, extra: Record<string, string> = {}) => ({
  error: { type, message, doc_url: 'https://stripe.com/docs/error-codes', ...extra },
});

/** Stripe's form encoding: `metadata[userId]=…` → { metadata: { userId } }. */
function parseForm(body: Buffer): { fields: Record<string, string>; metadata: Record<string, string> } {
  const fields: Record<string, string> = {};
  const metadata: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body.toString('utf8'))) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m) metadata[m[1]!] = value;
    else fields[key] = value;
  }
  return { fields, metadata };
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local fake of Stripe's API (PaymentIntents create and retrieve), listening on 127.0.0.1: the
 * app's real `stripe` client talks to it through STRIPE_API_BASE.
 */
export async function startStripeFake(): Promise<StripeFake> {
  const intents = new Map<string, FakePaymentIntent>();

  const make = (values: Partial<FakePaymentIntent> & { amount: number }): FakePaymentIntent => {
    const id = values.id ?? newId('pi');
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount_capturable: 0,
      amount_received: 0,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      currency: 'dzd',
      description: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: {},
      payment_method: null,
      payment_method_types: ['card'],
      receipt_email: null,
      status: 'requires_payment_method',
      ...values,
    };
    intents.set(id, intent);
    return intent;
  };

  const server = await startFakeServer((req, res) => {
    if (req.headers.authorization !== `Bearer ${STRIPE_FAKE_SECRET_KEY}`) {
      sendJson(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided: sk_test_****0000'));
      return;
    }
    const path = req.url.pathname;
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const { fields, metadata } = parseForm(req.body);
      const amount = Number(fields.amount);
      if (!Number.isInteger(amount) || amount < 1 || !fields.currency) {
        sendJson(res, 400, stripeError('invalid_request_error', 'Missing required param: amount.', { param: 'amount', code: 'parameter_missing' }));
        return;
      }
      sendJson(
        res,
        200,
        make({
          amount,
          currency: fields.currency.toLowerCase(),
          description: fields.description ?? null,
          receipt_email: fields.receipt_email ?? null,
          metadata,
        }),
      );
      return;
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const intent = intents.get(decodeURIComponent(retrieve[1]!));
      if (!intent) {
        sendJson(
          res,
          404,
          stripeError('invalid_request_error', `No such payment_intent: '${retrieve[1]}'`, { code: 'resource_missing', param: 'intent' }),
        );
        return;
      }
      sendJson(res, 200, intent);
      return;
    }
    sendJson(res, 404, stripeError('invalid_request_error', `Unrecognized request URL (${req.method}: ${path}).`));
  });

  const update = (id: string, values: Partial<FakePaymentIntent>) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no fake intent ${id}`);
    Object.assign(intent, values);
    return intent;
  };

  return {
    ...server,
    intents,
    succeed: (id) =>
      update(id, {
        status: 'succeeded',
        amount_received: intents.get(id)?.amount ?? 0,
        payment_method: newId('pm'),
        latest_charge: newId('ch'),
        last_payment_error: null,
      }),
    decline: (id) =>
      update(id, {
        status: 'requires_payment_method',
        last_payment_error: { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', type: 'card_error' },
      }),
    setStatus: (id, status) => update(id, { status }),
    addIntent: make,
  };
}
