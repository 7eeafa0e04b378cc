import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { E2E_ADMIN } from '../../playwright.config';
import { E2E_SELLER, readIn } from './i18n-support';

/*
 * Issue 29 item 7: the owner publishes the seller's identity in the settings; the footer's Terms,
 * Privacy and Cookies links lead to pages filled from it, in French and in Arabic, on a phone.
 */

const s = en.admin.settings;
const NONE = { sellerName: '', sellerAddress: '', sellerRc: '', sellerNif: '' };

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** No part of the page is wider than a 360 px phone. */
const expectNoOverflow = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('the owner fills the seller’s identity in the settings dialog, which first says what is missing', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  expect((await page.request.patch('/api/admin/settings', { data: NONE })).status()).toBe(200);
  await page.goto('/terms');
  // Nothing published yet: the terms say so, in the reader's language (English by default).
  await expect(page.getByTestId('seller-rc')).toHaveText('not yet published by the seller');

  await page.goto('/admin');
  await page.getByRole('tab', { name: en.admin.tabs.settings }).click();
  const status = page.getByTestId('seller-identity-status');
  await expect(status).toContainText(s.sellerMissing.replace(': {parts}', ''));
  await expect(status).toContainText(s.sellerNif);

  await page.getByRole('button', { name: s.edit }).click();
  const dialog = page.getByRole('dialog', { name: s.dialogTitle });
  await dialog.getByLabel(s.sellerName, { exact: true }).fill(E2E_SELLER.sellerName);
  await dialog.getByLabel(s.sellerAddress, { exact: true }).fill(E2E_SELLER.sellerAddress);
  await dialog.getByLabel(s.sellerRc, { exact: true }).fill(E2E_SELLER.sellerRc);
  await dialog.getByLabel(s.sellerNif, { exact: true }).fill('000 016 001');
  await dialog.getByRole('button', { name: s.saveSettings }).click();
  await expect(dialog.getByText(en.admin.errors.sellerNifInvalid)).toBeVisible();
  await dialog.getByLabel(s.sellerNif, { exact: true }).fill('000 016 001 234 567');
  await dialog.getByRole('button', { name: s.saveSettings }).click();
  await expect(dialog).toBeHidden();

  await expect(status).toHaveText(s.sellerComplete);
  await expect(page.getByTestId('seller-name')).toHaveText(E2E_SELLER.sellerName);
  const audit = (await (await page.request.get('/api/admin/audit')).json()) as { key: string; newValue: string }[];
  expect(audit).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'sellerNif', newValue: E2E_SELLER.sellerNif })]));
});

test('fr, 360 px: a visitor follows the footer’s Terms link and finds the seller’s identity there and in the footer; Privacy and Cookies open from the footer', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await readIn(context, 'fr', baseURL!);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const seller = footer.getByTestId('footer-seller');
  await expect(seller).toContainText(E2E_SELLER.sellerName);
  await expect(seller.getByTestId('footer-seller-address')).toHaveText(E2E_SELLER.sellerAddress);
  await expect(seller).toContainText(`RC : ${E2E_SELLER.sellerRc}`);
  await expect(seller).toContainText(`NIF : ${E2E_SELLER.sellerNif}`);

  await footer.getByRole('link', { name: fr.footer.terms }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.getByRole('heading', { level: 1, name: fr.pages.terms })).toBeVisible();
  await expect(page).toHaveTitle(`${fr.pages.terms} | Nabta`);
  await expect(page.getByTestId('seller-name')).toHaveText(E2E_SELLER.sellerName);
  await expect(page.getByTestId('seller-address')).toHaveText(E2E_SELLER.sellerAddress);
  await expect(page.getByTestId('seller-rc')).toHaveText(E2E_SELLER.sellerRc);
  await expect(page.getByTestId('seller-nif')).toHaveText(E2E_SELLER.sellerNif);
  // The methods checkout offers, described: cash on delivery is offered in this shop.
  await expect(page.getByTestId('terms-method-cod')).toContainText(fr.checkout.methods.cod);
  await expect(page.getByRole('link', { name: 'Informations Livraison' }).first()).toHaveAttribute('href', '/shipping');
  await expectNoOverflow(page);

  await footer.getByRole('link', { name: fr.footer.privacy }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: fr.pages.privacy })).toBeVisible();
  await expect(page.getByText(/Autorité nationale de protection des données à caractère personnel/)).toBeVisible();
  await expectNoOverflow(page);

  await footer.getByRole('link', { name: fr.footer.cookies }).click();
  await expect(page).toHaveURL('/cookies');
  await expect(page.getByRole('heading', { level: 1, name: fr.pages.cookies })).toBeVisible();
  await expect(page.getByTestId('cookie-nabta_session')).toContainText('Vous garde connecté');
  await expectNoOverflow(page);
});

test('ar, 360 px: the terms in Arabic, right to left, with the identity as the owner typed it; the page arrives rendered with its head', async ({ page, context, baseURL, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await readIn(context, 'ar', baseURL!);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('footer-seller')).toContainText(`${ar.footer.rc}: ${E2E_SELLER.sellerRc}`);
  await footer.getByRole('link', { name: ar.footer.terms }).click();
  await expect(page).toHaveURL('/terms');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.pages.terms })).toBeVisible();
  await expect(page.locator('[data-testid="info-page"][lang="ar"]')).toBeVisible();
  await expect(page.getByTestId('seller-nif')).toHaveText(E2E_SELLER.sellerNif);
  await expect(page.getByText(/القانون رقم 18-05/).first()).toBeVisible();
  await expectNoOverflow(page);
  for (const path of ['/privacy', '/cookies']) {
    await footer.getByRole('link', { name: path === '/privacy' ? ar.footer.privacy : ar.footer.cookies }).click();
    await expect(page).toHaveURL(path);
    await expectNoOverflow(page);
  }

  // Crawlers and link previews: the server sends the page with its text, title, description and canonical address.
  const html = await (await request.get('/terms', { headers: { cookie: 'lang=ar' } })).text();
  expect(html).toContain(`<title>${ar.pages.terms} | نبتة</title>`);
  expect(html).toContain(ar.pageDescriptions.terms);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/terms"/);
  expect(html).toContain(E2E_SELLER.sellerRc);
  expect(await (await request.get('/sitemap.xml')).text()).toMatch(/\/terms<\/loc>[\s\S]*\/privacy<\/loc>[\s\S]*\/cookies<\/loc>/);
});
