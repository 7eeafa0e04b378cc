import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/contracts/auth';
import { en } from '@shared/messages';
import { fr } from '@shared/messages/fr';
import { startSmtpFake, type SmtpFake } from '../../../../tests/fakes/smtp.fake';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { orderPayload } from '../../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { emailOutbox, emailVerifications, type PlantRow } from '../../db/schema';
import { isolated } from '@shared/domain/typed-text';

// docs/contract.md §2 "Accounts are real": a new or changed address is confirmed by a single-use link, and
// the shop's e-mails about orders go only to a confirmed address (issue 25 item 4).

const ORIGIN = 'https://nabta.example';
let t: TestApp | undefined;
let smtp: SmtpFake | undefined;
let plant: PlantRow;
afterEach(async () => {
  await t?.close();
  await smtp?.close();
  t = smtp = undefined;
});

async function shop(env: Record<string, string>) {
  t = await buildTestApp({ catalogue: false, env });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  plant = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 50 });
}

async function shopWithMail() {
  smtp = await startSmtpFake();
  await shop({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN });
}

const tokenIn = (text: string) => {
  const url = /https:\/\/nabta\.example\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(text);
  expect(url, text).not.toBeNull();
  return url![1]!;
};
const verify = (token: string) => new Client(t!.app).post('/api/auth/verify-email', { token });
const me = async (client: Client) => (await client.get('/api/auth/user')).json() as CurrentUser;
const order = async (client: Client) => {
  const res = await client.post('/api/orders', orderPayload([{ plant, quantity: 1 }]));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};
const customerMails = (orderId: string) =>
  t!.app.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.toAddress, 'amina@example.dz')));

// Each test starts a shop, an SMTP server and argon2 hashes: more than the default 30 s on a busy machine.
describe('e-mail verification', { timeout: 90_000 }, () => {
  it('mails a link at sign-up in the reader’s language; until it is opened the shop sends no order e-mail, then it does', async () => {
    await shopWithMail();
    const customer = new Client(t!.app);
    const signup = await customer.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'amina@example.dz', password: 'secret123', firstName: 'Amina', lastName: 'Benali' },
      headers: { 'accept-language': 'fr' },
    });
    expect(signup.statusCode).toBe(201);
    expect((await me(customer)).emailVerified).toBe(false);
    const [mail] = await smtp!.waitFor(1);
    expect(mail!.to).toEqual(['amina@example.dz']);
    expect(mail!.subject).toBe(fr.emails.account.verifySubject.replace('{site}', isolated('Nabta')));
    const token = tokenIn(mail!.text);
    // Only the hash is stored, and no admin reads the link in the outbox.
    expect((await t!.app.ctx.db.select().from(emailVerifications))[0]!.tokenHash).not.toBe(token);
    const owner = new Client(t!.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    const outbox = (await owner.get('/api/admin/outbox')).json() as { kind: string; text: string }[];
    expect(outbox.find((m) => m.kind === 'verify-email')).toMatchObject({ text: '' });

    // Unconfirmed: the order is placed and shown, but nothing is mailed to the typed-in address.
    const before = await order(customer);
    expect(await customerMails(before.id)).toHaveLength(0);

    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: en.auth.verifyDone });
    expect((await me(customer)).emailVerified).toBe(true);
    const after = await order(customer);
    expect((await customerMails(after.id)).map((m) => m.kind)).toEqual(['order_bank_transfer']);

    // Once only.
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(en.auth.verifyLinkInvalid);
  });

  it('makes a changed address unconfirmed and mails the new one its own link; the old link no longer confirms anything', async () => {
    await shopWithMail();
    const customer = new Client(t!.app);
    await signUp(customer);
    const oldToken = tokenIn((await smtp!.waitFor(1))[0]!.text);
    const changed = await customer.patch('/api/profile', { firstName: 'Amina', lastName: 'Benali', email: 'amina.b@example.dz', currentPassword: 'secret123' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as CurrentUser).emailVerified).toBe(false);
    // The new address's link, and the notice to the old one (issue 37).
    const mails = await smtp!.waitFor(3);
    const link = mails.find((m) => m.to.includes('amina.b@example.dz'));
    expect(mails.slice(1).map((m) => m.to[0]).sort()).toEqual(['amina.b@example.dz', 'amina@example.dz']);
    expect((await verify(oldToken)).statusCode).toBe(400);
    expect((await me(customer)).emailVerified).toBe(false);
    expect((await verify(tokenIn(link!.text))).statusCode).toBe(200);
    expect((await me(customer)).emailVerified).toBe(true);
  });

  it('sends the link again on request, at most once a minute, and says when there is nothing to confirm', async () => {
    await shopWithMail();
    const customer = new Client(t!.app);
    await signUp(customer);
    await smtp!.waitFor(1);
    const resend = await customer.post('/api/auth/resend-verification');
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toBe(en.auth.verifySent.replace('{email}', 'amina@example.dz'));
    // The sign-up's link went out less than a minute ago: no second e-mail yet.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp!.messages).toHaveLength(1);
    expect((await new Client(t!.app).post('/api/auth/resend-verification')).statusCode).toBe(401);

    await verify(tokenIn(smtp!.messages[0]!.text));
    expect((await customer.post('/api/auth/resend-verification')).json().message).toBe(en.auth.verifyDone);
  });

  it('refuses a forged, malformed or unknown token with a 400', async () => {
    await shopWithMail();
    for (const token of ['A'.repeat(43), 'short', '../../etc/passwd']) {
      const res = await verify(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json().message).toBe(en.auth.verifyLinkInvalid);
    }
    // A NUL byte is refused before any route reads the body (the app's own guard), still a 400.
    expect((await verify(`${'x'.repeat(42)}\u0000`)).statusCode).toBe(400);
  });

  it('without SMTP_URL and PUBLIC_ORIGIN confirms nothing, says so, and keeps writing order e-mails to the outbox', async () => {
    await shop({});
    const customer = new Client(t!.app);
    await signUp(customer);
    expect((await me(customer)).emailVerified).toBeNull();
    const resend = await customer.post('/api/auth/resend-verification');
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe(en.auth.verifyUnavailable);
    const placed = await order(customer);
    expect(await customerMails(placed.id)).toHaveLength(1);
  });

  it('counts accounts older than verification, and the configured admin, as confirmed', async () => {
    await shopWithMail();
    const owner = new Client(t!.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await me(owner)).emailVerified).toBe(true);
  });
});
