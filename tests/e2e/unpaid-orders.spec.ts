import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
import { en, type Locale } from '../../src/shared/messages';
import { CATALOGUES, readIn } from './i18n-support';
import { chooseWilaya, createThrowawayPlant, deleteThrowawayPlants, signUpInBrowser } from './support';

/*
 * Issue 25 item 2 (docs/contract.md §2): a CIB / Edahabia payment cancelled on Chargily's page (the local
 * fake) leaves an unpaid order that the customer pays again, or switches to cash on delivery, from the
 * order page, in French and in Arabic on a phone-sized screen, without ordering again.
 */

test.use({ viewport: { width: 360, height: 780 } });

const c = en.checkout;
test.afterEach(deleteThrowawayPlants);

const createPlant = (request: APIRequestContext) =>
  createThrowawayPlant(request, { name: `Olivier E2E ${Date.now()}`, price: '2500.00', description: 'Olea europaea, for the unpaid-order journeys.' });

/** Places a CIB / Edahabia order in the browser and cancels on Chargily's page: back on the order page, unpaid. */
async function cardOrderCancelledAtChargily(page: Page, plant: Plant, prefix: string) {
  await signUpInBrowser(page, { first: 'Yacine', last: 'Brahimi', prefix });
  await page.goto(`/plant/${plant.id}`);
  await page.getByRole('button', { name: en.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByLabel(c.page.phone).fill('0770 12 34 56');
  await chooseWilaya(page, '25', /^25 Constantine/);
  await page.getByLabel(c.page.address, { exact: true }).fill('5 rue Abane Ramdane');
  await page.getByLabel(c.page.city).fill('Constantine');
  await page.getByRole('radio', { name: new RegExp(c.methods.chargily) }).check();
  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pay\//);
  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?payment=failure$/);
  await expect(page.getByTestId('payment-status')).toHaveText(c.paymentStatus.failed);
}

async function inLanguage(page: Page, locale: Locale, baseURL: string) {
  await readIn(page.context(), locale, baseURL);
  await page.reload();
  return CATALOGUES[locale];
}

test('a card payment cancelled at Chargily is paid again from the order page (fr, 360 px)', async ({ page, request, baseURL }) => {
  const plant = await createPlant(request);
  await cardOrderCancelledAtChargily(page, plant, 'payagain');
  const m = await inLanguage(page, 'fr', baseURL!);
  await expect(page.getByText(m.checkout.order.chargilyFailed)).toBeVisible();
  await expect(page.getByTestId('pay-before')).toContainText('Sans paiement avant le');

  await page.getByRole('button', { name: m.trust.unpaid.payAgain }).click();
  // A new page at Chargily, for the same amount, in the customer's language; this time they pay.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pay\//);
  await expect(page.getByTestId('chargily-amount')).toHaveText('2900 DZD');
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?payment=success$/);
  await expect(page.getByTestId('payment-status')).toHaveText(m.checkout.paymentStatus.completed);
  await expect(page.getByTestId('payment-choices')).toHaveCount(0);
  await expect(page.getByTestId('pay-before')).toHaveCount(0);
});

test('a card payment cancelled at Chargily becomes cash on delivery from the order page (ar, 360 px)', async ({ page, request, baseURL }) => {
  const plant = await createPlant(request);
  await cardOrderCancelledAtChargily(page, plant, 'tocod');
  const m = await inLanguage(page, 'ar', baseURL!);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.getByRole('button', { name: m.trust.unpaid.switchToCod }).click();
  await expect(page.getByTestId('payment-switched')).toHaveText(m.trust.unpaid.switched);
  await expect(page.getByTestId('order-payment-method')).toHaveText(m.checkout.methods.cod);
  await expect(page.getByTestId('payment-status')).toHaveText(m.checkout.paymentStatus.pending);
  await expect(page.getByTestId('pay-before')).toHaveCount(0);
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Reloaded, the order stays a cash-on-delivery order waiting for the shop's call.
  await page.reload();
  await expect(page.getByTestId('order-payment-method')).toHaveText(m.checkout.methods.cod);
  await expect(page.getByTestId('cod-note')).toBeVisible();
  await expect(page.getByRole('button', { name: m.trust.unpaid.payAgain })).toHaveCount(0);
});
