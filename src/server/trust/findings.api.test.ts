import { copyFileSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlant } from '../../../tests/factories/catalog';
import { intentPayload, orderPayload } from '../../../tests/factories/orders';
import {
  STRIPE_FAKE_PUBLISHABLE_KEY,
  STRIPE_FAKE_SECRET_KEY,
  STRIPE_FAKE_WEBHOOK_SECRET,
  startStripeFake,
  type StripeFake,
} from '../../../tests/fakes/stripe.fake';
import { multipartFile } from '../../../tests/helpers/multipart';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../tests/helpers/test-app';
import { sessions } from '../db/schema';
import { SESSION_COOKIE } from '../plugins/session';
import { en } from '@shared/messages';

/**
 * The findings of the security review (issue 15), one test each, named after what went wrong:
 * each failed before its fix.
 */
let t: TestApp;
let stripe: StripeFake;
beforeAll(async () => {
  stripe = await startStripeFake();
});
afterAll(() => stripe.close());
afterEach(() => t?.close());

const bad = en.errors.badCharacters;
const db = () => t.app.ctx.db;

async function start(env: Record<string, string> = {}) {
  t = await buildTestApp({ catalogue: false, env: { LOGIN_DELAY_MS: '0', ...env } });
  return t;
}

async function owner() {
  const client = new Client(t.app);
  await logIn(client, TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

function expectClientError(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ message: expect.any(String) });
}

describe('a client’s input never causes a 5xx', () => {
  it('answers 400 to a NUL byte in a query string, a path or any JSON field, on public, customer and admin routes', async () => {
    await start();
    const admin = await owner();
    const customer = new Client(t.app);
    await signUp(customer);
    const visitor = new Client(t.app);

    const answers = [
      await visitor.get('/api/plants?search=%00'),
      await visitor.get('/api/plants/%00'),
      await visitor.post('/api/contact', { name: 'a\u0000b', email: 'nadia@example.dz', subject: 'Hello', message: 'Bonjour' }),
      await visitor.post('/api/chat', { message: 'ficus\u0000' }),
      await visitor.post('/api/auth/signup', { email: 'x@example.dz', password: 'secret123', firstName: 'A\u0000', lastName: 'B' }),
      await customer.patch('/api/profile', { firstName: 'Amina\u0000', lastName: 'B', email: 'amina@example.dz' }),
      await admin.post('/api/categories', { name: 'Ferns\u0000' }),
      await admin.patch('/api/admin/settings', { siteName: 'Nabta\u0000' }),
    ];
    for (const res of answers) {
      expectClientError(res, 400);
      expect((res.json() as { message: string }).message).toBe(bad);
    }
    expect(answers[2]!.json()).toMatchObject({ fieldErrors: { name: bad } });
  });

  it('answers 400 to a lone surrogate in the card payment intent’s name instead of 503 from our own Stripe client', async () => {
    await start({ STRIPE_SECRET_KEY: STRIPE_FAKE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: STRIPE_FAKE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: STRIPE_FAKE_WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url });
    const category = await createCategory(db(), { name: 'Garden' });
    const fern = await createPlant(db(), { name: 'Fern', categoryId: category.id, priceCentimes: 150_000, stock: 5 });
    const customer = new Client(t.app);
    await signUp(customer);
    const res = await customer.post('/api/create-payment-intent', intentPayload([{ plant: fern, quantity: 1 }], { customerName: 'Amina \uD800' }));
    expectClientError(res, 400);
    expect(res.json()).toMatchObject({ message: bad, fieldErrors: { customerName: bad } });
  });

  it('answers 400 to multipart without a boundary or with a part cut short', async () => {
    await start();
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/identify-plant',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expectClientError(noBoundary, 400);
    const { payload, headers } = multipartFile(Buffer.alloc(5000, 1));
    const truncated = await t.app.inject({ method: 'POST', url: '/api/identify-plant', headers, payload: payload.subarray(0, 3000) });
    expectClientError(truncated, 400);
  });

  it('always answers 413 to a 15.7 MB image sent over a real connection, which used to be accepted truncated about half the time', async () => {
    await start();
    // A real JPEG header, padded past the limit: what a phone's huge photo looks like to the server.
    const head = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#2a7' } }).jpeg().toBuffer();
    const image = Buffer.concat([head, Buffer.alloc(15_700_000 - head.length, 7)]);
    const { payload, headers } = multipartFile(image);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push(await postInChunks(`${address}/api/identify-plant`, headers, payload, 16_384 * (1 + (i % 4))));
    expect(statuses).toEqual(statuses.map(() => 413));
  });
});

/** POSTs `payload` over HTTP in chunks of `chunk` bytes, as a browser on a slow link would; resolves the status. */
function postInChunks(url: string, headers: Record<string, string>, payload: Buffer, chunk: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(payload.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // The server may answer and close before the whole body is sent: that is the point, not an error.
    req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' || err.code === 'ECONNRESET' ? undefined : reject(err)));
    let offset = 0;
    const pump = () => {
      while (offset < payload.length) {
        const ok = req.write(payload.subarray(offset, offset + chunk));
        offset += chunk;
        if (!ok) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

describe('authenticate, then authorize, then validate', () => {
  it('answers 401 to a visitor and 403 to a customer whatever body they send, before any field error', async () => {
    await start();
    const visitor = new Client(t.app);
    const customer = new Client(t.app);
    await signUp(customer);
    for (const res of [
      await visitor.post('/api/orders', { items: 'nonsense' }),
      await visitor.request({ method: 'POST', url: '/api/orders', headers: { 'content-type': 'application/json' }, payload: '{not json' }),
      await visitor.patch('/api/profile', {}),
      await visitor.post('/api/plants', { name: '' }),
    ]) {
      expectClientError(res, 401);
      expect(res.json()).not.toHaveProperty('fieldErrors');
    }
    for (const res of [await customer.post('/api/plants', { name: '' }), await customer.patch('/api/admin/settings', { siteName: 42 })]) {
      expectClientError(res, 403);
      expect(res.json()).not.toHaveProperty('fieldErrors');
    }
  });
});

describe('strict input types', () => {
  it('refuses a quantity of true, [1] or "0x2", and paging of "0x2", [1] or two values, instead of coercing them', async () => {
    await start();
    const category = await createCategory(db(), { name: 'Garden' });
    const fern = await createPlant(db(), { name: 'Fern', categoryId: category.id, priceCentimes: 150_000, stock: 5 });
    const customer = new Client(t.app);
    await signUp(customer);
    for (const quantity of [true, [1], '0x2', '2', 1.5]) {
      const body = orderPayload([{ plant: fern, quantity: 1 }]);
      const res = await customer.post('/api/orders', { ...body, items: [{ ...body.items[0], quantity }] });
      expectClientError(res, 400);
    }
    for (const plantId of [true, [fern.id], '0x2']) expectClientError(await customer.post('/api/wishlist', { plantId }), 400);
    for (const query of ['limit=0x2', 'limit=1&limit=2', 'offset=1e3', 'category=true', 'limit=%201']) {
      expectClientError(await customer.get(`/api/plants?${query}`), 400);
    }
    const admin = await owner();
    expectClientError(await admin.get('/api/admin/users?page=0x2'), 400);
    expect((await customer.get('/api/plants?limit=2&offset=0')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  async function twoBrowsers(email = 'amina@example.dz') {
    const phone = new Client(t.app);
    const laptop = new Client(t.app);
    const account = await signUp(phone, { email });
    await logIn(laptop, account.email, account.password);
    return { phone, laptop, account };
  }

  it('ends every other session of the account when its password changes, keeping this browser signed in with a new cookie', async () => {
    await start();
    const { phone, laptop, account } = await twoBrowsers();
    const before = phone.cookie(SESSION_COOKIE);
    const res = await phone.patch('/api/profile', { firstName: 'A', lastName: 'B', email: account.email, currentPassword: account.password, password: 'brand-new-pass' });
    expect(res.statusCode, res.body).toBe(200);
    expect(phone.cookie(SESSION_COOKIE)).not.toBe(before);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);
  });

  it('ends every other session of the account when its e-mail changes', async () => {
    await start();
    const { phone, laptop } = await twoBrowsers();
    const res = await phone.patch('/api/profile', { firstName: 'A', lastName: 'B', email: 'amina.new@example.dz', currentPassword: 'secret123' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await phone.get('/api/auth/user')).statusCode).toBe(200);
    expect((await laptop.get('/api/auth/user')).statusCode).toBe(401);
    // A name change alone is no reason to sign anyone out.
    const { phone: p2, laptop: l2, account } = await twoBrowsers('other@example.dz');
    await p2.patch('/api/profile', { firstName: 'Renamed', lastName: 'B', email: account.email });
    expect((await l2.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('purges expired sessions when the app starts', async () => {
    await start();
    const customer = new Client(t.app);
    await signUp(customer);
    const { id } = (await customer.get('/api/auth/user')).json() as { id: string };
    await db().insert(sessions).values({ id: 'expired-session-hash', userId: id, expiresAt: new Date(Date.now() - 1000) });
    const second = await buildTestApp({ catalogue: false, keepData: true });
    try {
      const left = await second.app.ctx.db.select({ id: sessions.id }).from(sessions);
      expect(left.map((s) => s.id)).not.toContain('expired-session-hash');
      expect(left).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('security headers', () => {
  it('sends HSTS only behind HTTPS: with an https PUBLIC_ORIGIN, or a trusted proxy saying https', async () => {
    await start();
    expect((await t.app.inject({ url: '/api/categories' })).headers['strict-transport-security']).toBeUndefined();
    await t.close();
    await start({ TRUST_PROXY: 'true' });
    const proxied = await t.app.inject({ url: '/api/categories', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    await t.close();
    await start({ PUBLIC_ORIGIN: 'https://nabta.dz' });
    const res = await t.app.inject({ url: '/api/categories' });
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  }, 120_000);

  it('sends nosniff, Referrer-Policy and X-Frame-Options on every answer, the document-only headers on HTML only', async () => {
    // Pages need the client's index.html, which a fresh clone has not built: the real template, in a folder of its own.
    const clientRoot = mkdtempSync(path.join(tmpdir(), 'nabta-headers-'));
    copyFileSync(path.resolve('src/client/index.html'), path.join(clientRoot, 'index.html'));
    t = await buildTestApp({ catalogue: false, clientRoot, env: { LOGIN_DELAY_MS: '0' } });
    const everywhere = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY' };
    for (const url of ['/api/categories', '/api/plants?limit=8', '/api/nothing-here']) {
      const res = await t.app.inject({ url });
      expect(res.headers, url).toMatchObject(everywhere);
      // COOP, Permissions-Policy and the CSP govern documents: a JSON answer need not carry them.
      for (const name of ['cross-origin-opener-policy', 'permissions-policy', 'content-security-policy']) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const html = await t.app.inject({ url: '/shop' });
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.headers).toMatchObject({
      ...everywhere,
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(self), microphone=(), geolocation=()',
    });
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  }, 120_000);
});
