import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ExpressOrderResult } from '@shared/contracts/express-orders';
import type { ShipmentResult } from '@shared/contracts/shipments';
import { shopWithPlant } from '../../../../tests/factories/shop';
import { startMetaCapiFake, type MetaCapiFake } from '../../../../tests/fakes/meta-capi.fake';
import { startTiktokEventsFake, type TiktokEventsFake } from '../../../../tests/fakes/tiktok-events.fake';
import { startYalidineFake, type YalidineFake } from '../../../../tests/fakes/yalidine.fake';
import { Client, logIn, OTHER_ADMIN, ownerAndAdmin, type TestApp } from '../../../../tests/helpers/test-app';
import { conversionEvents, orders, settingsAudit, type PlantRow } from '../../db/schema';
import { settleBackground } from '../../lib/background';
import { deliverDueConversions } from './conversions.service';

/**
 * docs/contract.md §9: the conversions the server tells Meta (Conversions API) and TikTok (Events API),
 * against local fakes of both written from their documentation, on the real database.
 */

const META = { pixelId: '1234567890123456', accessToken: 'EAAGm0PX4ZCpsBAJ7metaTokenForTests0123456789' };
const TIKTOK = { pixelCode: 'CTEST12345ABCDE', accessToken: 'tiktok-access-token-for-tests-0123456789' };
const YALIDINE = { apiId: '08467949173865045243', apiToken: 'tok_6tDv0VDFh5MKfvcyQtO3eouLUT8Sc7w5', webhookSecret: 'whsec_yalidine_test_secret' };

/** The documented normalisation, computed here on its own: `0661 23 45 67` → `213661234567` (Meta), `+213661234567` (TikTok). */
const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const FBP = 'fb.1.1764000000000.1098765432';
const TTP = '2Xq9TTPcookieValue01';
const UA = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

let meta: MetaCapiFake;
let tiktok: TiktokEventsFake;
let yalidine: YalidineFake;
let t: TestApp;
let owner: Client;
let fern: PlantRow;

const platformsEnv = () => ({
  META_PIXEL_ID: META.pixelId,
  META_ACCESS_TOKEN: META.accessToken,
  META_GRAPH_URL: meta.url,
  TIKTOK_PIXEL_ID: TIKTOK.pixelCode,
  TIKTOK_ACCESS_TOKEN: TIKTOK.accessToken,
  TIKTOK_EVENTS_URL: tiktok.url,
});
const yalidineEnv = () => ({ YALIDINE_API_ID: YALIDINE.apiId, YALIDINE_API_TOKEN: YALIDINE.apiToken, YALIDINE_API_URL: `${yalidine.url}/v1`, YALIDINE_WEBHOOK_SECRET: YALIDINE.webhookSecret });

async function openShop(env: Record<string, string>) {
  ({ t, plant: fern, owner } = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 }, { ...yalidineEnv(), META_GRAPH_URL: meta.url, TIKTOK_EVENTS_URL: tiktok.url, ...env }));
}

beforeAll(async () => {
  meta = await startMetaCapiFake(META);
  tiktok = await startTiktokEventsFake(TIKTOK);
  yalidine = await startYalidineFake(YALIDINE);
});
afterAll(async () => {
  await Promise.all([meta.close(), tiktok.close(), yalidine.close()]);
});
beforeEach(() => {
  for (const fake of [meta, tiktok]) {
    fake.events.length = 0;
    fake.requests.length = 0;
    fake.outage(0);
  }
});
afterEach(() => t.close());

const db = () => t.app.ctx.db;
const queued = async (orderId: string) => db().select().from(conversionEvents).where(eq(conversionEvents.orderId, orderId)).orderBy(conversionEvents.id);
const settle = () => settleBackground(t.app.ctx);

/**
 * A visitor from a Facebook ad (`fbclid` on the landing), who accepted measurement cookies (the pixels'
 * `_fbp` and `_ttp`), orders one fern to Oran with the express form from an Android phone.
 */
async function expressOrderFromAnAd(status = 201): Promise<{ order: ExpressOrderResult['order']; landedAt: number }> {
  const before = Date.now();
  const landing = await t.app.inject({ method: 'GET', url: `/plant/${fern.id}?utm_source=facebook&fbclid=IwAR2xYz_ad-click`, headers: { referer: 'https://l.facebook.com/' } });
  const src = landing.cookies.find((c) => c.name === 'nabta_src')!.value;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders/express',
    remoteAddress: '105.235.130.17',
    headers: { cookie: `nabta_src=${src}; _fbp=${FBP}; _ttp=${TTP}`, 'user-agent': UA, referer: `http://localhost/plant/${fern.id}?utm_source=facebook` },
    payload: { items: [{ id: fern.id, quantity: 1 }], customerName: 'أمينة بن علي', phone: '0661 23 45 67', wilaya: '31', commune: '3101', address: '12 حي السلام', email: ' Amina.Benali@Example.DZ ' },
  });
  expect(res.statusCode, res.body).toBe(status);
  return { order: (res.json() as ExpressOrderResult).order, landedAt: before };
}

/** Confirms, ships with Yalidine, and has Yalidine report the delivery (the cash is still with the courier). */
async function deliver(orderId: string): Promise<string> {
  expect((await owner.post(`/api/admin/orders/${orderId}/confirm`, {})).statusCode).toBe(200);
  const shipped = await owner.post('/api/admin/shipments', { orderIds: [orderId], courier: 'yalidine' });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const tracking = (shipped.json() as { results: ShipmentResult[] }).results[0]!.tracking!;
  const delivered = yalidine.status(tracking, 'Livré');
  expect((await yalidineWebhook(delivered.body, delivered.signature)).statusCode).toBe(200);
  return tracking;
}

const yalidineWebhook = (body: string, signature: string) =>
  t.app.inject({ method: 'POST', url: '/api/couriers/yalidine/webhook', headers: { 'content-type': 'application/json', 'x-yalidine-signature': signature }, payload: body });

describe('an order placed', () => {
  beforeEach(() => openShop(platformsEnv()));

  it('tells Meta one Lead and TikTok one PlaceAnOrder, the customer hashed as documented and the visit’s click ids kept', async () => {
    const { order, landedAt } = await expressOrderFromAnAd();
    await settle();

    expect(meta.events).toHaveLength(1);
    const { event, pixelId, testEventCode } = meta.events[0]!;
    expect(pixelId).toBe(META.pixelId);
    expect(testEventCode).toBeUndefined();
    const value = Number(order.totalAmount);
    expect(value).toBe(1800 + Number(order.shipping));
    expect(Number(order.shipping)).toBeGreaterThan(0);
    expect(event).toMatchObject({
      event_name: 'Lead',
      event_id: order.id,
      action_source: 'website',
      event_source_url: `http://localhost/plant/${fern.id}`,
      user_data: {
        ph: [sha('213661234567')],
        em: [sha('amina.benali@example.dz')],
        fn: [sha('أمينة')],
        ln: [sha('بن علي')],
        country: [sha('dz')],
        client_ip_address: '105.235.130.17',
        client_user_agent: UA,
        fbp: FBP,
      },
      custom_data: { currency: 'DZD', value, content_ids: [String(fern.id)], contents: [{ id: String(fern.id), quantity: 1, item_price: 1800 }] },
    });
    // fbc: `fb.1.{when the ad's click landed, in ms}.{fbclid}`.
    const fbc = /^fb\.1\.(\d{13})\.IwAR2xYz_ad-click$/.exec(String(event.user_data.fbc));
    expect(fbc, String(event.user_data.fbc)).not.toBeNull();
    expect(Number(fbc![1])).toBeGreaterThanOrEqual(landedAt);
    expect(Number(fbc![1])).toBeLessThanOrEqual(Date.now());
    // The city as Meta normalises it: the order's commune (3101, Oran), lowercased.
    expect(event.user_data.ct).toEqual([sha('oran')]);
    expect(JSON.stringify(event)).not.toMatch(/0661|amina|أمينة/i);

    expect(tiktok.events).toHaveLength(1);
    expect(tiktok.events[0]!.event).toMatchObject({
      event: 'PlaceAnOrder',
      event_id: order.id,
      user: { phone: sha('+213661234567'), email: sha('amina.benali@example.dz'), ttp: TTP, ip: '105.235.130.17', user_agent: UA },
      properties: { currency: 'DZD', value },
    });
    expect((await queued(order.id)).map((r) => [r.platform, r.event, r.status])).toEqual([
      ['meta', 'lead', 'sent'],
      ['tiktok', 'lead', 'sent'],
    ]);
  });

  it('tells nothing twice: the same form sent again (the duplicate) and later rounds of the worker send no second Lead', async () => {
    const { order } = await expressOrderFromAnAd();
    await settle();
    // The same phone, the same plant, still open: that order again (200), nothing new placed.
    const again = await expressOrderFromAnAd(200);
    await settle();
    expect(again.order.id).toBe(order.id);
    await deliverDueConversions(t.app.ctx, { now: new Date(Date.now() + 7 * 3_600_000) });
    expect(meta.events.map((e) => e.event.event_name)).toEqual(['Lead']);
    expect(tiktok.events.map((e) => e.event.event)).toEqual(['PlaceAnOrder']);
  });
});

describe('a cash-on-delivery order paid', () => {
  beforeEach(() => openShop(platformsEnv()));

  it('tells one Purchase once delivered and its cash reported, with its value in DZD and the visit’s ids; the courier’s replays send nothing twice', async () => {
    const { order } = await expressOrderFromAnAd();
    const tracking = await deliver(order.id);
    await settle();
    // Delivered is not paid: the cash is still with the courier.
    expect(meta.events.map((e) => e.event.event_name)).toEqual(['Lead']);

    const paid = yalidine.payment(tracking, 'payed');
    for (let i = 0; i < 3; i++) expect((await yalidineWebhook(paid.body, paid.signature)).statusCode).toBe(200);
    await settle();
    await deliverDueConversions(t.app.ctx, { now: new Date(Date.now() + 3_600_000) });

    expect(meta.events.map((e) => e.event.event_name)).toEqual(['Lead', 'Purchase']);
    const purchase = meta.events[1]!.event;
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe('completed');
    expect(purchase).toMatchObject({
      event_id: order.id,
      event_time: Math.floor(row!.paidAt!.getTime() / 1000),
      user_data: { ph: [sha('213661234567')], fbp: FBP, fbc: meta.events[0]!.event.user_data.fbc, client_user_agent: UA },
      custom_data: { currency: 'DZD', value: Number(order.totalAmount), content_ids: [String(fern.id)] },
    });
    expect(tiktok.events.map((e) => e.event.event)).toEqual(['PlaceAnOrder', 'CompletePayment']);
    expect(tiktok.events[1]!.event).toMatchObject({ user: { phone: sha('+213661234567'), ttp: TTP }, properties: { currency: 'DZD', value: Number(order.totalAmount) } });
  });
});

describe('an order the desk marks paid', () => {
  beforeEach(() => openShop(platformsEnv()));

  it('tells one Purchase when the owner records the cash of an order delivered by hand, none before delivery', async () => {
    const { order } = await expressOrderFromAnAd();
    expect((await owner.post(`/api/admin/orders/${order.id}/confirm`, {})).statusCode).toBe(200);
    // The cash is collected at the door: before delivery the desk refuses, and nothing is told.
    expect((await owner.post(`/api/admin/orders/${order.id}/mark-paid`, {})).statusCode).toBe(409);
    expect((await owner.post(`/api/admin/orders/${order.id}/ship`, { carrier: 'Livreur de la boutique', trackingNumber: 'NB-0001' })).statusCode).toBe(200);
    expect((await owner.post(`/api/admin/orders/${order.id}/deliver`, {})).statusCode).toBe(200);
    expect((await owner.post(`/api/admin/orders/${order.id}/mark-paid`, {})).statusCode).toBe(200);
    expect((await owner.post(`/api/admin/orders/${order.id}/mark-paid`, {})).statusCode).toBe(409);
    await settle();
    expect(meta.events.map((e) => e.event.event_name)).toEqual(['Lead', 'Purchase']);
    expect(tiktok.events.map((e) => e.event.event)).toEqual(['PlaceAnOrder', 'CompletePayment']);
  });
});

describe('an outage', () => {
  beforeEach(() => openShop(platformsEnv()));

  it('is retried with back-off and then succeeds, the event sent once', async () => {
    meta.outage(2);
    const { order } = await expressOrderFromAnAd();
    await settle();
    expect(meta.events).toHaveLength(0);
    let [row] = (await queued(order.id)).filter((r) => r.platform === 'meta');
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('503') });
    const firstRetry = row!.nextAttemptAt.getTime();
    expect(firstRetry - Date.now()).toBeGreaterThan(50_000);

    // Not due yet: nothing is asked of Meta.
    const calls = meta.requests.length;
    await deliverDueConversions(t.app.ctx);
    expect(meta.requests).toHaveLength(calls);

    // Due: the outage still on, the wait doubles.
    await deliverDueConversions(t.app.ctx, { now: new Date(firstRetry + 1000) });
    [row] = (await queued(order.id)).filter((r) => r.platform === 'meta');
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row!.nextAttemptAt.getTime() - firstRetry).toBeGreaterThan(110_000);

    await deliverDueConversions(t.app.ctx, { now: new Date(row!.nextAttemptAt.getTime() + 1000) });
    await deliverDueConversions(t.app.ctx, { now: new Date(Date.now() + 24 * 3_600_000) });
    expect(meta.events.map((e) => [e.event.event_name, e.event.event_id])).toEqual([['Lead', order.id]]);
    [row] = (await queued(order.id)).filter((r) => r.platform === 'meta');
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    // TikTok was up all along: sent at once, once.
    expect(tiktok.events).toHaveLength(1);
  });

  it('two workers at once (two instances) send each due event once', async () => {
    meta.outage(1);
    tiktok.outage(1);
    const { order } = await expressOrderFromAnAd();
    await settle();
    const later = new Date(Date.now() + 3_600_000);
    const second = await import('../../../../tests/helpers/test-app').then((m) => m.buildTestApp({ keepData: true, catalogue: false, env: { ...platformsEnv(), ...yalidineEnv() } }));
    try {
      await Promise.all([deliverDueConversions(t.app.ctx, { now: later }), deliverDueConversions(second.app.ctx, { now: later })]);
    } finally {
      await second.close();
    }
    expect(meta.events.map((e) => e.event.event_id)).toEqual([order.id]);
    expect(tiktok.events.map((e) => e.event.event_id)).toEqual([order.id]);
  });

  it('a refused token is not retried: the event is failed with Meta’s words', async () => {
    await t.close();
    await openShop({ ...platformsEnv(), META_ACCESS_TOKEN: 'EAAG-not-the-shops-token-000000000000' });
    const { order } = await expressOrderFromAnAd();
    await settle();
    await deliverDueConversions(t.app.ctx, { now: new Date(Date.now() + 24 * 3_600_000) });
    const [row] = (await queued(order.id)).filter((r) => r.platform === 'meta');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: expect.stringContaining('Invalid OAuth access token') });
  });
});

describe('not configured', () => {
  it('sends nothing and queues nothing while no platform is set up', async () => {
    await openShop({});
    const { order } = await expressOrderFromAnAd();
    await deliver(order.id);
    await settle();
    expect(await queued(order.id)).toEqual([]);
    expect(meta.requests).toHaveLength(0);
    expect(tiktok.requests).toHaveLength(0);
    const pub = (await new Client(t.app).get('/api/admin/settings')).json() as { metaPixelId: string | null; tiktokPixelId: string | null };
    expect(pub).toMatchObject({ metaPixelId: null, tiktokPixelId: null });
  });

  it('sends nothing after the owner removes the token: what was queued is dropped, nothing new is queued', async () => {
    await openShop({});
    const saved = await owner.patch('/api/admin/conversions', { metaPixelId: META.pixelId, metaAccessToken: META.accessToken });
    expect(saved.statusCode, saved.body).toBe(200);
    meta.outage(1);
    const { order } = await expressOrderFromAnAd();
    await settle();
    expect((await queued(order.id)).map((r) => [r.platform, r.status])).toEqual([['meta', 'pending']]);

    const removed = await owner.patch('/api/admin/conversions', { metaAccessToken: null });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ meta: { configured: false, accessToken: '' } });
    await deliverDueConversions(t.app.ctx, { now: new Date(Date.now() + 3_600_000) });
    expect((await queued(order.id)).map((r) => [r.platform, r.status, r.lastError])).toEqual([['meta', 'dropped', 'not configured']]);

    const tracking = await deliver(order.id);
    const paid = yalidine.payment(tracking, 'payed');
    await yalidineWebhook(paid.body, paid.signature);
    await settle();
    expect(meta.events).toHaveLength(0);
    expect((await queued(order.id)).map((r) => r.event)).toEqual(['lead']);
  });
});

describe('the owner’s settings', () => {
  beforeEach(() => openShop({}));

  it('are saved by the owner alone, the token masked on the way out and in the audit log; the pixel ids are public', async () => {
    const { admin } = await ownerAndAdmin(t.app);
    const token = 'EAAGm0PX4ZCpsBAJ7ownerSavedToken987654321';
    expect((await admin.patch('/api/admin/conversions', { metaAccessToken: 'EAAG-another-admins-token-0000000' })).statusCode).toBe(403);
    const res = await owner.patch('/api/admin/conversions', { metaPixelId: META.pixelId, metaAccessToken: token, tiktokPixelId: TIKTOK.pixelCode });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ meta: { pixelId: META.pixelId, accessToken: `********${token.slice(-8)}`, configured: true }, tiktok: { pixelId: TIKTOK.pixelCode, configured: false } });
    expect(res.body).not.toContain(token);
    // Sent back masked, as shown: kept.
    expect((await owner.patch('/api/admin/conversions', { metaAccessToken: `********${token.slice(-8)}` })).json()).toMatchObject({ meta: { configured: true } });
    const adminView = await admin.get('/api/admin/conversions');
    expect(adminView.statusCode).toBe(200);
    expect(adminView.body).not.toContain(token);

    const audit = await db().select().from(settingsAudit);
    expect(audit.find((a) => a.key === 'metaAccessToken')).toMatchObject({ oldValue: '', newValue: `********${token.slice(-8)}`, actorEmail: expect.any(String) });
    expect(JSON.stringify(audit)).not.toContain(token);

    const pub = (await new Client(t.app).get('/api/admin/settings')).json() as Record<string, unknown>;
    expect(pub).toMatchObject({ metaPixelId: META.pixelId, tiktokPixelId: TIKTOK.pixelCode });
    expect(JSON.stringify(pub)).not.toContain(token.slice(-8));
  });

  it('refuses a malformed pixel, token or code with 400 on its field, and an unknown field', async () => {
    for (const body of [{ metaPixelId: 'fb-123' }, { tiktokPixelId: 'C\u0000X12345' }, { metaAccessToken: 'has space' }, { metaTestEventCode: 'TEST 1' }, { metaPixelId: '9'.repeat(400) }, { googlePixelId: '123' }]) {
      const res = await owner.patch('/api/admin/conversions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });
});

describe('the owner’s Test button', () => {
  beforeEach(() => openShop({ ...platformsEnv(), META_TEST_EVENT_CODE: 'TEST40123' }));

  it('sends a test event through the real call, with the test code, and says what Meta answered', async () => {
    const res = await owner.post('/api/admin/conversions/test', { platform: 'meta' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ platform: 'meta', sent: true, accepted: true, answer: expect.stringMatching(/^events_received 1, fbtrace_id [0-9a-f]+$/) });
    expect(meta.events).toHaveLength(1);
    expect(meta.events[0]).toMatchObject({ testEventCode: 'TEST40123', event: { event_name: 'Lead', event_id: expect.stringMatching(/^test-/) } });
  });

  it('says plainly when the platform refuses, and sends nothing without a test code', async () => {
    const wrong = await owner.patch('/api/admin/conversions', { metaAccessToken: 'EAAG-a-mistyped-token-0000000000000' });
    expect(wrong.statusCode).toBe(200);
    const refused = (await owner.post('/api/admin/conversions/test', { platform: 'meta' })).json();
    expect(refused).toMatchObject({ sent: true, accepted: false, answer: expect.stringContaining('Invalid OAuth access token') });

    const noCode = await owner.request({ method: 'POST', url: '/api/admin/conversions/test', payload: { platform: 'tiktok' }, headers: { 'accept-language': 'fr' } });
    expect(noCode.json()).toMatchObject({ sent: false, accepted: false, answer: expect.stringContaining('code d’événement de test') });
    expect(tiktok.requests).toHaveLength(0);
  });

  it('is the owner’s alone: another admin 403, a customer 403, a visitor 401; an unknown platform 400', async () => {
    await ownerAndAdmin(t.app);
    const admin = new Client(t.app);
    await logIn(admin, OTHER_ADMIN.email, OTHER_ADMIN.password);
    const customer = new Client(t.app);
    await customer.post('/api/auth/signup', { firstName: 'Amina', lastName: 'Benali', email: 'amina2@example.dz', password: 'secret123', confirmPassword: 'secret123' });
    expect((await admin.post('/api/admin/conversions/test', { platform: 'meta' })).statusCode).toBe(403);
    expect((await customer.post('/api/admin/conversions/test', { platform: 'meta' })).statusCode).toBe(403);
    expect((await new Client(t.app).post('/api/admin/conversions/test', { platform: 'meta' })).statusCode).toBe(401);
    expect((await owner.post('/api/admin/conversions/test', { platform: 'google' })).statusCode).toBe(400);
    expect((await customer.get('/api/admin/conversions')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/conversions')).statusCode).toBe(401);
    expect(meta.requests).toHaveLength(0);
  });
});
