import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startChargilyFake, type ChargilyFake } from '../../../tests/fakes/chargily.fake';
import { createCategory, createPlant } from '../../../tests/factories/catalog';
import { orderPayload, wilayaOrderPayload } from '../../../tests/factories/orders';
import { overridesContained } from '../../../tests/helpers/bidi';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../tests/helpers/test-app';
import { isolated } from '@shared/domain/typed-text';
import { emailOutbox, orders, users } from '../db/schema';
import { en, msg } from '@shared/messages';
import { t as translatorIn } from '@shared/messages/catalogues';
import { orderNumber } from '@shared/domain/order';

/**
 * The findings of the second attack-and-fault campaign (issue 25) that are not a feature of their
 * own, one test each; each failed before its fix.
 */
const SECRET = 'test_sk_chargily_round2_0123456789';
let t: TestApp | undefined;
let chargily: ChargilyFake | undefined;
afterEach(async () => {
  await t?.close();
  await chargily?.close();
  t = undefined;
  chargily = undefined;
});

async function start() {
  chargily = await startChargilyFake(SECRET);
  t = await buildTestApp({ catalogue: false, env: { LOGIN_DELAY_MS: '0', CHARGILY_SECRET_KEY: SECRET, CHARGILY_API_URL: chargily.url, PUBLIC_ORIGIN: 'http://localhost:3000' } });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  const fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 50 });
  return { app: t, fern };
}

const UNSAFE_NAMES = [
  ['a line break', 'Amina\nBcc: victim@example.dz'],
  ['a terminal escape code', 'Amina\u001b[31mRED'],
  ['a right-to-left override', 'Amina\u202Egpj.exe'],
  ['a bidi isolate', 'Amina\u2067Benali'],
  ['a line separator', 'Amina\u2028Benali'],
] as const;

describe('one-line fields refuse control characters and bidi controls (docs/contract.md §2)', () => {
  it.each(UNSAFE_NAMES)('refuses %s in a name at signup, in the profile and at checkout', async (_what, name) => {
    const { app, fern } = await start();
    const signup = await new Client(app.app).post('/api/auth/signup', { email: 'mallory@example.dz', password: 'secret123', firstName: name, lastName: 'B' });
    expect(signup.statusCode, signup.body).toBe(400);
    expect(signup.json().fieldErrors).toHaveProperty('firstName');

    const customer = new Client(app.app);
    const account = await signUp(customer);
    const profile = await customer.patch('/api/profile', { firstName: 'Amina', lastName: name, email: account.email });
    expect(profile.statusCode, profile.body).toBe(400);

    const base = orderPayload([{ plant: fern, quantity: 1 }]);
    for (const payload of [{ ...base, customerName: name }, { ...base, shippingAddress: { ...base.shippingAddress, city: name } }]) {
      const order = await customer.post('/api/orders', payload);
      expect(order.statusCode, order.body).toBe(400);
    }
  });

  it.each(UNSAFE_NAMES)('refuses %s in the contact form’s name and in the shop’s name and bank details', async (_what, name) => {
    const { app } = await start();
    const contact = await new Client(app.app).post('/api/contact', { name, email: 'mallory@example.dz', subject: 'Bonjour', message: 'Une question sur une plante.' });
    expect(contact.statusCode, contact.body).toBe(400);
    expect(contact.json().fieldErrors).toHaveProperty('name');

    const owner = new Client(app.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const field of ['siteName', 'bankName', 'bankAccountHolder', 'bankRib', 'ccpHolder']) {
      const res = await owner.patch('/api/admin/settings', { [field]: name });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty(field);
    }
  });

  it('still takes Arabic, French and Kabyle names as they are written', async () => {
    const { app } = await start();
    for (const [i, [firstName, lastName]] of [
      ['أمينة', 'بن علي'],
      ['Éloïse', 'N’Diaye-Bélaïd'],
      ['Ṭaninna', 'Ɣilas'],
    ].entries()) {
      const res = await new Client(app.app).post('/api/auth/signup', { email: `name${i}@example.dz`, password: 'secret123', firstName, lastName });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
});

describe('names stored before the one-line rule (decision 020: isolated where shown, not rewritten)', () => {
  it('isolates a stored right-to-left override in the orders CSV and in the customer’s e-mail', async () => {
    const { app, fern } = await start();
    const customer = new Client(app.app);
    await signUp(customer);
    const placed = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }]));
    const id = placed.json().id as string;
    const stored = 'Amina\u202Egpj.exe';
    await app.app.ctx.db.update(orders).set({ customerName: stored }).where(eq(orders.id, id));
    const owner = new Client(app.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);

    const csv = await owner.get('/api/admin/orders.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(isolated(stored));
    expect(overridesContained(csv.body)).toBe(true);

    expect((await owner.post(`/api/admin/orders/${id}/cancel`, { reason: 'Rupture de stock' })).statusCode).toBe(200);
    const [mail] = await app.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'order_cancelled'));
    expect(mail!.textBody).toContain(isolated(stored));
    expect(overridesContained(mail!.textBody)).toBe(true);
  });
});

describe('Chargily payments', () => {
  const chargilyOrder = (fern: Parameters<typeof orderPayload>[0][number]['plant']) =>
    wilayaOrderPayload([{ plant: fern, quantity: 1 }], { wilaya: '31', delivery: 'desk', fee: 20_000 }, { paymentMethod: 'chargily' });
  const webhook = (body: string, signature: string) =>
    t!.app.inject({ method: 'POST', url: '/api/chargily/webhook', headers: { 'content-type': 'application/json', signature }, payload: body });

  it('does not take a payment in another currency than dzd as paid', async () => {
    const { app, fern } = await start();
    const customer = new Client(app.app);
    await signUp(customer);
    const placed = await customer.post('/api/orders', chargilyOrder(fern));
    expect(placed.statusCode, placed.body).toBe(201);
    const checkout = [...chargily!.checkouts.values()][0]!;
    const inEuros = chargily!.event({ ...checkout, status: 'paid', currency: 'eur' as 'dzd' }, 'checkout.paid');
    expect((await webhook(inEuros.body, inEuros.signature)).statusCode).toBe(200);
    const [row] = await app.app.ctx.db.select().from(orders).where(eq(orders.id, placed.json().id));
    expect(row!.paymentStatus).toBe('pending');
  });

  it('records a payment that arrives for a cancelled order with a history line and a refund alert to the owner, in the owner’s language', async () => {
    const { app, fern } = await start();
    const customer = new Client(app.app);
    await signUp(customer);
    const placed = await customer.post('/api/orders', chargilyOrder(fern));
    const id = placed.json().id as string;
    const owner = new Client(app.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    const cancelled = await owner.post(`/api/admin/orders/${id}/cancel`, { reason: 'Out of stock' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The owner reads the shop in French (the language their account last used).
    await app.app.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.email, TEST_ADMIN.email));

    const checkout = [...chargily!.checkouts.values()][0]!;
    const paid = chargily!.event({ ...checkout, status: 'paid' }, 'checkout.paid');
    expect((await webhook(paid.body, paid.signature)).statusCode).toBe(200);

    const detail = (await owner.get(`/api/admin/orders/${id}`)).json() as { paymentStatus: string; history: { kind: string; note: string | null }[] };
    expect(detail.paymentStatus).toBe('completed');
    const line = detail.history.find((h) => h.kind === 'paid');
    expect(line?.note).toBe(en.emails.refunds.paidWhileCancelled);
    const alerts = await app.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'refund-alert'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.toAddress).toBe(TEST_ADMIN.email);
    expect(alerts[0]!.orderId).toBe(id);
    expect(alerts[0]!.subject).toBe(translatorIn('fr').text(msg.emails.refunds.alertSubject, { siteName: isolated('Nabta'), number: orderNumber(id) }));
    // A replay of the same event is not a second alert.
    expect((await webhook(paid.body, paid.signature)).statusCode).toBe(200);
    expect(await app.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'refund-alert'))).toHaveLength(1);
  });
});
