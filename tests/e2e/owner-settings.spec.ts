import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ShippingWilaya } from '../../src/shared/contracts/shipping';
import { en as messages, type Locale } from '../../src/shared/messages';
import { E2E_ADMIN, E2E_BANK } from '../../playwright.config';
import { CATALOGUES, expectPageLanguage, readIn } from './i18n-support';

/*
 * docs/contract.md §2 "Admins are not all equal": where the money goes is the owner's. An admin who is
 * not the owner sees the payment settings read-only (and cannot change them); the owner reads who
 * changed what in the audit log. In English, then once more on a phone (360 px): the other admin in
 * Arabic, the owner in French.
 */

const a = messages.admin;
const t = messages.trust;
const stamp = Date.now();
const ADMIN = { email: `nadia.${stamp}@e2e.nabta.dz`, password: 'nadia-admin-pass' };

// Two accounts, two sign-ins and the settings dialog: more than the default 30 s on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('an admin who is not the owner sees the payment settings read-only and changes the rest', async ({ page, browser }) => {
  const owner = await browser.newContext();
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const created = await owner.request.post('/api/admin/users', { data: { ...ADMIN, firstName: 'Nadia', lastName: 'Admin', role: 'admin' } });
  expect(created.status()).toBe(201);
  await owner.close();

  expect((await page.request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: t.audit.tab })).toHaveCount(0);
  await page.getByRole('tab', { name: a.tabs.settings }).click();
  await expect(page.getByTestId('owner-only-hint').first()).toHaveText(t.settings.ownerOnlyHint);

  await page.getByRole('button', { name: a.settings.edit }).click();
  const dialog = page.getByRole('dialog', { name: a.settings.dialogTitle });
  await expect(dialog.getByLabel(a.settings.bankRib, { exact: true })).toBeDisabled();
  await expect(dialog.getByLabel(a.settings.bankRib, { exact: true })).toHaveValue(E2E_BANK.bankRib);
  await expect(dialog.getByLabel(a.settings.chargilySecretKey, { exact: true })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: messages.checkout.methods.cod })).toBeDisabled();
  await expect(dialog.getByLabel(a.settings.siteDescription, { exact: true })).toBeEnabled();
  await dialog.getByLabel(a.settings.siteDescription, { exact: true }).fill(`Plantes d’Algérie ${stamp}`);
  await dialog.getByRole('button', { name: a.settings.saveSettings }).click();
  await expect(dialog).toBeHidden();

  // Past the page, the server says no as well.
  const refused = await page.request.patch('/api/admin/settings', { data: { bankRib: '00799999999999999999' } });
  expect(refused.status()).toBe(403);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
});

test('the owner reads who changed what in the audit log', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await page.getByRole('tab', { name: t.audit.tab }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: ADMIN.email }).filter({ hasText: a.settings.siteDescription });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`Plantes d’Algérie ${stamp}`);
  // The owner made her an admin: that is a line too (issue 37), naming her.
  const role = page.getByTestId('audit-entry').filter({ hasText: a.users.changeRole.replace('{name}', ADMIN.email) });
  await expect(role).toHaveCount(1);
  await expect(role).toContainText(a.users.roleAdmin);
});

test('the owner sets the order rules in the settings dialog: unpaid orders, COD calls, the new wilayas’ date', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await page.getByRole('tab', { name: a.tabs.settings }).click();
  const open = async () => {
    await page.getByRole('button', { name: a.settings.edit }).click();
    return page.getByRole('dialog', { name: a.settings.dialogTitle });
  };
  let dialog = await open();
  await expect(dialog.getByLabel(a.settings.bankTransferDays, { exact: true })).toHaveValue('7');
  await expect(dialog.getByLabel(a.settings.newWilayasFrom, { exact: true })).toHaveValue('2027-01-01');
  await dialog.getByLabel(a.settings.codConfirmAttempts, { exact: true }).fill('0');
  await dialog.getByRole('button', { name: a.settings.saveSettings }).click();
  await expect(dialog.getByText(a.errors.codConfirmAttemptsInvalid)).toBeVisible();
  await dialog.getByLabel(a.settings.codConfirmAttempts, { exact: true }).fill('4');
  await dialog.getByLabel(a.settings.bankTransferDays, { exact: true }).fill('5');
  await dialog.getByLabel(a.settings.newWilayasFrom, { exact: true }).fill('2026-12-15');
  await dialog.getByRole('button', { name: a.settings.saveSettings }).click();
  await expect(dialog).toBeHidden();

  dialog = await open();
  await expect(dialog.getByLabel(a.settings.codConfirmAttempts, { exact: true })).toHaveValue('4');
  await expect(dialog.getByLabel(a.settings.bankTransferDays, { exact: true })).toHaveValue('5');
  await expect(dialog.getByLabel(a.settings.newWilayasFrom, { exact: true })).toHaveValue('2026-12-15');
  // The other journeys of this shop expect the defaults back.
  const restored = await page.request.patch('/api/admin/settings', { data: { codConfirmAttempts: 3, bankTransferDays: 7, newWilayasFrom: '2027-01-01' } });
  expect(restored.status()).toBe(200);
});

const PHONE = { width: 360, height: 740 };
const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
const ratesBody = (rows: ShippingWilaya[]) => ({
  rates: rows.filter((w) => w.days !== null).map((w) => ({ wilaya: Number(w.code), home: w.home, desk: w.desk, daysMin: w.days!.min, daysMax: w.days!.max })),
});
let ratesBefore: ShippingWilaya[] = [];

/** `account`'s admin page on a phone, in `locale`. */
async function adminOnPhone(browser: Browser, baseURL: string, locale: Locale, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: PHONE });
  await readIn(context, locale, baseURL);
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/login', { data: account })).ok()).toBeTruthy();
  await page.goto('/admin');
  await expectPageLanguage(page, locale);
  return { context, page };
}

test('ar, 360 px: the admin who is not the owner sees the payment settings read-only, in Arabic on a phone', async ({ browser, baseURL }) => {
  const { context, page } = await adminOnPhone(browser, baseURL!, 'ar', ADMIN);
  const ar = CATALOGUES.ar;
  await expect(page.getByRole('tab', { name: ar.trust.audit.tab })).toHaveCount(0);
  await page.getByRole('tab', { name: ar.admin.tabs.settings }).click();
  await expect(page.getByTestId('owner-only-hint').first()).toHaveText(ar.trust.settings.ownerOnlyHint);
  await page.getByRole('button', { name: ar.admin.settings.edit }).click();
  const dialog = page.getByRole('dialog', { name: ar.admin.settings.dialogTitle });
  await expect(dialog.getByLabel(ar.admin.settings.bankRib, { exact: true })).toBeDisabled();
  await expect(dialog.getByLabel(ar.admin.settings.bankRib, { exact: true })).toHaveValue(E2E_BANK.bankRib);
  await expect(dialog.getByLabel(ar.admin.settings.chargilySecretKey, { exact: true })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: ar.checkout.methods.cod })).toBeDisabled();
  await expect(dialog.getByLabel(ar.admin.settings.siteDescription, { exact: true })).toBeEnabled();
  await noSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The rates table is any admin's: this admin changes Oran's home fee (the owner reads it in the log below).
  ratesBefore = (await (await page.request.get('/api/shipping/wilayas')).json()) as ShippingWilaya[];
  const changed = ratesBefore.map((w) => (w.code === '31' ? { ...w, home: '650.00' } : w));
  expect((await page.request.put('/api/admin/shipping-rates', { data: ratesBody(changed) })).status()).toBe(200);
  await context.close();
});

test('fr, 360 px: the owner reads in French who changed the site description and Oran’s shipping rate', async ({ browser, baseURL }) => {
  const { context, page } = await adminOnPhone(browser, baseURL!, 'fr', E2E_ADMIN);
  const fr = CATALOGUES.fr;
  try {
    await page.getByRole('tab', { name: fr.trust.audit.tab }).click();
    const entries = page.getByTestId('audit-entry').filter({ hasText: ADMIN.email });
    await expect(entries.filter({ hasText: fr.admin.settings.siteDescription })).toContainText(`Plantes d’Algérie ${stamp}`);
    const oran = entries.filter({ hasText: `${fr.admin.settings.ratesTitle} · 31 Oran` });
    await expect(oran).toHaveCount(1);
    await expect(oran).toContainText(`${fr.admin.settings.ratesHome} 650.00`);
    await expect(oran).toContainText(fr.admin.settings.ratesDesk);
    await noSidewaysScroll(page);
  } finally {
    // The other journeys of this shop expect the rates as they were.
    if (ratesBefore.length > 0) expect((await page.request.put('/api/admin/shipping-rates', { data: ratesBody(ratesBefore) })).status()).toBe(200);
    await context.close();
  }
});
