import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../../src/shared/contracts/orders';
import type { Locale } from '../../src/shared/messages';
import { buyablePlant, CATALOGUES, expectPageLanguage, readIn, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

/*
 * Issue 36, item 1: what the customer chose stays chosen. A customer on a phone chooses cash on
 * delivery, then the wilaya; the tab loses and regains the focus (another app, then back); they switch
 * the language; Place Order places a cash-on-delivery order, not the shop's default (bank transfer).
 * Every payment method is configured on the suite's shop (bank details, Chargily, CCP, Stripe keys
 * absent: the default is bank transfer), so a fall back to the default would be seen.
 */

/** The tab goes to the background and comes back, with the events a browser fires in that order. */
async function leaveAndComeBack(page: Page) {
  await page.evaluate(async () => {
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    };
    const active = document.activeElement;
    active?.dispatchEvent(new FocusEvent('blur'));
    active?.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    window.dispatchEvent(new FocusEvent('blur'));
    setHidden(true);
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((r) => setTimeout(r, 300));
    setHidden(false);
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new FocusEvent('focus'));
    active?.dispatchEvent(new FocusEvent('focus'));
    active?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    // What a page sees when the tab is really in the background: TanStack Query's focus manager asks this.
    delete (document as { visibilityState?: unknown }).visibilityState;
    delete (document as { hidden?: unknown }).hidden;
  });
}

const JOURNEYS: { locale: Locale; other: Locale }[] = [
  { locale: 'ar', other: 'fr' },
  { locale: 'fr', other: 'ar' },
];

for (const { locale, other } of JOURNEYS) {
  test(`${locale}, 360 px: cash on delivery chosen before the wilaya stays chosen through a lost focus and a language switch, and the order is cash on delivery`, async ({
    page,
    baseURL,
  }) => {
    // Sign-up, a plant, the checkout twice over (the code held, then a language): slower than most journeys on a busy machine.
    test.setTimeout(90_000);
    const t = CATALOGUES[locale];
    const o = CATALOGUES[other];
    await page.setViewportSize({ width: 360, height: 780 });
    await readIn(page.context(), locale, baseURL!);
    await signUpCustomer(page.request, `choice-${locale}`);
    const plant = await buyablePlant(page.request);

    await page.goto(`/plant/${plant.id}`);
    await waitUntilAlive(page);
    await page.getByRole('button', { name: t.shop.card.addToCart, exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');

    // The page's code is held until the customer has chosen, as on a phone whose link is slow: the
    // server's page is there, its code is not.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not waiting for `load`: a script the page inserts before it fires delays it, and the code is held.
    // Not even DOMContentLoaded: module scripts run before it, and the code is held (docs/decisions/029).
    await page.goto('/checkout', { waitUntil: 'commit' });
    await expectPageLanguage(page, locale);
    await expect(page.getByRole('heading', { name: t.checkout.page.title, level: 1 })).toBeVisible();

    const cod = (m: typeof t) => page.getByRole('radio', { name: new RegExp(m.checkout.methods.cod) });
    const bank = (m: typeof t) => page.getByRole('radio', { name: new RegExp(m.checkout.methods.bank_transfer) });
    await expect(bank(t)).toBeChecked(); // the shop's default
    await cod(t).check();
    await expect(cod(t)).toBeChecked();
    release();
    await waitUntilAlive(page);
    await page.unroute(/\/assets\/.*\.js$/);

    await page.getByLabel(t.checkout.page.phone).fill('0661 23 45 67');
    await page.getByRole('combobox', { name: t.checkout.page.wilaya, exact: true }).fill('Oran');
    await page.getByRole('option', { name: /^31 Oran/ }).click();
    await page.getByLabel(t.checkout.page.address, { exact: true }).fill('Cité 200 logements, bâtiment B');
    await page.getByLabel(t.checkout.page.city).fill('Bir El Djir');
    await expect(cod(t)).toBeChecked();

    await leaveAndComeBack(page);
    await page.waitForTimeout(500);
    await expect(cod(t)).toBeChecked();

    // The language, from the phone's menu.
    await page.getByRole('button', { name: t.nav.openMenu }).click();
    await page.getByTestId('language-list').getByRole('button', { name: new RegExp(`^${o === CATALOGUES.fr ? 'Français' : 'العربية'}$`) }).click();
    await expectPageLanguage(page, other);
    await expect(page.getByRole('heading', { name: o.checkout.page.title, level: 1 })).toBeVisible();
    await expect(cod(o)).toBeChecked();
    await expect(bank(o)).not.toBeChecked();
    await expect(page.getByRole('combobox', { name: o.checkout.page.wilaya, exact: true })).toHaveValue(/^31 Oran/);
    await expect(page.getByLabel(o.checkout.page.city)).toHaveValue('Bir El Djir');

    await page.getByRole('button', { name: o.checkout.page.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
    const [order] = (await (await page.request.get('/api/orders')).json()) as Order[];
    expect(order).toMatchObject({ paymentMethod: 'cod', shippingAddress: { wilaya: '31', phone: '+213661234567', city: 'Bir El Djir' } });
  });
}
