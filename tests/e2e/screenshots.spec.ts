import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { buyablePlant, placeOrder, publishSellerIdentity, readIn, signInAsAdmin, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

/*
 * Issues 29 item 10 and 38: full-page screenshots at 360 px, in Arabic and French, for a person to look at
 * (overflow, overlaps, cut text, Latin words in Arabic, numbers out of place): /shipping; the customer's
 * order page for each payment method (bank transfer, CCP, cash on delivery, CIB / Edahabia) and each state
 * the owner moves an order to (confirmed, shipped, delivered, cancelled); the order desk with its history;
 * the footer with the seller's identity; the owner's orders list. Not part of the suite:
 * `SCREENSHOTS=1 npx playwright test tests/e2e/screenshots.spec.ts` writes them to
 * test-results/screenshots/ (not committed).
 */
test.skip(!process.env.SCREENSHOTS, 'run with SCREENSHOTS=1');
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const DIR = 'test-results/screenshots';

test.afterAll(async ({ request }) => {
  await request.post('/api/auth/login', { data: E2E_ADMIN });
  await request.patch('/api/admin/settings', { data: { whatsappNumber: '', contactPhone: '' } });
});

for (const locale of ['ar', 'fr'] as const) {
  test(`${locale}: /shipping, an order's page and its order desk at 360 px`, async ({ page, context, baseURL, request }) => {
    test.setTimeout(90_000);
    // The shop can be reached: the order page shows its WhatsApp and phone too.
    await request.post('/api/auth/login', { data: E2E_ADMIN });
    expect((await request.patch('/api/admin/settings', { data: { whatsappNumber: '0661 23 45 67', contactPhone: '021 23 45 67' } })).ok()).toBeTruthy();
    await readIn(context, locale, baseURL!);

    await page.goto('/shipping');
    await waitUntilAlive(page);
    // The rates of every wilaya, opened.
    await page.locator('main details > summary').first().click();
    await page.screenshot({ path: `${DIR}/${locale}-shipping.png`, fullPage: true });

    const customer = await signUpCustomer(page.request, `shots-${locale}`);
    const orderId = await placeOrder(page.request, await buyablePlant(page.request), customer);
    await page.goto(`/order/${orderId}?placed=1`);
    await expect(page.getByTestId('transfer-receipt')).toBeVisible();
    await expect(page.getByTestId('order-shop-phone')).toBeVisible();
    await page.screenshot({ path: `${DIR}/${locale}-order.png`, fullPage: true });

    await page.request.post('/api/auth/logout');
    await signInAsAdmin(page.request);
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByTestId('desk-actions')).toBeVisible();
    await page.screenshot({ path: `${DIR}/${locale}-order-desk.png`, fullPage: true });
  });
}

for (const locale of ['ar', 'fr'] as const) {
  test(`${locale}: the order page in each method and state, the desk's history, the footer and the orders list at 360 px`, async ({ page, context, baseURL, browser }) => {
    test.setTimeout(180_000);
    await readIn(context, locale, baseURL!);
    const shot = (name: string) => page.screenshot({ path: `${DIR}/${locale}-${name}.png`, fullPage: true });
    const owner = await browser.newContext({ baseURL });
    await signInAsAdmin(owner.request);
    await publishSellerIdentity(owner.request);
    // CCP is one of the methods shown: the shop's account is set for this test and unset after it.
    const methods = ((await (await owner.request.get('/api/admin/settings')).json()) as { paymentMethods: string[] }).paymentMethods;
    const withCcp = { ccpNumber: '0012345678', ccpKey: '42', ccpHolder: 'SARL Nabta', paymentMethods: [...methods.filter((m) => m !== 'ccp'), 'ccp'] };
    expect((await owner.request.patch('/api/admin/settings', { data: withCcp })).status()).toBe(200);
    try {
    const desk = async (id: string, action: string, data: object = {}) =>
      expect((await owner.request.post(`/api/admin/orders/${id}/${action}`, { data })).status(), `${action} ${id}`).toBe(200);

    const customer = await signUpCustomer(page.request, `shots-states-${locale}`);
    const plant = await buyablePlant(page.request);
    const orders: Record<string, string> = {};
    for (const method of ['bank_transfer', 'ccp', 'cod', 'chargily'] as const) {
      orders[method] = await placeOrder(page.request, plant, customer, method);
      await page.goto(`/order/${orders[method]}`);
      await expect(page.getByTestId('order-total')).toBeVisible();
      await shot(`order-${method}-pending`);
    }
    // The cash-on-delivery order through the owner's day: confirmed, shipped, delivered.
    const cod = orders.cod!;
    const steps = [
      ['confirm', {}, 'confirmed'],
      ['ship', { carrier: 'Yalidine', trackingNumber: `YAL-${cod.slice(0, 8)}` }, 'shipped'],
      ['deliver', {}, 'delivered'],
    ] as const;
    for (const [action, data, state] of steps) {
      await desk(cod, action, data);
      await page.goto(`/order/${cod}`);
      await expect(page.getByTestId('order-total')).toBeVisible();
      await shot(`order-cod-${state}`);
    }
    await desk(orders.bank_transfer!, 'cancel', { reason: locale === 'ar' ? 'نفاد المخزون' : 'Rupture de stock' });
    await page.goto(`/order/${orders.bank_transfer}`);
    await expect(page.getByTestId('order-total')).toBeVisible();
    await shot('order-bank_transfer-cancelled');
    // The footer, with the seller's identity published.
    await page.goto('/about');
    await expect(page.getByTestId('footer-seller-address')).toBeVisible();
    await page.getByTestId('footer-seller').screenshot({ path: `${DIR}/${locale}-footer-seller.png` });
    await page.locator('footer').screenshot({ path: `${DIR}/${locale}-footer.png` });

    // The owner, on the same phone: the desk's history of the delivered order, and the orders list.
    const ownerPage = await owner.newPage();
    await ownerPage.setViewportSize({ width: 360, height: 740 });
    await readIn(owner, locale, baseURL!);
    await ownerPage.goto(`/admin/orders/${cod}`);
    await expect(ownerPage.getByTestId('desk-actions')).toBeVisible();
    await ownerPage.screenshot({ path: `${DIR}/${locale}-desk-history.png`, fullPage: true });
    await ownerPage.goto('/admin?tab=orders');
    await expect(ownerPage.getByTestId('admin-order-row').first()).toBeVisible();
    await ownerPage.screenshot({ path: `${DIR}/${locale}-admin-orders.png`, fullPage: true });
    } finally {
      await owner.request.patch('/api/admin/settings', { data: { paymentMethods: methods } });
      await owner.close();
    }
  });
}
