import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startYalidineFake, type YalidineFake } from '../../../tests/fakes/yalidine.fake';
import { shopWithPlant, type ShopWithPlant } from '../../../tests/factories/shop';
import { buildTestApp, type TestApp } from '../../../tests/helpers/test-app';

/**
 * The findings of the third attack-and-fault campaign (issue 37) that are not a feature of their
 * own, one test (or a few) each; each failed on the code before its fix.
 */

const YALIDINE = { apiId: '08467949173865045243', apiToken: 'tok_round3_6tDv0VDFh5MKfvcyQtO3eouL', webhookSecret: 'whsec_round3' };
const yalidineEnv = (fake: YalidineFake) => ({ YALIDINE_API_ID: YALIDINE.apiId, YALIDINE_API_TOKEN: YALIDINE.apiToken, YALIDINE_API_URL: `${fake.url}/v1`, YALIDINE_WEBHOOK_SECRET: YALIDINE.webhookSecret });

describe('strangers cannot spend the shop’s courier quota (GET /api/shipping/desks)', () => {
  let fake: YalidineFake;
  let shop: ShopWithPlant;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startYalidineFake(YALIDINE);
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.resetQuotas();
    fake.down = false;
    fake.perSecond = 5;
    fake.perMinute = 50;
    fake.requests.length = 0;
    shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 }, yalidineEnv(fake));
    t = shop.t;
  });
  afterEach(() => t.close());

  const centersCalls = () => fake.requests.filter((r) => r.url.pathname.startsWith('/v1/centers')).length;
  /** An anonymous visitor from its own address (`n` picks it). */
  const desks = (wilaya: string, n: number) => t.app.inject({ method: 'GET', url: `/api/shipping/desks?wilaya=${wilaya}`, remoteAddress: `10.37.${Math.floor(n / 250)}.${(n % 250) + 1}` });

  it('60 concurrent anonymous requests for one wilaya make one call to Yalidine, and later ones none', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => desks('31', i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((answers[0]!.json() as unknown[]).length).toBe(3);
    expect(centersCalls()).toBe(1);
    await Promise.all(Array.from({ length: 60 }, (_, i) => desks('31', 100 + i)));
    expect(centersCalls()).toBe(1);
  });

  it.runIf(process.env.TEST_REDIS_URL)('two instances on one Redis: 60 concurrent requests spread over both make one call', async () => {
    const env = { ...yalidineEnv(fake), REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: `nabta-test:${randomUUID()}:` };
    await t.close();
    t = await buildTestApp({ catalogue: false, env });
    const second = await buildTestApp({ catalogue: false, env, keepData: true });
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? second : t).app.inject({ method: 'GET', url: '/api/shipping/desks?wilaya=31', remoteAddress: `10.38.0.${i + 1}` })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
      expect(answers.every((a) => (a.json() as unknown[]).length === 3)).toBe(true);
      expect(centersCalls()).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('a failed call is kept briefly too: Yalidine down, 60 concurrent requests then 20 more make one call', async () => {
    fake.down = true;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => desks('16', i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    expect(answers.every((a) => a.body === '[]')).toBe(true);
    for (let i = 0; i < 20; i++) await desks('16', 200 + i);
    expect(centersCalls()).toBe(1);
  });

  it('throttles one address: past 30 requests a minute it gets 429', async () => {
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push(await t.app.inject({ method: 'GET', url: `/api/shipping/desks?wilaya=${(i % 48) + 1}`, remoteAddress: '10.99.0.1' }));
    expect(answers.slice(0, 30).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.slice(30).map((a) => a.statusCode)).toEqual([429, 429]);
  });

  it('strangers asking every wilaya at once leave the quota to the owner: few calls, and the owner’s parcel is created', async () => {
    const answers = await Promise.all(Array.from({ length: 58 }, (_, i) => desks(String(i + 1), i)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(centersCalls()).toBeLessThanOrEqual(5);
    expect(fake.requests.length).toBeLessThanOrEqual(5);

    const { customer, owner, plant } = shop;
    const { orderPayload } = await import('../../../tests/factories/orders');
    const placed = await customer.post('/api/orders', orderPayload([{ plant, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = (placed.json() as { id: string }).id;
    const { orders } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.app.ctx.db.update(orders).set({ paymentMethod: 'cod', customerPhone: '+213551234567', wilaya: '31', city: 'Bir El Djir', customerName: 'Amina Benali' }).where(eq(orders.id, id));
    expect((await owner.post(`/api/admin/orders/${id}/confirm`, {})).statusCode).toBe(200);
    const shipped = await owner.post('/api/admin/shipments', { orderIds: [id], courier: 'yalidine' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((shipped.json() as { results: { ok: boolean; message?: string }[] }).results[0]).toMatchObject({ ok: true });
  });
});
