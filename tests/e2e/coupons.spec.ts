import { expect, test, type Browser } from '@playwright/test';
import { percentOf } from '../../src/shared/domain/discounts';
import { formatMoney, parseMoney } from '../../src/shared/domain/money';
import type { Locale } from '../../src/shared/messages';
import { catalogues } from '../../src/shared/messages/catalogues';
import { buyablePlant, readIn, signInAsAdmin } from './i18n-support';
import { chooseWilaya, signUpInBrowser, waitUntilAlive } from './support';

/*
 * Codes and offers (docs/contract.md §8, decision 036): a buyer on a 360 px phone types the owner's code
 * in the express form, sees the discount before ordering, and finds it on the confirmation page; without
 * JavaScript the code travels with the HTML form.
 */

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL! });
  await signInAsAdmin(context.request);
  const res = await context.request.post('/api/admin/coupons', { data: { code: 'PRINTEMPS10', kind: 'percent', value: 10 } });
  expect([201, 409]).toContain(res.status());
  await context.close();
});

async function orderWithCode(browser: Browser, baseURL: string, locale: Locale, javaScriptEnabled: boolean, phone: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled });
  await readIn(context, locale, baseURL);
  const page = await context.newPage();
  const plant = await buyablePlant(page.request);
  await page.goto(`/plant/${plant.id}`);
  if (javaScriptEnabled) await waitUntilAlive(page);
  const x = catalogues[locale].express.form;
  const c = catalogues[locale].coupons;
  const form = page.getByTestId('express-form');
  await form.getByLabel(x.name).fill(locale === 'ar' ? 'أمينة بن علي' : 'Amina Benali');
  await form.getByLabel(x.phone, { exact: true }).fill(phone);
  await form.getByLabel(x.wilaya).selectOption('16');
  await form.getByLabel(x.address).fill(locale === 'ar' ? '12 حي السلام، باب الزوار' : '12 rue Didouche Mourad');
  await form.getByLabel(c.field.label).fill('printemps10');
  if (javaScriptEnabled) {
    await form.getByRole('button', { name: c.field.apply }).click();
    // The server's quote: the discount line with the owner's code, before ordering.
    await expect(page.getByTestId('express-discount')).toHaveText(`−${formatMoney(locale, percentOf(parseMoney(plant.price!)!, 10))}`);
    await expect(page.getByTestId('express-totals')).toContainText('PRINTEMPS10');
  }
  await form.getByRole('button', { name: x.submit }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}\?key=/);
  // 10 % of the plant's price, half up to the centime, as the reader writes money; the code named beside it.
  const amount = `−${formatMoney(locale, percentOf(parseMoney(plant.price!)!, 10))}`;
  await expect(page.getByTestId('order-discount')).toHaveText(amount);
  await expect(page.locator('[data-price]').filter({ has: page.getByTestId('order-discount') })).toContainText(c.lines.discountWithCode.split('{code}')[0]!.trim());
  await expect(page.locator('[data-price]').filter({ has: page.getByTestId('order-discount') })).toContainText('PRINTEMPS10');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();
}

test('a code applied in the express form at 360 px in French: the discount shows before ordering and on the confirmation page', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  await orderWithCode(browser, baseURL!, 'fr', true, '0771 55 66 01');
});

test('a code typed in the express form without JavaScript, in Arabic, is taken with the order', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  await orderWithCode(browser, baseURL!, 'ar', false, '0551 55 66 02');
});

test('a signed-in customer opens “Discount code” at checkout, applies the code and the order stores the discounted total', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const ch = catalogues.en.checkout.page;
  const c = catalogues.en.coupons;
  await signUpInBrowser(page, { first: 'Nadia', last: 'Cherif', prefix: 'coupon-checkout' });
  const plant = await buyablePlant(page.request);
  await page.goto(`/plant/${plant.id}`);
  await waitUntilAlive(page);
  await page.getByRole('button', { name: catalogues.en.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await waitUntilAlive(page);
  await chooseWilaya(page, 'alger', /^16 Alger/);
  await page.getByLabel(ch.address, { exact: true }).fill('12 rue Didouche Mourad');
  await page.getByLabel(ch.city).fill('Alger');
  await page.getByLabel(ch.phone).fill('0661 23 45 17');
  await page.getByRole('radio', { name: new RegExp(catalogues.en.checkout.methods.cod) }).click();
  const summary = page.getByTestId('order-summary');
  const before = await summary.getByTestId('summary-total').textContent();

  // A mistyped code: the server's words under the field, the total unchanged.
  await summary.getByTestId('checkout-coupon-open').click();
  await summary.getByLabel(c.field.label).fill('PRINTEMPS99');
  await summary.getByRole('button', { name: c.field.apply }).click();
  await expect(summary.getByText(catalogues.en.couponRefusals.unknown)).toBeVisible();
  await expect(summary.getByTestId('summary-discount')).toHaveCount(0);

  await summary.getByLabel(c.field.label).fill('printemps10');
  await summary.getByRole('button', { name: c.field.apply }).click();
  const discount = percentOf(parseMoney(plant.price!)!, 10);
  await expect(summary.getByTestId('summary-discount')).toHaveText(`−${formatMoney('en', discount)}`);
  await expect(summary).toContainText('PRINTEMPS10');
  await expect(summary.getByTestId('summary-total')).toHaveText(formatMoney('en', parseMoney(before!.replace(/[^\d.]/g, ''))! - discount));
  await page.getByRole('button', { name: ch.placeOrder }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
  await expect(page.getByTestId('order-discount')).toHaveText(`−${formatMoney('en', discount)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
