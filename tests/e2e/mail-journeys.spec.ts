import { expect, test, type Browser } from '@playwright/test';
import { ar } from '../../src/shared/messages/ar';
import { emailsAr } from '../../src/shared/messages/emails.ar';
import { emailsFr } from '../../src/shared/messages/emails.fr';
import { fr } from '../../src/shared/messages/fr';
import { startSmtpFake, type ReceivedMail, type SmtpFake } from '../fakes/smtp.fake';
import { readIn } from './i18n-support';
import { startShop, waitUntilAlive } from './support';

/**
 * The links the shop mails, followed end to end as a customer would: a shop that can send e-mail
 * (`SMTP_URL` to a real SMTP server on 127.0.0.1, `PUBLIC_ORIGIN` its own address), started here from
 * the build beside the suite's shop (which has no e-mail, so its journeys' e-mails stay in the outbox).
 * French and Arabic at 360 px: the address confirmed from the link of the sign-up e-mail; a forgotten
 * password chosen again from the link of the reset e-mail, after which the old session is over.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 3000;
const BASE = `http://localhost:${PORT}`;

let smtp: SmtpFake;
let stopShop: (() => Promise<void>) | undefined;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  smtp = await startSmtpFake();
  ({ stop: stopShop } = await startShop('mail', PORT, {
    SMTP_URL: smtp.url,
    PUBLIC_ORIGIN: BASE,
    ADMIN_EMAIL: 'owner@mail.nabta.dz',
    ADMIN_PASSWORD: 'owner-mail-password',
  }));
});

test.afterAll(async () => {
  await stopShop?.();
  await smtp?.close();
});

/** The next e-mail to `to`, and the link to `page` in it (the shop's public address, a 43-character token). */
async function linkMailedTo(to: string, page: 'verify-email' | 'reset-password'): Promise<{ mail: ReceivedMail; url: string }> {
  const pattern = new RegExp(`${BASE.replace(/[.:/]/g, '\\$&')}/${page}\\?token=[A-Za-z0-9_-]{43}`);
  let found: { mail: ReceivedMail; url: string } | undefined;
  await expect
    .poll(
      () => {
        for (const mail of smtp.messages) {
          const url = mail.to.includes(to) ? pattern.exec(mail.text)?.[0] : undefined;
          if (url) found = { mail, url };
        }
        return found?.url;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return found!;
}

async function phoneIn(browser: Browser, locale: 'fr' | 'ar') {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await readIn(context, locale, BASE);
  return { context, page: await context.newPage() };
}

for (const [locale, m, emails] of [
  ['fr', fr, emailsFr],
  ['ar', ar, emailsAr],
] as const) {
  test(`in ${locale}: a new customer confirms the address from the link the shop mailed`, async ({ browser }) => {
    const { context, page } = await phoneIn(browser, locale);
    const email = `confirm.${locale}.${Date.now()}@example.dz`;
    await page.goto(`${BASE}/signup`);
    await waitUntilAlive(page);
    await page.getByLabel(m.auth.firstName, { exact: true }).fill('Samira');
    await page.getByLabel(m.auth.lastName, { exact: true }).fill('Benali');
    await page.getByLabel(m.auth.email, { exact: true }).fill(email);
    await page.getByLabel(m.auth.password, { exact: true }).fill('secret-password-1');
    await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill('secret-password-1');
    await page.getByRole('button', { name: m.auth.createAccount }).click();
    await expect(page.getByTestId('user-menu')).toBeVisible();

    await page.goto(`${BASE}/dashboard`);
    await expect(page.getByTestId('confirm-email')).toBeVisible();
    const { mail, url } = await linkMailedTo(email, 'verify-email');
    expect(mail.subject).toContain(emails.account.verifySubject.split(':')[1]!.trim());

    await page.goto(url);
    await expect(page.getByRole('heading', { name: m.auth.verifyTitle, level: 1 })).toBeVisible();
    await waitUntilAlive(page);
    await page.getByRole('button', { name: m.auth.verifyButton }).click();
    await expect(page.getByText(m.auth.verifyDone)).toBeVisible();

    await page.goto(`${BASE}/dashboard`);
    await expect(page.getByTestId('count-total')).toBeVisible();
    await expect(page.getByTestId('confirm-email')).toHaveCount(0);
    await context.close();
  });

  test(`in ${locale}: a customer who forgot the password chooses a new one from the mailed link; the old session ends`, async ({ browser }) => {
    const email = `forgot.${locale}.${Date.now()}@example.dz`;
    // Signed up (and signed in) on one phone…
    const first = await phoneIn(browser, locale);
    const signup = await first.page.request.post(`${BASE}/api/auth/signup`, {
      data: { email, firstName: 'Karim', lastName: 'Zerrouki', password: 'old-password-1' },
    });
    expect(signup.ok()).toBeTruthy();
    expect((await first.page.request.get(`${BASE}/api/auth/user`)).ok()).toBeTruthy();

    // …and the password forgotten on another.
    const { context, page } = await phoneIn(browser, locale);
    await page.goto(`${BASE}/login`);
    await waitUntilAlive(page);
    await page.getByRole('link', { name: m.auth.forgotLink }).click();
    await expect(page.getByRole('heading', { name: m.auth.forgotTitle, level: 1 })).toBeVisible();
    await waitUntilAlive(page);
    await page.getByLabel(m.auth.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: m.auth.sendLink }).click();
    await expect(page.getByTestId('forgot-answer')).toHaveText(m.auth.forgotSent);

    const { mail, url } = await linkMailedTo(email, 'reset-password');
    // In the reader's language: the closing paragraph of the reset e-mail, as the catalogue words it.
    expect(mail.text).toContain(emails.account.resetBody.split('\n\n')[3]);
    await page.goto(url);
    await waitUntilAlive(page);
    await page.getByLabel(m.auth.newPassword, { exact: true }).fill('brand-new-password');
    await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: m.auth.saveNewPassword }).click();
    await expect(page.getByText(m.auth.resetDone)).toBeVisible();

    // The first phone's session is over; the new password signs in, the old one does not.
    expect((await first.page.request.get(`${BASE}/api/auth/user`)).status()).toBe(401);
    expect((await page.request.post(`${BASE}/api/auth/login`, { data: { email, password: 'old-password-1' } })).status()).toBe(401);
    expect((await page.request.post(`${BASE}/api/auth/login`, { data: { email, password: 'brand-new-password' } })).ok()).toBeTruthy();
    await first.context.close();
    await context.close();
  });
}
