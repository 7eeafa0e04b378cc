import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en, fill } from '@shared/messages';
import { createCategory, createPlant, setFirstSize } from '../../../../tests/factories/catalog';
import { orderPayload } from '../../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { coupons, orders, plants, type PlantRow } from '../../db/schema';
import { expireUnpaidOrders } from '../checkout/unpaid-orders.service';

const c = en.couponRefusals;
const a = en.admin.promotions.errors;

let t: TestApp;
let fern: PlantRow;
let owner: Client;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  // 1800 DA; shipping to Oran (31) at home is 400 DA below the 5000 DA threshold.
  fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 50 });
  owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(() => t.close());

const visitor = () => new Client(t.app);
let phoneSeq = 0;
/** A fresh Algerian mobile per call (the express form's caps count per phone). */
const nextPhone = () => `0661 ${String(100_000 + ++phoneSeq).slice(-6)}`;
const form = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: fern.id, quantity: 1 }],
  customerName: 'أمينة بن علي',
  phone: nextPhone(),
  wilaya: '31',
  address: '12 حي السلام',
  ...overrides,
});
let ipSeq = 0;
const express = (client: Client, body: object) =>
  client.request({ method: 'POST', url: '/api/orders/express', payload: body, remoteAddress: `10.1.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}` });
const quote = (client: Client, body: object) => client.post('/api/cart/quote', body);
const createCode = async (body: Record<string, unknown>) => {
  const res = await owner.post('/api/admin/coupons', { kind: 'percent', value: 10, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; code: string; uses: number };
};
const usesOf = async (id: number) => (await t.app.ctx.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.id, id)))[0]!.uses;
const cancel = (id: string) => owner.post(`/api/admin/orders/${id}/cancel`, { reason: 'Le client a changé d’avis' });

describe('admin coupons (docs/contract.md §8)', () => {
  it('lets an admin create, list, edit and delete codes, names ignoring case', async () => {
    const created = await createCode({ code: 'Printemps10', minSubtotal: '3000', maxUses: 50, maxUsesPerCustomer: 1, firstOrderOnly: true, endsAt: '2030-01-01T00:00:00Z' });
    expect(created).toMatchObject({ code: 'Printemps10', kind: 'percent', value: '10', minSubtotal: '3000.00', maxUses: 50, maxUsesPerCustomer: 1, firstOrderOnly: true, active: true, uses: 0, endsAt: '2030-01-01T00:00:00.000Z' });
    const taken = await owner.post('/api/admin/coupons', { code: 'PRINTEMPS10', kind: 'fixed', value: '500' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ code: a.codeTaken });

    const fixed = await owner.patch(`/api/admin/coupons/${created.id}`, { kind: 'fixed', value: '750.5', active: false });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({ kind: 'fixed', value: '750.50', active: false, code: 'Printemps10' });
    expect((await owner.get('/api/admin/coupons')).json()).toHaveLength(1);

    expect((await owner.request({ method: 'DELETE', url: `/api/admin/coupons/${created.id}` })).statusCode).toBe(200);
    const again = await owner.request({ method: 'DELETE', url: `/api/admin/coupons/${created.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(a.notFound);
    expect((await owner.patch(`/api/admin/coupons/${created.id}`, { active: true })).statusCode).toBe(404);
  });

  it('refuses malformed codes with 400 and a message, never 5xx', async () => {
    const bad: [Record<string, unknown>, string, string][] = [
      [{ code: 'TEN', kind: 'percent', value: 101 }, 'value', a.percentRange],
      [{ code: 'TEN', kind: 'percent' }, 'value', a.valueRequired],
      [{ code: 'TEN', kind: 'fixed', value: '99999999999' }, 'value', en.validation.invalidInput],
      [{ code: 'x', kind: 'free_shipping' }, 'code', a.codeFormat],
      [{ code: 'TEN', kind: 'free_shipping', maxUses: 1e20 }, 'maxUses', en.validation.invalidInput],
      [{ code: 'TEN', kind: 'free_shipping', startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }, 'endsAt', a.endsBeforeStart],
    ];
    for (const [body, field, message] of bad) {
      const res = await owner.post('/api/admin/coupons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    const nul = await owner.post('/api/admin/coupons', { code: 'TE\u0000N', kind: 'free_shipping' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBeTruthy();
    expect((await owner.get('/api/admin/coupons')).json()).toEqual([]);
  });

  it('answers a visitor 401 and a customer 403 on every coupon route, an admin 200', async () => {
    const { id } = await createCode({ code: 'ADMINS' });
    const customer = visitor();
    await signUp(customer);
    const calls: [string, string, object?][] = [
      ['GET', '/api/admin/coupons'],
      ['POST', '/api/admin/coupons', { code: 'OTHER', kind: 'free_shipping' }],
      ['PATCH', `/api/admin/coupons/${id}`, { active: false }],
      ['DELETE', `/api/admin/coupons/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const as = (client: Client) => client.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect((await as(visitor())).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(customer)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.ctx.db.select().from(coupons)).map((r) => r.active)).toEqual([true]);
    for (const [method, url, payload] of calls) {
      const res = await owner.request({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect([200, 201], `${method} ${url}`).toContain(res.statusCode);
    }
  });
});

describe('POST /api/cart/quote and orders with a code (docs/contract.md §8)', () => {
  it('prices a code whatever its case, and the order stores exactly the quote', async () => {
    await createCode({ code: 'Printemps10', kind: 'percent', value: 10 });
    const cart = { items: [{ id: fern.id, quantity: 2 }], wilaya: '31', delivery: 'home' };
    const q = await quote(visitor(), { ...cart, couponCode: '  printemps10 ' });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toEqual({
      subtotal: '3600.00',
      discount: '360.00',
      shipping: '400.00',
      total: '3640.00',
      lines: [{ id: fern.id, variantId: expect.any(Number), unitPrice: '1800.00', quantity: 2 }],
      coupon: { code: 'Printemps10', amount: '360.00' },
      couponError: null,
    });
    const res = await express(visitor(), form({ items: cart.items, couponCode: 'PRINTEMPS10' }));
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    expect(order).toMatchObject({ subtotal: '3600.00', shipping: '400.00', discount: '360.00', couponCode: 'Printemps10', totalAmount: '3640.00' });
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ subtotalCentimes: 360_000, shippingCentimes: 40_000, discountCentimes: 36_000, totalCentimes: 364_000, couponCode: 'Printemps10' });
  });

  it('rounds a percentage half up to the centime, caps a fixed amount at the subtotal, and frees the shipping', async () => {
    await setFirstSize(t.app.ctx.db, fern.id, { priceCentimes: 123_455 });
    await createCode({ code: 'DIX', kind: 'percent', value: 10 });
    await createCode({ code: 'GROS', kind: 'fixed', value: '100000' });
    await createCode({ code: 'LIVRAISON', kind: 'free_shipping' });
    const cart = { items: [{ id: fern.id, quantity: 1 }], wilaya: '31' };
    expect((await quote(visitor(), { ...cart, couponCode: 'DIX' })).json()).toMatchObject({ subtotal: '1234.55', discount: '123.46', total: '1511.09' });
    expect((await quote(visitor(), { ...cart, couponCode: 'GROS' })).json()).toMatchObject({ discount: '1234.55', shipping: '400.00', total: '400.00' });
    expect((await quote(visitor(), { ...cart, couponCode: 'LIVRAISON' })).json()).toMatchObject({ discount: '400.00', shipping: '400.00', total: '1234.55' });
  });

  it('gives every refusal its message: 200 with couponError on the quote, 400 on couponCode for the order', async () => {
    const phone = nextPhone();
    await createCode({ code: 'OFF', active: false });
    await createCode({ code: 'LATER', startsAt: '2099-01-01T00:00:00Z' });
    await createCode({ code: 'OVER', endsAt: '2020-01-01T00:00:00Z' });
    const gone = await createCode({ code: 'GONE', maxUses: 1 });
    await t.app.ctx.db.update(coupons).set({ uses: 1 }).where(eq(coupons.id, gone.id));
    await createCode({ code: 'BIG', minSubtotal: '5000' });
    await createCode({ code: 'FIRST', firstOrderOnly: true });
    await createCode({ code: 'ONCE', maxUsesPerCustomer: 1 });
    // This phone has ordered once already, with ONCE.
    expect((await express(visitor(), form({ phone, couponCode: 'ONCE' }))).statusCode).toBe(201);

    const cases: [string, string][] = [
      ['NOPE', c.unknown],
      ['OFF', c.unknown],
      ['LATER', c.notStarted],
      ['OVER', c.expired],
      ['GONE', c.usedUp],
      ['BIG', fill(c.minSubtotal, { amount: '5000.00 DA' })],
      ['FIRST', c.firstOrderOnly],
      ['ONCE', c.alreadyUsed],
    ];
    for (const [code, message] of cases) {
      const q = await quote(visitor(), { items: [{ id: fern.id, quantity: 1 }], wilaya: '31', phone, couponCode: code });
      expect(q.statusCode, code).toBe(200);
      expect(q.json(), code).toMatchObject({ couponError: message, coupon: null, discount: '0.00', total: '2200.00' });
      const placed = await express(visitor(), form({ phone, couponCode: code }));
      expect(placed.statusCode, code).toBe(400);
      expect(placed.json(), code).toMatchObject({ message, fieldErrors: { couponCode: message } });
    }
    // In French, the amount in French.
    const fr = await visitor().request({ method: 'POST', url: '/api/cart/quote', payload: { items: [{ id: fern.id, quantity: 1 }], couponCode: 'big' }, headers: { cookie: 'lang=fr' } });
    expect(fr.json().couponError).toBe("Ce code s'applique à partir de 5\u00a0000,00\u00a0DA de plantes.");
  });

  it('gives the last use to exactly one of many orders placed at once', async () => {
    const last = await createCode({ code: 'DERNIER', maxUses: 3 });
    await t.app.ctx.db.update(coupons).set({ uses: 2 }).where(eq(coupons.id, last.id));
    const results = await Promise.all(Array.from({ length: 6 }, () => express(visitor(), form({ couponCode: 'dernier' }))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes, results.map((r) => r.body).join('\n')).toEqual([201, 400, 400, 400, 400, 400]);
    for (const r of results.filter((x) => x.statusCode === 400)) expect(r.json().fieldErrors).toEqual({ couponCode: c.usedUp });
    expect(await usesOf(last.id)).toBe(3);
    const withCode = await t.app.ctx.db.select().from(orders).where(eq(orders.couponCode, 'DERNIER'));
    expect(withCode).toHaveLength(1);
  });

  it('lets one phone use a code only as often as allowed, even at once', async () => {
    const once = await createCode({ code: 'UNEFOIS', maxUsesPerCustomer: 1 });
    const phone = nextPhone();
    const results = await Promise.all([
      express(visitor(), form({ phone, couponCode: 'UNEFOIS' })),
      express(visitor(), form({ phone, couponCode: 'UNEFOIS', items: [{ id: fern.id, quantity: 2 }] })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await usesOf(once.id)).toBe(1);
  });

  it('gives a use back when the owner cancels the order, once, and takes it again when reopened', async () => {
    const code = await createCode({ code: 'SOLO', maxUses: 1 });
    const first = (await express(visitor(), form({ couponCode: 'SOLO' }))).json().order;
    expect((await express(visitor(), form({ couponCode: 'SOLO' }))).json().fieldErrors).toEqual({ couponCode: c.usedUp });
    expect((await cancel(first.id)).statusCode).toBe(200);
    expect(await usesOf(code.id)).toBe(0);
    expect((await cancel(first.id)).statusCode).not.toBe(200);
    expect(await usesOf(code.id)).toBe(0);
    expect((await express(visitor(), form({ couponCode: 'SOLO' }))).statusCode).toBe(201);
    expect(await usesOf(code.id)).toBe(1);
    // Reopened, the first order takes its use again (it had it): the count says what the orders hold.
    expect((await owner.patch(`/api/orders/${first.id}`, { orderStatus: 'pending' })).statusCode).toBe(200);
    expect(await usesOf(code.id)).toBe(2);
  });

  it('gives a use back when an unpaid order expires', async () => {
    const code = await createCode({ code: 'VIREMENT', maxUses: 5 });
    const customer = visitor();
    await signUp(customer);
    const payload = orderPayload([{ plant: fern, quantity: 1 }], { couponCode: 'virement', totalAmount: '2020.00' });
    const placed = await customer.post('/api/orders', payload);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ discount: '180.00', totalAmount: '2020.00', couponCode: 'VIREMENT' });
    expect(await usesOf(code.id)).toBe(1);
    expect(await expireUnpaidOrders(t.app.ctx, new Date(Date.now() + 60 * 86_400_000))).toBe(1);
    expect(await usesOf(code.id)).toBe(0);
  });

  it('refuses a checkout total that left the discount out (409), and counts a first order per account', async () => {
    await createCode({ code: 'BIENVENUE', firstOrderOnly: true });
    const customer = visitor();
    await signUp(customer);
    const undiscounted = orderPayload([{ plant: fern, quantity: 1 }], { couponCode: 'BIENVENUE' });
    expect((await customer.post('/api/orders', undiscounted)).statusCode).toBe(409);
    expect((await customer.post('/api/orders', { ...undiscounted, totalAmount: '2020.00' })).statusCode).toBe(201);
    const second = await customer.post('/api/orders', { ...undiscounted, totalAmount: '2020.00' });
    expect(second.statusCode).toBe(400);
    expect(second.json().fieldErrors).toEqual({ couponCode: c.firstOrderOnly });
    expect((await quote(customer, { items: [{ id: fern.id, quantity: 1 }], couponCode: 'BIENVENUE' })).json().couponError).toBe(c.firstOrderOnly);
  });
});

describe('the express HTML form without JavaScript takes a code (docs/decisions/032-forms-before-code.md)', () => {
  const post = (fields: Record<string, string>) =>
    visitor().request({
      method: 'POST',
      url: '/api/orders/express/form',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'lang=ar' },
      remoteAddress: `10.9.0.${++ipSeq % 200}`,
    });
  const fields = (couponCode: string) => ({ plant: String(fern.id), quantity: '1', customerName: 'أمينة بن علي', phone: nextPhone(), wilaya: '31', delivery: 'home', address: '12 حي السلام', couponCode });

  it('places the order with the code’s discount', async () => {
    await createCode({ code: 'Printemps10' });
    const placed = await post(fields('printemps10'));
    expect(placed.statusCode, placed.body).toBe(303);
    const id = /^\/order\/([0-9a-f-]{36})\?key=/.exec(String(placed.headers.location))![1]!;
    const [row] = await t.app.ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ discountCentimes: 18_000, couponCode: 'Printemps10', totalCentimes: 202_000 });
  });

  it('sends a refused code back to the form, the field marked in the reader’s language and the code kept', async () => {
    const refused = await post(fields('NOPE'));
    expect(refused.statusCode, refused.body).toBe(303);
    const back = new RegExp(`^/plant/${fern.id}\\?xf=([0-9a-f-]{36})#express$`).exec(String(refused.headers.location));
    const state = (await visitor().get(`/api/orders/express/form/${back![1]}`)).json();
    expect(state.values).toMatchObject({ couponCode: 'NOPE' });
    expect(state.fieldErrors).toEqual({ couponCode: 'هذا الرمز غير موجود أو لم يعد متاحًا.' });
    expect(await t.app.ctx.db.select().from(orders)).toHaveLength(0);
  });
});

describe('quantity offers (docs/contract.md §8)', () => {
  it('prices a line reaching an offer at the offer, by itself, before any code', async () => {
    await t.app.ctx.db.update(plants).set({ offers: [{ minQuantity: 2, percentOff: 10 }, { minQuantity: 5, percentOff: 20 }] }).where(eq(plants.id, fern.id));
    await createCode({ code: 'PLUS5', kind: 'percent', value: 5 });
    const one = (await quote(visitor(), { items: [{ id: fern.id, quantity: 1 }] })).json();
    expect(one).toMatchObject({ subtotal: '1800.00', lines: [{ unitPrice: '1800.00', quantity: 1 }] });
    expect(one.lines[0].offer).toBeUndefined();
    const three = (await quote(visitor(), { items: [{ id: fern.id, quantity: 2 }, { id: fern.id, quantity: 1 }], couponCode: 'PLUS5' })).json();
    expect(three).toMatchObject({ subtotal: '4860.00', discount: '243.00', lines: [{ unitPrice: '1620.00', quantity: 3, offer: { minQuantity: 2, percentOff: 10 } }] });
    const res = await express(visitor(), form({ items: [{ id: fern.id, quantity: 5 }], couponCode: 'PLUS5' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order).toMatchObject({ subtotal: '7200.00', discount: '360.00', shipping: '0.00', totalAmount: '6840.00', items: [{ price: '1440.00', quantity: 5 }] });
  });

  it('refuses a size the plant does not have (409), and a size id that is no id (400)', async () => {
    expect((await quote(visitor(), { items: [{ id: fern.id, quantity: 1, variantId: 2_000_000 }] })).statusCode).toBe(409);
    expect((await quote(visitor(), { items: [{ id: fern.id, quantity: 1, variantId: 1e20 }] })).statusCode).toBe(400);
  });
});
