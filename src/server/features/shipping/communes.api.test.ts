import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { orderPayload, wilayaOrderPayload } from '../../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import { en } from '@shared/messages';
import { orders, type PlantRow } from '../../db/schema';

let t: TestApp;
let customer: Client;
let fern: PlantRow;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 50 });
  customer = new Client(t.app);
  await signUp(customer);
});
afterEach(async () => {
  vi.useRealTimers();
  await t.close();
});

const ORAN_HOME = { wilaya: '31', delivery: 'home' as const, fee: 40_000 };
const ORAN_DESK = { wilaya: '31', delivery: 'desk' as const, fee: 20_000 };
const ES_SENIA = '3105';
const AIN_TURK_BOUIRA = '1017';
const rowOf = async (id: string) => (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const get = (url: string) => new Client(t.app).get(url);
const cod = (to: { wilaya: string; delivery: "home" | "desk"; fee: number }, address: Record<string, unknown>) => {
  const payload = wilayaOrderPayload([{ plant: fern, quantity: 1 }], to, { paymentMethod: 'cod' });
  return { ...payload, shippingAddress: { ...payload.shippingAddress, ...address } };
};
/** Sets the admin setting that moves the 69-wilaya switch. */
async function switchOn(date: string) {
  const admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  const res = await admin.patch('/api/admin/settings', { newWilayasFrom: date });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().newWilayasFrom).toBe(date);
}
/** The server's clock only (the database keeps its own): the law's date without a setting. */
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
/** A customer signed in at the faked time (a session from the real today would read as expired). */
async function customerAt(iso: string) {
  at(iso);
  const c = new Client(t.app);
  await signUp(c, { email: `c${Date.now()}@example.dz` });
  return c;
}

describe('GET /api/shipping/communes', () => {
  it("lists a wilaya's communes with their official code, French and Arabic names, cacheable", async () => {
    const res = await get('/api/shipping/communes?wilaya=31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const list = res.json() as { code: string; nameFr: string; nameAr: string; wilaya: string }[];
    expect(list).toHaveLength(26);
    expect(list).toContainEqual({ code: '3101', nameFr: 'Oran', nameAr: 'وهران', wilaya: '31' });
    expect(list.every((c) => c.wilaya === '31')).toBe(true);
  });

  it('answers 400 to an unknown, malformed or missing wilaya', async () => {
    for (const q of ['wilaya=0', 'wilaya=70', 'wilaya=oran', 'wilaya=%00', 'wilaya=99999999999999999999', '']) {
      const res = await get(`/api/shipping/communes?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBeTruthy();
    }
  });
});

describe('the 69-wilaya switch (law 26-06)', () => {
  it('before 1 January 2027 lists 58 wilayas, refuses wilaya 68 and keeps Bou Saâda in M\'Sila', async () => {
    const late = await customerAt('2026-12-31T22:00:00Z'); // 23:00 in Algiers
    expect((await get('/api/shipping/wilayas')).json()).toHaveLength(58);
    expect((await get('/api/shipping/communes?wilaya=68')).statusCode).toBe(400);
    const msila = (await get('/api/shipping/communes?wilaya=28')).json() as { code: string; nameFr: string; wilaya: string }[];
    expect(msila.find((c) => c.nameFr === 'Bou Saada')).toMatchObject({ wilaya: '28' });
    const refused = await late.post('/api/orders', cod({ ...ORAN_HOME, wilaya: '68' }, {}));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ wilaya: en.checkout.errors.unknownWilaya });
  });

  it('from midnight in Algiers lists 69 and takes an order to a commune of a new wilaya', async () => {
    const early = await customerAt('2026-12-31T23:00:00Z');
    const wilayas = (await get('/api/shipping/wilayas')).json() as ShippingWilaya[];
    expect(wilayas).toHaveLength(69);
    // Without a row of its own, Bou Saâda is charged its mother M'Sila's rate (home, stop-desk, days), not the flat fee.
    const msila = wilayas.find((w) => w.code === '28')!;
    expect(msila).toMatchObject({ home: '600.00', desk: '400.00', days: { min: 3, max: 4 } });
    expect(wilayas.find((w) => w.code === '68')).toEqual({ code: '68', nameFr: 'Bou Saâda', nameAr: 'بوسعادة', home: '600.00', desk: '400.00', days: msila.days, inheritsFrom: '28' });
    expect((await get('/api/shipping/quote?wilaya=68&delivery=desk&subtotal=1800')).json()).toMatchObject({ fee: '400.00' });
    const bouSaada = ((await get('/api/shipping/communes?wilaya=68')).json() as { code: string; nameFr: string }[]).find((c) => c.nameFr === 'Bou Saada')!;
    expect(((await get('/api/shipping/communes?wilaya=28')).json() as { code: string }[]).some((c) => c.code === bouSaada.code)).toBe(false);
    const res = await early.post('/api/orders', cod({ wilaya: '68', delivery: 'desk', fee: 40_000 }, { commune: bouSaada.code }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ shipping: '400.00', shippingAddress: { wilaya: '68', delivery: 'desk', commune: bouSaada.code, communeName: 'Bou Saada' } });
  });

  it('follows the setting newWilayasFrom over the law, either way', async () => {
    at('2027-03-01T12:00:00Z');
    await switchOn('2027-06-01');
    expect((await get('/api/shipping/wilayas')).json()).toHaveLength(58);
    expect((await get('/api/shipping/communes?wilaya=59')).statusCode).toBe(400);
    at('2026-11-01T12:00:00Z');
    await switchOn('2026-10-15');
    expect((await get('/api/shipping/wilayas')).json()).toHaveLength(69);
    expect((await get('/api/shipping/communes?wilaya=59')).statusCode).toBe(200);
  });

  it('refuses a malformed switch date in the settings', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const bad of ['2027-13-01', '1/1/2027', '2027-01-01T00:00', '2027-02-30']) {
      const res = await admin.patch('/api/admin/settings', { newWilayasFrom: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), bad).toContain('newWilayasFrom');
    }
  });
});

describe('an order with a commune (POST /api/orders)', () => {
  it('stores the commune and returns it with its names; the city defaults to its name', async () => {
    const res = await customer.post('/api/orders', cod(ORAN_HOME, { commune: ES_SENIA, city: undefined }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.shippingAddress).toMatchObject({ city: 'Es Senia', wilaya: '31', commune: ES_SENIA, communeName: 'Es Senia', communeNameAr: 'السانية', desk: null });
    expect(await rowOf(order.id)).toMatchObject({ commune: ES_SENIA, city: 'Es Senia', desk: null });
    const again = (await customer.get(`/api/orders/${order.id}`)).json();
    expect(again.shippingAddress.commune).toEqual(order.shippingAddress.commune);
  });

  it('keeps the city the customer typed beside the commune', async () => {
    const res = await customer.post('/api/orders', cod(ORAN_HOME, { commune: ES_SENIA, city: 'Cité 1000 logements' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().shippingAddress.city).toBe('Cité 1000 logements');
  });

  it('answers 400 with a field error on commune to an unknown code, and stores nothing', async () => {
    for (const commune of ['9999', '31', 'Es Senia', '3105\u0000']) {
      const res = await customer.post('/api/orders', cod(ORAN_HOME, { commune }));
      expect(res.statusCode, commune).toBe(400);
      expect(res.json().fieldErrors?.['shippingAddress.commune'] ?? res.json().fieldErrors?.commune, commune).toBeTruthy();
    }
    expect(await t.app.ctx.db.select().from(orders)).toHaveLength(0);
  });

  it('answers 400 to a commune of another wilaya (Aïn Turk of Bouira for Oran) and to a commune without wilaya', async () => {
    const other = await customer.post('/api/orders', cod(ORAN_HOME, { commune: AIN_TURK_BOUIRA }));
    expect(other.statusCode).toBe(400);
    expect(other.json().fieldErrors).toEqual({ commune: en.communes.communeNotInWilaya });
    const noWilaya = await customer.post('/api/orders', {
      ...orderPayload([{ plant: fern, quantity: 1 }], { paymentMethod: 'bank_transfer' }),
      shippingAddress: { address: '1 rue', commune: ES_SENIA },
    });
    expect(noWilaya.statusCode).toBe(400);
    expect(noWilaya.json().fieldErrors).toEqual({ commune: en.communes.communeNotInWilaya });
    expect(await t.app.ctx.db.select().from(orders)).toHaveLength(0);
  });

  it('still takes a city alone (clients that know no communes) and an order without city nor commune is refused', async () => {
    const alone = await customer.post('/api/orders', cod(ORAN_HOME, {}));
    expect(alone.statusCode, alone.body).toBe(201);
    expect(alone.json().shippingAddress).toMatchObject({ city: 'Oran', commune: null, desk: null });
    const none = await customer.post('/api/orders', cod(ORAN_HOME, { city: '  ' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ 'shippingAddress.city': en.checkout.validation.cityRequired });
  });

  it('stores the stop-desk as given with stop-desk delivery and refuses one with home delivery', async () => {
    const desk = await customer.post('/api/orders', cod(ORAN_DESK, { commune: '3101', desk: 'YAL-ORAN-01' }));
    expect(desk.statusCode, desk.body).toBe(201);
    expect(desk.json().shippingAddress).toMatchObject({ delivery: 'desk', desk: 'YAL-ORAN-01', commune: '3101' });
    const home = await customer.post('/api/orders', cod(ORAN_HOME, { commune: '3101', desk: 'YAL-ORAN-01' }));
    expect(home.statusCode).toBe(400);
    expect(home.json().fieldErrors).toEqual({ 'shippingAddress.desk': en.communes.deskNeedsDeskDelivery });
  });

  it('reads an order stored before communes existed', async () => {
    const res = await customer.post('/api/orders', cod(ORAN_HOME, {}));
    await t.app.ctx.db.update(orders).set({ commune: null, desk: null }).where(eq(orders.id, res.json().id));
    const old = await customer.get(`/api/orders/${res.json().id}`);
    expect(old.statusCode).toBe(200);
    expect(old.json().shippingAddress).toMatchObject({ city: 'Oran', wilaya: '31', commune: null, desk: null });
  });
});
