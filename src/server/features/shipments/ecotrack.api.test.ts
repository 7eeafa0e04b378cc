import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetail } from '@shared/contracts/order-desk';
import type { Order } from '@shared/contracts/orders';
import type { ShipmentResult } from '@shared/contracts/shipments';
import { orderPayload } from '../../../../tests/factories/orders';
import { startEcotrackFake, type EcotrackFake } from '../../../../tests/fakes/ecotrack.fake';
import { shopWithPlant } from '../../../../tests/factories/shop';
import { type Client, type TestApp } from '../../../../tests/helpers/test-app';
import { orders, plants, shipments, type PlantRow } from '../../db/schema';
import { pollCourier } from './courier-poller.service';

const TOKEN = 'DqbFSk5JTSMZGSewnBhe0pve68cCPjlJWPbdlTCR6je17wlQ';

let fake: EcotrackFake;
let t: TestApp;
let customer: Client;
let owner: Client;
let fern: PlantRow;

beforeAll(async () => {
  fake = await startEcotrackFake(TOKEN);
});
afterAll(() => fake.close());

beforeEach(async () => {
  fake.down = false;
  fake.orders.clear();
  fake.requests.length = 0;
  // Polled only when asked (the interval is long): the test decides when the courier is asked.
  ({ t, plant: fern, customer, owner } = await shopWithPlant(
    { name: 'Olivier', priceCentimes: 250_000, stock: 6 },
    { ECOTRACK_API_URL: `${fake.url}/api/v1`, ECOTRACK_API_TOKEN: TOKEN, COURIER_POLL_INTERVAL_MS: '3600000' },
  ));
});
afterEach(() => t.close());

const db = () => t.app.ctx.db;
const stock = async () => (await db().select({ stock: plants.stock }).from(plants).where(eq(plants.id, fern.id)))[0]!.stock;
/** Every parcel due for a poll now (as if the interval had passed). */
const dueAgain = () => db().update(shipments).set({ polledAt: null }).where(eq(shipments.courier, 'ecotrack'));
/** A poll once the interval has passed: how many parcels moved. */
const pollDue = async () => {
  await dueAgain();
  return pollCourier(t.app.ctx, 'ecotrack');
};
const adminOrder = async (id: string) => (await owner.get(`/api/admin/orders/${id}`)).json() as AdminOrderDetail;

async function confirmedOrder(quantity = 1): Promise<Order> {
  const order = (await customer.post('/api/orders', orderPayload([{ plant: fern, quantity }]))).json() as Order;
  await db().update(orders).set({ paymentMethod: 'cod', customerPhone: '+213661234567', wilaya: '16', city: 'Bab Ezzouar' }).where(eq(orders.id, order.id));
  expect((await owner.post(`/api/admin/orders/${order.id}/confirm`, {})).statusCode).toBe(200);
  return order;
}

async function ship(orderIds: string[]): Promise<ShipmentResult[]> {
  const res = await owner.post('/api/admin/shipments', { orderIds, courier: 'ecotrack' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: ShipmentResult[] }).results;
}

describe('Ecotrack', () => {
  it('creates then validates each parcel (the courier tracks only validated ones) and prints their labels', async () => {
    const a = await confirmedOrder();
    const b = await confirmedOrder(2);
    const results = await ship([a.id, b.id]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    const calls = fake.requests.map((r) => `${r.method} ${r.url.pathname.replace('/api/v1/', '')}`);
    expect(calls).toEqual(['POST create/order', 'POST valid/order', 'POST create/order', 'POST valid/order']);
    expect([...fake.orders.values()].every((o) => o.validated)).toBe(true);
    expect(fake.orders.get(results[1]!.tracking!)!.body).toMatchObject({ nom_client: 'Amina Benali', telephone: '0661234567', code_wilaya: 16, commune: 'Bab Ezzouar', montant: 5000, type: 1, stop_desk: 0 }); // 2 × 2500 DA, free shipping from 5000 DA
    expect((await adminOrder(a.id))).toMatchObject({ orderStatus: 'shipped', carrier: 'Ecotrack', trackingNumber: results[0]!.tracking });

    const pdf = await owner.request({ method: 'GET', url: `/api/admin/shipments/labels?orderIds=${b.id},${a.id}` });
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(2);
  });

  it('polls the statuses: delivered, cash remitted → paid; returned → stock back once, however often it is polled', async () => {
    const delivered = await confirmedOrder();
    const returned = await confirmedOrder(2);
    expect(await stock()).toBe(3);
    const [d, r] = await ship([delivered.id, returned.id]);

    fake.status(d!.tracking!, 'en_livraison');
    fake.status(r!.tracking!, 'retour_chez_livreur', 'Client ne réponds pas');
    expect(await pollCourier(t.app.ctx, 'ecotrack')).toBe(2);
    expect((await adminOrder(delivered.id)).shipment).toMatchObject({ status: 'out_for_delivery' });

    fake.status(d!.tracking!, 'livre_non_encaisse');
    fake.status(r!.tracking!, 'retour_recu', 'Client ne réponds pas');
    await dueAgain();
    await pollCourier(t.app.ctx, 'ecotrack');
    for (let i = 0; i < 2; i++) {
      await dueAgain();
      await pollCourier(t.app.ctx, 'ecotrack');
    }
    expect(await adminOrder(delivered.id)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'pending', shipment: { cash: 'with_courier' } });
    expect(await adminOrder(returned.id)).toMatchObject({ orderStatus: 'returned', shipment: { status: 'returned' } });
    expect(await stock()).toBe(5);

    fake.status(d!.tracking!, 'paye_et_archive');
    await dueAgain();
    await pollCourier(t.app.ctx, 'ecotrack');
    expect(await adminOrder(delivered.id)).toMatchObject({ paymentStatus: 'completed', shipment: { cash: 'remitted' } });
  });

  it('a status seen again after another is applied again (out for delivery after a failed attempt), and a poll that finds nothing new changes nothing', async () => {
    const a = await confirmedOrder();
    const [parcel] = await ship([a.id]);
    fake.status(parcel!.tracking!, 'en_livraison');
    expect(await pollDue()).toBe(1);
    fake.status(parcel!.tracking!, 'suspendu', 'Client absent');
    expect(await pollDue()).toBe(1);
    expect((await adminOrder(a.id)).shipment).toMatchObject({ status: 'failed_attempt' });
    fake.status(parcel!.tracking!, 'en_livraison');
    expect(await pollDue()).toBe(1);
    expect(await pollDue()).toBe(0); // the same answer again: a replay
    const seen = await adminOrder(a.id);
    expect(seen.shipment).toMatchObject({ status: 'out_for_delivery', courierStatus: 'en_livraison' });
    expect(seen.shipment!.history.map((h) => h.status)).toEqual(['created', 'out_for_delivery', 'failed_attempt', 'out_for_delivery']);
  });

  it('gives a reason Ecotrack documents the shop’s code in the customer’s answer, and an unknown one none, its words kept', async () => {
    const a = await confirmedOrder();
    const [parcel] = await ship([a.id]);
    fake.status(parcel!.tracking!, 'suspendu', 'Numéro erroné');
    expect(await pollDue()).toBe(1);
    fake.status(parcel!.tracking!, 'en_livraison');
    expect(await pollDue()).toBe(1);
    fake.status(parcel!.tracking!, 'suspendu', 'Colis en attente — 2e passage');
    expect(await pollDue()).toBe(1);
    const seen = (await customer.get(`/api/orders/${a.id}`)).json() as Order;
    expect(seen.shipment!.history.filter((h) => h.reason !== null).map(({ reason, reasonCode }) => ({ reason, reasonCode }))).toEqual([
      { reason: 'Numéro erroné', reasonCode: 'wrong_number' },
      { reason: 'Colis en attente — 2e passage', reasonCode: null },
    ]);
    expect(seen.shipment!.history[0]).toMatchObject({ status: 'created', reason: null, reasonCode: null });
  });

  it('a delivery stamped in the very second the poller last saw the parcel waiting is applied (the courier dates to the second)', async () => {
    const a = await confirmedOrder();
    const [parcel] = await ship([a.id]);
    // Only the clock is faked: the poller sees the parcel waiting at .700, the courier delivers it at .900 and dates it 12:00:00.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-01T11:00:00.700Z'));
      await dueAgain();
      expect(await pollCourier(t.app.ctx, 'ecotrack')).toBe(1);
      vi.setSystemTime(new Date('2026-12-01T11:00:00.900Z'));
      fake.status(parcel!.tracking!, 'livre_non_encaisse');
      await dueAgain();
      expect(await pollCourier(t.app.ctx, 'ecotrack')).toBe(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await adminOrder(a.id)).toMatchObject({ orderStatus: 'delivered', shipment: { status: 'delivered', cash: 'with_courier' } });
  });

  it('courier down: nothing created, the orders stay confirmed; the retry works', async () => {
    const a = await confirmedOrder();
    fake.down = true;
    const [down] = await ship([a.id]);
    expect(down!.message).toMatch(/^Ecotrack could not be reached/);
    expect((await adminOrder(a.id)).orderStatus).toBe('processing');
    fake.down = false;
    expect((await ship([a.id]))[0]).toMatchObject({ ok: true });
  });

  it("the owner's \"ask now\" asks again about a parcel the poller asked about a moment ago", async () => {
    const a = await confirmedOrder();
    const [parcel] = await ship([a.id]);
    fake.status(parcel!.tracking!, 'en_livraison');
    expect(await pollCourier(t.app.ctx, 'ecotrack')).toBe(1);
    fake.status(parcel!.tracking!, 'livre_non_encaisse');
    expect(await pollCourier(t.app.ctx, 'ecotrack')).toBe(0); // the poller waits for its next turn
    const now = await owner.post('/api/admin/couriers/ecotrack/poll', {});
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toEqual({ updated: 1 });
    expect(await adminOrder(a.id)).toMatchObject({ orderStatus: 'delivered', shipment: { cash: 'with_courier' } });
  });

  it('two pollers at once ask about each parcel once', async () => {
    const a = await confirmedOrder();
    await ship([a.id]);
    fake.requests.length = 0;
    await Promise.all([pollCourier(t.app.ctx, 'ecotrack'), pollCourier(t.app.ctx, 'ecotrack')]);
    expect(fake.requests.filter((r) => r.url.pathname.endsWith('get/orders/status'))).toHaveLength(1);
  });
});

describe("Ecotrack's rate limit", () => {
  const statusAsks = () => fake.requests.filter((r) => r.url.pathname.endsWith('get/orders/status'));

  it("says on every answer what is left of the minute, the hour and the day, counting down (Laravel's throttle headers)", async () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    const left = async () => {
      const res = await fetch(`${fake.url}/api/v1/get/wilayas`, { headers });
      return ['', '-Hour', '-Day'].map((w) => Number(res.headers.get(`X-RateLimit-Remaining${w}`)));
    };
    const [first, second] = [await left(), await left()];
    expect(second).toEqual(first.map((n) => n - 1));
    fake.throttle(7);
    const refused = await fetch(`${fake.url}/api/v1/get/wilayas`, { headers });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(Number(refused.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 6);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('the poller waits out a short Retry-After, then asks again and applies the status', async () => {
    const a = await confirmedOrder();
    const [parcel] = await ship([a.id]);
    fake.status(parcel!.tracking!, 'en_livraison');
    fake.requests.length = 0;
    fake.throttle(1); // another program of the shop spent the minute
    const started = Date.now();
    expect(await pollCourier(t.app.ctx, 'ecotrack')).toBe(1);
    expect(statusAsks()).toHaveLength(2); // the 429, then the retry once the second it asked for had passed
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect((await adminOrder(a.id)).shipment).toMatchObject({ status: 'out_for_delivery' });
  });

  it('a long Retry-After holds every call back until then: the poll fails at once, "ask now" says when, nothing more is sent', async () => {
    const a = await confirmedOrder();
    const [parcel] = await ship([a.id]);
    fake.status(parcel!.tracking!, 'en_livraison');
    fake.requests.length = 0;
    fake.throttle(30);
    await expect(pollCourier(t.app.ctx, 'ecotrack')).rejects.toMatchObject({ kind: 'quota', message: expect.stringMatching(/^Ecotrack: too many requests, try again in (29|30) s$/) });
    expect(statusAsks()).toHaveLength(1);
    const now = await owner.post('/api/admin/couriers/ecotrack/poll', {});
    expect(now.statusCode).toBe(503);
    expect(now.json().message).toMatch(/^Ecotrack could not be reached: nothing was created, try again later \(Ecotrack: too many requests, try again in (29|30) s\)$/);
    expect(fake.requests).toHaveLength(1);
    expect((await adminOrder(a.id)).shipment).toMatchObject({ status: 'created' });
  });
});
