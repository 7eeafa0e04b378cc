import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startYalidineFake, type YalidineFake } from '../../../tests/fakes/yalidine.fake';
import { shopWithPlant, type ShopWithPlant } from '../../../tests/factories/shop';
import { buildTestApp, Client, logIn, ownerAndAdmin, signUp, TEST_ADMIN, TEST_BANK, type TestApp } from '../../../tests/helpers/test-app';
import { orderPayload, wilayaOrderPayload } from '../../../tests/factories/orders';
import { eq } from 'drizzle-orm';
import { en, msg } from '@shared/messages';
import { t as translatorOf } from '@shared/messages/catalogues';
import type { Order } from '@shared/contracts/orders';
import { emailOutbox, orders, plants } from '../db/schema';
import { cancelUnanswered } from '../features/order-desk/confirmation.service';
import { startSmtpFake, type SmtpFake } from '../../../tests/fakes/smtp.fake';
import type { CurrentUser } from '@shared/contracts/auth';
import type { SettingsAuditEntry } from '@shared/contracts/settings-audit';
import { ConfigError, loadConfig } from '../config';
import { afterCommit } from '../db/after-commit';
import { orderNumber } from '@shared/domain/order';

/**
 * The findings of the third attack-and-fault campaign (issue 37) that are not a feature of their
 * own, one test (or a few) each; each failed on the code before its fix.
 */

const YALIDINE = { apiId: '08467949173865045243', apiToken: 'tok_round3_6tDv0VDFh5MKfvcyQtO3eouL', webhookSecret: 'whsec_round3' };
const yalidineEnv = (fake: YalidineFake) => ({ YALIDINE_API_ID: YALIDINE.apiId, YALIDINE_API_TOKEN: YALIDINE.apiToken, YALIDINE_API_URL: `${fake.url}/v1`, YALIDINE_WEBHOOK_SECRET: YALIDINE.webhookSecret });

describe('strangers cannot spend the shop’s courier quota (GET /api/shipping/desks)', () => {
  let fake: YalidineFake;
  let shop: ShopWithPlant;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startYalidineFake(YALIDINE);
  });
  afterAll(() => fake.close());
  beforeEach(async () => {
    fake.resetQuotas();
    fake.down = false;
    fake.perSecond = 5;
    fake.perMinute = 50;
    fake.requests.length = 0;
    shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 }, yalidineEnv(fake));
    t = shop.t;
  });
  afterEach(() => t.close());

  const centersCalls = () => fake.requests.filter((r) => r.url.pathname.startsWith('/v1/centers')).length;
  /** An anonymous visitor from its own address (`n` picks it). */
  const desks = (wilaya: string, n: number) => t.app.inject({ method: 'GET', url: `/api/shipping/desks?wilaya=${wilaya}`, remoteAddress: `10.37.${Math.floor(n / 250)}.${(n % 250) + 1}` });

  it('60 concurrent anonymous requests for one wilaya make one call to Yalidine, and later ones none', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => desks('31', i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect((answers[0]!.json() as unknown[]).length).toBe(3);
    expect(centersCalls()).toBe(1);
    await Promise.all(Array.from({ length: 60 }, (_, i) => desks('31', 100 + i)));
    expect(centersCalls()).toBe(1);
  });

  it.runIf(process.env.TEST_REDIS_URL)('two instances on one Redis: 60 concurrent requests spread over both make one call', async () => {
    const env = { ...yalidineEnv(fake), REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_KEY_PREFIX: `nabta-test:${randomUUID()}:` };
    await t.close();
    t = await buildTestApp({ catalogue: false, env });
    const second = await buildTestApp({ catalogue: false, env, keepData: true });
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? second : t).app.inject({ method: 'GET', url: '/api/shipping/desks?wilaya=31', remoteAddress: `10.38.0.${i + 1}` })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
      expect(answers.every((a) => (a.json() as unknown[]).length === 3)).toBe(true);
      expect(centersCalls()).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('a failed call is kept briefly too: Yalidine down, 60 concurrent requests then 20 more make one call', async () => {
    fake.down = true;
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => desks('16', i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(60).fill(200));
    expect(answers.every((a) => a.body === '[]')).toBe(true);
    for (let i = 0; i < 20; i++) await desks('16', 200 + i);
    expect(centersCalls()).toBe(1);
  });

  it('throttles one address: past 30 requests a minute it gets 429', async () => {
    const answers = [];
    for (let i = 0; i < 32; i++) answers.push(await t.app.inject({ method: 'GET', url: `/api/shipping/desks?wilaya=${(i % 48) + 1}`, remoteAddress: '10.99.0.1' }));
    expect(answers.slice(0, 30).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.slice(30).map((a) => a.statusCode)).toEqual([429, 429]);
  });

  it('strangers asking every wilaya at once leave the quota to the owner: few calls, and the owner’s parcel is created', async () => {
    const answers = await Promise.all(Array.from({ length: 58 }, (_, i) => desks(String(i + 1), i)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(centersCalls()).toBeLessThanOrEqual(5);
    expect(fake.requests.length).toBeLessThanOrEqual(5);

    const { customer, owner, plant } = shop;
    const placed = await customer.post('/api/orders', orderPayload([{ plant, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const id = (placed.json() as { id: string }).id;
    await t.app.ctx.db.update(orders).set({ paymentMethod: 'cod', customerPhone: '+213551234567', wilaya: '31', city: 'Bir El Djir', customerName: 'Amina Benali' }).where(eq(orders.id, id));
    expect((await owner.post(`/api/admin/orders/${id}/confirm`, {})).statusCode).toBe(200);
    const shipped = await owner.post('/api/admin/shipments', { orderIds: [id], courier: 'yalidine' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect((shipped.json() as { results: { ok: boolean; message?: string }[] }).results[0]).toMatchObject({ ok: true });
  });
});

describe('accounts stay their owner’s (docs/contract.md §2)', { timeout: 120_000 }, () => {
  const ORIGIN = 'https://nabta.example';
  let smtp: SmtpFake;
  let t: TestApp;
  beforeEach(async () => {
    smtp = await startSmtpFake();
    t = await buildTestApp({ catalogue: false, env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN, LOGIN_DELAY_MS: '0' } });
  });
  afterEach(async () => {
    await t.close();
    await smtp.close();
  });

  const linkIn = (text: string, page: 'verify-email' | 'reset-password') => {
    const found = new RegExp(`https://nabta\\.example/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
    expect(found, text).not.toBeNull();
    return found![1]!;
  };
  const mailsTo = (address: string) => smtp.messages.filter((m) => m.to.includes(address));
  const settle = () => new Promise((r) => setTimeout(r, 400));
  const profile = { firstName: 'Amina', lastName: 'Benali' };

  it('changing the e-mail needs the current password: none or a wrong one is a 400 on currentPassword, and nothing changes', async () => {
    const customer = new Client(t.app);
    await signUp(customer);
    for (const currentPassword of [undefined, '', 'not-my-password']) {
      const res = await customer.patch('/api/profile', { ...profile, email: 'mallory@example.dz', ...(currentPassword === undefined ? {} : { currentPassword }) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fieldErrors).toHaveProperty('currentPassword');
    }
    expect(((await customer.get('/api/auth/user')).json() as CurrentUser).email).toBe('amina@example.dz');
    const ok = await customer.patch('/api/profile', { ...profile, email: 'amina.b@example.dz', currentPassword: 'secret123' });
    expect(ok.statusCode, ok.body).toBe(200);
    // The name alone still changes without it.
    expect((await customer.patch('/api/profile', { firstName: 'أمينة', lastName: 'Benali', email: 'amina.b@example.dz' })).statusCode).toBe(200);
  });

  it('tells the old address, with a link that puts it back and ends every session of whoever changed it', async () => {
    const customer = new Client(t.app);
    await signUp(customer);
    await smtp.waitFor(1);
    const thief = new Client(t.app);
    await logIn(thief, 'amina@example.dz', 'secret123');
    expect((await thief.patch('/api/profile', { ...profile, email: 'mallory@example.dz', currentPassword: 'secret123' })).statusCode).toBe(200);
    await smtp.waitFor(3);
    const [notice] = mailsTo('amina@example.dz').slice(1);
    expect(notice!.text).toContain('mallory@example.dz');
    const token = linkIn(notice!.text, 'reset-password');
    // The thief also changes the password: the undo link still works (other links die).
    expect((await thief.patch('/api/profile', { ...profile, email: 'mallory@example.dz', currentPassword: 'secret123', password: 'mallory-pass' })).statusCode).toBe(200);

    const undo = await new Client(t.app).post('/api/auth/reset-password', { token, password: 'amina-again' });
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await thief.get('/api/auth/user')).statusCode).toBe(401);
    const back = new Client(t.app);
    await logIn(back, 'amina@example.dz', 'amina-again');
    expect((await back.get('/api/auth/user')).json()).toMatchObject({ email: 'amina@example.dz', emailVerified: true });
    expect((await new Client(t.app).post('/api/auth/login', { email: 'mallory@example.dz', password: 'mallory-pass' })).statusCode).toBe(401);
    expect((await new Client(t.app).post('/api/auth/reset-password', { token, password: 'third-time' })).statusCode).toBe(400);
  });

  it('a password change voids every reset link and confirmation link sent before', async () => {
    const customer = new Client(t.app);
    await signUp(customer);
    const verifyToken = linkIn((await smtp.waitFor(1))[0]!.text, 'verify-email');
    expect((await new Client(t.app).post('/api/auth/forgot-password', { email: 'amina@example.dz' })).statusCode).toBe(200);
    const resetToken = linkIn((await smtp.waitFor(2))[1]!.text, 'reset-password');
    expect((await customer.patch('/api/profile', { ...profile, email: 'amina@example.dz', currentPassword: 'secret123', password: 'new-secret-1' })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/auth/reset-password', { token: resetToken, password: 'stolen-pass' })).statusCode).toBe(400);
    expect((await new Client(t.app).post('/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(400);
  });

  it('an e-mail change voids the reset links sent before', async () => {
    const customer = new Client(t.app);
    await signUp(customer);
    await smtp.waitFor(1);
    expect((await new Client(t.app).post('/api/auth/forgot-password', { email: 'amina@example.dz' })).statusCode).toBe(200);
    const resetToken = linkIn((await smtp.waitFor(2))[1]!.text, 'reset-password');
    expect((await customer.patch('/api/profile', { ...profile, email: 'amina.b@example.dz', currentPassword: 'secret123' })).statusCode).toBe(200);
    expect((await new Client(t.app).post('/api/auth/reset-password', { token: resetToken, password: 'stolen-pass' })).statusCode).toBe(400);
  });

  it('confirmation mails are limited per account: 30 address changes in a row send at most 5 links', async () => {
    const spammer = new Client(t.app);
    await signUp(spammer, { email: 'spammer@example.dz', firstName: 'Votre colis est bloqué: payez 350 DA sur' });
    for (let i = 0; i < 30; i++) {
      const res = await spammer.patch('/api/profile', { firstName: 'Votre colis est bloqué: payez 350 DA sur', lastName: 'x', email: `victim${i}@example.dz`, currentPassword: 'secret123' });
      expect(res.statusCode, res.body).toBe(200);
      await new Promise((r) => setTimeout(r, 5));
    }
    await settle();
    const links = smtp.messages.filter((m) => /verify-email\?token=/.test(m.text));
    expect(links.length).toBeLessThanOrEqual(5);
  });

  it('…and per address: five accounts taking turns at one stranger’s address send it at most 3 links', async () => {
    for (let i = 0; i < 5; i++) {
      const client = new Client(t.app);
      await signUp(client, { email: `sender${i}@example.dz` });
      expect((await client.patch('/api/profile', { ...profile, email: 'victim@example.dz', currentPassword: 'secret123' })).statusCode).toBe(200);
      expect((await client.patch('/api/profile', { ...profile, email: `sender${i}.moved@example.dz`, currentPassword: 'secret123' })).statusCode).toBe(200);
    }
    await settle();
    expect(mailsTo('victim@example.dz').filter((m) => /verify-email\?token=/.test(m.text)).length).toBeLessThanOrEqual(3);
  });

  it('a name the sender chose is never the first words of a mail to an address the account does not own yet', async () => {
    const spammer = new Client(t.app);
    const bait = 'Votre colis est bloqué: payez 350 DA sur';
    await signUp(spammer, { email: 'stranger@example.dz', firstName: bait });
    const [link] = await smtp.waitFor(1);
    expect(link!.text).not.toContain(bait);
    expect(link!.subject).not.toContain(bait);
    expect((await new Client(t.app).post('/api/auth/forgot-password', { email: 'stranger@example.dz' })).statusCode).toBe(200);
    const [, reset] = await smtp.waitFor(2);
    expect(reset!.text).not.toContain(bait);
  });
});

describe('cash-on-delivery stock cannot be hoarded (docs/contract.md §2)', { timeout: 120_000 }, () => {
  let shop: ShopWithPlant;
  beforeEach(async () => {
    shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 40 });
  });
  afterEach(() => shop.t.close());

  const stockNow = async () => (await shop.t.app.ctx.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, shop.plant.id)))[0]!.stock;
  const placeCod = async (client: Client, quantity: number, phone = '0661 23 45 67') => {
    const res = await client.post('/api/orders', wilayaOrderPayload([{ plant: shop.plant, quantity }], { wilaya: '31', delivery: 'home', fee: 0, phone }, { paymentMethod: 'cod' })); // free shipping from 5,000 DA
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };

  it('an unconfirmed COD order expires after the confirmation rule’s days, its stock back once, the customer told why', async () => {
    const order = await placeCod(shop.customer, 10);
    const confirmed = await placeCod(shop.customer, 5);
    expect((await shop.owner.post(`/api/admin/orders/${confirmed.id}/calls`, { outcome: 'confirmed' })).statusCode).toBe(200);
    expect(await stockNow()).toBe(25);
    // The rule's days (2 by default): nothing after one day, even with no call at all.
    expect(await cancelUnanswered(shop.t.app.ctx, new Date(Date.now() + 86_400_000))).toBe(0);
    const later = new Date(Date.now() + 2 * 86_400_000 + 60_000);
    const swept = await Promise.all([cancelUnanswered(shop.t.app.ctx, later), cancelUnanswered(shop.t.app.ctx, later)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    const [row] = await shop.t.app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ orderStatus: 'cancelled', cancelReason: en.trust.unpaid.expiredCod });
    expect(await stockNow()).toBe(35);
    const [kept] = await shop.t.app.ctx.db.select().from(orders).where(eq(orders.id, confirmed.id));
    expect(kept!.orderStatus).toBe('processing');
  });

  it('the unit caps and how long unpaid orders hold stock are the owner’s to change; each change is in the audit log', async () => {
    await shop.t.close();
    shop.t = await buildTestApp({ catalogue: false });
    const { owner, admin } = await ownerAndAdmin(shop.t.app);
    for (const change of [{ unpaidUnitsPerOrder: 10_000 }, { unpaidUnitsPerAccount: 100_000 }, { bankTransferDays: 60 }, { codConfirmDays: 30 }]) {
      const res = await admin.patch('/api/admin/settings', change);
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(403);
    }
    expect((await owner.patch('/api/admin/settings', { unpaidUnitsPerOrder: 12 })).statusCode).toBe(200);
    const audit = (await owner.get('/api/admin/audit')).json() as { lines?: { key: string; oldValue: string; newValue: string }[] } | { key: string; oldValue: string; newValue: string }[];
    const lines = Array.isArray(audit) ? audit : audit.lines!;
    expect(lines.filter((l) => l.key.startsWith('unpaid') || l.key.endsWith('Days'))).toEqual([expect.objectContaining({ key: 'unpaidUnitsPerOrder', oldValue: '20', newValue: '12' })]);
  });
});

describe('contract drift (docs/contract.md §2, §5)', { timeout: 120_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  it('a settings PATCH naming a field that does not exist is a 400 naming it, and changes nothing', async () => {
    t = await buildTestApp({ catalogue: false });
    const owner = new Client(t.app);
    await logIn(owner, 'owner@nabta.test', 'owner-password');
    const res = await owner.patch('/api/admin/settings', { siteName: 'Nabta Oran', minFreeShiping: '3000.00', bankIban: 'DZ58' });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['bankIban', 'minFreeShiping']);
    expect(((await owner.get('/api/admin/settings')).json() as { siteName: string }).siteName).toBe('Nabta');
  });

  it('every other settings write names the fields it does not know in its message (couriers, engines, rates, care), in the reader’s language, and changes nothing', async () => {
    t = await buildTestApp({ catalogue: false });
    const owner = new Client(t.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    const customer = new Client(t.app);
    await signUp(customer);
    const fr = { 'accept-language': 'fr' };
    const frUnknown = (fields: string) => translatorOf('fr').text(msg.trust.settings.unknownSetting, { fields });
    const couriersBefore = (await owner.get('/api/admin/couriers')).body;
    const cases: [Client, 'PATCH' | 'PUT', string, object, string[]][] = [
      [owner, 'PATCH', '/api/admin/couriers', { shipFromWilaya: '31', couriers: { yalidine: { apiTokn: 'tok_x' } }, colour: 'vert' }, ['couriers.yalidine.apiTokn', 'colour']],
      [owner, 'PATCH', '/api/admin/identify', { plantnetProject: 'nabta-oran', plantnetApiKye: '2b10xyz' }, ['plantnetApiKye']],
      [owner, 'PUT', '/api/admin/shipping-rates', { rates: [{ wilaya: 16, home: '650.00', desk: null, daysMin: 1, daysMax: 2, hom: '300.00' }] }, ['rates.0.hom']],
      [customer, 'PATCH', '/api/care/settings', { wilaya: 31, weeklyMail: true }, ['weeklyMail']],
      [owner, 'PATCH', '/api/admin/settings', { siteName: 'نبتة وهران', shippingFees: '300.00' }, ['shippingFees']],
    ];
    for (const [client, method, url, payload, fields] of cases) {
      const res = await client.request({ method, url, payload, headers: fr });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toBe(frUnknown(fields.join(', ')));
      expect(Object.keys(res.json().fieldErrors).sort(), url).toEqual([...fields].sort());
    }
    expect((await owner.get('/api/admin/couriers')).body).toBe(couriersBefore);
    expect(((await owner.get('/api/admin/identify')).json() as { plantnetProject?: string }).plantnetProject ?? '').not.toBe('nabta-oran');
    expect(((await owner.get('/api/shipping/wilayas')).json() as { code: string; home: string }[]).find((w) => w.code === '16')!.home).not.toBe('650.00');
    expect(((await owner.get('/api/admin/settings')).json() as { siteName: string }).siteName).toBe('Nabta');
  });

  it('an order answer echoes shippingAddress.commune as the code sent, its names beside it (docs/contract.md §5)', async () => {
    const shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 });
    t = shop.t;
    const payload = wilayaOrderPayload([{ plant: shop.plant, quantity: 1 }], { wilaya: '31', delivery: 'home', fee: 40_000 }, { paymentMethod: 'cod' });
    const placed = await shop.customer.post('/api/orders', { ...payload, shippingAddress: { ...payload.shippingAddress, commune: '3105' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = (placed.json() as Order).id;
    const echoed = { commune: '3105', communeName: 'Es Senia', communeNameAr: 'السانية' };
    expect(placed.json().shippingAddress).toMatchObject(echoed);
    expect((await shop.customer.get(`/api/orders/${id}`)).json().shippingAddress).toMatchObject(echoed);
    expect(((await shop.customer.get('/api/orders')).json() as Order[])[0]!.shippingAddress).toMatchObject(echoed);
    expect((await shop.owner.get(`/api/admin/orders/${id}`)).json().shippingAddress).toMatchObject(echoed);
    // An order stored with a code the shop's data no longer knows keeps its code; its names are null.
    await t.app.ctx.db.update(orders).set({ commune: '3199' }).where(eq(orders.id, id));
    expect((await shop.customer.get(`/api/orders/${id}`)).json().shippingAddress).toMatchObject({ commune: '3199', communeName: null, communeNameAr: null });
  });

  it('PATCH /api/orders/{id} cancels without a reason: the stock comes back and the customer reads the shop’s default reason in their language', async () => {
    const shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 });
    t = shop.t;
    const payload = wilayaOrderPayload([{ plant: shop.plant, quantity: 3 }], { wilaya: '16', delivery: 'home', fee: 0 }, { paymentMethod: 'cod' });
    const placed = await shop.customer.request({ method: 'POST', url: '/api/orders', payload, headers: { 'accept-language': 'ar' } });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = (placed.json() as Order).id;
    const res = await shop.owner.patch(`/api/orders/${id}`, { orderStatus: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: 'cancelled' });
    const mine = (await shop.customer.get(`/api/orders/${id}`)).json() as Order;
    expect(mine.cancelReason).toBe(translatorOf('ar').text(msg.orderDesk.defaultCancelReason));
    expect((await t.app.ctx.db.select({ stock: plants.stock }).from(plants).where(eq(plants.id, shop.plant.id)))[0]!.stock).toBe(10);
    const mails = await t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, id));
    expect(mails.map((m) => m.kind)).toContain('order_cancelled');
  });
});

describe('safe defaults (docs/contract.md §2)', { timeout: 120_000 }, () => {
  it('a shop with SMTP_URL and no PUBLIC_ORIGIN refuses to start, saying what to set', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-origin-'));
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_ORIGIN: '', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });
    rmSync(dataDir, { recursive: true, force: true });
    expect(started.status, started.stdout + started.stderr).not.toBe(0);
    expect(started.stderr).toContain('PUBLIC_ORIGIN=https://');
    expect(started.stderr).toContain('SMTP_URL');
    // With it, the same configuration is accepted.
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_ORIGIN: 'https://nabta.dz' })).not.toThrow();
    expect(() => loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow(ConfigError);
  });

  it('owner notices (a new order, new bank details) leave right after their commit, not at the worker’s next round', async () => {
    const smtp = await startSmtpFake();
    // The worker's round is an hour away: only the after-commit wake-up can send within the test.
    const shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 }, { SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://nabta.example', MAIL_RETRY_INTERVAL_MS: '3600000' });
    try {
      const toOwner = () => smtp.messages.filter((m) => m.to.includes(TEST_ADMIN.email));
      const placed = await shop.customer.post('/api/orders', orderPayload([{ plant: shop.plant, quantity: 1 }]));
      expect(placed.statusCode, placed.body).toBe(201);
      await expect.poll(() => toOwner().length, { timeout: 5000 }).toBe(1);
      expect(toOwner()[0]!.subject).toContain(orderNumber((placed.json() as Order).id));
      expect((await shop.owner.patch('/api/admin/settings', { bankRib: '00799999000123456789' })).statusCode).toBe(200);
      await expect.poll(() => toOwner().length, { timeout: 5000 }).toBe(2);
    } finally {
      await shop.t.close();
      await smtp.close();
    }
  });

  it('work kept for after a commit runs once it has committed, never for a transaction rolled back (one place for every mail)', async () => {
    const shop = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 });
    try {
      const { db } = shop.t.app.ctx;
      const ran: string[] = [];
      await db.transaction(async (tx) => {
        afterCommit(tx, () => ran.push('committed'));
        await tx.transaction(async (savepoint) => afterCommit(savepoint, () => ran.push('savepoint')));
        expect(ran).toEqual([]);
      });
      expect(ran).toEqual(['committed', 'savepoint']);
      await expect(
        db.transaction(async (tx) => {
          afterCommit(tx, () => ran.push('rolled back'));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      afterCommit(db, () => ran.push('no transaction'));
      expect(ran).toEqual(['committed', 'savepoint', 'no transaction']);
    } finally {
      await shop.t.close();
    }
  });

});

describe('the audit log says what was in force, keeps every line and logs roles (docs/contract.md §2)', { timeout: 120_000 }, () => {
  let t: TestApp;
  afterEach(() => t.close());

  type AuditLine = SettingsAuditEntry;
  const auditOf = async (owner: Client, query = '') => {
    const res = await owner.get(`/api/admin/audit${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return { lines: res.json() as AuditLine[], total: Number(res.headers['x-total-count']) };
  };

  it('the audit records the value in force before a change and where it came from: an environment-provided RIB is not audited as empty', async () => {
    t = await buildTestApp({ catalogue: false }); // BANK_RIB from the environment (TEST_BANK)
    const owner = new Client(t.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await owner.patch('/api/admin/settings', { bankRib: '00799999000123456789', siteName: 'Nabta Oran' })).statusCode).toBe(200);
    expect((await owner.patch('/api/admin/settings', { bankRib: '00400111122223333444' })).statusCode).toBe(200);
    const { lines } = await auditOf(owner);
    const ribs = lines.filter((l) => l.key === 'bankRib');
    expect(ribs.map((l) => [l.oldValue, l.oldSource, l.newValue])).toEqual([
      ['00799999000123456789', 'settings', '00400111122223333444'],
      [TEST_BANK.BANK_RIB, 'environment', '00799999000123456789'],
    ]);
    expect(lines.find((l) => l.key === 'siteName')).toMatchObject({ oldValue: 'Nabta', oldSource: 'settings', subject: null });
  });

  it('the audit keeps every line, a page at a time: the first answer is still the latest 200, X-Total-Count says how many in all', async () => {
    t = await buildTestApp({ catalogue: false });
    const owner = new Client(t.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const home of ['510.00', '520.00', '530.00', '540.00']) {
      const rates = Array.from({ length: 58 }, (_, i) => ({ wilaya: i + 1, home, desk: null, daysMin: 1, daysMax: 3 }));
      expect((await owner.put('/api/admin/shipping-rates', { rates })).statusCode).toBe(200);
    }
    const first = await auditOf(owner);
    expect(first.total).toBe(232);
    expect(first.lines).toHaveLength(200);
    const pages = await Promise.all([1, 2, 3].map((page) => auditOf(owner, `?page=${page}&pageSize=100`)));
    expect(pages.map((p) => p.lines.length)).toEqual([100, 100, 32]);
    const ids = pages.flatMap((p) => p.lines.map((l) => l.id));
    expect(new Set(ids).size).toBe(232);
    expect(pages[0]!.lines.map((l) => l.id)).toEqual(first.lines.slice(0, 100).map((l) => l.id));
    for (const bad of ['?page=0', '?pageSize=201', '?page=1.5', '?page=-1']) expect((await owner.get(`/api/admin/audit${bad}`)).statusCode, bad).toBe(400);
  });

  it('the audit logs role changes: who made whom an admin (role route, user edit, new admin), and back', async () => {
    t = await buildTestApp({ catalogue: false });
    const owner = new Client(t.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    await signUp(new Client(t.app), { email: 'yacine@example.dz', firstName: 'ياسين' });
    const users = (await owner.get('/api/admin/users')).json() as { id: string; email: string }[];
    const yacine = users.find((u) => u.email === 'yacine@example.dz')!;
    expect((await owner.patch(`/api/admin/users/${yacine.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    expect((await owner.patch(`/api/admin/users/${yacine.id}`, { email: 'yacine@example.dz', firstName: 'ياسين', lastName: 'B', role: 'user' })).statusCode).toBe(200);
    expect((await owner.patch(`/api/admin/users/${yacine.id}/role`, { role: 'user' })).statusCode).toBe(200); // unchanged: no line
    expect((await owner.post('/api/admin/users', { email: 'karim@example.dz', password: 'secret123', firstName: 'Karim', lastName: 'H', role: 'admin' })).statusCode).toBe(201);
    const { lines } = await auditOf(owner);
    expect(lines.map((l) => [l.key, l.subject, l.oldValue, l.newValue, l.actorEmail])).toEqual([
      ['role', 'karim@example.dz', '', 'admin', TEST_ADMIN.email],
      ['role', 'yacine@example.dz', 'admin', 'user', TEST_ADMIN.email],
      ['role', 'yacine@example.dz', 'user', 'admin', TEST_ADMIN.email],
    ]);
  });
});
