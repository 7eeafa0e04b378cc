import { expect, test } from '@playwright/test';
import type { Order } from '../../src/shared/contracts/orders';
import { buyablePlant, CATALOGUES, expectPageLanguage, readIn, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

/*
 * Issue 24: a customer on a phone (360 px) orders cash on delivery to a commune of Oran, in French and
 * in Arabic (right to left): wilaya, then the commune found by typing its name in either script, then
 * stop-desk; without a courier listing desks the customer writes which desk (docs/contract.md §5).
 */

const TYPED = {
  en: { wilaya: 'Oran', commune: 'senia', desk: 'Es Senia office' },
  fr: { wilaya: 'Oran', commune: 'senia', desk: 'Bureau Es Senia' },
  // Typed without the ta marbuta (ة → ه): the search folds the forms people type.
  ar: { wilaya: 'وهران', commune: 'السانيه', desk: 'مكتب السانية' },
} as const;

/** A template's words around its `{placeholders}`: what the page shows of it whatever fills them. */
const wordsOf = (template: string) =>
  template
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .filter(Boolean);

// ar and fr on a phone, en on a desktop (issue 29's "Done means").
for (const locale of ['fr', 'ar', 'en'] as const) {
  test(`${locale}: cash on delivery to Es Senia (Oran) by stop-desk${locale === 'en' ? ' on a desktop' : ' at 360 px'}, the confirmation page's next steps, the next order prefilled`, async ({ page, context, baseURL }) => {
    const m = CATALOGUES[locale];
    const typed = TYPED[locale];
    await readIn(context, locale, baseURL!);
    const width = locale === 'en' ? 1280 : 360;
    if (locale !== 'en') await page.setViewportSize({ width: 360, height: 740 });
    const plant = await buyablePlant(page.request);
    await signUpCustomer(page.request, `commune-${locale}`);

    await page.goto(`/plant/${plant.id}`);
    await waitUntilAlive(page);
    await page.getByRole('button', { name: m.shop.card.addToCart, exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/checkout');
    await expectPageLanguage(page, locale);
    await expect(page.getByRole('heading', { name: m.checkout.page.title, level: 1 })).toBeVisible();
    await waitUntilAlive(page);

    await page.getByLabel(m.checkout.page.phone, { exact: true }).fill('0661 23 45 67');
    const commune = page.getByRole('combobox', { name: m.communes.commune });
    await expect(commune).toBeDisabled(); // no wilaya yet
    await page.getByRole('combobox', { name: m.checkout.page.wilaya, exact: true }).fill(typed.wilaya);
    await page.getByRole('option', { name: /^31 Oran/ }).click();

    await commune.fill(typed.commune);
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.getByRole('option', { name: 'Es Senia — السانية' }).click();
    await expect(commune).toHaveValue('Es Senia — السانية');
    await expect(page.getByLabel(m.checkout.page.city, { exact: true })).toHaveValue('Es Senia');

    await page.getByRole('radio', { name: m.checkout.page.deliveryDesk }).check();
    // No courier lists its desks in this shop: the customer may say which one, or choose home delivery.
    await expect(page.getByText(m.communes.deskNoList)).toBeVisible();
    await page.getByLabel(m.communes.deskNote).fill(typed.desk);
    await page.getByLabel(m.checkout.page.address, { exact: true }).fill('Cité 200 logements, bâtiment B');
    await page.getByRole('radio', { name: new RegExp(m.checkout.methods.cod) }).check();

    // Nothing wider than the screen, in either direction.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('button', { name: m.checkout.page.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
    // The confirmation: placed, what happens next for cash on delivery (the call to this phone, the cash), the link to keep.
    const placed = page.getByTestId('just-placed');
    const justPlaced = m.checkout.order.justPlaced;
    await expect(placed).toContainText(justPlaced.title);
    for (const words of wordsOf(justPlaced.cod)) await expect(placed).toContainText(words);
    await expect(placed).toContainText('0661 23 45 67');
    // This shop sends no e-mail (no SMTP_URL): the page promises none.
    await expect(placed).toContainText(justPlaced.keepLinkNoMail);
    await expect(placed).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    const [order] = (await (await page.request.get('/api/orders')).json()) as Order[];
    expect(order!.shippingAddress).toMatchObject({
      wilaya: '31',
      city: 'Es Senia',
      commune: '3105',
      communeName: 'Es Senia',
      communeNameAr: 'السانية',
      delivery: 'desk',
      desk: typed.desk,
      phone: '+213661234567',
    });
    expect(order!.paymentMethod).toBe('cod');

    await page.goto(`/order/${order!.id}`);
    await expect(page.getByTestId('order-commune')).toContainText(locale === 'ar' ? 'السانية' : 'Es Senia');
    await expect(page.getByTestId('order-desk')).toContainText(typed.desk);

    // The next order starts where this one went: phone, address, wilaya, commune and desk, all editable.
    await page.goto(`/plant/${plant.id}`);
    await waitUntilAlive(page);
    await page.getByRole('button', { name: m.shop.card.addToCart, exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.goto('/checkout');
    await expect(page.getByLabel(m.checkout.page.phone, { exact: true })).toHaveValue('0661 23 45 67');
    await expect(page.getByLabel(m.checkout.page.address, { exact: true })).toHaveValue('Cité 200 logements, bâtiment B');
    await expect(page.getByRole('combobox', { name: m.checkout.page.wilaya, exact: true })).toHaveValue(/Oran|وهران/);
    await expect(commune).toHaveValue('Es Senia — السانية');
    await expect(page.getByRole('radio', { name: m.checkout.page.deliveryDesk })).toBeChecked();
    await expect(page.getByLabel(m.communes.deskNote)).toHaveValue(typed.desk);
  });
}
