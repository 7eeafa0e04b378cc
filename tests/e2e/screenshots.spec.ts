import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { buyablePlant, placeOrder, readIn, signInAsAdmin, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

/*
 * Issue 29 item 10: full-page screenshots at 360 px of /shipping, a customer's order page and the owner's
 * order view, in Arabic and French, for a person to look at (overflow, overlaps, cut text, Latin words in
 * Arabic, numbers out of place). Not part of the suite: `SCREENSHOTS=1 npx playwright test
 * tests/e2e/screenshots.spec.ts` writes them to test-results/screenshots/ (not committed).
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
