import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/shared/messages';
import { catalogues } from '../../src/shared/messages/catalogues';
import { buyablePlant, readIn, signUpCustomer } from './i18n-support';
import { placeCodOrder, waitUntilAlive } from './support';

/*
 * Issue 35 item 4 (docs/contract.md §7): "Track my order" without an account. A guest who kept only the
 * order number (#xxxxxxxx) and the phone finds the order from the footer's link, at 360 px, in Arabic and
 * French, with and without JavaScript; a wrong phone gets the one message for both mistakes and keeps
 * what was typed.
 */

const PHONE = { ar: '0554 10 20 30', fr: '0774 10 20 30' } as const;

for (const [locale, javaScriptEnabled] of [
  ['ar', true],
  ['fr', true],
  ['ar', false],
] as const satisfies readonly (readonly [Locale, boolean])[]) {
  test(`a guest finds their order by number and phone from the footer at 360 px in ${locale}${javaScriptEnabled ? '' : ' without JavaScript'}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const phone = javaScriptEnabled ? PHONE[locale] : '0664 10 20 30';
    const setup = await browser.newContext();
    const plant = await buyablePlant(setup.request);
    // A cash-on-delivery order through the checkout (the suite's express orders use up this address's 5 an hour).
    await signUpCustomer(setup.request, `track-${locale}-${javaScriptEnabled ? 'js' : 'nojs'}`);
    const order = await placeCodOrder(setup.request, plant, { name: 'Amina Benali', phone, commune: '3101' });
    const number = order.id.slice(-8);
    await setup.close();

    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled });
    await readIn(context, locale, baseURL!);
    const page = await context.newPage();
    const t = catalogues[locale].express.track;
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: t.link }).click();
    await expect(page).toHaveURL(/\/track$/);
    if (javaScriptEnabled) await waitUntilAlive(page);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

    // A wrong phone: one message for both mistakes, what was typed kept.
    const form = page.getByTestId('track-form');
    await form.getByLabel(t.number).fill(`#${number.toUpperCase()}`);
    await form.getByLabel(t.phone).fill('0699 99 99 99');
    await form.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(catalogues[locale].express.errors.trackNotFound);
    await expect(form.getByLabel(t.number)).toHaveValue(`#${number.toUpperCase()}`);

    // The right one opens the order's page.
    await form.getByLabel(t.phone).fill(phone);
    await form.getByRole('button', { name: t.submit }).click();
    await page.waitForURL(new RegExp(`/order/${order.id}\\?key=`));
    await expect(page.locator('h1')).toContainText(number);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
}
