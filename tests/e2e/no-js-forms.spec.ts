import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import type { Locale } from '../../src/shared/messages';
import { catalogues } from '../../src/shared/messages/catalogues';
import { buyablePlant, readIn } from './i18n-support';
import { rareNameWord } from './support';

/*
 * Issue 36 item 3, "forms that work before their code" (docs/decisions/032-forms-before-code.md): with
 * JavaScript off, at 360 px, in Arabic and French, the header search, sign in (a wrong password first),
 * sign up, forgot password, contact and an express cash-on-delivery order are HTML forms the server
 * takes and answers with the right page, errors beside the fields and what was typed kept.
 */

const PHONE = { ar: '0552 31 41 59', fr: '0772 31 41 59' } as const;

async function withoutJavaScript(browser: Browser, locale: Locale, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
  await readIn(context, locale, baseURL);
  return context.newPage();
}
/**
 * Waits for the server-rendered page. A renderer spends at most 250 ms of each second (decision 015,
 * `RENDER_MS_PER_SECOND`): beyond it a page goes out for the browser to draw, which with scripts off is
 * blank. On this shared CI machine a cold render can spend that alone, so a blank answer is asked again
 * (a GET: the answer of a form's 303 too) a second later, a few times; a page never rendered still fails.
 */
async function rendered(page: Page) {
  for (let i = 0; i < 4 && (await page.locator('#root > *').count()) === 0; i++) {
    await page.waitForTimeout(1100);
    await page.reload();
  }
  await expect(page.locator('#main')).toBeVisible();
}
const fitsThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

for (const locale of ['ar', 'fr'] as const) {
  const m = catalogues[locale];

  test(`without JavaScript in ${locale} at 360 px: the header search, sign up, sign in after a wrong password, forgot password`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await withoutJavaScript(browser, locale, baseURL!);

    // The header's search: a GET form to the shop's server-rendered results.
    const { plant, word } = await rareNameWord(page.request);
    await page.goto('/');
    await rendered(page);
    await page.getByRole('searchbox', { name: m.nav.searchLabel }).fill(word);
    await page.getByRole('searchbox', { name: m.nav.searchLabel }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/shop\\?search=${encodeURIComponent(word)}$`));
    await rendered(page);
    await expect(page.getByTestId('plant-card').getByRole('heading', { name: plant.translations[locale].name ?? plant.name, exact: true })).toBeVisible();
    await fitsThePhone(page);

    // Sign up: first with passwords that differ (the error beside the field, the names kept, no password), then right.
    const email = `nojs-${locale}.${Date.now()}@example.dz`;
    await page.goto('/signup');
    await rendered(page);
    await expect(page.getByRole('heading', { level: 1, name: m.auth.signupTitle })).toBeVisible();
    await page.getByLabel(m.auth.firstName, { exact: true }).fill(locale === 'ar' ? 'أمينة' : 'Amina');
    await page.getByLabel(m.auth.lastName, { exact: true }).fill(locale === 'ar' ? 'بن علي' : 'Benali');
    await page.getByLabel(m.auth.email, { exact: true }).fill(email);
    await page.getByLabel(m.auth.password, { exact: true }).fill('secret123');
    await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill('secret124');
    await page.getByRole('button', { name: m.auth.createAccount }).click();
    await expect(page).toHaveURL(/\/signup\?sf=/);
    await rendered(page);
    await expect(page.locator('#confirmPassword-error')).toHaveText(m.validation.passwordsDontMatch);
    await expect(page.getByLabel(m.auth.firstName, { exact: true })).toHaveValue(locale === 'ar' ? 'أمينة' : 'Amina');
    await expect(page.getByLabel(m.auth.email, { exact: true })).toHaveValue(email);
    await expect(page.getByLabel(m.auth.password, { exact: true })).toHaveValue('');
    await page.getByLabel(m.auth.password, { exact: true }).fill('secret123');
    await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill('secret123');
    await page.getByRole('button', { name: m.auth.createAccount }).click();
    await expect(page).toHaveURL(/\/$/);
    await rendered(page);
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await fitsThePhone(page);

    // Sign in from another browser, sent to the login page by the checkout: a wrong password first.
    const other = await withoutJavaScript(browser, locale, baseURL!);
    await other.goto('/login?next=%2Fcheckout');
    await rendered(other);
    await expect(other.getByRole('heading', { level: 1, name: m.auth.loginTitle })).toBeVisible();
    await other.getByLabel(m.auth.email, { exact: true }).fill(email);
    await other.getByLabel(m.auth.password, { exact: true }).fill('not-my-password');
    await other.getByRole('button', { name: m.auth.signIn }).click();
    await expect(other).toHaveURL(/\/login\?next=%2Fcheckout&lf=/);
    await rendered(other);
    await expect(other.locator('#password-error')).toHaveText(m.auth.invalidCredentials);
    await expect(other.getByLabel(m.auth.email, { exact: true })).toHaveValue(email);
    await expect(other.getByLabel(m.auth.password, { exact: true })).toHaveValue('');
    await fitsThePhone(other);
    await other.getByLabel(m.auth.password, { exact: true }).fill('secret123');
    await other.getByRole('button', { name: m.auth.signIn }).click();
    // Where they were going, signed in: the checkout is rendered for them, their name in its form.
    await expect(other).toHaveURL(/\/checkout$/);
    await rendered(other);
    await expect(other.getByTestId('user-menu')).toBeVisible();
    expect(((await (await other.request.get('/api/auth/user')).json()) as { email: string }).email).toBe(email);
    await other.context().close();

    // Forgot password, from a visitor's browser: the page says what the spec says after sending.
    const visitor = await withoutJavaScript(browser, locale, baseURL!);
    await visitor.goto('/login');
    await rendered(visitor);
    await visitor.getByRole('link', { name: m.auth.forgotLink }).click();
    await expect(visitor).toHaveURL(/\/forgot-password$/);
    await rendered(visitor);
    await visitor.getByLabel(m.auth.email, { exact: true }).fill('pas-une-adresse');
    await visitor.getByRole('button', { name: m.auth.sendLink }).click();
    await expect(visitor.locator('#email-error')).toBeVisible();
    await expect(visitor.getByLabel(m.auth.email, { exact: true })).toHaveValue('pas-une-adresse');
    await visitor.getByLabel(m.auth.email, { exact: true }).fill(email);
    await visitor.getByRole('button', { name: m.auth.sendLink }).click();
    // This E2E shop has no SMTP_URL: the honest answer (forgot-password.spec.ts), the same for every address.
    await expect(visitor.getByTestId('forgot-answer')).toHaveText(m.auth.forgotUnavailable);
    await fitsThePhone(visitor);
    await visitor.context().close();
    await page.context().close();
  });

  test(`without JavaScript in ${locale} at 360 px: the contact form (a mistake first) reaches the admin inbox, and an express cash-on-delivery order is placed`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const page = await withoutJavaScript(browser, locale, baseURL!);
    const c = m.contact;
    const subject = `${locale === 'ar' ? 'سؤال عن الري' : 'Question sur l’arrosage'} ${Date.now()}`;
    await page.goto('/contact');
    await rendered(page);
    const form = page.getByRole('form', { name: c.formTitle });
    await form.getByLabel(c.name, { exact: true }).fill(locale === 'ar' ? 'يوسف حداد' : 'Youcef Haddad');
    await form.getByLabel(c.email).fill('youcef@example.dz');
    await form.getByLabel(c.subject).fill(subject);
    await form.getByLabel(c.message).fill('Court');
    await form.getByRole('button', { name: c.send }).click();
    await expect(page).toHaveURL(/\/contact\?cf=/);
    await rendered(page);
    await expect(page.locator('#contact-message-error')).toHaveText(m.contact.messageMin);
    await expect(form.getByLabel(c.subject)).toHaveValue(subject);
    const message = locale === 'ar' ? 'كم مرة أسقي الصبار في صيف وهران؟ شكرا لكم.' : 'Combien de fois arroser un cactus en été à Oran ? Merci.';
    await form.getByLabel(c.message).fill(message);
    await form.getByRole('button', { name: c.send }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await rendered(page);
    await expect(page.getByRole('heading', { name: c.sent })).toBeVisible();
    await fitsThePhone(page);
    const admin = await browser.newContext();
    expect((await admin.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
    const inbox = (await (await admin.request.get('/api/admin/contact-messages?pageSize=50')).json()) as { items: { subject: string; message: string }[] };
    expect(inbox.items.find((i) => i.subject === subject)?.message).toBe(message);
    await admin.close();

    // An express cash-on-delivery order from the plant page (the commune written by name, docs/contract.md §7).
    const plant = await buyablePlant(page.request);
    await page.goto(`/plant/${plant.id}`);
    await rendered(page);
    const x = m.express.form;
    const express = page.getByTestId('express-form');
    await express.getByLabel(x.name).fill(locale === 'ar' ? 'أمينة بن علي' : 'Amina Benali');
    await express.getByLabel(x.phone, { exact: true }).fill(PHONE[locale]);
    await express.getByLabel(x.wilaya).selectOption('16');
    await express.getByLabel(x.commune, { exact: true }).fill(locale === 'ar' ? 'باب الزوار' : 'bab ezzouar');
    await express.getByLabel(x.address).fill(locale === 'ar' ? '12 حي السلام، باب الزوار' : '12 rue Didouche Mourad');
    await express.getByRole('button', { name: x.submit }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}\?key=/);
    await rendered(page);
    await expect(page.getByTestId('express-placed')).toContainText(m.express.placed.keepLink);
    await fitsThePhone(page);
    await page.context().close();
  });
}
