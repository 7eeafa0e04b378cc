import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '@shared/messages';
import { ar } from '@shared/messages/ar';
import { startSmtpFake, type SmtpFake } from '../../../../tests/fakes/smtp.fake';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { passwordResets } from '../../db/schema';
import { settleBackground } from '../../lib/background';
import { RESET_LINK_INTERVAL_MS } from './password-reset';

// docs/contract.md §2 "Accounts are real": a forgotten password is reset by a single-use, expiring link
// mailed to the account's own address; the answer never tells whether an address has an account.

const ORIGIN = 'https://nabta.example';
let t: TestApp | undefined;
let smtp: SmtpFake | undefined;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = smtp = undefined;
});

async function shopWithMail() {
  smtp = await startSmtpFake();
  t = await buildTestApp({ catalogue: false, env: { SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN } });
  const customer = new Client(t.app);
  await signUp(customer, { email: 'amina@example.dz', password: 'old-password' });
  // Signing up mailed the address confirmation (email-verification.api.test.ts): these tests read what follows.
  await smtp.waitFor(1);
  smtp.messages.length = 0;
  return customer;
}

const linkIn = (text: string) => {
  const url = /https:\/\/nabta\.example\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text);
  expect(url, text).not.toBeNull();
  return url![1]!;
};

// Each test starts a shop, an SMTP server and argon2 hashes: more than the default 30 s on a busy machine.
describe('POST /api/auth/forgot-password', { timeout: 90_000 }, () => {
  it('mails a link to an account’s own address, in the reader’s language, and answers an unknown address the same', async () => {
    await shopWithMail();
    const visitor = new Client(t!.app);
    const known = await visitor.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'Amina@Example.dz' }, headers: { 'accept-language': 'ar' } });
    const unknown = await visitor.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.dz' }, headers: { 'accept-language': 'ar' } });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: ar.auth.forgotSent });
    expect(unknown.json()).toEqual(known.json());

    const [mail] = await smtp!.waitFor(1);
    expect(mail!.to).toEqual(['amina@example.dz']);
    // No name the account chose in a mail to an address it may not own yet (issue 37).
    expect(mail!.text.startsWith('مرحبًا،')).toBe(true);
    expect(mail!.text).not.toContain('Amina');
    linkIn(mail!.text);
    // Only the token's hash is kept; no admin reads the link in the outbox.
    const rows = await t!.app.ctx.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(mail!.text).not.toContain(rows[0]!.tokenHash);
    const owner = new Client(t!.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    const outbox = (await owner.get('/api/admin/outbox')).json() as { kind: string; text: string }[];
    expect(outbox.find((m) => m.kind === 'password-reset')).toMatchObject({ text: '' });
  });

  it('answers before it looks the address up, so how long it takes cannot tell whether the account exists', async () => {
    await shopWithMail();
    // Someone else holds the accounts' rows (and, on PGlite, the one connection): any lookup would wait.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const busy = t!.app.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from users for update`);
      locked();
      await held;
    });
    await isLocked;
    const answer = await Promise.race([
      new Client(t!.app).post('/api/auth/forgot-password', { email: 'amina@example.dz' }).then((r) => r.statusCode),
      new Promise((resolve) => setTimeout(() => resolve('still waiting for the database'), 3000)),
    ]);
    release();
    await busy;
    expect(answer).toBe(200);
    // The link still goes, once the database is free.
    linkIn((await smtp!.waitFor(1))[0]!.text);
  });

  it('sends one link a minute per account, however many requests arrive at once', async () => {
    await shopWithMail();
    const visitor = new Client(t!.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => visitor.post('/api/auth/forgot-password', { email: 'amina@example.dz' })));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await settleBackground(t!.app.ctx);
    expect(await t!.app.ctx.db.$count(passwordResets)).toBe(1);
  });

  it('sends no second link within the minute, and a new one after it', async () => {
    await shopWithMail();
    const ask = () => new Client(t!.app).post('/api/auth/forgot-password', { email: 'amina@example.dz' });
    expect((await ask()).statusCode).toBe(200);
    await smtp!.waitFor(1);
    expect((await ask()).statusCode).toBe(200);
    await settleBackground(t!.app.ctx);
    expect(await t!.app.ctx.db.$count(passwordResets)).toBe(1);

    // The first link was made a minute ago: the next request mails a second one.
    const [first] = await t!.app.ctx.db.select().from(passwordResets);
    await t!.app.ctx.db.update(passwordResets).set({ createdAt: new Date(Date.now() - RESET_LINK_INTERVAL_MS - 1000) }).where(eq(passwordResets.tokenHash, first!.tokenHash));
    expect((await ask()).statusCode).toBe(200);
    const mails = await smtp!.waitFor(2);
    expect(mails).toHaveLength(2);
    expect(linkIn(mails[1]!.text)).not.toBe(linkIn(mails[0]!.text));
    expect(await t!.app.ctx.db.$count(passwordResets)).toBe(2);
  });

  it('throttles one address: past 20 requests in ten minutes it answers 429 with a message, whatever the address asked about', async () => {
    await shopWithMail();
    const ask = (email: string, from: string) => t!.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: from, payload: { email } });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await ask(`someone${i}@example.dz`, '203.0.113.40')).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await ask('amina@example.dz', '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: en.errors.tooManyRequests });
    // Another address is not throttled by it.
    expect((await ask('amina@example.dz', '203.0.113.41')).statusCode).toBe(200);
    await settleBackground(t!.app.ctx);
    expect(await t!.app.ctx.db.$count(passwordResets)).toBe(1);
  });

  // SMTP without a public address no longer starts (findings-round3.api.test.ts): a shop without SMTP is the case left.
  it('says plainly that the shop cannot reset by e-mail when it has no SMTP, and keeps no link', async () => {
    for (const env of [{ PUBLIC_ORIGIN: ORIGIN }, {}] as Record<string, string>[]) {
      t = await buildTestApp({ catalogue: false, env });
      await signUp(new Client(t.app), { email: 'amina@example.dz' });
      const res = await new Client(t.app).post('/api/auth/forgot-password', { email: 'amina@example.dz' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: en.auth.forgotUnavailable });
      expect(await t.app.ctx.db.$count(passwordResets)).toBe(0);
      await t.close();
      t = undefined;
    }
  });

  it('refuses what is not an e-mail address with a 400 and the field’s message', async () => {
    await shopWithMail();
    for (const email of ['', 'amina', 'a\u0000@example.dz', 42]) {
      const res = await new Client(t!.app).post('/api/auth/forgot-password', { email });
      expect(res.statusCode, String(email)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });
});

describe('POST /api/auth/reset-password', { timeout: 90_000 }, () => {
  it('sets the new password once, ends every session of the account, and the old password no longer works', async () => {
    const customer = await shopWithMail();
    expect((await customer.get('/api/auth/user')).statusCode).toBe(200);
    await new Client(t!.app).post('/api/auth/forgot-password', { email: 'amina@example.dz' });
    const token = linkIn((await smtp!.waitFor(1))[0]!.text);

    const visitor = new Client(t!.app);
    const done = await visitor.post('/api/auth/reset-password', { token, password: 'brand-new-password' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: en.auth.resetDone });

    // The signed-in browser is signed out; the old password is refused, the new one works.
    expect((await customer.get('/api/auth/user')).statusCode).toBe(401);
    expect((await new Client(t!.app).post('/api/auth/login', { email: 'amina@example.dz', password: 'old-password' })).statusCode).toBe(401);
    await logIn(new Client(t!.app), 'amina@example.dz', 'brand-new-password');

    // Single use.
    const again = await visitor.post('/api/auth/reset-password', { token, password: 'another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en.auth.resetLinkInvalid);
  });

  it('refuses an expired link, a made-up token and a weak password, and changes nothing', async () => {
    await shopWithMail();
    await new Client(t!.app).post('/api/auth/forgot-password', { email: 'amina@example.dz' });
    const token = linkIn((await smtp!.waitFor(1))[0]!.text);
    const visitor = new Client(t!.app);

    const weak = await visitor.post('/api/auth/reset-password', { token, password: '123' });
    expect(weak.statusCode).toBe(400);
    for (const bad of ['A'.repeat(43), 'short', `${token}\u0000`]) {
      const res = await visitor.post('/api/auth/reset-password', { token: bad, password: 'brand-new-password' });
      expect(res.statusCode, bad).toBe(400);
    }
    await t!.app.ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, (await t!.app.ctx.db.select().from(passwordResets))[0]!.userId));
    const expired = await visitor.post('/api/auth/reset-password', { token, password: 'brand-new-password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(en.auth.resetLinkInvalid);
    await logIn(new Client(t!.app), 'amina@example.dz', 'old-password');
  });
});
