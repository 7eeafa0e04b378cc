import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, PaymentIntent } from '@shared/contracts/orders';
import { createCategory, createPlant, setFirstSize } from '../../../../tests/factories/catalog';
import { intentPayload, orderPayload } from '../../../../tests/factories/orders';
import {
  startStripeFake,
  STRIPE_FAKE_PUBLISHABLE_KEY,
  STRIPE_FAKE_SECRET_KEY,
  STRIPE_FAKE_WEBHOOK_SECRET,
  type FakePaymentIntent,
  type StripeFake,
} from '../../../../tests/fakes/stripe.fake';
import { buildTestApp, Client, signUp, type TestApp } from '../../../../tests/helpers/test-app';
import { emailOutbox, orders, plants, type PlantRow } from '../../db/schema';
import { orderNumber } from '@shared/domain/order';
import { en, english, fill } from '@shared/messages';

const e = en.checkout.errors;

let stripe: StripeFake;
let t: TestApp;
let customer: Client;
let customerId: string;
let fern: PlantRow;

beforeAll(async () => {
  stripe = await startStripeFake();
});
afterAll(() => stripe.close());

async function setUp(env: Record<string, string>) {
  t = await buildTestApp({ catalogue: false, env });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_050, stock: 5 });
  customer = new Client(t.app);
  await signUp(customer);
  customerId = ((await customer.get('/api/auth/user')).json() as { id: string }).id;
}
afterEach(() => t.close());

const stripeEnv = () => ({
  STRIPE_SECRET_KEY: STRIPE_FAKE_SECRET_KEY,
  STRIPE_PUBLISHABLE_KEY: STRIPE_FAKE_PUBLISHABLE_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_FAKE_WEBHOOK_SECRET,
  STRIPE_API_BASE: stripe.url,
});

const stockOf = async () => (await t.app.ctx.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, fern.id)))[0]!.stock;
const orderCount = async () => (await t.app.ctx.db.select({ id: orders.id }).from(orders)).length;

async function createIntent(quantity = 1): Promise<PaymentIntent> {
  const res = await customer.post('/api/create-payment-intent', intentPayload([{ plant: fern, quantity }]));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PaymentIntent;
}

const cardOrder = (paymentIntentId: string | undefined, quantity = 1, extra: Record<string, unknown> = {}) =>
  orderPayload([{ plant: fern, quantity }], { paymentMethod: 'stripe', paymentStatus: 'completed', ...(paymentIntentId ? { paymentIntentId } : {}), ...extra });

/** A webhook delivery as Stripe signs it. */
function webhook(pi: FakePaymentIntent, type = 'payment_intent.succeeded', secret = STRIPE_FAKE_WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_${pi.id.slice(3)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: pi },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
  const signature = new Stripe('sk_test_x').webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

describe('POST /api/create-payment-intent', () => {
  beforeEach(() => setUp(stripeEnv()));

  it('computes the amount on the server (DZD in centimes) and ties the intent to the customer', async () => {
    const before = stripe.requests.length;
    const intent = await createIntent(2);
    expect(intent).toMatchObject({ amount: '4001.00', currency: 'dzd' });
    expect(intent.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const sent = stripe.intents.get(intent.paymentIntentId)!;
    expect(sent).toMatchObject({ amount: 400_100, currency: 'dzd', receipt_email: 'amina@example.dz' });
    expect(sent.metadata).toMatchObject({ userId: customerId, items: `${fern.id}x2`, total: '4001.00' });
    expect(stripe.requests.length).toBe(before + 1);
  });

  it('names the payment on Stripe’s page and receipt in the customer’s language', async () => {
    expect(stripe.intents.get((await createIntent(1)).paymentIntentId)!.description).toBe('Nabta — 1 plant');
    expect(stripe.intents.get((await createIntent(2)).paymentIntentId)!.description).toBe('Nabta — 2 plants');
    const described = async (quantity: number, language: string) => {
      const payload = intentPayload([{ plant: fern, quantity }]);
      const res = await customer.request({ method: 'POST', url: '/api/create-payment-intent', payload, headers: { 'accept-language': language } });
      expect(res.statusCode, res.body).toBe(200);
      return stripe.intents.get((res.json() as PaymentIntent).paymentIntentId)!.description;
    };
    expect(await described(3, 'fr')).toBe('Nabta — 3 plantes');
    // Arabic counts with its own plural: 3 to 10 take the plural noun.
    expect(await described(3, 'ar')).toBe('Nabta — 3 نباتات');
  });

  it('refuses a client amount or unit price that is not the shop’s (409) and stock it does not have (409)', async () => {
    const intentsBefore = stripe.intents.size;
    const cheap = await customer.post('/api/create-payment-intent', intentPayload([{ plant: fern, quantity: 1 }], { amount: 1 }));
    expect(cheap.statusCode).toBe(409);
    expect(cheap.json().message).toBe(fill(e.amountMismatch, { total: english.money(220_050) }));
    const payload = intentPayload([{ plant: fern, quantity: 1 }]);
    payload.items[0]!.price = 10;
    expect((await customer.post('/api/create-payment-intent', payload)).statusCode).toBe(409);
    expect((await customer.post('/api/create-payment-intent', intentPayload([{ plant: fern, quantity: 6 }]))).statusCode).toBe(409);
    expect(stripe.intents.size).toBe(intentsBefore);
    expect((await new Client(t.app).post('/api/create-payment-intent', intentPayload([{ plant: fern, quantity: 1 }]))).statusCode).toBe(401);
  });
});

describe('card orders', () => {
  beforeEach(() => setUp(stripeEnv()));

  it('a succeeded payment of exactly the order total makes a paid order', async () => {
    const intent = await createIntent(2);
    stripe.succeed(intent.paymentIntentId);
    const res = await customer.post('/api/orders', cardOrder(intent.paymentIntentId, 2));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    expect(order).toMatchObject({ paymentMethod: 'stripe', paymentStatus: 'completed', totalAmount: '4001.00' });
    expect(order.paidAt).not.toBeNull();
    expect(await stockOf()).toBe(3);
  });

  it('never stores a forged "completed" without a verified payment intent', async () => {
    const missing = await customer.post('/api/orders', cardOrder(undefined));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(e.paymentIntentRequired);

    const unknown = await customer.post('/api/orders', cardOrder('pi_doesnotexist'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(e.paymentNotFound);

    const intent = await createIntent();
    const unpaid = await customer.post('/api/orders', cardOrder(intent.paymentIntentId));
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(e.paymentNotCompleted);

    stripe.decline(intent.paymentIntentId);
    expect((await customer.post('/api/orders', cardOrder(intent.paymentIntentId))).statusCode).toBe(409);

    const bank = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }], { paymentStatus: 'completed', paymentIntentId: 'pi_x' }));
    expect(bank.statusCode).toBe(201);
    expect(bank.json().paymentStatus).toBe('pending');
    expect(await orderCount()).toBe(1);
    expect(await stockOf()).toBe(4);
  });

  it('refuses a replayed payment intent (one payment pays one order)', async () => {
    const intent = await createIntent();
    stripe.succeed(intent.paymentIntentId);
    expect((await customer.post('/api/orders', cardOrder(intent.paymentIntentId))).statusCode).toBe(201);
    const replay = await customer.post('/api/orders', cardOrder(intent.paymentIntentId));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(e.paymentAlreadyUsed);
    const concurrent = await Promise.all([1, 2, 3].map(() => customer.post('/api/orders', cardOrder(intent.paymentIntentId))));
    expect(concurrent.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(await orderCount()).toBe(1);
    expect(await stockOf()).toBe(4);
  });

  it('refuses a payment intent of another amount, another currency or another customer (409)', async () => {
    const small = stripe.addIntent({ amount: 100, metadata: { userId: customerId }, status: 'succeeded' });
    const res = await customer.post('/api/orders', cardOrder(small.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(e.paymentMismatch);

    const euros = stripe.addIntent({ amount: 220_050, currency: 'eur', metadata: { userId: customerId }, status: 'succeeded' });
    expect((await customer.post('/api/orders', cardOrder(euros.id))).statusCode).toBe(409);

    const someoneElses = stripe.addIntent({ amount: 220_050, metadata: { userId: '00000000-0000-4000-8000-000000000000' }, status: 'succeeded' });
    const other = await customer.post('/api/orders', cardOrder(someoneElses.id));
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(e.paymentNotYours);
    expect(await orderCount()).toBe(0);
  });

  it('says the payment was received when the last unit went between payment and order', async () => {
    const intent = await createIntent();
    stripe.succeed(intent.paymentIntentId);
    await setFirstSize(t.app.ctx.db, fern.id, { stock: 0 });
    const res = await customer.post('/api/orders', cardOrder(intent.paymentIntentId));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      fill(e.paidButRefused, { reference: intent.paymentIntentId, reason: fill(e.outOfStock, { name: 'Boston Fern' }) }),
    );
  });
});

describe('the Stripe webhook', () => {
  beforeEach(() => setUp(stripeEnv()));

  /** The receipts (`order_paid`) queued for the order. */
  const receiptsOf = async (orderId: string) =>
    (await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId))).filter((m) => m.kind === 'order_paid');

  it('a card paid at Place Order gets its receipt then, and no second one when the webhook arrives after', async () => {
    const intent = await createIntent();
    const pi = stripe.succeed(intent.paymentIntentId);
    const order = (await customer.post('/api/orders', cardOrder(intent.paymentIntentId))).json() as Order;
    expect(order.paymentStatus).toBe('completed');
    const [receipt, ...more] = await receiptsOf(order.id);
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ toAddress: 'amina@example.dz', subject: fill(en.emails.desk.paid.subject, { number: orderNumber(order.id) }) });
    expect(receipt!.textBody).toContain(intent.paymentIntentId);
    expect(receipt!.textBody).toContain(`/order/${order.id}`);

    expect((await webhook(pi)).statusCode).toBe(200);
    expect((await webhook(pi)).statusCode).toBe(200);
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it('a webhook that arrives before Place Order sends nothing; the order placed then gets its one receipt', async () => {
    const intent = await createIntent();
    const pi = stripe.succeed(intent.paymentIntentId);
    expect((await webhook(pi)).statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(emailOutbox)).toEqual([]);
    const order = (await customer.post('/api/orders', cardOrder(intent.paymentIntentId))).json() as Order;
    expect(order.paymentStatus).toBe('completed');
    expect(await receiptsOf(order.id)).toHaveLength(1);
    expect((await webhook(pi)).statusCode).toBe(200);
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it('a card still processing at Place Order gets its receipt from the webhook, once', async () => {
    const intent = await createIntent();
    stripe.setStatus(intent.paymentIntentId, 'processing');
    const order = (await customer.post('/api/orders', cardOrder(intent.paymentIntentId))).json() as Order;
    expect(await receiptsOf(order.id)).toEqual([]);
    const pi = stripe.succeed(intent.paymentIntentId);
    expect((await webhook(pi)).statusCode).toBe(200);
    expect((await webhook(pi)).statusCode).toBe(200);
    expect(await receiptsOf(order.id)).toHaveLength(1);
  });

  it('completes a card order still processing, once: a replay changes nothing', async () => {
    const intent = await createIntent();
    stripe.setStatus(intent.paymentIntentId, 'processing');
    const created = await customer.post('/api/orders', cardOrder(intent.paymentIntentId));
    expect(created.statusCode).toBe(201);
    const order = created.json() as Order;
    expect(order.paymentStatus).toBe('pending');

    const pi = stripe.succeed(intent.paymentIntentId);
    const res = await webhook(pi);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paid = (await customer.get(`/api/orders/${order.id}`)).json() as Order;
    expect(paid.paymentStatus).toBe('completed');
    expect(paid.paidAt).not.toBeNull();

    expect((await webhook(pi)).statusCode).toBe(200);
    const after = (await customer.get(`/api/orders/${order.id}`)).json() as Order;
    expect(after).toEqual(paid);
  });

  it('does not complete an order for a different amount, and marks a failed payment', async () => {
    const intent = await createIntent();
    stripe.setStatus(intent.paymentIntentId, 'processing');
    const order = (await customer.post('/api/orders', cardOrder(intent.paymentIntentId))).json() as Order;
    const tampered = { ...stripe.intents.get(intent.paymentIntentId)!, status: 'succeeded' as const, amount: 100 };
    expect((await webhook(tampered)).statusCode).toBe(200);
    expect(((await customer.get(`/api/orders/${order.id}`)).json() as Order).paymentStatus).toBe('pending');

    const failed = { ...stripe.intents.get(intent.paymentIntentId)!, status: 'requires_payment_method' as const };
    expect((await webhook(failed, 'payment_intent.payment_failed')).statusCode).toBe(200);
    expect(((await customer.get(`/api/orders/${order.id}`)).json() as Order).paymentStatus).toBe('failed');
  });

  it('refuses a bad or missing signature (400) and changes nothing', async () => {
    const intent = await createIntent();
    stripe.setStatus(intent.paymentIntentId, 'processing');
    const order = (await customer.post('/api/orders', cardOrder(intent.paymentIntentId))).json() as Order;
    const pi = stripe.succeed(intent.paymentIntentId);

    const forged = await webhook(pi, 'payment_intent.succeeded', 'whsec_not_the_shops_secret');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: e.webhookSignature });
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: { type: 'payment_intent.succeeded' } });
    expect(unsigned.statusCode).toBe(400);
    expect(((await customer.get(`/api/orders/${order.id}`)).json() as Order).paymentStatus).toBe('pending');
  });
});

describe('without Stripe, or with a key Stripe refuses', () => {
  it('card payment is unavailable without keys: settings say so, and card calls are refused (400)', async () => {
    await setUp({});
    const settings = (await customer.get('/api/admin/settings')).json();
    expect(settings).toMatchObject({ cardPaymentsAvailable: false, stripePublishableKey: '' });
    const intent = await customer.post('/api/create-payment-intent', intentPayload([{ plant: fern, quantity: 1 }]));
    expect(intent.statusCode).toBe(400);
    expect(intent.json().message).toBe(e.paymentMethodUnavailable);
    expect((await customer.post('/api/orders', cardOrder('pi_123'))).statusCode).toBe(400);
    const hook = await t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload: {}, headers: { 'stripe-signature': 't=1,v1=x' } });
    expect(hook.statusCode).toBe(503);
  });

  it('a key Stripe refuses (401) is our problem: 503 with a French message, nothing created', async () => {
    await setUp({ ...stripeEnv(), STRIPE_SECRET_KEY: 'sk_test_51NabtaRevokedKey000000000000000000000000000000000' });
    const res = await customer.post('/api/create-payment-intent', intentPayload([{ plant: fern, quantity: 1 }]));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: e.paymentProviderUnavailable });
    const order = await customer.post('/api/orders', cardOrder('pi_123'));
    expect(order.statusCode).toBe(503);
    expect(await orderCount()).toBe(0);
  });
});
