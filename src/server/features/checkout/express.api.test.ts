import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en, fill } from '@shared/messages';
import { createCategory, createPlant, setFirstSize } from '../../../../tests/factories/catalog';
import { wilayaOrderPayload } from '../../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { orderDrafts, orders, plants, type PlantRow } from '../../db/schema';
import { encodeSource } from './order-source';

const x = en.express.errors;

let t: TestApp;
let fern: PlantRow;
let owner: Client;
const apps: TestApp[] = [];

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false, env: { PUBLIC_ORIGIN: 'http://localhost:3000' } });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 50 });
  owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(async () => {
  await t.close();
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/** A buyer from an Oran ad: Arabic name, a phone, a commune of Oran (31). */
const form = (overrides: Record<string, unknown> = {}) => ({
  items: [{ id: fern.id, quantity: 1 }],
  customerName: 'أمينة بن علي',
  phone: '0661 23 45 67',
  wilaya: '31',
  commune: '3101',
  address: '12 حي السلام',
  ...overrides,
});
const visitor = () => new Client(t.app);
/** Each buyer from their own address, unless said otherwise. */
const express = (client: Client, body: object, ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) =>
  client.request({ method: 'POST', url: '/api/orders/express', payload: body, remoteAddress: ip });
const stockOfFern = async () => (await t.app.ctx.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, fern.id)))[0]!.stock;
const rowOf = async (id: string) => (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('POST /api/orders/express (docs/contract.md §7)', () => {
  it('takes a guest cash-on-delivery order priced like checkout, with a link only its key opens', async () => {
    const res = await express(visitor(), form());
    expect(res.statusCode, res.body).toBe(201);
    const { order, orderUrl, duplicate } = res.json();
    expect(duplicate).toBe(false);
    expect(order).toMatchObject({ userId: null, paymentMethod: 'cod', orderStatus: 'pending', subtotal: '1800.00', shipping: '400.00', totalAmount: '2200.00' });
    expect(order.shippingAddress).toMatchObject({ phone: '+213661234567', wilaya: '31', commune: '3101' });
    expect(orderUrl).toMatch(new RegExp(`^/order/${order.id}\\?key=[A-Za-z0-9_-]{32}$`));
    expect(await stockOfFern()).toBe(49);
    const row = await rowOf(order.id);
    expect(row.channel).toBe('express');
    const key = new URL(orderUrl, 'http://x').searchParams.get('key')!;
    expect(row.accessKeyHash).not.toContain(key); // only its hash

    const stranger = visitor();
    const seen = await stranger.get(`/api/orders/${order.id}?key=${key}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ id: order.id, totalAmount: '2200.00' });
    const wrong = await stranger.get(`/api/orders/${order.id}?key=${key.slice(0, -1)}A`);
    expect(wrong.statusCode).toBe(404);
    expect((await stranger.get(`/api/orders/${randomUUID()}?key=${key}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/orders/${order.id}`)).statusCode).toBe(401);
  });

  it('gives the order to a signed-in customer, and refuses anything but cash on delivery', async () => {
    const customer = visitor();
    await signUp(customer);
    const res = await express(customer, form({ paymentMethod: 'cod' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await customer.get('/api/orders')).json().map((o: { id: string }) => o.id)).toEqual([res.json().order.id]);
    expect((await express(visitor(), form({ paymentMethod: 'bank_transfer', phone: '0770112233' }))).statusCode).toBe(400);
  });

  it('reports field errors on the form fields: phone, wilaya, commune, address for home delivery, control characters', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '021 23 45 67' }, 'phone'],
      [{ wilaya: '99' }, 'wilaya'],
      [{ commune: '1601' }, 'commune'],
      [{ address: '' }, 'address'],
      [{ customerName: 'Amina\nBenali' }, 'customerName'],
      [{ customerName: 'Amina\u0000' }, 'customerName'],
    ];
    for (const [over, field] of cases) {
      const res = await express(visitor(), form(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), JSON.stringify(over)).toContain(field);
    }
    // Home delivery without a street: the checkout's own field message (the one rule, docs/contract.md §5).
    expect((await express(visitor(), form({ address: undefined }))).json().fieldErrors).toEqual({ address: en.checkout.validation.addressRequired });
    // A stop-desk needs no address.
    const desk = await express(visitor(), form({ delivery: 'desk', address: undefined, phone: '0770 11 22 33' }));
    expect(desk.statusCode, desk.body).toBe(201);
    expect(desk.json().order).toMatchObject({ shipping: '200.00', shippingAddress: { delivery: 'desk', address: '' } });
    expect(await stockOfFern()).toBe(49);
  });

  it('refuses a filled hidden website field (400) and, with the switch off, every express order (403)', async () => {
    expect((await express(visitor(), form({ website: 'http://spam.example' }))).statusCode).toBe(400);
    const off = await owner.patch('/api/admin/settings', { expressOrders: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await visitor().get('/api/admin/settings')).json().expressOrders).toBe(false);
    const res = await express(visitor(), form());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(x.off);
    expect(await stockOfFern()).toBe(50);
  });

  it('answers an identical order again (200, duplicate, nothing reserved) while the first is open', async () => {
    const first = await express(visitor(), form({ items: [{ id: fern.id, quantity: 2 }] }));
    expect(first.statusCode).toBe(201);
    const again = await express(visitor(), form({ items: [{ id: fern.id, quantity: 2 }], customerName: 'Amina' }));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ duplicate: true, order: { id: first.json().order.id } });
    expect(await stockOfFern()).toBe(48);
    // Both links open it.
    for (const res of [first, again]) expect((await visitor().get(`/api/orders/${res.json().order.id}?key=${new URL(res.json().orderUrl, 'http://x').searchParams.get('key')}`)).statusCode).toBe(200);
    // Another quantity is another order.
    expect((await express(visitor(), form())).statusCode).toBe(201);
  });

  it('refuses a third open express order for a phone (409 naming the count), and lets it order again once one shipped or was cancelled', async () => {
    expect((await express(visitor(), form())).statusCode).toBe(201);
    const second = await express(visitor(), form({ items: [{ id: fern.id, quantity: 3 }] }));
    expect(second.statusCode).toBe(201);
    const third = await express(visitor(), form({ items: [{ id: fern.id, quantity: 5 }], phone: '+213661234567' }));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(fill(x.phoneOpenOrders.other, { count: 2 }));
    expect(await stockOfFern()).toBe(46);
    const cancel = await owner.post(`/api/admin/orders/${second.json().order.id}/cancel`, { reason: 'Client injoignable' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await express(visitor(), form({ items: [{ id: fern.id, quantity: 5 }] }))).statusCode).toBe(201);
  });

  it('refuses a blocked phone (403), like checkout', async () => {
    await owner.request({ method: 'PUT', url: '/api/admin/blocked-phones', payload: { phone: '0661234567', blocked: true } });
    const res = await express(visitor(), form());
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en.confirmation.codBlocked);
  });

  it('takes at most 5 express orders an hour from one address (429)', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await express(visitor(), form({ phone: `066100000${i}` }), ip)).statusCode).toBe(201);
    const sixth = await express(visitor(), form({ phone: '0661000009' }), ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(x.tooManyFromAddress);
    expect((await express(visitor(), form({ phone: '0661000009' }), '10.9.9.10')).statusCode).toBe(201);
  });

  it('sells the last unit exactly once to buyers ordering at the same moment', async () => {
    await setFirstSize(t.app.ctx.db, fern.id, { stock: 1 });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => express(visitor(), form({ phone: `077011223${i}` }))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await stockOfFern()).toBe(0);
  });

  it('takes one order from a double tap (the same form twice at once)', async () => {
    const [a, b] = await Promise.all([express(visitor(), form()), express(visitor(), form())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().order.id).toBe(b.json().order.id);
    expect(await stockOfFern()).toBe(49);
  });

  it('stores the first landing’s source on express and checkout orders, and shows it to admins only', async () => {
    const buyer = visitor();
    const landing = await buyer.request({ method: 'GET', url: `/plant/${fern.id}?utm_source=facebook&utm_medium=paid&utm_campaign=ramadan-2027&fbclid=IwAR0xyz`, headers: { referer: 'https://l.facebook.com/' } });
    expect(landing.cookies.find((c) => c.name === 'nabta_src')).toMatchObject({ httpOnly: true, maxAge: 30 * 24 * 3600 });
    // A later landing does not replace the first.
    await buyer.request({ method: 'GET', url: '/?utm_source=tiktok&ttclid=abc' });
    const res = await express(buyer, form());
    const row = await rowOf(res.json().order.id);
    expect(row).toMatchObject({ utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'ramadan-2027', clickId: 'fbclid=IwAR0xyz', referrerHost: 'l.facebook.com' });
    const adminView = await owner.get(`/api/admin/orders/${row.id}`);
    expect(adminView.json().source).toEqual({ utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'ramadan-2027', clickId: 'fbclid=IwAR0xyz', referrer: 'l.facebook.com' });
    expect(adminView.json().channel).toBe('express');
    expect((await visitor().get(res.json().orderUrl.replace('/order/', '/api/orders/'))).json()).not.toHaveProperty('source');

    const customer = new Client(t.app);
    await signUp(customer);
    await customer.request({ method: 'GET', url: '/shop?utm_source=instagram&gclid=G-1' });
    const checkout = await customer.post('/api/orders', wilayaOrderPayload([{ plant: fern, quantity: 1 }], { wilaya: '31', delivery: 'home', fee: 40_000, phone: '0550 12 34 56' }, { paymentMethod: 'cod' }));
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect(await rowOf(checkout.json().id)).toMatchObject({ channel: 'checkout', utmSource: 'instagram', clickId: 'gclid=G-1' });
    const filtered = await owner.get('/api/admin/orders?source=facebook');
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect((filtered.json() as { items: { id: string }[] }).items.map((o) => o.id)).toEqual([row.id]);
    // A forged cookie is nothing.
    const forged = visitor();
    const out = await forged.request({ method: 'POST', url: '/api/orders/express', payload: form({ phone: '0770998877' }), headers: { cookie: 'nabta_src=%%%' } });
    expect((await rowOf(out.json().order.id)).utmSource).toBeNull();
    expect(encodeSource({ utmSource: 'a', utmMedium: null, utmCampaign: null, clickId: null, referrerHost: null })).not.toContain('=');
  });

  it('joins the confirmation queue as an express order', async () => {
    const res = await express(visitor(), form());
    const queue = await owner.get('/api/admin/confirmations');
    expect(queue.statusCode, queue.body).toBe(200);
    expect(JSON.stringify(queue.json())).toContain(res.json().order.id);
  });
});

describe('POST /api/orders/express/form (the form without JavaScript)', () => {
  const post = (fields: Record<string, string>) =>
    visitor().request({
      method: 'POST',
      url: '/api/orders/express/form',
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'ar' },
      remoteAddress: '10.7.7.7',
    });
  const fields = () => ({ plant: String(fern.id), quantity: '1', customerName: 'أمينة بن علي', phone: '0661 23 45 67', wilaya: '31', commune: '3101', delivery: 'home', address: '12 حي السلام' });

  it('places the order and sends the buyer to its page by its key', async () => {
    const placed = await post(fields());
    expect(placed.statusCode, placed.body).toBe(303);
    expect(placed.headers.location).toMatch(/^\/order\/[0-9a-f-]{36}\?key=/);
  });

  it('takes a commune written by name (no picker without JavaScript) as that wilaya’s commune, in French or Arabic', async () => {
    const { commune: _code, ...withoutCode } = fields();
    for (const [communeName, phone] of [['es senia', '0661 23 45 68'], ['السانية', '0661 23 45 69']] as const) {
      const placed = await post({ ...withoutCode, communeName, phone });
      expect(placed.statusCode, placed.body).toBe(303);
      const id = /^\/order\/([0-9a-f-]{36})\?key=/.exec(String(placed.headers.location))![1];
      const order = (await owner.get(`/api/admin/orders/${id}`)).json();
      expect(order.shippingAddress).toMatchObject({ commune: '3105', communeName: 'Es Senia' });
    }
  });

  it('sends a commune name the wilaya does not have back to the form, the field marked in the reader’s language and everything kept, nothing reserved', async () => {
    const { commune: _code, ...withoutCode } = fields();
    const refused = await post({ ...withoutCode, communeName: 'Bab Ezzouar' }); // Algiers', not Oran's
    expect(refused.statusCode, refused.body).toBe(303);
    const back = new RegExp(`^/plant/${fern.id}\\?xf=([0-9a-f-]{36})#express$`).exec(String(refused.headers.location));
    const state = (await visitor().get(`/api/orders/express/form/${back![1]}`)).json();
    expect(state.values).toMatchObject({ communeName: 'Bab Ezzouar', customerName: 'أمينة بن علي', address: '12 حي السلام' });
    expect(state.fieldErrors).toEqual({ communeName: expect.stringMatching(/^لا توجد بلدية بهذا الاسم/) });
    expect(await stockOfFern()).toBe(50);
  });

  it('sends a form holding a NUL byte back to its plant page with the field marked and everything else kept, not a JSON 400', async () => {
    const refused = await post({ ...fields(), customerName: 'أمينة\u0000 بن علي' });
    expect(refused.statusCode, refused.body).toBe(303);
    const back = new RegExp(`^/plant/${fern.id}\\?xf=([0-9a-f-]{36})#express$`).exec(String(refused.headers.location));
    expect(back, String(refused.headers.location)).not.toBeNull();
    const state = (await visitor().get(`/api/orders/express/form/${back![1]}`)).json();
    expect(state.values).toMatchObject({ customerName: 'أمينة بن علي', phone: '0661 23 45 67', address: '12 حي السلام', commune: '3101' });
    expect(Object.keys(state.fieldErrors)).toEqual(['customerName']);
    expect(state.message).toMatch(/[\u0600-\u06FF]/);
    expect(await stockOfFern()).toBe(50);
  });
});

describe('POST /api/orders/track', () => {
  it('gives the order’s link for its number and phone, one 404 otherwise, at most 10 tries an hour per address', async () => {
    const placed = (await express(visitor(), form())).json();
    const number = placed.order.id.slice(-8); // as the pages show it: #xxxxxxxx (orderNumber)
    const tracker = visitor();
    const track = (body: object) => tracker.request({ method: 'POST', url: '/api/orders/track', payload: body, remoteAddress: '10.7.7.7' });
    const found = await track({ number: `#${number.toUpperCase()}`, phone: '+213 661 23 45 67' });
    expect(found.statusCode, found.body).toBe(200);
    expect((await visitor().get(found.json().orderUrl.replace('/order/', '/api/orders/'))).statusCode).toBe(200);
    const wrongPhone = await track({ number, phone: '0770112233' });
    const wrongNumber = await track({ number: '00000000', phone: '0661234567' });
    expect([wrongPhone.statusCode, wrongNumber.statusCode]).toEqual([404, 404]);
    expect(wrongPhone.json().message).toBe(wrongNumber.json().message);
    for (let i = 0; i < 7; i++) await track({ number, phone: '0770112233' });
    expect((await track({ number, phone: '0661234567' })).statusCode).toBe(429);
  });

  it('takes the /track page’s HTML form without JavaScript: the order’s page, or /track again with what was typed and why, on the same 10 tries an hour', async () => {
    const placed = (await express(visitor(), form())).json();
    const number = placed.order.id.slice(-8);
    const tracker = visitor();
    const post = (fields: Record<string, string>, remoteAddress = '10.8.8.8') =>
      tracker.request({
        method: 'POST',
        url: '/api/orders/track/form',
        payload: new URLSearchParams(fields).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fr' },
        remoteAddress,
      });
    const found = await post({ number: `#${number}`, phone: '0661 23 45 67' });
    expect(found.statusCode, found.body).toBe(303);
    expect(found.headers.location).toMatch(new RegExp(`^/order/${placed.order.id}\\?key=`));
    expect((await visitor().get(String(found.headers.location).replace('/order/', '/api/orders/'))).statusCode).toBe(200);

    const refused = await post({ number, phone: '0770 11 22 33' });
    expect(refused.statusCode).toBe(303);
    const back = /^\/track\?tf=([0-9a-f-]{36})$/.exec(String(refused.headers.location));
    expect(back, String(refused.headers.location)).not.toBeNull();
    const state = (await visitor().get(`/api/orders/express/form/${back![1]}`)).json();
    expect(state.values).toEqual({ number, phone: '0770 11 22 33' });
    expect(state.message).toBe('Aucune commande ne correspond à ce numéro et à ce téléphone.');

    const badNumber = await post({ number: 'pas-un-numéro', phone: '' });
    expect(badNumber.statusCode, badNumber.body).toBe(303);
    const badState = (await visitor().get(`/api/orders/express/form/${/tf=(.+)$/.exec(String(badNumber.headers.location))![1]}`)).json();
    expect(Object.keys(badState.fieldErrors).sort()).toEqual(['number', 'phone']);
    // A NUL byte sends the person back to the form too (not the API's JSON 400), the field marked, the rest kept.
    const nul = await post({ number, phone: '0661\u0000234567' });
    expect(nul.statusCode, nul.body).toBe(303);
    const nulState = (await visitor().get(`/api/orders/express/form/${/tf=(.+)$/.exec(String(nul.headers.location))![1]}`)).json();
    expect(nulState).toEqual({
      values: { number, phone: '0661234567' },
      message: 'Ce texte contient un caractère non autorisé (un octet NUL ou un caractère Unicode invalide)',
      fieldErrors: { phone: 'Ce texte contient un caractère non autorisé (un octet NUL ou un caractère Unicode invalide)' },
    });

    // The JSON route and the form draw on one budget per address: 2 form tries above, 8 JSON ones, then 429 both ways.
    const json = (body: object) => tracker.request({ method: 'POST', url: '/api/orders/track', payload: body, remoteAddress: '10.8.8.8' });
    for (let i = 0; i < 8; i++) expect((await json({ number, phone: '0770112233' })).statusCode).toBe(404);
    expect((await json({ number, phone: '0661234567' })).statusCode).toBe(429);
    const limited = await post({ number, phone: '0661234567' });
    expect(String(limited.headers.location)).toMatch(/^\/track\?tf=/);
    // Another address still has its own tries.
    expect((await post({ number, phone: '0661234567' }, '10.9.9.9')).headers.location).toMatch(/^\/order\//);
  });
});

describe('forms left half-way', () => {
  it('keeps the phone typed, lists it for admins with its plants’ names until that phone orders, and deletes it', async () => {
    await t.app.ctx.db.update(plants).set({ nameFr: 'Fougère de Boston', nameAr: 'سرخس بوسطن' }).where(eq(plants.id, fern.id));
    const saved = await visitor().put('/api/orders/express/draft', { phone: '0661 23 45 67', customerName: 'أمينة', wilaya: '31', items: [{ id: fern.id, quantity: 1 }] });
    expect(saved.statusCode, saved.body).toBe(200);
    const { draftId } = saved.json();
    const again = await visitor().put('/api/orders/express/draft', { draftId, phone: '0661 23 45 67', customerName: 'أمينة بن علي', wilaya: '31', items: [{ id: fern.id, quantity: 2 }] });
    expect(again.json().draftId).toBe(draftId);
    const other = (await visitor().put('/api/orders/express/draft', { phone: '0770 11 22 33', customerName: 'Karim', items: [{ id: fern.id, quantity: 1 }] })).json().draftId;
    // Most recent first.
    let list = (await owner.get('/api/admin/orders/drafts')).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([other, draftId]);
    expect(list[1]).toEqual({
      id: draftId,
      phone: '+213661234567',
      customerName: 'أمينة بن علي',
      wilaya: '31',
      items: [{ id: fern.id, quantity: 2, name: 'Boston Fern', translations: { fr: { name: 'Fougère de Boston' }, ar: { name: 'سرخس بوسطن' } }, size: null }],
      updatedAt: expect.any(String),
    });
    // That phone ordered: no one left to call back, whatever else is still waiting.
    await express(visitor(), form());
    list = (await owner.get('/api/admin/orders/drafts')).json();
    expect(list.map((d: { id: string }) => d.id)).toEqual([other]);
    await t.app.ctx.db.update(orderDrafts).set({ updatedAt: new Date(Date.now() - 31 * 86_400_000) }).where(eq(orderDrafts.id, other));
    const stale = await visitor().put('/api/orders/express/draft', { phone: '0550123456', items: [] });
    expect((await owner.get('/api/admin/orders/drafts')).json().map((d: { id: string }) => d.id)).toEqual([stale.json().draftId]);
    expect((await owner.delete(`/api/admin/orders/drafts/${stale.json().draftId}`)).statusCode).toBe(200);
    expect((await owner.get('/api/admin/orders/drafts')).json()).toEqual([]);
    expect((await owner.delete(`/api/admin/orders/drafts/${stale.json().draftId}`)).statusCode).toBe(404);
  });

  it('shows the drafts to admins only: a customer gets 403 and a visitor 401 on each route, and nothing is deleted', async () => {
    const { draftId } = (await visitor().put('/api/orders/express/draft', { phone: '0661234567', items: [{ id: fern.id, quantity: 1 }] })).json();
    const customer = visitor();
    await signUp(customer);
    expect((await customer.get('/api/admin/orders/drafts')).statusCode).toBe(403);
    expect((await customer.delete(`/api/admin/orders/drafts/${draftId}`)).statusCode).toBe(403);
    expect((await visitor().get('/api/admin/orders/drafts')).statusCode).toBe(401);
    expect((await visitor().delete(`/api/admin/orders/drafts/${draftId}`)).statusCode).toBe(401);
    expect((await owner.get('/api/admin/orders/drafts')).json().map((d: { id: string }) => d.id)).toEqual([draftId]);
  });

  it('takes an admin’s express order as the caller’s: no account, no admin e-mail, no source of the admin’s browser, no address cap', async () => {
    await visitor().put('/api/orders/express/draft', { phone: '0661234567', customerName: 'أمينة', wilaya: '31', items: [{ id: fern.id, quantity: 2 }] });
    const ip = '10.7.7.7';
    // The admin's own browser once landed from the shop's newsletter (the source cookie).
    expect((await owner.get('/?utm_source=newsletter')).cookies.map((c) => c.name)).toContain('nabta_src');
    // More than the 5 an hour of one address: the shop's own connection is not a buyer's.
    for (let i = 0; i < 6; i++) {
      const res = await owner.request({ method: 'POST', url: '/api/orders/express', payload: form({ phone: `066123456${7 - i}` }), remoteAddress: ip });
      expect(res.statusCode, res.body).toBe(201);
      const row = await rowOf(res.json().order.id);
      expect([row.userId, row.customerEmail, row.channel, row.utmSource]).toEqual([null, '', 'express', null]);
    }
    expect((await owner.get('/api/admin/orders/drafts')).json()).toEqual([]);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('express orders with REDIS_URL', () => {
  it('count the per-address cap across two instances', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `nabta-test:${randomUUID()}:` };
    apps.push(await buildTestApp({ env, catalogue: false }));
    apps.push(await buildTestApp({ env, catalogue: false, keepData: true }));
    const category = await createCategory(apps[0]!.app.ctx.db, { name: 'Garden' });
    const plant = await createPlant(apps[0]!.app.ctx.db, { name: 'Ficus', categoryId: category.id, priceCentimes: 100_000, stock: 20 });
    const ip = '10.5.5.5';
    for (let i = 0; i < 5; i++) {
      const res = await new Client(apps[i % 2]!.app).request({ method: 'POST', url: '/api/orders/express', payload: form({ items: [{ id: plant.id, quantity: 1 }], phone: `055000000${i}` }), remoteAddress: ip });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const instance of apps) {
      const res = await new Client(instance.app).request({ method: 'POST', url: '/api/orders/express', payload: form({ items: [{ id: plant.id, quantity: 1 }], phone: '0550000009' }), remoteAddress: ip });
      expect(res.statusCode).toBe(429);
    }
  });
});
