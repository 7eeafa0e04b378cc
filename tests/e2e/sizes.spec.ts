import { expect, test, type Page } from '@playwright/test';
import type { Category, Plant, PlantVariant } from '../../src/shared/contracts/catalog';
import type { Order } from '../../src/shared/contracts/orders';
import { formatMoney, parseMoney } from '../../src/shared/domain/money';
import type { Locale } from '../../src/shared/messages';
import { catalogues } from '../../src/shared/messages/catalogues';
import { E2E_ADMIN } from '../../playwright.config';
import { readIn } from './i18n-support';
import { chooseWilaya, signUpInBrowser, waitUntilAlive } from './support';

/*
 * Sizes (docs/contract.md §8, issue 39 item 1): the owner sells a plant in three pot sizes; the shop's card
 * says "from" its lowest price and sends the buyer to the plant's page to choose; the page prices, counts
 * and keeps (`?size=`) the size chosen, also in the server's HTML; two sizes are two cart lines; checkout
 * and the express form (with and without JavaScript) order the sizes chosen and take stock of each.
 */

const PLANT = `Monstera tailles E2E ${Date.now()}`;
const SIZES = [
  { label: '12 cm pot', labelFr: 'Pot de 12 cm', labelAr: 'أصيص 12 سم', price: '1800.00', stock: 5 },
  { label: '17 cm pot', labelFr: 'Pot de 17 cm', labelAr: 'أصيص 17 سم', price: '2900.00', originalPrice: '3200.00', stock: 1 },
  { label: '21 cm pot', labelFr: 'Pot de 21 cm', labelAr: 'أصيص 21 سم', price: '4500.00', stock: 0 },
];
const CODE = 'TAILLES10';
const shared: { plant?: Plant } = {};
const sizeOf = (i: number): PlantVariant => shared.plant!.variants[i]!;
const labelIn = (locale: Locale, size: (typeof SIZES)[number]) => (locale === 'fr' ? size.labelFr : locale === 'ar' ? size.labelAr : size.label);
const money = (locale: Locale, amount: string) => formatMoney(locale, parseMoney(amount)!);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL! });
  expect((await context.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const [category] = (await (await context.request.get('/api/categories')).json()) as Category[];
  const res = await context.request.post('/api/plants', {
    data: { name: PLANT, categoryId: category!.id, description: 'Monstera deliciosa, three pot sizes.', variants: SIZES },
  });
  expect(res.status(), await res.text()).toBe(201);
  shared.plant = (await res.json()) as Plant;
  // A code for the checkout below (a retried run finds it made already).
  const coupon = await context.request.post('/api/admin/coupons', { data: { code: CODE, kind: 'percent', value: 10 } });
  expect([201, 409], await coupon.text()).toContain(coupon.status());
  await context.close();
});

test.afterAll(async ({ browser, baseURL }) => {
  if (!shared.plant) return;
  const context = await browser.newContext({ baseURL: baseURL! });
  expect((await context.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await context.request.delete(`/api/plants/${shared.plant.id}`);
  await context.close();
});

/** The radio of a size on the plant page, named in `locale`. */
const sizeRadio = (page: Page, locale: Locale, i: number) => page.getByTestId('plant-sizes').getByRole('radio', { name: new RegExp(labelIn(locale, SIZES[i]!)) });

/** Each size's units left, as the shop answers them. */
async function stocks(page: Page): Promise<number[]> {
  const plant = (await (await page.request.get(`/api/plants/${shared.plant!.id}`)).json()) as Plant;
  return plant.variants.map((v) => v.stock);
}

test('on a desktop in English: the card says “from”, the page chooses and keeps a size, two sizes are two cart lines, checkout orders both with a code', async ({ page }) => {
  test.setTimeout(120_000);
  const s = catalogues.en.shop;
  const ch = catalogues.en.checkout.page;
  await signUpInBrowser(page, { first: 'Nadia', last: 'Cherif', prefix: 'sizes-checkout' });

  // The card: the lowest price, "from"; its button opens the page instead of guessing a size.
  await page.goto(`/shop?search=${encodeURIComponent(PLANT)}`);
  const card = page.getByTestId('plant-card').filter({ hasText: PLANT });
  await expect(card.getByTestId('plant-price')).toHaveText(s.card.fromPrice.replace('{price}', money('en', '1800.00')));
  await waitUntilAlive(page);
  await card.getByRole('link', { name: s.card.chooseSize }).click();
  await expect(page).toHaveURL(new RegExp(`/plant/${shared.plant!.id}$`));

  // The first size in stock is chosen; each size names its price.
  await expect(page.getByRole('group', { name: s.plant.size, exact: true })).toBeVisible();
  await expect(page.getByTestId('plant-sizes').getByRole('radio')).toHaveCount(3);
  await expect(sizeRadio(page, 'en', 0)).toBeChecked();
  await expect(page.getByTestId('plant-price')).toHaveText(money('en', '1800.00'));
  await waitUntilAlive(page);

  // 17 cm: its price, its original price struck through, its stock; the address keeps it, a reload too.
  await sizeRadio(page, 'en', 1).check();
  await expect(page).toHaveURL(new RegExp(`/plant/${shared.plant!.id}\\?size=${sizeOf(1).id}$`));
  await expect(page.getByTestId('plant-price')).toHaveText(money('en', '2900.00'));
  await expect(page.locator('[data-price] del')).toContainText(money('en', '3200.00'));
  await expect(page.getByTestId('plant-stock')).toHaveText(s.plant.lowStock.replace('{n}', '1'));
  await page.reload();
  await expect(sizeRadio(page, 'en', 1)).toBeChecked();
  await expect(page.getByTestId('plant-price')).toHaveText(money('en', '2900.00'));
  await waitUntilAlive(page);

  // 21 cm is sold out: said, and nothing to add.
  await sizeRadio(page, 'en', 2).check();
  await expect(page.getByTestId('plant-stock')).toHaveText(s.card.outOfStock);
  await expect(page.getByRole('button', { name: s.card.outOfStock, exact: true })).toBeDisabled();
  await expect(page.locator('[data-price] del')).toHaveCount(0);

  // 12 cm and 17 cm in the cart: two lines, each named with its size and at its price.
  const add = page.getByRole('button', { name: s.card.addToCart, exact: true });
  await sizeRadio(page, 'en', 0).check();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await sizeRadio(page, 'en', 1).check();
  await add.click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.getByTestId('cart-button').click();
  const lines = page.getByTestId('cart-item');
  await expect(lines.getByTestId('cart-item-name')).toHaveText([`${PLANT} (12 cm pot)`, `${PLANT} (17 cm pot)`]);
  await expect(lines.getByTestId('cart-item-price')).toHaveText([money('en', '1800.00'), money('en', '2900.00')]);
  await expect(page.getByTestId('cart-total')).toHaveText(money('en', '4700.00'));

  // Checkout, cash on delivery: the summary and the order name the sizes; each size's stock is taken.
  await page.goto('/checkout');
  await waitUntilAlive(page);
  await expect(page.getByTestId('summary-item')).toHaveCount(2);
  await expect(page.getByTestId('order-summary')).toContainText(`${PLANT} (17 cm pot)`);
  await chooseWilaya(page, 'alger', /^16 Alger/);
  await page.getByLabel(ch.address, { exact: true }).fill('12 rue Didouche Mourad');
  await page.getByLabel(ch.city).fill('Alger');
  await page.getByLabel(ch.phone).fill('0661 39 12 00');
  await page.getByRole('radio', { name: new RegExp(catalogues.en.checkout.methods.cod) }).click();
  // 10 % off both sizes' 4700 DA: the discount line, and the order stores it (what the courier collects).
  const summary = page.getByTestId('order-summary');
  await summary.getByTestId('checkout-coupon-open').click();
  await summary.getByLabel(catalogues.en.coupons.field.label).fill(CODE.toLowerCase());
  await summary.getByRole('button', { name: catalogues.en.coupons.field.apply }).click();
  await expect(summary.getByTestId('summary-discount')).toHaveText(`−${money('en', '470.00')}`);
  await page.getByRole('button', { name: ch.placeOrder }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
  await expect(page.getByTestId('order-item-name')).toHaveText([`${PLANT} (12 cm pot)`, `${PLANT} (17 cm pot)`]);
  await expect(page.getByTestId('order-discount')).toHaveText(`−${money('en', '470.00')}`);
  const order = (await (await page.request.get(`/api/orders/${page.url().match(/order\/([0-9a-f-]{36})/)![1]}`)).json()) as Order;
  expect(order.items.map((i) => i.variant?.id)).toEqual([sizeOf(0).id, sizeOf(1).id]);
  expect(order).toMatchObject({ subtotal: '4700.00', discount: '470.00', couponCode: CODE });
  expect(parseMoney(order.totalAmount)).toBe(parseMoney(order.subtotal)! + parseMoney(order.shipping)! - parseMoney(order.discount)!);
  expect(await stocks(page)).toEqual([4, 0, 0]);
});

/** Console errors and page errors while `page` loads `address` and the browser takes it over (hydration mismatches included). */
async function errorsWhileLoading(page: Page, address: string): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => void (m.type() === 'error' && errors.push(m.text()));
  const onError = (e: Error) => void errors.push(e.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(address);
    await waitUntilAlive(page);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return errors;
}

/** The server's HTML of `address` has the radio of `size` ticked. */
async function serverTicks(page: Page, address: string, size: PlantVariant) {
  const html = await (await page.request.get(address)).text();
  const radios = html.match(/<input[^>]*name="size"[^>]*>/g) ?? [];
  expect(radios.filter((r) => / checked=""/.test(r)).map((r) => r.match(/value="(\d+)"/)?.[1]), `the server's page of ${address}`).toEqual([String(size.id)]);
}

test.describe('a buyer on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('in French: a shared link of a size opens it, in the server’s page too; the express form says and orders the size chosen', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await readIn(context, 'fr', baseURL!);
    const page = await context.newPage();
    const linked = `/plant/${shared.plant!.id}?size=${sizeOf(2).id}`;
    await serverTicks(page, linked, sizeOf(2));
    expect(await errorsWhileLoading(page, linked)).toEqual([]);
    await expect(sizeRadio(page, 'fr', 2)).toBeChecked();
    await expect(page.getByTestId('plant-stock')).toHaveText(catalogues.fr.shop.card.outOfStock);

    // Back to 12 cm: the form says what it orders, and orders it.
    await sizeRadio(page, 'fr', 0).check();
    await expect(page).toHaveURL(new RegExp(`size=${sizeOf(0).id}`));
    const x = catalogues.fr.express.form;
    const form = page.getByTestId('express-form');
    await expect(form.getByTestId('express-item')).toHaveText(x.ordering.replace('{item}', `${PLANT} (Pot de 12 cm)`));
    await form.getByLabel(x.name).fill('Amina Benali');
    await form.getByLabel(x.phone, { exact: true }).fill(`0771 39 12 0${test.info().retry + 1}`);
    await form.getByLabel(x.wilaya).selectOption('16');
    await form.getByLabel(x.address).fill('12 rue Didouche Mourad');
    await expect(form.getByTestId('express-total')).toBeVisible();
    await form.getByRole('button', { name: x.submit }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}\?key=/);
    await expect(page.getByTestId('order-item-name')).toHaveText(`${PLANT} (Pot de 12 cm)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await stocks(page)).toEqual([3, 0, 0]);
    await context.close();
  });

  test('in Arabic without JavaScript: the size radios belong to the express form, which orders the size ticked', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    await readIn(context, 'ar', baseURL!);
    const page = await context.newPage();
    // A link to the 17 cm size, sold out since: its radio is ticked; the buyer ticks 12 cm instead.
    await page.goto(`/plant/${shared.plant!.id}?size=${sizeOf(1).id}`);
    await expect(sizeRadio(page, 'ar', 1)).toBeChecked();
    await expect(sizeRadio(page, 'ar', 0)).toHaveAccessibleName(new RegExp(money('ar', '1800.00')));
    await sizeRadio(page, 'ar', 0).check();
    const x = catalogues.ar.express.form;
    const form = page.getByTestId('express-form');
    await form.getByLabel(x.name).fill('أمينة بن علي');
    await form.getByLabel(x.phone, { exact: true }).fill(`0551 39 12 0${test.info().retry + 1}`);
    await form.getByLabel(x.wilaya).selectOption('16');
    await form.getByLabel(x.address).fill('12 حي السلام، باب الزوار');
    await form.getByRole('button', { name: x.submit }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]{36}\?key=/);
    await expect(page.getByTestId('order-item-name')).toHaveText(`${PLANT} (أصيص 12 سم)`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await stocks(page)).toEqual([2, 0, 0]);
    await context.close();
  });

  test('in French: a link to a size, once the shop has kept the plant’s page, is still the server’s page of that size', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await readIn(context, 'fr', baseURL!);
    const page = await context.newPage();
    // A visitor's plant page is kept by the shop (its catalogue cache): first the plant's own, its first size in stock.
    await serverTicks(page, `/plant/${shared.plant!.id}`, sizeOf(0));
    const linked = `/plant/${shared.plant!.id}?size=${sizeOf(2).id}`;
    await serverTicks(page, linked, sizeOf(2));
    expect(await errorsWhileLoading(page, linked)).toEqual([]);
    await expect(sizeRadio(page, 'fr', 2)).toBeChecked();
    await context.close();
  });
});
