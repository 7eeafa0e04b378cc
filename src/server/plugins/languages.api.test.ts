import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shared/contracts/orders';
import { orderNumber } from '@shared/domain/order';
import { startSmtpFake, type ReceivedMail, type SmtpFake } from '../../../tests/fakes/smtp.fake';
import { createCategory, createPlant } from '../../../tests/factories/catalog';
import { wilayaOrderPayload } from '../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUpConfirmed, TEST_ADMIN, type TestApp } from '../../../tests/helpers/test-app';
import { orders, type PlantRow } from '../db/schema';
import { isolated } from '@shared/domain/typed-text';

/**
 * Issue 12: the server answers each request in its reader's language (the `lang` cookie, else the
 * browser's first preference), and writes a customer's e-mails in the language the order was placed
 * in, whoever acts on the order later.
 */

const NBSP = '\u00a0';
const AR = { 'accept-language': 'ar-DZ,ar;q=0.9' };
const FR = { cookie: 'lang=fr' };
const EN_FIRST = { 'accept-language': 'en-US,fr;q=0.8' };

let t: TestApp;
let smtp: SmtpFake | undefined;

afterEach(async () => {
  await t.close();
  await smtp?.close();
  smtp = undefined;
});

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('errors in the reader’s language', () => {
  beforeEach(async () => {
    t = await buildTestApp({ catalogue: false, env: { LOGIN_DELAY_MS: '0' } });
  });

  it('words a validation error in French for the lang cookie, in Arabic for an Arabic browser, in English when English comes first', async () => {
    const signup = { email: 'pas-un-email', password: 'secret123', firstName: 'Amina', lastName: 'Benali' };
    const answers = await Promise.all([FR, AR, EN_FIRST].map((headers) => inject('POST', '/api/auth/signup', headers, signup)));
    expect(answers.map((res) => res.statusCode)).toEqual([400, 400, 400]);
    expect(answers.map((res) => res.json().fieldErrors.email)).toEqual([
      'Veuillez entrer une adresse e-mail valide',
      'يرجى إدخال بريد إلكتروني صالح',
      'Please enter a valid email address',
    ]);
  });

  it('keeps the chosen language over the browser’s', async () => {
    const res = await inject('POST', '/api/auth/signup', { cookie: 'lang=en', ...AR }, { email: 'x', password: 'secret123', firstName: 'A', lastName: 'B' });
    expect(res.json().fieldErrors.email).toBe('Please enter a valid email address');
  });

  it('refuses a wrong password in English, French and Arabic', async () => {
    const wrong = { email: TEST_ADMIN.email, password: 'not-the-password' };
    const answers = [];
    for (const headers of [{}, FR, AR]) answers.push(await inject('POST', '/api/auth/login', headers, wrong));
    expect(answers.map((res) => res.statusCode)).toEqual([401, 401, 401]);
    expect(answers.map((res) => res.json().message)).toEqual(['Invalid email or password', 'E-mail ou mot de passe incorrect', 'البريد الإلكتروني أو كلمة المرور غير صحيحة']);
  });

  it('says “too many attempts”, a cross-site refusal and an unknown API route in the reader’s language', async () => {
    const wrong = { email: TEST_ADMIN.email, password: 'not-the-password' };
    let locked;
    for (let i = 0; i < 12 && locked?.statusCode !== 429; i++) locked = await inject('POST', '/api/auth/login', AR, wrong);
    expect(locked!.statusCode).toBe(429);
    expect(locked!.json().message).toBe('محاولات تسجيل دخول كثيرة جدًا. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.');

    const crossSite = await inject('POST', '/api/contact', { ...FR, origin: 'https://evil.example' }, {});
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().message).toBe('Requête intersite refusée');

    const unknown = await inject('GET', '/api/nothing-here', AR);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('هذا المسار غير موجود في الواجهة البرمجية');
  });

  it('answers a rate-limited form in the reader’s language', async () => {
    let limited;
    for (let i = 0; i < 25 && limited?.statusCode !== 429; i++) {
      limited = await inject('POST', '/api/newsletter', FR, { email: `reader${i}@example.dz` });
    }
    expect(limited!.statusCode).toBe(429);
    expect(limited!.json().message).toBe('Trop de requêtes. Veuillez patienter un instant et réessayer.');
  });
});

describe('admin answers in the admin’s language', () => {
  beforeEach(async () => {
    t = await buildTestApp({ catalogue: false });
  });

  it('says why a payment method is not ready, the stats’ trends and the CSV headers in the admin’s language', async () => {
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const as = (url: string, headers: Record<string, string>) => admin.request({ method: 'GET', url, headers });

    // Stripe is offered by default but has no keys in the test environment.
    expect((await as('/api/admin/settings', AR)).json().paymentMethodProblems.stripe).toBe('مفاتيح Stripe ناقصة');
    expect((await as('/api/admin/settings', {})).json().paymentMethodProblems.stripe).toBe('the Stripe keys are missing');

    const stats = (await as('/api/admin/stats', { 'accept-language': 'fr' })).json();
    expect(stats.trends.activeOrders.text).toMatch(/semaine/);

    const csv = (await as('/api/admin/orders.csv', { 'accept-language': 'fr' })).body;
    expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/^Commande,Date \(heure d’Alger\),Client,/);
  });
});

describe('order e-mails in the customer’s language', () => {
  let fern: PlantRow;
  const ORAN_DESK = { wilaya: '31', delivery: 'desk' as const, fee: 20_000 };

  beforeEach(async () => {
    smtp = await startSmtpFake();
    t = await buildTestApp({ catalogue: false, env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://nabta.example', MAIL_FROM: 'Nabta <commandes@nabta.dz>' } });
    const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
    fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 150_000, stock: 50 });
  });

  /** A customer who signs up and orders cash on delivery with these language headers; returns the order and its e-mail. */
  async function codOrder(email: string, headers: Record<string, string>): Promise<{ order: Order; mail: ReceivedMail }> {
    const customer = new Client(t.app);
    await signUpConfirmed(customer, smtp!, { email });
    const payload = wilayaOrderPayload([{ plant: fern, quantity: 1 }], ORAN_DESK, { paymentMethod: 'cod', customerEmail: email });
    const res = await customer.request({ method: 'POST', url: '/api/orders', payload, headers });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json() as Order;
    // The customer's mail, not the owner's new-order notice (it names the order too, and leaves at once after
    // the commit, so it may come first).
    const isTheirs = (m: ReceivedMail) => m.to.includes(email) && m.subject.includes(orderNumber(order.id));
    await expect.poll(() => smtp!.messages.some(isTheirs), { timeout: 10_000 }).toBe(true);
    return { order, mail: smtp!.messages.find(isTheirs)! };
  }

  it('writes the cash-on-delivery e-mail in English, French or Arabic, amounts in that language’s format', async () => {
    const en = await codOrder('amina@example.dz', EN_FIRST);
    const enNumber = orderNumber(en.order.id);
    expect(en.mail.to).toEqual(['amina@example.dz']);
    expect(en.mail.subject).toBe(`Order ${enNumber} — cash on delivery`);
    for (const line of [
      `Hello ${isolated('Amina Benali')},`,
      `Thank you for your order ${enNumber} at ${isolated('Nabta')}.`,
      `- ${isolated('Boston Fern')} × 1 — 1500.00 DA = 1500.00 DA`,
      'Shipping (Oran (31), stop-desk (pick-up point)): 200.00 DA',
      'To pay the courier in cash: 1700.00 DA',
    ]) {
      expect(en.mail.text).toContain(line);
    }
    expect(en.mail.text).not.toContain('Bonjour');

    // Accept-Language, not the cookie: the test client's own cookie header carries the session.
    const fr = await codOrder('karim@example.dz', { 'accept-language': 'fr-FR,fr;q=0.9' });
    expect(fr.mail.subject).toBe(`Commande ${orderNumber(fr.order.id)} — paiement à la livraison`);
    for (const line of [
      `Bonjour ${isolated('Amina Benali')},`,
      `- ${isolated('Boston Fern')} × 1 — 1${NBSP}500,00${NBSP}DA = 1${NBSP}500,00${NBSP}DA`,
      `Livraison (Oran (31), stop-desk (point relais)) : 200,00${NBSP}DA`,
      `À payer au livreur, en espèces : 1${NBSP}700,00${NBSP}DA`,
    ]) {
      expect(fr.mail.text).toContain(line);
    }
    expect(fr.mail.text).not.toContain('Hello');

    const ar = await codOrder('yasmine@example.dz', AR);
    expect(ar.mail.subject).toBe(`الطلب ${orderNumber(ar.order.id)} — الدفع عند الاستلام`);
    for (const line of [
      `مرحبًا ${isolated('Amina Benali')}،`,
      `التوصيل (وهران (31)، الاستلام من مكتب التوصيل): 200,00${NBSP}دج`,
      `المبلغ الذي تدفعه نقدًا لعامل التوصيل: 1${NBSP}700,00${NBSP}دج`,
    ]) {
      expect(ar.mail.text).toContain(line);
    }
    expect(ar.mail.text).not.toMatch(/\bDA\b|Hello|Bonjour/);

    const stored = await t.app.ctx.db.select({ id: orders.id, locale: orders.locale }).from(orders);
    expect(Object.fromEntries(stored.map((o) => [o.id, o.locale]))).toEqual({ [en.order.id]: 'en', [fr.order.id]: 'fr', [ar.order.id]: 'ar' });
  });

  it('writes the desk’s e-mails in the order’s language even when an English-speaking admin confirms and ships it', async () => {
    const { order } = await codOrder('yasmine@example.dz', AR);
    const admin = new Client(t.app);
    await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    const toCustomer = () => smtp!.messages.filter((m) => m.to.includes('yasmine@example.dz'));
    const sent = toCustomer().length;
    expect((await admin.post(`/api/admin/orders/${order.id}/confirm`, {})).statusCode).toBe(200);
    const shipped = await admin.post(`/api/admin/orders/${order.id}/ship`, { carrier: 'Yalidine', trackingNumber: 'YAL-42' });
    expect(shipped.statusCode, shipped.body).toBe(200);

    // The owner's new-order notice leaves too, at its own pace: only the customer's mails are read here.
    await expect.poll(() => toCustomer().length).toBe(sent + 2);
    // Each mail leaves on its own SMTP connection: they may arrive in either order.
    const number = orderNumber(order.id);
    const arrived = toCustomer().slice(sent);
    const confirmed = arrived.find((m) => m.subject.includes('تأكيد'));
    const ship = arrived.find((m) => m.subject.includes('شحن'));
    expect(confirmed!.subject).toBe(`تم تأكيد الطلب ${number}`);
    expect(confirmed!.text).toContain(`المجموع: 1${NBSP}700,00${NBSP}دج (الدفع عند الاستلام).`);
    expect(ship!.subject).toBe(`تم شحن الطلب ${number}`);
    expect(ship!.text).toContain(`رقم التتبع: ${isolated('YAL-42')}`);
    expect(ship!.text).not.toMatch(/Hello|Bonjour|Tracking/);
    expect(ship!.to).toEqual(['yasmine@example.dz']);

    // The admin, meanwhile, reads the desk's own refusals in their own language.
    const again = await admin.request({ method: 'POST', url: `/api/admin/orders/${order.id}/confirm`, payload: {}, headers: { 'accept-language': 'fr' } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Seule une commande en attente peut être confirmée (celle-ci est expédiée).');
  });
});
