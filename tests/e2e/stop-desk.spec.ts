import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../../src/shared/contracts/orders';
import { buyablePlant, CATALOGUES, readIn, signUpCustomer } from './i18n-support';
import { cartToCheckout, waitUntilAlive } from './support';

/*
 * Issue 38 items 2 and 12 (docs/contract.md §5): a stop-desk needs no street. On a 360 px phone, in
 * Arabic and in French: the checkout and the express form take a stop-desk order without an address and
 * the order page shows its desk; a wrong phone is said once, under its field; a wilaya without
 * stop-desk (Tamanrasset) greys the choice out and says why. Each failed before: the checkout asked for
 * the street, a wrong phone added a "missing information" toast (the express form said it twice), the
 * greyed choice said nothing, and an address kept in the book was not in the fields before a first order.
 */

const DESK = { ar: 'مكتب السانية', fr: 'Bureau Es Senia' } as const;
const WRONG_PHONE = '0261 23 45 67';

/** Nothing wider than the phone. */
const expectNoSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

for (const locale of ['ar', 'fr'] as const) {
  test(`${locale}: checkout at 360 px by stop-desk without an address; a wrong phone said once; Tamanrasset's stop-desk greyed out with its reason`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    const m = CATALOGUES[locale];
    const c = m.checkout;
    await readIn(context, locale, baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    const plant = await buyablePlant(page.request);
    await signUpCustomer(page.request, `desk-${locale}`);
    // Before any order, an address kept in the book: a stop-desk without street, which the book takes too.
    const kept = { phone: '0661 23 45 67', wilaya: '31', commune: '3105', city: 'Es Senia', delivery: 'desk', desk: DESK[locale] };
    expect((await page.request.post('/api/addresses', { data: kept })).status()).toBe(201);

    await cartToCheckout(page, plant.id, m.shop.card.addToCart);

    // The book's address is chosen and in the fields (before, they waited for a first order).
    await expect(page.getByTestId('saved-addresses').getByRole('radio', { name: DESK[locale] })).toBeChecked();
    await expect(page.getByLabel(c.page.phone, { exact: true })).toHaveValue('0661 23 45 67');
    await expect(page.getByRole('radio', { name: c.page.deliveryDesk })).toBeChecked();
    await expect(page.getByLabel(m.communes.deskNote)).toHaveValue(DESK[locale]);

    await page.getByLabel(c.page.phone, { exact: true }).fill(WRONG_PHONE);
    const wilaya = page.getByRole('combobox', { name: c.page.wilaya, exact: true });
    // Tamanrasset: the shop offers no stop-desk there, and the greyed choice says so.
    await wilaya.fill('11');
    await page.getByRole('option', { name: /^11 / }).click();
    await expect(page.getByRole('radio', { name: c.page.deliveryDesk })).toBeDisabled();
    await expect(page.getByTestId('delivery-desk-not-offered')).toHaveText(c.page.deliveryDeskNotOffered);

    await wilaya.fill('Oran');
    await page.getByRole('option', { name: /^31 Oran/ }).click();
    await expect(page.getByTestId('delivery-desk-not-offered')).toHaveCount(0);
    await page.getByRole('radio', { name: c.page.deliveryDesk }).check();
    await page.getByLabel(m.communes.deskNote).fill(DESK[locale]);
    await page.getByLabel(c.page.city, { exact: true }).fill('Es Senia');
    // No street: the field says it is not needed for a stop-desk.
    await expect(page.getByLabel(c.page.address, { exact: true })).toHaveValue('');
    await expect(page.getByText(c.page.addressDeskHint)).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(c.methods.cod) }).check();
    await expectNoSideScroll(page);

    // A wrong phone: its own message under the field, focused, and no second "missing information" toast.
    await page.getByRole('button', { name: c.page.placeOrder }).click();
    await expect(page.getByText(c.validation.phoneInvalid)).toHaveCount(1);
    await expect(page.getByLabel(c.page.phone, { exact: true })).toBeFocused();
    await expect(page.getByText(c.toasts.missingInfo)).toHaveCount(0);
    await expect(page.getByText(c.validation.addressRequired)).toHaveCount(0);
    await expect(page).toHaveURL('/checkout');

    await page.getByLabel(c.page.phone, { exact: true }).fill('0661 23 45 67');
    await page.getByRole('button', { name: c.page.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
    const [order] = (await (await page.request.get('/api/orders')).json()) as Order[];
    expect(order!.shippingAddress).toMatchObject({ address: '', delivery: 'desk', desk: DESK[locale], wilaya: '31' });

    // The order page: the desk where the street would be, no blank address line.
    await page.goto(`/order/${order!.id}`);
    await expect(page.getByTestId('order-desk')).toContainText(DESK[locale]);
    await expect(page.locator('dl[data-keep-clear]').getByText(c.order.address, { exact: true })).toHaveCount(0);
    await expectNoSideScroll(page);
  });
}

/*
 * The express form: one order only (the suite's express orders share this address's 5 an hour), in
 * Arabic; in French the refusals alone.
 */
for (const locale of ['ar', 'fr'] as const) {
  test(`${locale}: express form at 360 px by stop-desk, no address field; a wrong phone said once; Tamanrasset greyed out with its reason${locale === 'ar' ? '; the order shows its desk' : ''}`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const m = CATALOGUES[locale];
    const x = m.express.form;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await readIn(context, locale, baseURL!);
    const page = await context.newPage();
    const plant = await buyablePlant(page.request);
    await page.goto(`/plant/${plant.id}`);
    await waitUntilAlive(page);
    const form = page.getByTestId('express-form');
    await form.getByLabel(x.name).fill(locale === 'ar' ? 'أمينة بن علي' : 'Amina Benali');
    await form.getByLabel(x.phone, { exact: true }).fill(WRONG_PHONE);

    await form.getByLabel(x.wilaya).selectOption('11');
    await expect(form.getByRole('radio', { name: x.desk })).toBeDisabled();
    await expect(form.getByTestId('delivery-desk-not-offered')).toHaveText(m.checkout.page.deliveryDeskNotOffered);

    await form.getByLabel(x.wilaya).selectOption('31');
    await expect(form.getByTestId('delivery-desk-not-offered')).toHaveCount(0);
    await form.getByRole('radio', { name: x.desk }).check();
    await form.getByLabel(m.communes.deskNote).fill(DESK[locale]);
    // A stop-desk asks no street.
    await expect(form.getByLabel(x.address)).toHaveCount(0);
    await expect(page.getByTestId('express-total')).toBeVisible();

    // A wrong phone: said once, under the field (not again above the form).
    await form.getByRole('button', { name: x.submit }).click();
    await expect(form.getByText(m.checkout.validation.phoneInvalid)).toHaveCount(1);
    await expect(form.getByTestId('express-error')).toHaveCount(0);

    if (locale === 'ar') {
      await form.getByLabel(x.phone, { exact: true }).fill('0551 77 88 99');
      await form.getByRole('button', { name: x.submit }).click();
      await page.waitForURL(/\/order\/[0-9a-f-]{36}\?key=/);
      await expect(page.getByTestId('order-desk')).toContainText(DESK[locale]);
      await expect(page.locator('dl[data-keep-clear]').getByText(m.checkout.order.address, { exact: true })).toHaveCount(0);
      await expectNoSideScroll(page);
    }
    await context.close();
  });
}
