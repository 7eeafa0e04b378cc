import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shared/contracts/order-desk';
import type { Order } from '@shared/contracts/orders';
import type { ShipmentResult } from '@shared/contracts/shipments';
import { orderPayload, wilayaOrderPayload } from '../../../../tests/factories/orders';
import { startYalidineFake, yalidineDate, type YalidineFake } from '../../../../tests/fakes/yalidine.fake';
import { shopWithPlant } from '../../../../tests/factories/shop';
import { type Client, type TestApp } from '../../../../tests/helpers/test-app';
import { emailOutbox, orders, plants, shipments, type PlantRow } from '../../db/schema';
import { giveSizes } from '../../../../tests/factories/catalog';
import { createYalidineClient } from '../../integrations/couriers/yalidine';
import { CourierError } from '../../integrations/couriers';
import { settleStuckClaims, STUCK_CLAIM_MS } from './parcel-claims.service';
import { orderNumber } from '@shared/domain/order';
import { en, fill } from '@shared/messages';


const KEYS = { apiId: '08467949173865045243', apiToken: 'tok_6tDv0VDFh5MKfvcyQtO3eouLUT8Sc7w5', webhookSecret: 'whsec_yalidine_test_secret' };

let fake: YalidineFake;
let t: TestApp;
let customer: Client;
let owner: Client;
let fern: PlantRow;

beforeAll(async () => {
  fake = await startYalidineFake(KEYS);
});
afterAll(() => fake.close());

beforeEach(async () => {
  fake.resetQuotas();
  fake.down = false;
  fake.perSecond = 50;
  fake.perHour = 1000;
  fake.parcels.clear();
  fake.requests.length = 0;
  ({ t, plant: fern, customer, owner } = await shopWithPlant(
    { name: 'Boston Fern', priceCentimes: 180_000, stock: 10 },
    { YALIDINE_API_ID: KEYS.apiId, YALIDINE_API_TOKEN: KEYS.apiToken, YALIDINE_API_URL: `${fake.url}/v1`, YALIDINE_WEBHOOK_SECRET: KEYS.webhookSecret },
  ));
});
afterEach(() => t.close());

const db = () => t.app.ctx.db;
const stock = async () => (await db().select({ stock: plants.stock }).from(plants).where(eq(plants.id, fern.id)))[0]!.stock;

/** A cash-on-delivery order to Oran, confirmed by the owner (processing), `quantity` ferns. */
async function confirmedOrder(quantity = 1, values: Partial<typeof orders.$inferInsert> = {}, payload: Record<string, unknown> = {}): Promise<Order> {
  const res = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity }], payload));
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as Order;
  await db()
    .update(orders)
    .set({ paymentMethod: 'cod', customerPhone: '+213551234567', wilaya: '31', city: 'Bir El Djir', customerName: 'Amina Benali', ...values })
    .where(eq(orders.id, order.id));
  const confirmed = await owner.post(`/api/admin/orders/${order.id}/confirm`, {});
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return order;
}

async function ship(orderIds: string[], courier = 'yalidine'): Promise<ShipmentResult[]> {
  const res = await owner.post('/api/admin/shipments', { orderIds, courier });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: ShipmentResult[] }).results;
}

const parcelPosts = () => fake.requests.filter((r) => r.method === 'POST' && r.url.pathname.startsWith('/v1/parcels'));
const adminOrder = async (id: string) => (await owner.get(`/api/admin/orders/${id}`)).json() as AdminOrderDetail;

/** Posts a body to the webhook as Yalidine does, signed by the fake (its own HMAC, not the shop's). */
function webhook(body: string, signature = fake.sign(body)) {
  return t.app.inject({ method: 'POST', url: '/api/couriers/yalidine/webhook', headers: { 'content-type': 'application/json', 'x-yalidine-signature': signature }, payload: body });
}

describe('creating parcels with Yalidine', () => {
  it('has the courier collect the discounted total of an order placed with a code (docs/contract.md §8)', async () => {
    expect((await owner.post('/api/admin/coupons', { code: 'DIX', kind: 'percent', value: 10 })).statusCode).toBe(201);
    // One fern (1800 DA) less 10 %, and the flat fee: 1620 + 400.
    const order = await confirmedOrder(1, {}, { couponCode: 'dix', totalAmount: '2020.00' });
    expect(order).toMatchObject({ discount: '180.00', couponCode: 'DIX', totalAmount: '2020.00' });
    expect((await ship([order.id])).map((r) => r.ok)).toEqual([true]);
    const [sent] = JSON.parse(parcelPosts()[0]!.body.toString('utf8')) as Record<string, unknown>[];
    expect(sent).toMatchObject({ price: 2020, declared_value: 1800 });
  });

  it('ships three confirmed orders in one batch: each gets its tracking, moves to shipped and prints in one PDF', async () => {
    const a = await confirmedOrder();
    const b = await confirmedOrder(2);
    const c = await confirmedOrder(1, { customerName: 'يوسف بن علي', address: 'حي الياسمين، عمارة 4' });

    const results = await ship([a.id, b.id, c.id]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(parcelPosts()).toHaveLength(1);
    const sent = JSON.parse(parcelPosts()[0]!.body.toString('utf8')) as Record<string, unknown>[];
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatchObject({ firstname: 'يوسف', familyname: 'بن علي', to_wilaya_name: 'Oran', from_wilaya_name: 'Alger', contact_phone: '0551234567', is_stopdesk: false });
    expect(sent[1]!.price).toBe(3600 + 400); // two ferns and the flat fee: what the courier collects, whole DA

    const seen = (await customer.get(`/api/orders/${b.id}`)).json() as Order & { shipment: Record<string, unknown> };
    expect(seen).toMatchObject({ orderStatus: 'shipped', carrier: 'Yalidine', trackingNumber: results[1]!.tracking });
    // The registry's id, as the couriers' figures and settings name it, and its brand beside it.
    expect(seen.shipment).toMatchObject({ courier: 'yalidine', courierLabel: 'Yalidine', tracking: results[1]!.tracking, status: 'created' });
    expect((await adminOrder(b.id)).shipment).toMatchObject({ courier: 'yalidine', courierLabel: 'Yalidine' });
    expect(seen.shipment).not.toHaveProperty('cash'); // the admin's view only

    const pdf = await owner.request({ method: 'GET', url: `/api/admin/shipments/labels?orderIds=${a.id},${b.id},${c.id}` });
    expect(pdf.statusCode, pdf.statusCode === 200 ? '' : pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(3);
  });

  it('writes the parcel’s products in the owner’s language, French for an owner who reads English (couriers read French or Arabic)', async () => {
    await db().update(plants).set({ nameFr: 'Fougère de Boston', nameAr: 'سرخس بوسطن' }).where(eq(plants.id, fern.id));
    // The owner opens the shop in a language: their account keeps it (docs/contract.md §4).
    const ownerReads = async (lang: string) => expect((await owner.request({ method: 'GET', url: '/api/auth/user', headers: { 'accept-language': lang } })).statusCode).toBe(200);
    const productsOf = async (order: Order) => {
      await ship([order.id]);
      return (JSON.parse(parcelPosts().at(-1)!.body.toString('utf8')) as { product_list: string }[])[0]!.product_list;
    };
    await ownerReads('ar');
    expect(await productsOf(await confirmedOrder(2))).toBe('سرخس بوسطن x2');
    await ownerReads('en');
    expect(await productsOf(await confirmedOrder())).toBe('Fougère de Boston x1');
    // A plant without a French name keeps its own.
    await db().update(plants).set({ nameFr: null }).where(eq(plants.id, fern.id));
    expect(await productsOf(await confirmedOrder())).toBe('Boston Fern x1');
  });

  it('names each size bought in the parcel’s products, in the order’s e-mail and on the desk (docs/contract.md §8)', async () => {
    await db().update(plants).set({ nameFr: 'Fougère de Boston' }).where(eq(plants.id, fern.id));
    const [small, large] = await giveSizes(db(), fern.id, [
      { label: '12 cm pot', labelFr: 'Pot de 12 cm', sku: 'FERN-12', priceCentimes: 180_000, stock: 5 },
      { label: '21 cm pot', labelFr: 'Pot de 21 cm', priceCentimes: 420_000, stock: 2 },
    ]);
    // 1800 + 4200 DA: above the 5000 DA threshold, shipping is free.
    const items = [{ id: fern.id, variantId: small!.id, quantity: 1 }, { id: fern.id, variantId: large!.id, quantity: 1 }];
    const order = await confirmedOrder(1, {}, { items, totalAmount: '6000.00' });
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    // Typed names are isolated (U+2068 … U+2069) so an Arabic name keeps its direction in the line.
    expect(mail!.textBody).toContain('- \u2068Boston Fern (12 cm pot)\u2069 × 1 — 1800.00 DA');
    expect(mail!.textBody).toContain('- \u2068Boston Fern (21 cm pot)\u2069 × 1 — 4200.00 DA');
    expect((await adminOrder(order.id)).items.map((i) => [i.name, i.variant?.label, i.variant?.sku])).toEqual([
      ['Boston Fern', '12 cm pot', 'FERN-12'],
      ['Boston Fern', '21 cm pot', null],
    ]);
    expect((await ship([order.id])).map((r) => r.ok)).toEqual([true]);
    const [sent] = JSON.parse(parcelPosts()[0]!.body.toString('utf8')) as { product_list: string; price: number }[];
    expect(sent).toMatchObject({ product_list: 'Fougère de Boston (Pot de 12 cm) x1, Fougère de Boston (Pot de 21 cm) x1', price: 6000 });
  });

  it('refuses, each in its own result, an order not confirmed, a cancelled one and one already shipped', async () => {
    const pendingRes = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }]));
    const pending = pendingRes.json() as Order;
    const cancelled = await confirmedOrder();
    await owner.post(`/api/admin/orders/${cancelled.id}/cancel`, { reason: 'Client injoignable' });
    const shipped = await confirmedOrder();
    const first = await ship([shipped.id]);

    const results = await ship([pending.id, cancelled.id, shipped.id, '00000000-0000-4000-8000-000000000000']);
    expect(results.map((r) => r.ok)).toEqual([false, false, false, false]);
    expect(results[0]!.message).toMatch(/confirmed orders/);
    expect(results[1]!.message).toBe('This order is cancelled');
    expect(results[2]!.message).toBe(`This order already has a parcel (${first[0]!.tracking})`);
    expect(results[3]!.message).toBe('Order not found');
    expect(parcelPosts()).toHaveLength(1); // only the first shipment reached the courier
  });

  it('checks every parcel before the batch: a bad one is reported alone and the others are created', async () => {
    const good = await confirmedOrder();
    const noWilaya = await confirmedOrder(1, { wilaya: null });
    const badPhone = await confirmedOrder(1, { customerPhone: '+33612345678' });
    const results = await ship([good.id, noWilaya.id, badPhone.id]);
    expect(results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(results[1]!.message).toBe('The order has no wilaya: the courier needs one');
    expect(results[2]!.message).toMatch(/Yalidine refused the parcel: Yalidine needs an Algerian phone number/);
    expect(JSON.parse(parcelPosts()[0]!.body.toString('utf8'))).toHaveLength(1);
  });

  it('the fake, like Yalidine, fails the whole batch for one invalid parcel, creating nothing', async () => {
    const client = createYalidineClient({ ...KEYS, apiUrl: `${fake.url}/v1` }, t.app.ctx);
    const parcel = {
      orderId: 'a',
      reference: 'NB-1',
      firstName: 'Amina',
      familyName: 'Benali',
      phone: '0551234567',
      address: '12 rue Larbi Ben M’hidi',
      wilayaCode: 31,
      wilayaName: 'Oran',
      communeName: 'Oran',
      stopDesk: false,
      deskId: null,
      productList: 'Boston Fern x1',
      collectDa: 2200,
      declaredValueDa: 1800,
      fromWilayaCode: 16,
      fromWilayaName: 'Alger',
    };
    const error = await client.createParcels([parcel, { ...parcel, orderId: 'b', reference: 'NB-2', wilayaName: 'Atlantis' }]).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).kind).toBe('invalid');
    expect(fake.parcels.size).toBe(0);
  });

  it('courier down: the orders stay confirmed, the error is shown, and a retry creates the parcels', async () => {
    const order = await confirmedOrder();
    fake.down = true;
    const [down] = await ship([order.id]);
    expect(down).toMatchObject({ ok: false });
    expect(down!.message).toMatch(/^Yalidine could not be reached: nothing was created/);
    expect((await adminOrder(order.id)).orderStatus).toBe('processing');

    fake.down = false;
    const [retry] = await ship([order.id]);
    expect(retry).toMatchObject({ ok: true });
    expect((await adminOrder(order.id))).toMatchObject({ orderStatus: 'shipped', trackingNumber: retry!.tracking });
  });

  it('never creates two parcels for one order, even for concurrent clicks', async () => {
    const order = await confirmedOrder();
    const all = await Promise.all(Array.from({ length: 5 }, () => owner.post('/api/admin/shipments', { orderIds: [order.id], courier: 'yalidine' })));
    const results = all.map((r) => (r.json() as { results: ShipmentResult[] }).results[0]!);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(fake.parcels.size).toBe(1);
    expect(await db().select().from(shipments).where(eq(shipments.orderId, order.id))).toHaveLength(1);
  });

  it('refuses with 409 when Yalidine is not configured, and the manual ship still works', async () => {
    await t.close();
    ({ t, plant: fern, customer, owner } = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 }));
    const order = await confirmedOrder();
    const res = await owner.post('/api/admin/shipments', { orderIds: [order.id], courier: 'yalidine' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Yalidine is not configured: add its keys in Settings → Couriers' });
    expect(await db().select().from(shipments).where(eq(shipments.orderId, order.id))).toEqual([]);
    expect(fake.requests).toHaveLength(0);

    // The order desk's own "ship with carrier + tracking" takes the same order, without any courier.
    const manual = await owner.post(`/api/admin/orders/${order.id}/ship`, { carrier: 'Yalidine', trackingNumber: 'yal-HAND01' });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(await adminOrder(order.id)).toMatchObject({ orderStatus: 'shipped', carrier: 'Yalidine', trackingNumber: 'yal-HAND01', shipment: null });
    expect((await customer.get(`/api/orders/${order.id}`)).json()).toMatchObject({ orderStatus: 'shipped', trackingNumber: 'yal-HAND01', shipment: null });
  });
});

describe('claims cut off (a process killed between the claim and the courier’s answer)', () => {
  const stuckSince = new Date(Date.now() - STUCK_CLAIM_MS - 60_000);
  /** The claim row a killed request left behind. */
  const leftClaim = (orderId: string, at = stuckSince) => db().insert(shipments).values({ orderId, courier: 'yalidine', createdAt: at, updatedAt: at });
  /** Yalidine got the batch before the process died: it holds a parcel under the order's number. */
  async function courierReceived(orderId: string): Promise<string> {
    const res = await fetch(`${fake.url}/v1/parcels/`, {
      method: 'POST',
      headers: { 'x-api-id': KEYS.apiId, 'x-api-token': KEYS.apiToken, 'content-type': 'application/json' },
      body: JSON.stringify([
        {
          order_id: orderNumber(orderId), from_wilaya_name: 'Alger', firstname: 'Amina', familyname: 'Benali', contact_phone: '0551234567', address: 'Cité 200 logements',
          to_commune_name: 'Bir El Djir', to_wilaya_name: 'Oran', product_list: 'Boston Fern x1', price: 2300, do_insurance: false, declared_value: 1800,
          length: 0, width: 0, height: 0, weight: 0, freeshipping: true, is_stopdesk: false, has_exchange: false,
        },
      ]),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as Record<string, { tracking: string }>)[orderNumber(orderId)]!.tracking;
  }
  const stateOf = async (orderId: string) => (await db().select().from(shipments).where(eq(shipments.orderId, orderId))).map((r) => r.state);
  const parcelPostsFor = (orderId: string) => [...fake.parcels.values()].filter((p) => p.order_id === orderNumber(orderId));

  it('asks Yalidine by the order number: found, the parcel is live and the order shipped; not found, failed and a retry creates it once; a recent claim is left alone', async () => {
    const found = await confirmedOrder();
    const lost = await confirmedOrder();
    const recent = await confirmedOrder();
    const tracking = await courierReceived(found.id);
    await leftClaim(found.id);
    await leftClaim(lost.id);
    await leftClaim(recent.id, new Date());
    // Meanwhile the desk says "being created", whatever the owner clicks.
    expect((await ship([lost.id]))[0]!.message).toBe(en.shipments.errors.inProgress);
    const postsBefore = parcelPosts().length;

    expect(await settleStuckClaims(t.app.ctx)).toEqual({ live: 1, failed: 1 });
    expect(parcelPosts()).toHaveLength(postsBefore); // asked, never created
    expect(await adminOrder(found.id)).toMatchObject({ orderStatus: 'shipped', carrier: 'Yalidine', trackingNumber: tracking, shipment: { tracking, status: 'created' } });
    const shippedLine = (await adminOrder(found.id)).history.find((h) => h.kind === 'shipped');
    expect(shippedLine).toMatchObject({ actorEmail: null, details: { by: 'system', trackingNumber: tracking } });
    expect(await stateOf(lost.id)).toEqual(['failed']);
    expect(await stateOf(recent.id)).toEqual(['creating']);
    expect(await settleStuckClaims(t.app.ctx)).toEqual({ live: 0, failed: 0 });

    // The lost one is handed over again: one parcel. The found one is not created twice.
    expect((await ship([lost.id, found.id])).map((r) => r.ok)).toEqual([true, false]);
    expect(parcelPostsFor(lost.id)).toHaveLength(1);
    expect(parcelPostsFor(found.id)).toHaveLength(1);
    const pdf = await owner.request({ method: 'GET', url: `/api/admin/shipments/labels?orderIds=${found.id},${lost.id}` });
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2);
  });

  it('Yalidine down: the claim waits for a later sweep, which settles it', async () => {
    const order = await confirmedOrder();
    await leftClaim(order.id);
    fake.down = true;
    expect(await settleStuckClaims(t.app.ctx)).toEqual({ live: 0, failed: 0 });
    expect(await stateOf(order.id)).toEqual(['creating']);
    fake.down = false;
    expect(await settleStuckClaims(t.app.ctx)).toEqual({ live: 0, failed: 0 }); // leased by the sweep that failed
    expect(await settleStuckClaims(t.app.ctx, new Date(Date.now() + STUCK_CLAIM_MS + 1000))).toEqual({ live: 0, failed: 1 });
  });

  it('two sweeps at once (two instances) ask about each claim once', async () => {
    const order = await confirmedOrder();
    await courierReceived(order.id);
    await leftClaim(order.id);
    fake.requests.length = 0;
    const both = await Promise.all([settleStuckClaims(t.app.ctx), settleStuckClaims(t.app.ctx)]);
    expect(both.map((r) => r.live).sort()).toEqual([0, 1]);
    expect(fake.requests.filter((r) => r.method === 'GET' && r.url.pathname === '/v1/parcels/')).toHaveLength(1);
    expect((await adminOrder(order.id)).orderStatus).toBe('shipped');
  });
});

describe("Yalidine's quotas", () => {
  it('waits for the next second when the second quota is spent instead of hammering into 429s', async () => {
    fake.perSecond = 2;
    fake.resetQuotas();
    const client = createYalidineClient({ ...KEYS, apiUrl: `${fake.url}/v1` }, t.app.ctx);
    const started = Date.now();
    for (let i = 0; i < 5; i++) await client.test();
    const answers = fake.requests.filter((r) => r.url.pathname.startsWith('/v1/wilayas'));
    expect(answers).toHaveLength(5); // never a 429: each exhausted second was waited out
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  });

  it('tells what is left of each quota on every answer, counting down; a spent hour holds the client back without a call', async () => {
    const headers = { 'x-api-id': KEYS.apiId, 'x-api-token': KEYS.apiToken };
    const left = async () => {
      const res = await fetch(`${fake.url}/v1/wilayas/`, { headers });
      return Object.fromEntries(['second', 'minute', 'hour', 'day'].map((w) => [w, Number(res.headers.get(`x-${w}-quota-left`))]));
    };
    fake.perHour = 4;
    const first = await left();
    const second = await left();
    expect(first).toMatchObject({ hour: 3, day: fake.dayQuotaLeft + 1 });
    expect(second).toMatchObject({ hour: 2, day: fake.dayQuotaLeft });
    for (const w of ['second', 'minute'] as const) expect(second[w]).toBeLessThan(w === 'second' ? fake.perSecond : fake.perMinute);

    // The shop's client reads them: the hour's last call says 0 left, and the next waits for the hour (it fails at once, unsent).
    const client = createYalidineClient({ ...KEYS, apiUrl: `${fake.url}/v1` }, t.app.ctx);
    await client.test();
    await client.test();
    const sent = fake.requests.length;
    const error = await client.test().catch((err: unknown) => err);
    expect(error).toBeInstanceOf(CourierError);
    expect((error as CourierError).message).toMatch(/^Yalidine quota reached: try again in \d+ s$/);
    expect(fake.requests).toHaveLength(sent);
  });

  it('after a 429 it waits for the window to turn and retries once', async () => {
    fake.perSecond = 1;
    // Another program of the shop spent this second's quota: the client's first call gets a 429.
    const headers = { 'x-api-id': KEYS.apiId, 'x-api-token': KEYS.apiToken };
    await fetch(`${fake.url}/v1/wilayas/`, { headers });
    const client = createYalidineClient({ ...KEYS, apiUrl: `${fake.url}/v1` }, t.app.ctx);
    await client.test();
    const calls = fake.requests.filter((r) => r.url.pathname.startsWith('/v1/wilayas'));
    expect(calls).toHaveLength(3); // the other program's, the 429, the retry after the second turned
  });
});

describe("Yalidine's webhook", () => {
  it('answers the crc_token handshake with the token as sent: base64 characters kept, bounded, no control character', async () => {
    const check = (query: string) => t.app.inject({ method: 'GET', url: `/api/couriers/yalidine/webhook?${query}` });
    for (const [query, token] of [
      ['subscribe&crc_token=a1B2c3', 'a1B2c3'],
      ['subscribe=1&crc_token=Zm9v+YmFy/YmF6==', 'Zm9v+YmFy/YmF6=='], // a `+` is not a space here
      ['crc_token=Zm9v%2BYmFy%2FYmF6%3D%3D&subscribe', 'Zm9v+YmFy/YmF6=='],
      [`subscribe&crc_token=${'x'.repeat(512)}`, 'x'.repeat(512)],
    ]) {
      const res = await check(query!);
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body, query).toBe(token);
    }
    for (const query of ['crc_token=a1B2c3', 'subscribe', 'subscribe&crc_token=', 'subscribe&crc_token=a%0Ab', 'subscribe&crc_token=a%00b', 'subscribe&crc_token=a%20b', 'subscribe&crc_token=%zz', `subscribe&crc_token=${'x'.repeat(513)}`]) {
      expect((await check(query)).statusCode, query).toBe(400);
    }
  });

  it("is registered as Yalidine registers it (its crc_token check against the shop's route), then gets its signed events there", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await fake.subscribe(`${address}/api/couriers/yalidine/webhook`);
    expect(token).toMatch(/^[A-Za-z0-9+/]{32}$/);
    const order = await confirmedOrder();
    const [r] = await ship([order.id]);
    // The fake's control plane (a program run), then its own deliveries: each signed with its own HMAC.
    const moved = await fetch(`${fake.url}/__fake/status`, { method: 'POST', body: JSON.stringify({ tracking: r!.tracking, status: 'Sorti en livraison' }) });
    expect(await moved.json()).toEqual({ delivered: 200 });
    expect(await fake.deliver(fake.status(r!.tracking!, 'Livré'))).toBe(200);
    expect(await adminOrder(order.id)).toMatchObject({ orderStatus: 'delivered', shipment: { status: 'delivered' } });
    const paid = fake.payment(r!.tracking!, 'payed');
    expect(await fake.deliver({ ...paid, body: paid.body.replace('payed', 'ready') })).toBe(400); // changed on the way
    expect(await fake.deliver(paid)).toBe(200);
    expect((await adminOrder(order.id)).paymentStatus).toBe('completed');
  });

  it('has one address per courier that sends webhooks: 404 for one that sends none, or no courier', async () => {
    for (const url of ['/api/couriers/ecotrack/webhook', '/api/couriers/dhl/webhook']) {
      expect((await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{}' })).statusCode, url).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `${url}?subscribe&crc_token=abc` })).statusCode, url).toBe(404);
    }
  });

  it('refuses a forged or unsigned event with 400 and changes nothing', async () => {
    const order = await confirmedOrder();
    const [r] = await ship([order.id]);
    const { body } = fake.status(r!.tracking!, 'Livré');
    expect((await webhook(body, fake.sign(body, 'not-the-secret'))).statusCode).toBe(400);
    expect((await webhook(body, '')).statusCode).toBe(400);
    expect((await webhook(body.replace('Livré', 'Retourné au vendeur'), fake.sign(body))).statusCode).toBe(400);
    expect((await adminOrder(order.id)).orderStatus).toBe('shipped');
  });

  it('delivered then the cash remitted: the order is delivered, then paid; replays change nothing', async () => {
    const order = await confirmedOrder();
    const [r] = await ship([order.id]);
    const delivered = fake.status(r!.tracking!, 'Livré');
    for (let i = 0; i < 2; i++) expect((await webhook(delivered.body, delivered.signature)).statusCode).toBe(200);
    let seen = await adminOrder(order.id);
    expect(seen).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'pending', shipment: { status: 'delivered', cash: 'with_courier' } });

    const paid = fake.payment(r!.tracking!, 'payed');
    expect((await webhook(paid.body, paid.signature)).statusCode).toBe(200);
    seen = await adminOrder(order.id);
    expect(seen).toMatchObject({ paymentStatus: 'completed', shipment: { cash: 'remitted' } });
    expect(seen.history.filter((h) => h.kind === 'delivered')).toHaveLength(1);
    // The payment event as Yalidine sends it (`status`, `payment_id`): the paid line names the payout.
    expect(JSON.parse(paid.body).events[0].data).toMatchObject({ tracking: r!.tracking, status: 'payed', payment_id: expect.stringMatching(/^PAY-/) });
    expect(seen.history.filter((h) => h.kind === 'paid')).toEqual([expect.objectContaining({ note: `Yalidine: ${JSON.parse(paid.body).events[0].data.payment_id}` })]);

    const customerView = (await customer.get(`/api/orders/${order.id}`)).json() as Order;
    expect(customerView.shipment!.history.map((h) => h.status)).toEqual(['created', 'delivered']);
  });

  it('credits what the courier did to the courier and the way it told (webhook, or the status check): never to an account', async () => {
    const order = await confirmedOrder();
    const [r] = await ship([order.id]);
    const delivered = fake.status(r!.tracking!, 'Livré');
    expect((await webhook(delivered.body, delivered.signature)).statusCode).toBe(200);
    const paid = fake.payment(r!.tracking!, 'payed');
    expect((await webhook(paid.body, paid.signature)).statusCode).toBe(200);
    const history = (await adminOrder(order.id)).history.filter((h) => h.kind === 'delivered' || h.kind === 'paid');
    expect(history.map((h) => [h.kind, h.actorEmail, h.details])).toEqual([
      ['delivered', null, { by: 'courier', courier: 'yalidine', via: 'webhook' }],
      ['paid', null, { by: 'courier', courier: 'yalidine', via: 'webhook' }],
    ]);
  });

  it('returned: the order is returned with the reason kept and the stock comes back once, replays included', async () => {
    const order = await confirmedOrder(3);
    expect(await stock()).toBe(7);
    const [r] = await ship([order.id]);
    const failed = fake.status(r!.tracking!, 'Tentative échouée', 'Client ne répond pas');
    await webhook(failed.body, failed.signature);
    const back = fake.status(r!.tracking!, 'Retourné au vendeur', 'Le client n’a pas commandé');
    const answers = await Promise.all([webhook(back.body, back.signature), webhook(back.body, back.signature), webhook(back.body, back.signature)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await stock()).toBe(10);
    const seen = await adminOrder(order.id);
    expect(seen).toMatchObject({ orderStatus: 'returned', shipment: { status: 'returned' } });
    expect(seen.shipment!.history.at(-1)).toMatchObject({ status: 'returned', reason: 'Le client n’a pas commandé' });
    expect(seen.history.at(-1)).toMatchObject({ fromStatus: 'shipped', toStatus: 'returned', note: 'Yalidine: Le client n’a pas commandé' });
    // The desk says the reason in its reader's language: the courier's words and the shop's code beside the note.
    expect(seen.history.at(-1)!.details).toEqual({ by: 'courier', courier: 'yalidine', via: 'webhook', reason: 'Le client n’a pas commandé', reasonCode: 'not_ordered' });
  });

  it('a late event dated before the latest one does not move the parcel back', async () => {
    const order = await confirmedOrder();
    const [r] = await ship([order.id]);
    const delivered = fake.status(r!.tracking!, 'Livré');
    await webhook(delivered.body, delivered.signature);
    const earlier = yalidineDate(new Date(Date.now() - 3_600_000));
    const late = JSON.stringify({
      type: 'parcel_status_updated',
      events: [{ event_id: 'evt_late_1', occurred_at: new Date().toISOString(), data: { tracking: r!.tracking, status: 'Sorti en livraison', reason: '', date_status: earlier } }],
    });
    expect((await webhook(late)).statusCode).toBe(200);
    expect((await adminOrder(order.id))).toMatchObject({ orderStatus: 'delivered', shipment: { status: 'delivered' } });
  });
});

describe("the dashboard's courier figures", () => {
  it('shows the cash on delivery Yalidine holds (delivered, not paid out) and the delivered/returned counts per wilaya', async () => {
    const empty = await owner.get('/api/admin/couriers/figures');
    expect(empty.json()).toEqual({ cashHeld: [], outcomes: [] });

    const heldA = await confirmedOrder(1); // delivered, cash still with Yalidine
    const heldB = await confirmedOrder(2, { wilaya: '16', city: 'Bab Ezzouar' }); // the same, to Alger
    const remitted = await confirmedOrder(); // delivered and paid out
    const back = await confirmedOrder(); // refused and returned
    const prepaid = await confirmedOrder(1, { paymentMethod: 'chargily', paymentStatus: 'completed' }); // card: nothing to collect
    const travelling = await confirmedOrder();
    const results = await ship([heldA.id, heldB.id, remitted.id, back.id, prepaid.id, travelling.id]);
    expect(results.every((r) => r.ok)).toBe(true);
    const tracking = Object.fromEntries(results.map((r) => [r.orderId, r.tracking!]));
    for (const id of [heldA.id, heldB.id, remitted.id, prepaid.id]) {
      const hook = fake.status(tracking[id]!, 'Livré');
      expect((await webhook(hook.body, hook.signature)).statusCode).toBe(200);
    }
    const payout = fake.payment(tracking[remitted.id]!, 'payed');
    await webhook(payout.body, payout.signature);
    const returned = fake.status(tracking[back.id]!, 'Retourné au vendeur', 'Client absent');
    await webhook(returned.body, returned.signature);

    const [a, b] = await Promise.all([adminOrder(heldA.id), adminOrder(heldB.id)]);
    const res = await owner.get('/api/admin/couriers/figures');
    expect(res.statusCode, res.body).toBe(200);
    const held = (Number(a.totalAmount) + Number(b.totalAmount)).toFixed(2);
    expect(res.json()).toEqual({
      cashHeld: [{ courier: 'yalidine', label: 'Yalidine', amount: held, parcels: 2 }],
      outcomes: [
        { courier: 'yalidine', label: 'Yalidine', wilaya: '16', parcels: 1, delivered: 1, returned: 0 },
        { courier: 'yalidine', label: 'Yalidine', wilaya: '31', parcels: 5, delivered: 3, returned: 1 },
      ],
    });
    expect((await customer.get('/api/admin/couriers/figures')).statusCode).toBe(403);
  });
});

describe('stop-desks', () => {
  /** A cash-on-delivery order to Oran by stop-desk naming `desk` (Oran's desk fee with the seeded table: 200 DA). */
  const deskOrder = (desk: string | undefined, wilaya = '31') => {
    const payload = wilayaOrderPayload([{ plant: fern, quantity: 1 }], { wilaya, delivery: 'desk', fee: 20_000 }, { paymentMethod: 'cod' });
    return customer.post('/api/orders', { ...payload, shippingAddress: { ...payload.shippingAddress, commune: '3101', ...(desk === undefined ? {} : { desk }) } });
  };

  it("takes an order's stop-desk only from Yalidine's list for its wilaya (400 on the desk otherwise), and stores its id", async () => {
    const listed = await deskOrder('311301');
    expect(listed.statusCode, listed.body).toBe(201);
    expect((listed.json() as Order).shippingAddress).toMatchObject({ delivery: 'desk', desk: '311301' });
    for (const desk of ['YAL-ORAN-01', '163001' /* Bab Ezzouar's: Alger, not Oran */, '', undefined]) {
      const refused = await deskOrder(desk);
      expect(refused.statusCode, String(desk)).toBe(400);
      expect(refused.json().fieldErrors, String(desk)).toEqual({ 'shippingAddress.desk': en.communes.deskNotListed });
    }
    expect((await customer.get('/api/orders')).json()).toHaveLength(1);
  });

  it('keeps the stop-desk the customer wrote where no courier lists desks (none configured, or none in that wilaya)', async () => {
    // Yalidine lists no centre in Tlemcen (13): what the customer wrote is kept.
    const payload = wilayaOrderPayload([{ plant: fern, quantity: 1 }], { wilaya: '13', delivery: 'desk', fee: 20_000 }, { paymentMethod: 'cod' });
    const tlemcen = await customer.post('/api/orders', { ...payload, shippingAddress: { ...payload.shippingAddress, commune: '1301', desk: 'Le bureau près de la gare' } });
    expect(tlemcen.statusCode, tlemcen.body).toBe(201);
    expect((tlemcen.json() as Order).shippingAddress).toMatchObject({ desk: 'Le bureau près de la gare' });
    await t.close();
    ({ t, plant: fern, customer, owner } = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 }));
    const free = await deskOrder('YAL-ORAN-01');
    expect(free.statusCode, free.body).toBe(201);
    expect((free.json() as Order).shippingAddress).toMatchObject({ desk: 'YAL-ORAN-01' });
  });

  it('a parcel whose desk Yalidine does not list fails alone, before the batch is sent; the others are created', async () => {
    const good = await confirmedOrder(1, { delivery: 'desk', desk: '310101' });
    const closed = await confirmedOrder(1, { delivery: 'desk', desk: '319999' }); // a centre Yalidine no longer lists
    const home = await confirmedOrder();
    const results = await ship([good.id, closed.id, home.id]);
    expect(results.map((r) => r.ok)).toEqual([true, false, true]);
    expect(results[1]!.message).toBe(fill(en.shipments.errors.deskNotListed, { courier: 'Yalidine', desk: '319999' }));
    expect(parcelPosts()).toHaveLength(1);
    expect((JSON.parse(parcelPosts()[0]!.body.toString('utf8')) as { order_id: string }[]).map((p) => p.order_id)).toEqual([orderNumber(good.id), orderNumber(home.id)]);
    expect((await adminOrder(closed.id)).orderStatus).toBe('processing');
    // The desk list was asked once for Oran, not once per parcel.
    expect(fake.requests.filter((r) => r.url.pathname.startsWith('/v1/centers'))).toHaveLength(1);
  });

  it('a stop-desk order without a street is placed (stored as ""), its parcel carries the desk to Yalidine, and its desk stands where the street goes', async () => {
    const payload = wilayaOrderPayload([{ plant: fern, quantity: 1 }], { wilaya: '31', delivery: 'desk', fee: 20_000 }, { paymentMethod: 'cod' });
    const { address: _street, ...where } = payload.shippingAddress;
    const placed = await customer.post('/api/orders', { ...payload, shippingAddress: { ...where, commune: '3101', desk: '310101' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Order;
    expect(order.shippingAddress).toMatchObject({ address: '', delivery: 'desk', desk: '310101' });
    expect((await owner.post(`/api/admin/orders/${order.id}/confirm`, {})).statusCode).toBe(200);

    expect((await ship([order.id])).map((r) => r.ok)).toEqual([true]);
    const [parcel] = JSON.parse(parcelPosts()[0]!.body.toString('utf8')) as Record<string, unknown>[];
    // Couriers read French: the desk's name from Yalidine's list, never a blank street.
    expect(parcel).toMatchObject({ is_stopdesk: true, stopdesk_id: '310101', address: 'Stop-desk : Agence d’Oran Centre' });

    const csv = await owner.get('/api/admin/orders.csv');
    expect(csv.body).toContain('Stop-desk: Agence d’Oran Centre');
  });

  it("lists Yalidine's centres of a wilaya, and 400 for an unknown wilaya", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/desks?wilaya=31' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: '310101', name: 'Agence d’Oran Centre', commune: 'Oran', address: '12 boulevard de la Soummam, Oran' },
      { id: '311301', name: 'Agence de Bir El Djir', commune: 'Bir El Djir', address: 'Cité USTO, Bir El Djir' },
      { id: '310501', name: 'Agence d’Es Senia', commune: 'Es Senia', address: 'حي النجمة، السانية' },
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/shipping/desks?wilaya=99' })).statusCode).toBe(400);
  });
});
