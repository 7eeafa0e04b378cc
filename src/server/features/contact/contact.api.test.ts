import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { contactMessages, settings } from '../../db/schema';
import { en } from '@shared/messages';

const m = en.contact;
const valid = {
  name: 'Amina Benali',
  email: 'Amina@Example.dz',
  subject: 'Livraison à Oran',
  message: 'Bonjour, livrez-vous un olivier à Oran avant vendredi ?',
};

let t: TestApp;
let visitor: Client;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  visitor = new Client(t.app);
});
afterEach(() => t.close());

async function admin() {
  const client = new Client(t.app);
  await logIn(client, TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

async function customer(email = 'client@example.dz') {
  const client = new Client(t.app);
  await signUp(client, { email });
  return client;
}

describe('POST /api/contact', () => {
  it('stores the message of a visitor and answers "Message envoyé !"', async () => {
    const res = await visitor.post('/api/contact', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: m.sent });

    const rows = await t.app.ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Amina Benali',
      email: 'amina@example.dz',
      subject: 'Livraison à Oran',
      message: valid.message,
      userId: null,
      readAt: null,
    });
  });

  it('links the message to the signed-in account', async () => {
    const client = await customer('yacine@example.dz');
    const me = (await client.get('/api/auth/user')).json();
    const res = await client.post('/api/contact', { ...valid, email: 'yacine@example.dz' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row?.userId).toBe(me.id);
  });

  it('rejects short fields with each French message of the spec', async () => {
    const res = await visitor.post('/api/contact', { name: 'A', email: 'pas-un-email', subject: 'ab', message: 'court' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: m.nameMin,
      email: m.emailInvalid,
      subject: m.subjectMin,
      message: m.messageMin,
    });
    expect(await t.app.ctx.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('counts characters after trimming, and reports missing fields with the same messages', async () => {
    const blank = await visitor.post('/api/contact', { ...valid, name: '   x   ', message: '      court      ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ name: m.nameMin, message: m.messageMin });

    const missing = await visitor.post('/api/contact', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      name: m.nameMin,
      email: m.emailInvalid,
      subject: m.subjectMin,
      message: m.messageMin,
    });
  });

  it('accepts the minimum lengths exactly (2, 3 and 10 characters)', async () => {
    const res = await visitor.post('/api/contact', { name: 'Li', email: 'li@example.dz', subject: 'Aïe', message: '0123456789' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an oversized message (400, not a 5xx)', async () => {
    const res = await visitor.post('/api/contact', { ...valid, message: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ message: m.tooLong });
  });

  it('is rate-limited per IP (429 after 20 messages in 10 minutes)', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await visitor.post('/api/contact', { ...valid, subject: `Question ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const res = await visitor.post('/api/contact', valid);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(en.errors.tooManyRequests);
    expect(await t.app.ctx.db.select().from(contactMessages)).toHaveLength(20);
  });
});

describe('GET /api/site/info', () => {
  it('answers the e-mail and threshold from settings, and no phone while none is set', async () => {
    const res = await visitor.get('/api/site/info');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      phone: null,
      whatsapp: null,
      email: 'contact@nabta.dz',
      minFreeShipping: '5000.00',
      seller: { name: null, address: null, rc: null, nif: null },
      privacy: { sessionDays: 30, assistantModel: false },
    });
  });

  it('answers what an admin has set, and nothing else of the settings', async () => {
    await t.app.ctx.db
      .update(settings)
      .set({
        contactPhone: ' +213 550 12 34 56 ',
        contactEmail: 'bonjour@nabta.dz',
        minFreeShippingCentimes: 600_050,
        stripeSecretKey: 'sk_test_secret',
        bankRib: '00799999000123456789',
      })
      .where(eq(settings.id, 1));
    const res = await visitor.get('/api/site/info');
    // As Algerians read it, however the number was stored.
    expect(res.json()).toMatchObject({ phone: '0550 12 34 56', whatsapp: null, email: 'bonjour@nabta.dz', minFreeShipping: '6000.50' });
    expect(res.body).not.toContain('00799999');
    expect(res.body).not.toContain('sk_test');
  });
});

describe('admin inbox', () => {
  it('refuses visitors (401) and customers (403)', async () => {
    const client = await customer();
    for (const [method, url] of [
      ['GET', '/api/admin/contact-messages'],
      ['PATCH', '/api/admin/contact-messages/1'],
      ['GET', '/api/admin/newsletter-subscribers'],
    ] as const) {
      const payload = method === 'PATCH' ? { read: true } : undefined;
      expect((await visitor.request({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(401);
      expect((await client.request({ method, url, ...(payload ? { payload } : {}) })).statusCode).toBe(403);
    }
  });

  it('lists messages newest first, paged, with the unread count', async () => {
    for (let i = 1; i <= 3; i++) {
      const res = await visitor.post('/api/contact', { ...valid, subject: `Question ${i}` });
      expect(res.statusCode).toBe(201);
    }
    const client = await admin();
    const first = await client.get('/api/admin/contact-messages?page=1&pageSize=2');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2, total: 3, unread: 3 });
    expect(body.items.map((i: { subject: string }) => i.subject)).toEqual(['Question 3', 'Question 2']);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      name: valid.name,
      email: 'amina@example.dz',
      subject: 'Question 3',
      message: valid.message,
      userId: null,
      read: false,
      readAt: null,
      createdAt: expect.any(String),
    });

    const second = (await client.get('/api/admin/contact-messages?page=2&pageSize=2')).json();
    expect(second.items.map((i: { subject: string }) => i.subject)).toEqual(['Question 1']);

    const defaults = (await client.get('/api/admin/contact-messages')).json();
    expect(defaults).toMatchObject({ page: 1, pageSize: 20, total: 3 });
  });

  it('rejects a bad page query with 400', async () => {
    const client = await admin();
    for (const qs of ['page=0', 'pageSize=101', 'page=abc']) {
      expect((await client.get(`/api/admin/contact-messages?${qs}`)).statusCode).toBe(400);
    }
  });

  it('marks a message read and unread', async () => {
    const { id } = (await visitor.post('/api/contact', valid)).json();
    const client = await admin();

    const read = await client.patch(`/api/admin/contact-messages/${id}`, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id, read: true, readAt: expect.any(String) });
    const readAt = read.json().readAt;

    // Marking it read again keeps the first read time.
    expect((await client.patch(`/api/admin/contact-messages/${id}`, { read: true })).json().readAt).toBe(readAt);
    expect((await client.get('/api/admin/contact-messages')).json().unread).toBe(0);

    const unread = await client.patch(`/api/admin/contact-messages/${id}`, { read: false });
    expect(unread.json()).toMatchObject({ id, read: false, readAt: null });
  });

  it('answers 404 for an unknown message and 400 for a bad body or id', async () => {
    const client = await admin();
    const missing = await client.patch('/api/admin/contact-messages/999', { read: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(m.notFound);
    expect((await client.patch('/api/admin/contact-messages/1', { read: 'yes' })).statusCode).toBe(400);
    expect((await client.patch('/api/admin/contact-messages/abc', { read: true })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/newsletter-subscribers', () => {
  it('lists the sign-ups newest first, paged', async () => {
    for (const email of ['a@example.dz', 'b@example.dz', 'c@example.dz']) {
      expect((await visitor.post('/api/newsletter', { email })).statusCode).toBe(200);
    }
    const client = await admin();
    const res = await client.get('/api/admin/newsletter-subscribers?pageSize=2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        { id: expect.any(Number), email: 'c@example.dz', createdAt: expect.any(String) },
        { id: expect.any(Number), email: 'b@example.dz', createdAt: expect.any(String) },
      ],
      page: 1,
      pageSize: 2,
      total: 3,
    });
  });
});
