import { mkdirSync } from 'node:fs';
import { waitUntilAlive } from './support';
import { expect, test } from '@playwright/test';
import { localizedName } from '../../src/shared/domain/catalog-text';
import { formatMoney, parseMoney } from '../../src/shared/domain/money';
import { LOCALE_NAMES, type Locale } from '../../src/shared/messages';
import { buyablePlant, CATALOGUES, expectPageLanguage, readIn, signInAsAdmin, signUpCustomer } from './i18n-support';

/*
 * Issue 12 "Done means": the whole journey home → shop → plant → cart → checkout (cash on delivery)
 * → order page in Arabic, right to left, and in French, prices in the reader's format; switching
 * language keeps the page and the cart; Arabic at 360 px wide has no sideways scrolling; the Arabic
 * font is downloaded by Arabic pages only.
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A whole purchase through six pages: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

for (const locale of ['fr', 'ar'] as const) {
  test(`${locale}: home → shop → plant → cart → cash on delivery to Oran → order page, all in ${LOCALE_NAMES[locale]}`, async ({ page, context, baseURL }) => {
    const m = CATALOGUES[locale];
    const c = m.checkout;
    const money = (amount: string | number) => formatMoney(locale, amount);
    await readIn(context, locale, baseURL!);
    await signUpCustomer(page.request, `journey-${locale}`);
    const plant = await buyablePlant(page.request);
    const name = localizedName(plant, locale); // the shopper reads, and searches for, the plant's name in their language

    await page.goto('/');
    await expectPageLanguage(page, locale);
    await page.getByRole('navigation', { name: m.nav.mainNav }).getByRole('link', { name: m.nav.shop, exact: true }).click();
    await expect(page).toHaveURL('/shop');
    await expect(page.getByRole('heading', { name: m.shop.page.title, level: 1 })).toBeVisible();
    await expectPageLanguage(page, locale);

    // The shop's search finds the plant; its card shows the price in the reader's format.
    await page.getByRole('searchbox', { name: m.nav.searchLabel }).first().fill(name);
    await page.getByRole('searchbox', { name: m.nav.searchLabel }).first().press('Enter');
    const card = page.getByTestId('plant-card').filter({ has: page.getByRole('heading', { name: name, exact: true }) });
    await expect(card.getByTestId('plant-price')).toHaveText(money(plant.price!));
    await card.getByRole('link', { name: name, exact: true }).first().click();

    await expect(page).toHaveURL(`/plant/${plant.id}`);
    await expect(page.getByRole('heading', { name: name, level: 1 })).toBeVisible();
    await expectPageLanguage(page, locale);
    await page.getByRole('button', { name: m.shop.card.addToCart, exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    await page.getByRole('button', { name: m.nav.cart, exact: true }).click();
    await page.getByTestId('cart-panel').getByRole('button', { name: m.shop.cart.checkout, exact: true }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page.getByRole('heading', { name: c.page.title, level: 1 })).toBeVisible();
    await expectPageLanguage(page, locale);

    await page.getByLabel(c.page.phone, { exact: true }).fill('0261 23 45 67');
    await page.getByRole('combobox', { name: c.page.wilaya, exact: true }).fill('Oran');
    await page.getByRole('option', { name: /^31 Oran/ }).click();
    await page.getByRole('radio', { name: c.page.deliveryDesk }).check();
    await page.getByLabel(c.page.address, { exact: true }).fill('Cité 200 logements, bâtiment B');
    await page.getByLabel(c.page.city, { exact: true }).fill('Bir El Djir');
    await page.getByRole('radio', { name: new RegExp(escapeRegExp(c.methods.cod)) }).check();

    // The fee and the total before Place Order, in the reader's format (the shop's own quote).
    const quote = (await (await page.request.get(`/api/shipping/quote?wilaya=31&delivery=desk&subtotal=${plant.price}`)).json()) as { fee: string };
    const fee = parseMoney(quote.fee)!;
    const total = parseMoney(plant.price!)! + fee;
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('summary-shipping')).toHaveText(fee === 0 ? c.page.free : money(fee));
    await expect(summary.getByTestId('summary-total')).toHaveText(money(total));

    // A wrong phone: the field's error in the reader's language, and the order is not placed.
    await page.getByRole('button', { name: c.page.placeOrder }).click();
    await expect(page.getByText(c.validation.phoneInvalid)).toBeVisible();
    await expect(page).toHaveURL('/checkout');

    await page.getByLabel(c.page.phone, { exact: true }).fill('0661 23 45 67');
    await page.getByRole('button', { name: c.page.placeOrder }).click();
    // The order's page, in the reader's language: placed, and the call to come for cash on delivery.
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
    await expectPageLanguage(page, locale);
    await expect(page.getByTestId('just-placed')).toContainText(c.order.justPlaced.title);
    await expect(page.getByTestId('just-placed')).toContainText('0661 23 45 67');
    await expect(page.getByTestId('order-payment-method')).toHaveText(c.methods.cod);
    await expect(page.getByTestId('order-shipping')).toHaveText(fee === 0 ? c.page.free : money(fee));
    await expect(page.getByTestId('order-phone')).toHaveText('0661 23 45 67');
    // The phone reads left to right even on an Arabic page.
    expect(await page.getByTestId('order-phone').locator('bdi').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await expect(page.getByTestId('cod-note')).toContainText(money(total));
  });
}

test('Arabic typed into a name or a message of an English page reads right to left; the e-mail stays left to right; an empty field of an Arabic page stays right to left', async ({ page, context, baseURL }) => {
  const direction = (label: string) => page.getByLabel(label, { exact: true }).evaluate((field) => getComputedStyle(field).direction);
  const en = CATALOGUES.en.contact;
  await page.goto('/contact');
  await waitUntilAlive(page);
  await page.getByLabel(en.name, { exact: true }).fill('أمينة بن علي');
  await page.getByLabel(en.message, { exact: true }).fill('أبحث عن شجرة زيتون لشرفة في وهران');
  await page.getByLabel(en.email, { exact: true }).fill('amina@example.dz');
  expect(await direction(en.name)).toBe('rtl');
  expect(await direction(en.message)).toBe('rtl');
  expect(await direction(en.email)).toBe('ltr');
  // A name typed in Latin letters stays left to right on the English page.
  await page.getByLabel(en.name, { exact: true }).fill('Amina Benali');
  expect(await direction(en.name)).toBe('ltr');

  await readIn(context, 'ar', baseURL!);
  await page.goto('/contact');
  const ar = CATALOGUES.ar.contact;
  await expect(page.getByLabel(ar.name, { exact: true })).toBeVisible();
  expect(await direction(ar.name)).toBe('rtl');
  expect(await direction(ar.message)).toBe('rtl');
});

test('switching language from the header keeps the page and the cart, and is remembered', async ({ page }) => {
  const en = CATALOGUES.en;
  const ar = CATALOGUES.ar;
  const plant = await buyablePlant(page.request);
  await page.goto(`/plant/${plant.id}`);
  await expectPageLanguage(page, 'en');
  await page.getByRole('button', { name: en.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const url = page.url();

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: LOCALE_NAMES.ar }).click();
  await expectPageLanguage(page, 'ar');
  expect(page.url()).toBe(url);
  await expect(page.getByRole('button', { name: ar.shop.card.addToCart, exact: true })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: ar.nav.cart, exact: true }).click();
  const cart = page.getByTestId('cart-panel');
  await expect(cart.getByRole('heading', { name: ar.shop.cart.title })).toBeVisible();
  await expect(cart.getByRole('button', { name: ar.shop.cart.checkout, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Remembered in the `lang` cookie: a reload stays Arabic, the menu marks the current language.
  await page.reload();
  await expectPageLanguage(page, 'ar');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('language-menu').click();
  await expect(page.getByRole('menuitemradio', { name: LOCALE_NAMES.ar })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('menuitemradio', { name: LOCALE_NAMES.en })).toHaveAttribute('aria-checked', 'false');
});

test('the mobile menu switches language too, marking the current one', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/shop');
  await page.getByRole('button', { name: CATALOGUES.en.nav.openMenu }).click();
  const languages = page.getByRole('group', { name: CATALOGUES.en.nav.language });
  await expect(languages.getByRole('button', { name: LOCALE_NAMES.en })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('button', { name: LOCALE_NAMES.fr }).click();
  await expectPageLanguage(page, 'fr');
  await expect(page).toHaveURL('/shop');
  await expect(page.getByRole('heading', { name: CATALOGUES.fr.shop.page.title, level: 1 })).toBeVisible();
});

test('Arabic at 360 px: home, shop, checkout and admin never scroll sideways (screenshots in /work/screens)', async ({ browser, baseURL }) => {
  mkdirSync('/work/screens', { recursive: true });
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  await readIn(context, 'ar', baseURL!);
  const page = await context.newPage();
  await signUpCustomer(page.request, 'narrow-ar');
  const plant = await buyablePlant(page.request);

  const check = async (path: string, name: string) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-slot="skeleton"]:visible')).toHaveCount(0);
    await expectPageLanguage(page, 'ar');
    await page.screenshot({ path: `/work/screens/ar-${name}-360.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} is wider than the screen`).toBeLessThanOrEqual(360);
  };
  await check('/', 'home');
  await check('/shop', 'shop');
  await page.goto(`/plant/${plant.id}`);
  await page.getByRole('button', { name: CATALOGUES.ar.shop.card.addToCart, exact: true }).click();
  await check('/checkout', 'checkout');
  await signInAsAdmin(page.request);
  await check('/admin', 'admin');
  await context.close();
});

test('the Arabic font is downloaded by Arabic pages only', async ({ browser, baseURL }) => {
  const fontsRequested = async (locale: Locale) => {
    const context = await browser.newContext({ baseURL });
    await readIn(context, locale, baseURL!);
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    await context.close();
    return fonts;
  };
  expect(await fontsRequested('en')).toEqual([]);
  expect(await fontsRequested('fr')).toEqual([]);
  const arabic = await fontsRequested('ar');
  expect(arabic.length).toBeGreaterThan(0);
  for (const url of arabic) expect(url).toMatch(/\/assets\/ibm-plex-sans-arabic-arabic-(400|600)-normal-[\w-]+\.woff2$/);
});
