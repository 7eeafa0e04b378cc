import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
import { en, type Messages } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';
import { CATALOGUES, expectPageLanguage, readIn } from './i18n-support';
import { createThrowawayPlant, deleteThrowawayPlants, signUpInBrowser } from './support';

/*
 * Issue 29 item 4 (docs/contract.md §4): a customer pays by CCP / BaridiMob — in French and in Arabic on a
 * phone, in English on a desktop: the order page gives the shop's CCP account and the reference, the
 * customer sends the receipt's photo from it; the owner sees the receipt on the order desk and marks
 * the order paid.
 */

const CCP = { ccpNumber: '0012345678', ccpKey: '42', ccpHolder: 'SARL Nabta' };
test.afterEach(deleteThrowawayPlants);

async function withCcp(request: APIRequestContext, on: boolean) {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const settings = (await (await request.get('/api/admin/settings')).json()) as { paymentMethods: string[] };
  const methods = settings.paymentMethods.filter((m) => m !== 'ccp');
  const res = await request.patch('/api/admin/settings', { data: on ? { ...CCP, paymentMethods: [...methods, 'ccp'] } : { paymentMethods: methods } });
  expect(res.status()).toBe(200);
}

async function placeCcpOrder(page: Page, plant: Plant, m: Messages) {
  await page.goto(`/plant/${plant.id}`);
  await page.getByRole('button', { name: m.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  const c = m.checkout.page;
  await page.getByRole('combobox', { name: c.wilaya, exact: true }).fill('Oran');
  await page.getByRole('option', { name: /^31 Oran/ }).click();
  await page.getByLabel(c.address, { exact: true }).fill('12 boulevard de la Soummam');
  await page.getByLabel(c.city, { exact: true }).fill('Oran');
  await page.getByRole('radio', { name: new RegExp(m.checkout.methods.ccp) }).check();
  await page.getByRole('button', { name: c.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
}

const JOURNEYS = [
  { locale: 'fr', width: 360 },
  { locale: 'ar', width: 360 },
  { locale: 'en', width: 1280 },
] as const;

for (const { locale, width } of JOURNEYS) {
  test(`${locale}, ${width} px: a CCP order shows the CCP account, the customer sends the receipt, the owner sees it and marks the order paid`, async ({ page, context, request, baseURL, browser }) => {
    const m = CATALOGUES[locale];
    test.setTimeout(120_000);
    await withCcp(request, true);
    try {
      const plant = await createThrowawayPlant(request, { name: `Grenadier E2E ${Date.now()}`, price: '2200.00', description: 'Punica granatum, for the CCP journey.' });
      await page.setViewportSize({ width, height: 780 });
      await signUpInBrowser(page, { first: 'Samir', last: 'Belkacem', prefix: `ccp-${locale}` });
      await readIn(context, locale, baseURL!);
      await placeCcpOrder(page, plant, m);
      await expectPageLanguage(page, locale);
      const o = m.checkout.order;
      await expect(page.getByTestId('just-placed')).toContainText(o.justPlaced.ccp);
      await expect(page.getByTestId('ccp-number')).toHaveText(CCP.ccpNumber);

      const receipt = page.getByTestId('transfer-receipt');
      await expect(receipt).toContainText(o.receipt.hint);
      await receipt.locator('input[type="file"]').setInputFiles('tests/fixtures/photos/potted-plant.jpg');
      await expect(page.getByTestId('receipt-sent')).toContainText(o.receipt.sent.split('{date}')[0]!.trim());
      const orderUrl = new URL(page.url());
      const id = orderUrl.pathname.split('/').pop()!;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // The owner, on the order desk: the receipt's photo, then "Mark as paid".
      const ownerContext = await browser.newContext();
      const owner = await ownerContext.newPage();
      expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
      await owner.goto(`/admin/orders/${id}`);
      const image = owner.getByTestId('desk-receipt-image');
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await owner.getByRole('button', { name: en.orderDesk.actions.markPaid }).click();
      await expect(owner.getByTestId('payment-status').first()).toHaveText(en.checkout.paymentStatus.completed);
      await ownerContext.close();

      // The customer's page: paid, and no receipt asked any more.
      await page.reload();
      await expect(page.getByTestId('payment-status')).toHaveText(m.checkout.paymentStatus.completed);
      await expect(page.getByTestId('transfer-receipt')).toHaveCount(0);
    } finally {
      await withCcp(request, false);
    }
  });
}
