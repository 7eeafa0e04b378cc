import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '@shared/messages';
import { catalogues } from '@shared/messages/catalogues';
import { startSmtpFake, type ReceivedMail, type SmtpFake } from '../../../../tests/fakes/smtp.fake';
import { careShop, gardener, type CareShop } from '../../../../tests/factories/care';
import { buildTestApp, Client, type TestApp } from '../../../../tests/helpers/test-app';
import { careGardens, emailOutbox, plants, users } from '../../db/schema';
import { deliverDueEmails, drainDeliveries } from '../outbox/outbox.service';
import { sweepDigests } from './care.digest';

// The weekly e-mail (docs/decisions/027-plant-care.md): once a week, to a confirmed address of a customer who asked
// for it, with a link that turns it off without signing in (RFC 8058 one-click too).

const { ar, fr } = catalogues;
const ORIGIN = 'https://nabta.example';
const DAY = 86_400_000;
let smtp: SmtpFake;
let t: TestApp;
let extra: TestApp | undefined;
let shop: CareShop;

const env = () => ({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN });

beforeEach(async () => {
  smtp = await startSmtpFake();
  shop = await careShop(env());
  t = shop.t;
});
afterEach(async () => {
  await extra?.close();
  extra = undefined;
  await t.close();
  await smtp.close();
});

const confirm = (userId: string) => t.app.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));

/** A gardener (tests/factories/care.ts) who, unless said otherwise, asked for the weekly e-mail in `lang`. */
async function weeklyReader(email: string, lang: 'en' | 'fr' | 'ar', opts: { confirmed?: boolean; weekly?: boolean } = {}) {
  const { client, userId } = await gardener(shop, email, { confirmed: opts.confirmed });
  if (opts.weekly !== false) {
    const on = await client.request({ method: 'PATCH', url: '/api/care/settings', payload: { weeklyEmail: true }, headers: { 'accept-language': lang } });
    expect(on.json()).toMatchObject({ weeklyEmail: true });
  }
  return { client, userId, email };
}

const digestRows = () => t.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'care-weekly'));

async function deliveredDigests(subject: string): Promise<ReceivedMail[]> {
  // A queued mail leaves at once after its commit, in the background: that send may hold it (claimed, not
  // yet at the SMTP server) while the loop below finds nothing due. Wait for it first (CI saw none arrive).
  await drainDeliveries();
  while ((await deliverDueEmails(t.app.ctx)).sent > 0);
  return smtp.messages.filter((m) => m.subject === subject);
}

const tokenIn = (text: string) => {
  const link = /https:\/\/nabta\.example\/my-plants\/weekly-email\?token=([0-9a-f-]{36}\.[A-Za-z0-9_-]{43})/.exec(text);
  expect(link, text).not.toBeNull();
  return link![1]!;
};

describe('the weekly e-mail', { timeout: 120_000 }, () => {
  it('mails a confirmed customer who asked for it the week’s care in their language, with one-click unsubscribe headers; once a week', async () => {
    const amina = await weeklyReader('amina@example.dz', 'ar');
    // A catalogue plant with an Arabic name is named in Arabic; the one without keeps its default name.
    await t.app.ctx.db.update(plants).set({ nameAr: 'سرخس بوسطن' }).where(eq(plants.id, shop.fern.id));
    const now = new Date();
    expect(await sweepDigests(t.app.ctx, now)).toEqual({ due: 1, queued: 1 });
    const [mail, more] = await deliveredDigests(ar.care.reminders.emailSubject);
    expect(more).toBeUndefined();
    expect(mail!.to).toEqual([amina.email]);
    expect(mail!.text).toContain(ar.care.reminders.emailIntro);
    // Both plants were never watered in 60 days: watering is due (today), named with the Arabic task.
    expect(mail!.text).toMatch(/سرخس بوسطن\u2069: السقي في /);
    expect(mail!.text).toMatch(/Coussin de belle-mère\u2069: السقي في /);
    expect(mail!.text).toContain(`${ORIGIN}/my-plants\n`);
    const token = tokenIn(mail!.text);
    const head = mail!.raw.slice(0, mail!.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
    expect(head).toMatch(new RegExp(`^List-Unsubscribe: <${ORIGIN}/api/care/weekly-email/unsubscribe\\?token=${token.replace('.', '\\.')}>`, 'm'));
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    // The same week again (another sweep, later that day): nothing; the next week: one more.
    expect(await sweepDigests(t.app.ctx, new Date(now.getTime() + 3_600_000))).toEqual({ due: 0, queued: 0 });
    expect(await sweepDigests(t.app.ctx, new Date(now.getTime() + 7 * DAY))).toMatchObject({ queued: 1 });
    expect(await digestRows()).toHaveLength(2);
  });

  it('with two app instances sweeping at once, each customer’s digest is queued exactly once', async () => {
    const customers = [];
    for (let i = 0; i < 5; i++) customers.push(await weeklyReader(`client${i}@example.dz`, i % 2 ? 'ar' : 'fr'));
    extra = await buildTestApp({ catalogue: false, keepData: true, env: env() });
    const [a, b] = await Promise.all([sweepDigests(t.app.ctx), sweepDigests(extra.app.ctx)]);
    expect(a.queued + b.queued).toBe(5);
    expect((await digestRows()).map((r) => r.toAddress).sort()).toEqual(customers.map((c) => c.email).sort());
    // Each instance sends what it queued right after its commit: the other's mails may still be on their way.
    const digests = () => smtp.messages.filter((m) => [fr.care.reminders.emailSubject, ar.care.reminders.emailSubject].includes(m.subject));
    await deliveredDigests(fr.care.reminders.emailSubject);
    await expect.poll(() => digests().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(5);
    expect(digests().flatMap((m) => m.to).sort()).toEqual(customers.map((c) => c.email).sort());
  });

  it('mails no unconfirmed address and no one who did not ask; a customer who confirms later gets theirs', async () => {
    const yacine = await weeklyReader('yacine@example.dz', 'fr', { confirmed: false });
    await weeklyReader('karim@example.dz', 'fr', { weekly: false });
    expect(await sweepDigests(t.app.ctx)).toEqual({ due: 0, queued: 0 });
    expect(await digestRows()).toEqual([]);
    await confirm(yacine.userId);
    expect(await sweepDigests(t.app.ctx)).toEqual({ due: 1, queued: 1 });
    expect((await digestRows()).map((r) => r.toAddress)).toEqual(['yacine@example.dz']);
  });

  it('the link turns it off without a session (page: GET then POST; mail client: one-click form POST); another’s or an altered token is a 400 and changes nothing', async () => {
    const amina = await weeklyReader('amina@example.dz', 'fr');
    const yacine = await weeklyReader('yacine@example.dz', 'en');
    await sweepDigests(t.app.ctx);
    const mails = await deliveredDigests(fr.care.reminders.emailSubject);
    const token = tokenIn(mails.find((m) => m.to.includes(amina.email))!.text);
    const [, sig] = token.split('.');
    const stranger = new Client(t.app);
    const weekly = async (userId: string) => (await t.app.ctx.db.select().from(careGardens).where(eq(careGardens.userId, userId)))[0]!.weeklyEmail;

    expect((await stranger.get(`/api/care/weekly-email?token=${token}`)).json()).toEqual({ weeklyEmail: true });
    const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const forgeries = [altered, `${yacine.userId}.${sig}`, `${amina.userId}.${'A'.repeat(43)}`, `${crypto.randomUUID()}.${sig}`];
    for (const bad of forgeries) {
      for (const res of [await stranger.get(`/api/care/weekly-email?token=${bad}`), await stranger.post(`/api/care/weekly-email/unsubscribe?token=${bad}`)]) {
        expect(res.statusCode, bad).toBe(400);
        expect(res.json(), bad).toEqual({ message: en.care.reminders.emailLinkInvalid });
      }
    }
    const malformed = await stranger.post(`/api/care/weekly-email/unsubscribe?token=${encodeURIComponent("' or 1=1 --")}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: expect.any(String), fieldErrors: { token: en.care.reminders.emailLinkInvalid } });
    expect([await weekly(amina.userId), await weekly(yacine.userId)]).toEqual([true, true]);

    // A mail client's one-click POST (RFC 8058): form-encoded, no cookie, no Origin.
    const oneClick = await stranger.request({
      method: 'POST',
      url: `/api/care/weekly-email/unsubscribe?token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ weeklyEmail: false });
    expect([await weekly(amina.userId), await weekly(yacine.userId)]).toEqual([false, true]);
    expect(((await amina.client.get('/api/care/plants')).json() as { weeklyEmail: boolean }).weeklyEmail).toBe(false);
    // The page's POST (no body) is the same, and again is harmless.
    expect((await stranger.post(`/api/care/weekly-email/unsubscribe?token=${token}`)).json()).toEqual({ weeklyEmail: false });
    expect((await stranger.post(`/api/care/weekly-email/unsubscribe?token=${token}`, { extra: 1 })).statusCode).toBe(400);

    // Off: the next week brings nothing to her, and still one to Yacine.
    expect(await sweepDigests(t.app.ctx, new Date(Date.now() + 7 * DAY))).toEqual({ due: 1, queued: 1 });
    expect((await t.app.ctx.db.select().from(emailOutbox).where(and(eq(emailOutbox.kind, 'care-weekly'), eq(emailOutbox.toAddress, amina.email))))).toHaveLength(1);
  });
});
