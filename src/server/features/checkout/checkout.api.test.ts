import { eq, isNotNull } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shared/contracts/orders';
import { orderNumber } from '@shared/domain/order';
import { startChargilyFake, type ChargilyFake } from '../../../../tests/fakes/chargily.fake';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { orderPayload, wilayaOrderPayload } from '../../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { orders, emailOutbox, plants, users, type PlantRow } from '../../db/schema';
import { en, fill } from '@shared/messages';
import { isolated } from '@shared/domain/typed-text';

const e = en.checkout.errors;
const v = en.checkout.validation;
const SECRET = 'test_sk_chargily_0123456789abcdef';

let t: TestApp;
let chargily: ChargilyFake;
let customer: Client;
let fern: PlantRow;

beforeEach(async () => {
  chargily = await startChargilyFake(SECRET);
  t = await buildTestApp({ catalogue: false, env: { CHARGILY_SECRET_KEY: SECRET, CHARGILY_API_URL: chargily.url, PUBLIC_ORIGIN: 'http://localhost:3000' } });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 50 });
  customer = new Client(t.app);
  await signUp(customer);
});
afterEach(async () => {
  await t.close();
  await chargily.close();
});

const ORAN_DESK = { wilaya: '31', delivery: 'desk' as const, fee: 20_000 };
const rowOf = async (id: string) => (await t.app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const post = (payload: object) => customer.post('/api/orders', payload);
const stockOfFern = async () => (await t.app.ctx.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, fern.id)))[0]!.stock;

async function placed(payload: object): Promise<Order & { checkoutUrl?: string }> {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function webhook(body: string, signature: string) {
  return t.app.inject({ method: 'POST', url: '/api/chargily/webhook', headers: { 'content-type': 'application/json', signature }, payload: body });
}

describe('shipping quote (GET /api/shipping/quote, /api/shipping/wilayas)', () => {
  const quote = (q: string) => new Client(t.app).get(`/api/shipping/quote?${q}`);

  it('quotes the wilaya rate for home and stop-desk, the flat fee without a rate, and free from the threshold', async () => {
    expect((await quote('wilaya=31&delivery=home&subtotal=1800')).json()).toEqual({ fee: '400.00', free: false, freeFrom: '5000.00' });
    expect((await quote('wilaya=31&delivery=desk&subtotal=1800')).json()).toEqual({ fee: '200.00', free: false, freeFrom: '5000.00' });
    expect((await quote('wilaya=16&subtotal=1800')).json()).toMatchObject({ fee: '300.00' });
    expect((await quote('wilaya=31&delivery=desk&subtotal=5000.00')).json()).toEqual({ fee: '0.00', free: true, freeFrom: '5000.00' });
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const put = await admin.request({ method: 'PUT', url: '/api/admin/shipping-rates', payload: { rates: [{ wilaya: 16, home: '250', desk: null, daysMin: 1, daysMax: 1 }] } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await quote('wilaya=31&subtotal=1800')).json()).toMatchObject({ fee: '400.00' }); // flat fee: no rate for Oran any more
    expect((await quote('wilaya=16&subtotal=1800')).json()).toMatchObject({ fee: '250.00' });
    expect((await quote('wilaya=16&delivery=desk&subtotal=1800')).statusCode).toBe(400);
  });

  it('lets only admins edit the rates table', async () => {
    const body = { rates: [{ wilaya: 31, home: '1', desk: null, daysMin: 1, daysMax: 1 }] };
    expect((await new Client(t.app).request({ method: 'PUT', url: '/api/admin/shipping-rates', payload: body })).statusCode).toBe(401);
    expect((await customer.request({ method: 'PUT', url: '/api/admin/shipping-rates', payload: body })).statusCode).toBe(403);
    expect((await quote('wilaya=31&subtotal=1800')).json()).toMatchObject({ fee: '400.00' });
  });

  it('answers 400 to an unknown wilaya', async () => {
    for (const w of ['0', '70', 'oran', '999']) {
      const res = await quote(`wilaya=${w}&subtotal=1800`);
      expect(res.statusCode, w).toBe(400);
    }
  });

  it('lists the 58 wilayas with French and Arabic names and their fees', async () => {
    const list = (await new Client(t.app).get('/api/shipping/wilayas')).json() as { code: string; nameAr: string; home: string; desk: string | null }[];
    expect(list).toHaveLength(58);
    expect(list.find((w) => w.code === '31')).toMatchObject({ nameFr: 'Oran', nameAr: 'وهران', home: '400.00', desk: '200.00' });
    expect(list.find((w) => w.code === '11')?.desk).toBeNull();
  });

  it('gives the assistant the same figure as the checkout for a wilaya', async () => {
    const order = await placed(wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN_DESK, delivery: 'home', fee: 40_000 }, { paymentMethod: 'cod' }));
    expect(order.shipping).toBe('400.00');
    const chat = await new Client(t.app).post('/api/chat', { message: 'Combien coûte la livraison à Oran ?' });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.json().response).toContain('400,00\u00a0DA à domicile');
    expect(chat.json().response).toContain('200,00\u00a0DA en stop-desk');
  });
});

describe('cash on delivery', () => {
  it('takes the order pending with the wilaya fee, stores the phone as +213 and the destination', async () => {
    const order = await placed(wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN_DESK, phone: '06.61-23 45 67' }, { paymentMethod: 'cod' }));
    expect(order).toMatchObject({
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      orderStatus: 'pending',
      subtotal: '1800.00',
      shipping: '200.00',
      totalAmount: '2000.00',
      shippingAddress: { phone: '+213661234567', wilaya: '31', delivery: 'desk' },
    });
    expect(order.items[0]).toMatchObject({ id: fern.id, name: 'Boston Fern' });
  });

  it('requires an Algerian mobile number: 400 with a field error on phone', async () => {
    const cases: [string, string][] = [
      ['', v.phoneRequired],
      ['0261234567', v.phoneInvalid],
      ['066123456', v.phoneInvalid],
      ['+33612345678', v.phoneInvalid],
      ['06612345678', v.phoneInvalid],
    ];
    for (const [phone, message] of cases) {
      const res = await post(wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN_DESK, phone }, { paymentMethod: 'cod' }));
      expect(res.statusCode, phone).toBe(400);
      expect(res.json().fieldErrors, phone).toEqual({ phone: message });
    }
    for (const phone of ['0561234567', '+213 7 71 23 45 67', '07.71.23.45.67']) {
      expect((await post(wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN_DESK, phone }, { paymentMethod: 'cod' }))).statusCode, phone).toBe(201);
    }
  });

  it('refuses a total computed for another wilaya (409) and a stop-desk where there is none (400)', async () => {
    const wrong = await post(wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN_DESK, fee: 40_000 }, { paymentMethod: 'cod' }));
    expect(wrong.statusCode).toBe(409);
    const noDesk = await post(wilayaOrderPayload([{ plant: fern, quantity: 1 }], { wilaya: '11', delivery: 'desk', fee: 0 }, { paymentMethod: 'cod' }));
    expect(noDesk.statusCode).toBe(400);
    expect(noDesk.json().fieldErrors).toEqual({ delivery: e.noStopDesk });
  });
});

describe('the holes of docs/contract.md §2', () => {
  it('mails the order only to the account, never to the e-mail typed at checkout', async () => {
    const order = await placed(orderPayload([{ plant: fern, quantity: 1 }], { customerEmail: 'victim@elsewhere.dz' }));
    expect(order.customerEmail).toBe('victim@elsewhere.dz');
    const mails = await t.app.ctx.db.select().from(emailOutbox);
    // The customer's e-mail to the account; the owner's new-order alert to the owner's address.
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['order_bank_transfer', 'amina@example.dz'],
      ['owner-new-order', t.app.ctx.config.ownerEmail],
    ]);
  });

  it('tells the owner of each new order — who, where, what, how paid, the order desk’s link — unless turned off, which only the owner may do', async () => {
    const order = await placed(orderPayload([{ plant: fern, quantity: 2 }]));
    const [alert] = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'owner-new-order'));
    expect(alert).toMatchObject({ toAddress: t.app.ctx.config.ownerEmail, orderId: order.id });
    expect(alert!.subject).toContain(`new order #${order.id.slice(-8)}`);
    expect(alert!.textBody).toContain('Amina Benali');
    expect(alert!.textBody).toContain(`${isolated('Boston Fern')} × 2`);
    expect(alert!.textBody).toContain(`/admin/orders/${order.id}`);

    // Another admin cannot silence the owner's inbox; the owner can.
    const other = new Client(t.app);
    await signUp(other, { email: 'second.admin@example.dz' });
    await t.app.ctx.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'second.admin@example.dz'));
    expect((await other.patch('/api/admin/settings', { notifyNewOrders: false })).statusCode).toBe(403);
    const owner = new Client(t.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await owner.patch('/api/admin/settings', { notifyNewOrders: false })).json()).toMatchObject({ notifyNewOrders: false });
    await placed(orderPayload([{ plant: fern, quantity: 1 }]));
    expect(await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'owner-new-order'))).toHaveLength(1);
  });

  it('writes the owner’s new-order notice in the language the owner’s account uses, the plants named in it', async () => {
    await t.app.ctx.db.update(plants).set({ nameFr: 'Fougère de Boston', nameAr: 'سرخس بوسطن' }).where(eq(plants.id, fern.id));
    const alertOf = async (id: string) => (await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id))).find((m) => m.kind === 'owner-new-order')!;
    const owner = new Client(t.app);
    const ownerIn = async (lang: string) => {
      const res = await owner.request({ method: 'POST', url: '/api/auth/login', headers: { 'accept-language': lang }, payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await ownerIn('fr');
    // The customer orders in English: the owner still reads French.
    const fr = await alertOf((await placed(orderPayload([{ plant: fern, quantity: 2 }]))).id);
    expect(fr.subject).toContain(`nouvelle commande #${fr.orderId!.slice(-8)}`);
    expect(fr.textBody).toContain(`${isolated('Fougère de Boston')} × 2`);
    expect(fr.textBody).toContain('(Virement bancaire)');

    await ownerIn('ar');
    const ar = await alertOf((await placed(orderPayload([{ plant: fern, quantity: 1 }]))).id);
    expect(ar.subject).toContain('طلب جديد');
    expect(ar.textBody).toContain(`${isolated('سرخس بوسطن')} × 1`);
  });

  it('refuses control characters in one-line fields', async () => {
    for (const [bad, message] of [
      [{ customerName: 'Amina\nBcc: x@y.z' }, v.controlCharacters],
      // A NUL byte is refused for every field of every route, before the order's own rules (trust suite).
      [{ shippingAddress: { address: '12 rue\u0000', city: 'Alger' } }, en.errors.badCharacters],
      [{ shippingAddress: { address: '12 rue', city: 'Alger\u0085' } }, v.controlCharacters],
    ] as const) {
      const res = await post(orderPayload([{ plant: fern, quantity: 1 }], bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.values(res.json().fieldErrors as object)).toContain(message);
    }
  });

  it('caps open unpaid orders at 5 per account (409) and counts them again once one is paid', async () => {
    for (let i = 0; i < 5; i++) await placed(orderPayload([{ plant: fern, quantity: 1 }]));
    const sixth = await post(orderPayload([{ plant: fern, quantity: 1 }]));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe('You already have 5 unpaid orders. Please pay or cancel one before placing another.');
    expect(await stockOfFern()).toBe(45);
    await t.app.ctx.db.update(orders).set({ orderStatus: 'cancelled' }).where(isNotNull(orders.id));
    expect((await post(orderPayload([{ plant: fern, quantity: 1 }]))).statusCode).toBe(201);
  });

  it('caps orders at 10 an hour per account (429)', async () => {
    for (let i = 0; i < 10; i++) {
      await placed(orderPayload([{ plant: fern, quantity: 1 }]));
      await t.app.ctx.db.update(orders).set({ paymentStatus: 'completed' }).where(isNotNull(orders.id));
    }
    const res = await post(orderPayload([{ plant: fern, quantity: 1 }]));
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(e.tooManyPerHour);
  });

  it('answers 400 to a total beyond what the order columns hold, before any payment starts', async () => {
    const category = await createCategory(t.app.ctx.db);
    const tree = await createPlant(t.app.ctx.db, { name: 'Olive grove', categoryId: category.id, priceCentimes: 1_000_000_000, stock: 1000 });
    const payload = orderPayload([{ plant: tree, quantity: 3 }], { paymentMethod: 'chargily', shippingAddress: { address: 'x', city: 'Oran', phone: '0661234567' } });
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('21474836.47');
    expect(chargily.requests).toHaveLength(0);
    expect(await rowCount()).toBe(0);
  });

  it('refuses an order whose total is 0 (a plant left at price 0)', async () => {
    const category = await createCategory(t.app.ctx.db);
    const gift = await createPlant(t.app.ctx.db, { name: 'Cutting', categoryId: category.id, priceCentimes: 0, stock: 5 });
    const res = await post(orderPayload([{ plant: gift, quantity: 1 }], { totalAmount: '0.00' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(e.zeroTotal);
    expect(await rowCount()).toBe(0);
  });

  it('refuses a plant price of 0 from the admin API', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await admin.post('/api/plants', { name: 'Free fern', categoryId: fern.categoryId, price: '0', stock: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.price).toBe(en.catalog.priceZero);
  });
});

const rowCount = async () => (await t.app.ctx.db.select({ id: orders.id }).from(orders)).length;

describe('bank transfer', () => {
  it('carries the shop bank details in the order detail', async () => {
    const order = await placed(orderPayload([{ plant: fern, quantity: 1 }]));
    const detail = (await customer.get(`/api/orders/${order.id}`)).json();
    expect(detail.bankDetails).toEqual({ bankName: 'CPA', bankAccountHolder: 'SARL Nabta', bankRib: '00400123456789012345' });
  });

  it('is not offered, and refused, while the shop has no bank details', async () => {
    await t.close();
    t = await buildTestApp({ catalogue: false, env: { BANK_NAME: '', BANK_ACCOUNT_HOLDER: '', BANK_RIB: '' } });
    const category = await createCategory(t.app.ctx.db);
    fern = await createPlant(t.app.ctx.db, { categoryId: category.id, priceCentimes: 180_000, stock: 5 });
    customer = new Client(t.app);
    await signUp(customer);
    expect((await customer.get('/api/admin/settings')).json().availablePaymentMethods).toEqual(['cod']);
    const res = await post(orderPayload([{ plant: fern, quantity: 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(fill(e.methodNotConfigured, { reason: e.bankDetailsMissing }));
  });
});

describe('CIB / Edahabia through Chargily', () => {
  const chargilyOrder = (overrides: Record<string, unknown> = {}) =>
    wilayaOrderPayload([{ plant: fern, quantity: 1 }], ORAN_DESK, { paymentMethod: 'chargily', ...overrides });

  it('keeps the secret key masked for admins and away from everyone else', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.get('/api/admin/settings')).json()).toMatchObject({ chargilySecretKey: `********${SECRET.slice(-8)}` });
    const seen = (await customer.get('/api/admin/settings')).json();
    expect(seen).not.toHaveProperty('chargilySecretKey');
    expect(seen.availablePaymentMethods).toContain('chargily');
    // Sent back masked, it stays; a new one replaces it.
    await admin.patch('/api/admin/settings', { chargilySecretKey: `********${SECRET.slice(-8)}` });
    expect((await placed(chargilyOrder())).checkoutUrl).toBeDefined();
    await admin.patch('/api/admin/settings', { chargilySecretKey: 'test_sk_another_key_000000000000' });
    expect((await post(chargilyOrder())).statusCode).toBe(503); // the gateway refuses the new key
  });

  it('opens a checkout for the server total in integer DZD and answers 201 with its checkoutUrl', async () => {
    const order = await placed(chargilyOrder());
    expect(order).toMatchObject({ paymentStatus: 'pending', totalAmount: '2000.00' });
    const [checkout] = [...chargily.checkouts.values()];
    expect(order.checkoutUrl).toBe(checkout!.checkout_url);
    expect(checkout).toMatchObject({
      amount: 2000,
      currency: 'dzd',
      success_url: `http://localhost:3000/order/${order.id}?payment=success`,
      failure_url: `http://localhost:3000/order/${order.id}?payment=failure`,
      webhook_endpoint: 'http://localhost:3000/api/chargily/webhook',
      locale: 'en',
    });
    expect(chargily.requests[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('opens Chargily’s page in the customer’s language', async () => {
    const res = await customer.request({ method: 'POST', url: '/api/orders', payload: chargilyOrder(), headers: { 'accept-language': 'ar-DZ,ar;q=0.9' } });
    expect(res.statusCode, res.body).toBe(201);
    expect([...chargily.checkouts.values()][0]).toMatchObject({ locale: 'ar' });
  });

  it('refuses a tampered client total before opening any checkout', async () => {
    const res = await post(chargilyOrder({ totalAmount: '20.00' }));
    expect(res.statusCode).toBe(409);
    expect(chargily.checkouts.size).toBe(0);
  });

  it('is paid by the signed webhook only when the amount is the order total; replays change nothing', async () => {
    const order = await placed(chargilyOrder());
    const checkout = [...chargily.checkouts.values()][0]!;

    const tampered = chargily.event({ ...checkout, status: 'paid', amount: 20 }, 'checkout.paid');
    expect((await webhook(tampered.body, tampered.signature)).statusCode).toBe(200);
    expect((await rowOf(order.id)).paymentStatus).toBe('pending');

    checkout.status = 'paid';
    const paid = chargily.event(checkout, 'checkout.paid');
    expect((await webhook(paid.body, paid.signature)).statusCode).toBe(200);
    const first = await rowOf(order.id);
    expect(first.paymentStatus).toBe('completed');
    expect((await webhook(paid.body, paid.signature)).statusCode).toBe(200);
    const failedLater = chargily.event({ ...checkout, status: 'failed' }, 'checkout.failed');
    expect((await webhook(failedLater.body, failedLater.signature)).statusCode).toBe(200);
    expect(await rowOf(order.id)).toEqual(first);

    // One receipt (issue 29), to the account's address, however often Chargily repeats the event.
    const receipts = (await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id))).filter((m) => m.kind === 'order_paid');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ toAddress: 'amina@example.dz', subject: fill(en.emails.desk.paid.subject, { number: orderNumber(order.id) }) });
    expect(receipts[0]!.textBody).toContain(first.paymentReference!);
  });

  it('answers 400 to a bad signature and changes nothing', async () => {
    const order = await placed(chargilyOrder());
    const checkout = { ...[...chargily.checkouts.values()][0]!, status: 'paid' as const };
    const { body, signature } = chargily.event(checkout, 'checkout.paid');
    for (const bad of ['', 'deadbeef', signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'))]) {
      const res = await webhook(body, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe(e.webhookSignature);
    }
    expect((await webhook(body.replace('"paid"', '"paid" '), signature)).statusCode).toBe(400);
    expect((await rowOf(order.id)).paymentStatus).toBe('pending');
  });

  it('marks a failed or cancelled checkout failed, and checks the status when the customer returns', async () => {
    const cancelled = await placed(chargilyOrder());
    const first = [...chargily.checkouts.values()][0]!;
    const canceled = chargily.event({ ...first, status: 'canceled' }, 'checkout.canceled');
    expect((await webhook(canceled.body, canceled.signature)).statusCode).toBe(200);
    expect((await rowOf(cancelled.id)).paymentStatus).toBe('failed');

    const returning = await placed(chargilyOrder());
    const second = [...chargily.checkouts.values()][1]!;
    second.status = 'paid'; // paid at Chargily, webhook not arrived yet
    const detail = (await customer.get(`/api/orders/${returning.id}`)).json() as Order;
    expect(detail.paymentStatus).toBe('completed');
    expect(detail.checkoutUrl).toBeUndefined();
  });

  it('answers 503 and stores nothing when Chargily is down', async () => {
    await chargily.close();
    const res = await post(chargilyOrder());
    expect(res.statusCode).toBe(503);
    expect(await rowCount()).toBe(0);
    expect(await stockOfFern()).toBe(50);
    chargily = await startChargilyFake(SECRET);
  });
});
