import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shared/contracts/orders';
import { createCategory, createPlant, setFirstSize } from '../../../../tests/factories/catalog';
import { orderPayload, wilayaOrderPayload } from '../../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { emailOutbox, orders, plants, type PlantRow } from '../../db/schema';
import { localizedName } from '@shared/domain/catalog-text';
import { en, english, fill } from '@shared/messages';
import { isolated } from '@shared/domain/typed-text';

const e = en.checkout.errors;

let t: TestApp;
let customer: Client;
let fern: PlantRow;
let olive: PlantRow;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_050, stock: 5, imageUrl: '/images/plants/fern.svg' });
  olive = await createPlant(t.app.ctx.db, { name: 'Olive Tree', categoryId: category.id, priceCentimes: 250_000, stock: 3 });
  customer = new Client(t.app);
  await signUp(customer);
});
afterEach(() => t.close());

const stockOf = async (plant: PlantRow) =>
  (await t.app.ctx.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, plant.id)))[0]!.stock;
const orderCount = async () => (await t.app.ctx.db.select({ id: orders.id }).from(orders)).length;

async function admin() {
  const client = new Client(t.app);
  await logIn(client, TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

async function placeOrder(client: Client, payload: object = orderPayload([{ plant: fern, quantity: 1 }])): Promise<Order> {
  const res = await client.post('/api/orders', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

describe('POST /api/orders', () => {
  it('answers 401 to visitors', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }]))).statusCode).toBe(401);
    expect((await visitor.get('/api/orders')).statusCode).toBe(401);
  });

  it('prices the order from the database, stores subtotal, shipping and total, snapshots the items and takes the stock', async () => {
    const order = await placeOrder(customer, orderPayload([{ plant: fern, quantity: 2 }, { plant: olive, quantity: 1 }]));
    expect(order).toMatchObject({
      customerName: 'Amina Benali',
      customerEmail: 'amina@example.dz',
      shippingAddress: { address: '12 rue Didouche Mourad', city: 'Alger', zipCode: '16000' },
      subtotal: '6101.00',
      shipping: '0.00',
      totalAmount: '6101.00',
      paymentMethod: 'bank_transfer',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      paidAt: null,
    });
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.items).toEqual([
      expect.objectContaining({ id: fern.id, name: 'Boston Fern', imageUrl: '/images/plants/fern.svg', quantity: 2, price: '1800.50' }),
      expect.objectContaining({ id: olive.id, name: 'Olive Tree', quantity: 1, price: '2500.00' }),
    ]);
    expect(await stockOf(fern)).toBe(3);
    expect(await stockOf(olive)).toBe(2);
  });

  it('charges the shipping fee below the threshold and ships free at exactly the threshold', async () => {
    const below = await placeOrder(customer, orderPayload([{ plant: fern, quantity: 1 }]));
    expect(below).toMatchObject({ subtotal: '1800.50', shipping: '400.00', totalAmount: '2200.50' });

    const category = await createCategory(t.app.ctx.db, { name: 'Trees' });
    const palm = await createPlant(t.app.ctx.db, { name: 'Date Palm', categoryId: category.id, priceCentimes: 250_000, stock: 4 });
    const exact = await placeOrder(customer, orderPayload([{ plant: palm, quantity: 2 }]));
    expect(exact).toMatchObject({ subtotal: '5000.00', shipping: '0.00', totalAmount: '5000.00' });
  });

  it('ignores a client-sent paymentStatus and userId: a bank transfer order is stored pending, for the signed-in user', async () => {
    const other = new Client(t.app);
    await signUp(other, { email: 'karim@example.dz' });
    const karimId = ((await other.get('/api/auth/user')).json() as { id: string }).id;
    const order = await placeOrder(customer, orderPayload([{ plant: fern, quantity: 1 }], { paymentStatus: 'completed', userId: karimId }));
    expect(order.paymentStatus).toBe('pending');
    expect(order.userId).not.toBe(karimId);
    expect((await customer.get(`/api/orders/${order.id}`)).statusCode).toBe(200);
    expect((await other.get(`/api/orders/${order.id}`)).statusCode).toBe(403);
  });

  it('refuses a tampered unit price (409, prices changed) and takes nothing', async () => {
    const payload = orderPayload([{ plant: fern, quantity: 1 }]);
    payload.items[0]!.price = 1;
    const res = await customer.post('/api/orders', { ...payload, totalAmount: '401.00' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(fill(e.itemPriceChanged, { name: 'Boston Fern', price: '1800.50 DA' }));
    expect(await stockOf(fern)).toBe(5);
    expect(await orderCount()).toBe(0);
  });

  it('refuses a total that disagrees by more than 0.005 DA (409) and accepts one within it', async () => {
    const res = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }], { totalAmount: '2200.49' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(fill(e.pricesChanged, { total: english.money(220_050) }));
    // Prices sent without their items' price are checked through the total alone.
    const noPrices = orderPayload([{ plant: fern, quantity: 1 }], { totalAmount: 2200.504 });
    noPrices.items = noPrices.items.map(({ id, quantity }) => ({ id, quantity })) as typeof noPrices.items;
    expect((await customer.post('/api/orders', noPrices)).statusCode).toBe(201);
    expect(await orderCount()).toBe(1);
  });

  it('refuses quantities above the stock (409, naming the plant), repeated lines included', async () => {
    const res = await customer.post('/api/orders', orderPayload([{ plant: olive, quantity: 4 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(fill(e.notEnoughStock, { name: 'Olive Tree', stock: 3 }));

    const split = orderPayload([{ plant: olive, quantity: 2 }, { plant: olive, quantity: 2 }]);
    expect((await customer.post('/api/orders', split)).statusCode).toBe(409);

    await setFirstSize(t.app.ctx.db, olive.id, { stock: 0 });
    const none = await customer.post('/api/orders', orderPayload([{ plant: olive, quantity: 1 }]));
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(fill(e.outOfStock, { name: 'Olive Tree' }));
    expect(await orderCount()).toBe(0);
  });

  it('refuses unknown plants and plants without a price (409), and malformed payloads (400)', async () => {
    const unknown = orderPayload([{ plant: { ...fern, id: 999_999 }, quantity: 1 }]);
    const res = await customer.post('/api/orders', unknown);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(fill(e.plantUnavailable, { id: 999_999 }));

    const category = await createCategory(t.app.ctx.db, { name: 'Soon' });
    const unpriced = await createPlant(t.app.ctx.db, { name: 'Mystery Fern', categoryId: category.id, priceCentimes: null });
    const noPrice = await customer.post('/api/orders', { ...orderPayload([{ plant: unpriced, quantity: 1 }]), totalAmount: '400.00' });
    expect(noPrice.statusCode).toBe(409);
    expect(noPrice.json().message).toBe(fill(e.priceNotAvailable, { name: 'Mystery Fern' }));

    const empty = await customer.post('/api/orders', orderPayload([], { totalAmount: '0.00' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(e.itemsRequired);

    // docs/contract.md §5: a street for home delivery only (said or by default), blank or left out.
    for (const shippingAddress of [{ address: ' ', city: 'Oran' }, { city: 'Oran', delivery: 'home' }]) {
      const bad = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }], { shippingAddress }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ 'shippingAddress.address': en.checkout.validation.addressRequired });
    }

    const zero = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 0 }]));
    expect(zero.statusCode).toBe(400);
    expect(await orderCount()).toBe(0);
  });

  it('takes a stop-desk order without a street (stored as "", still a string in the answer) and remembers it so in the address book', async () => {
    const payload = wilayaOrderPayload([{ plant: fern, quantity: 1 }], { wilaya: '31', delivery: 'desk', fee: 20_000 }, { paymentMethod: 'cod' });
    const { address: _street, ...where } = payload.shippingAddress;
    for (const address of [undefined, null, '  ']) {
      const res = await customer.post('/api/orders', { ...payload, shippingAddress: { ...where, address, desk: 'Agence Es Senia' } });
      expect(res.statusCode, res.body).toBe(201);
      expect((res.json() as Order).shippingAddress).toMatchObject({ address: '', delivery: 'desk', desk: 'Agence Es Senia' });
    }
    expect((await customer.get('/api/addresses')).json()).toMatchObject([{ address: '', delivery: 'desk', desk: 'Agence Es Senia' }]);
    // The same in the address book itself; its home addresses still need their street.
    const saved = await customer.post('/api/addresses', { city: 'Oran', wilaya: '31', delivery: 'desk', desk: 'Agence USTO' });
    expect(saved.statusCode, saved.body).toBe(201);
    const home = await customer.post('/api/addresses', { city: 'Oran', wilaya: '31', delivery: 'home' });
    expect(home.statusCode).toBe(400);
    expect(home.json().fieldErrors).toEqual({ address: en.checkout.validation.addressRequired });
  });

  it('keeps order history when a plant is deleted: the item snapshot stays', async () => {
    const order = await placeOrder(customer);
    await t.app.ctx.db.delete(plants).where(eq(plants.id, fern.id));
    const again = (await customer.get(`/api/orders/${order.id}`)).json() as Order;
    expect(again.items).toEqual([expect.objectContaining({ id: null, name: 'Boston Fern', price: '1800.50', quantity: 1 })]);
    expect(again.totalAmount).toBe('2200.50');
  });
});

describe('the last unit', () => {
  it('20 concurrent orders for the last unit: exactly one succeeds, stock ends at 0', async () => {
    await setFirstSize(t.app.ctx.db, fern.id, { stock: 1 });
    const payload = orderPayload([{ plant: fern, quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => customer.post('/api/orders', payload)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().message).toBe(fill(e.outOfStock, { name: 'Boston Fern' }));
    expect(await stockOf(fern)).toBe(0);
    expect(await orderCount()).toBe(1);
  });
});

describe('GET /api/orders and /api/orders/:id', () => {
  it("lists the customer's own orders only, newest first", async () => {
    const first = await placeOrder(customer);
    const second = await placeOrder(customer, orderPayload([{ plant: olive, quantity: 1 }]));
    const other = new Client(t.app);
    await signUp(other, { email: 'karim@example.dz' });
    await placeOrder(other);

    const list = (await customer.get('/api/orders')).json() as Order[];
    expect(list.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(list[0]!.items).toHaveLength(1);
    expect(((await other.get('/api/orders')).json() as Order[]).map((o) => o.id)).not.toContain(first.id);
  });

  it("answers 404 for an unknown order, 403 for another customer's, and shows any order to an admin", async () => {
    const order = await placeOrder(customer);
    const other = new Client(t.app);
    await signUp(other, { email: 'karim@example.dz' });

    const unknown = await customer.get('/api/orders/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: e.orderNotFound });
    const forbidden = await other.get(`/api/orders/${order.id}`);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: e.orderForbidden });
    expect((await customer.get('/api/orders/not-a-uuid')).statusCode).toBe(400);
    const asAdmin = await (await admin()).get(`/api/orders/${order.id}`);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().id).toBe(order.id);
  });
});

describe('GET /api/orders/last-shipping', () => {
  it('gives the next checkout where the latest order went, the phone as it is written, and nothing of anyone else', async () => {
    expect((await new Client(t.app).get('/api/orders/last-shipping')).statusCode).toBe(401);
    expect((await customer.get('/api/orders/last-shipping')).json()).toEqual({ shipping: null });

    await placeOrder(customer);
    const oran = wilayaOrderPayload([{ plant: olive, quantity: 1 }], { wilaya: '31', delivery: 'desk', fee: 20_000, phone: '+213550123456' }, { paymentMethod: 'cod' });
    const payload = { ...oran, shippingAddress: { ...oran.shippingAddress, address: 'Cité 200 logements, bât. B', commune: '3105', desk: 'Bureau Es Senia' } };
    await placeOrder(customer, payload);
    expect((await customer.get('/api/orders/last-shipping')).json()).toEqual({
      shipping: {
        phone: '0550 12 34 56',
        address: 'Cité 200 logements, bât. B',
        city: 'Oran',
        zipCode: payload.shippingAddress.zipCode ?? null,
        wilaya: '31',
        commune: '3105',
        delivery: 'desk',
        desk: 'Bureau Es Senia',
      },
    });

    const other = new Client(t.app);
    await signUp(other, { email: 'karim@example.dz' });
    expect((await other.get('/api/orders/last-shipping')).json()).toEqual({ shipping: null });
  });
});

describe('order lines in the reader’s language', () => {
  const translate = (plant: PlantRow, nameFr: string | null, nameAr: string | null) =>
    t.app.ctx.db.update(plants).set({ nameFr, nameAr }).where(eq(plants.id, plant.id));

  it('carries each line’s plant’s current French and Arabic names beside the name as ordered, to the customer and the admin', async () => {
    await translate(fern, 'Fougère de Boston', 'سرخس بوسطن');
    const order = await placeOrder(customer, orderPayload([{ plant: fern, quantity: 1 }, { plant: olive, quantity: 1 }]));
    const expected = [
      expect.objectContaining({ id: fern.id, name: 'Boston Fern', translations: { fr: { name: 'Fougère de Boston' }, ar: { name: 'سرخس بوسطن' } } }),
      expect.objectContaining({ id: olive.id, name: 'Olive Tree', translations: { fr: { name: null }, ar: { name: null } } }),
    ];
    expect(order.items).toEqual(expected);
    expect(((await customer.get(`/api/orders/${order.id}`)).json() as Order).items).toEqual(expected);
    expect(((await customer.get('/api/orders')).json() as Order[])[0]!.items).toEqual(expected);
    expect(((await (await admin()).get(`/api/admin/orders/${order.id}`)).json() as Order).items).toEqual(expected);

    const line = order.items[0]!;
    expect([localizedName(line, 'ar'), localizedName(line, 'fr'), localizedName(line, 'en')]).toEqual(['سرخس بوسطن', 'Fougère de Boston', 'Boston Fern']);
  });

  it('shows a translation added after the order, keeps the name as ordered in the database, and drops the translations with the plant', async () => {
    const order = await placeOrder(customer);
    await translate(fern, 'Fougère', 'سرخس');
    const later = (await customer.get(`/api/orders/${order.id}`)).json() as Order;
    expect(later.items[0]).toMatchObject({ name: 'Boston Fern', translations: { fr: { name: 'Fougère' }, ar: { name: 'سرخس' } } });

    await t.app.ctx.db.delete(plants).where(eq(plants.id, fern.id));
    const gone = (await customer.get(`/api/orders/${order.id}`)).json() as Order;
    expect(gone.items[0]).toMatchObject({ id: null, name: 'Boston Fern', translations: { fr: { name: null }, ar: { name: null } } });
  });

  it('writes the order e-mail in the order’s language with the plant’s name in it (Arabic), else the name as ordered', async () => {
    await translate(fern, 'Fougère de Boston', 'سرخس بوسطن');
    const payload = orderPayload([{ plant: fern, quantity: 1 }, { plant: olive, quantity: 1 }]);
    const res = await customer.request({ method: 'POST', url: '/api/orders', payload, headers: { 'accept-language': 'ar' } });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, (res.json() as Order).id));
    expect(mail!.textBody).toContain(`- ${isolated('سرخس بوسطن')} × 1`);
    expect(mail!.textBody).not.toContain('Boston Fern');
    expect(mail!.textBody).toContain(`- ${isolated('Olive Tree')} × 1`);
  });
});

describe('PATCH /api/orders/:id', () => {
  it('is for admins: 401 for visitors, 403 for customers, 404 for unknown orders', async () => {
    const order = await placeOrder(customer);
    expect((await new Client(t.app).patch(`/api/orders/${order.id}`, { orderStatus: 'shipped' })).statusCode).toBe(401);
    expect((await customer.patch(`/api/orders/${order.id}`, { orderStatus: 'cancelled' })).statusCode).toBe(403);
    const boss = await admin();
    expect((await boss.patch('/api/orders/00000000-0000-4000-8000-000000000000', { orderStatus: 'shipped' })).statusCode).toBe(404);
    expect((await boss.patch(`/api/orders/${order.id}`, { orderStatus: 'lost' })).statusCode).toBe(400);
    const confirmed = await boss.patch(`/api/orders/${order.id}`, { orderStatus: 'processing' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().orderStatus).toBe('processing');
    // From the list, shipping is refused: the carrier and tracking number are asked on the order page.
    expect((await boss.patch(`/api/orders/${order.id}`, { orderStatus: 'shipped' })).statusCode).toBe(409);
  });

  it('cancelling returns the stock exactly once, even when repeated or concurrent', async () => {
    const order = await placeOrder(customer, orderPayload([{ plant: fern, quantity: 2 }, { plant: olive, quantity: 1 }]));
    expect([await stockOf(fern), await stockOf(olive)]).toEqual([3, 2]);
    const boss = await admin();

    const results = await Promise.all(Array.from({ length: 5 }, () => boss.patch(`/api/orders/${order.id}`, { orderStatus: 'cancelled', reason: 'Out of stock' })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect([await stockOf(fern), await stockOf(olive)]).toEqual([5, 3]);

    await boss.patch(`/api/orders/${order.id}`, { orderStatus: 'cancelled', reason: 'Out of stock' });
    expect([await stockOf(fern), await stockOf(olive)]).toEqual([5, 3]);
  });

  it('reopening a cancelled order takes the stock again, or is refused (409) when it is gone', async () => {
    const order = await placeOrder(customer, orderPayload([{ plant: olive, quantity: 2 }]));
    const boss = await admin();
    await boss.patch(`/api/orders/${order.id}`, { orderStatus: 'cancelled', reason: 'Out of stock' });
    expect(await stockOf(olive)).toBe(3);

    const reopened = await boss.patch(`/api/orders/${order.id}`, { orderStatus: 'processing' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().orderStatus).toBe('processing');
    expect(await stockOf(olive)).toBe(1);

    await boss.patch(`/api/orders/${order.id}`, { orderStatus: 'cancelled', reason: 'Out of stock' });
    await placeOrder(customer, orderPayload([{ plant: olive, quantity: 2 }]));
    const refused = await boss.patch(`/api/orders/${order.id}`, { orderStatus: 'pending' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fill(e.cannotReopen, { name: 'Olive Tree', stock: 1 }));
    expect((await boss.get(`/api/orders/${order.id}`)).json().orderStatus).toBe('cancelled');
    expect(await stockOf(olive)).toBe(1);
  });
});
