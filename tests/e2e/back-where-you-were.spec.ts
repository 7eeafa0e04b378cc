import { expect, test } from '@playwright/test';
import { localizedName } from '../../src/shared/domain/catalog-text';
import { en as messages } from '../../src/shared/messages';
import { buyablePlant, CATALOGUES, expectPageLanguage, readIn, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

/*
 * Issue 29, item 1: signing in or up, started anywhere, comes back there, and the cart survives.
 */

// ar and fr on a phone, en on a desktop (issue 29's "Done means").
for (const locale of ['en', 'ar', 'fr'] as const) {
  test(`${locale}${locale === 'en' ? '' : ' at 360 px'}: a visitor with a cart goes to checkout, signs up there and comes back to checkout with the cart`, async ({ page, context, baseURL }) => {
    const m = CATALOGUES[locale];
    if (locale !== 'en') {
      await page.setViewportSize({ width: 360, height: 740 });
      await readIn(context, locale, baseURL!);
    }
    const plant = await buyablePlant(page.request);
    await page.goto(`/plant/${plant.id}`);
    await waitUntilAlive(page);
    await page.getByRole('button', { name: m.shop.card.addToCart, exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByRole('button', { name: m.nav.cart, exact: true }).click();
    await page.getByTestId('cart-panel').getByRole('button', { name: m.shop.cart.checkout, exact: true }).click();
    await expect(page).toHaveURL('/login?next=%2Fcheckout');

    // No account yet: the login page's sign-up link keeps where to come back to.
    await page.getByRole('main').getByRole('link', { name: m.nav.signUp }).click();
    await expect(page).toHaveURL('/signup?next=%2Fcheckout');
    await page.getByLabel(m.auth.firstName, { exact: true }).fill('Karima');
    await page.getByLabel(m.auth.lastName, { exact: true }).fill('Saadi');
    await page.getByLabel(m.auth.email, { exact: true }).fill(`back.${locale}.${Date.now()}@example.dz`);
    await page.getByLabel(m.auth.password, { exact: true }).fill('secret123');
    await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill('secret123');
    await page.getByRole('button', { name: m.auth.createAccount }).click();

    await expect(page).toHaveURL('/checkout');
    await expectPageLanguage(page, locale);
    await expect(page.getByLabel(m.checkout.page.firstName, { exact: true })).toHaveValue('Karima');
    await expect(page.getByTestId('order-summary')).toContainText(localizedName(plant, locale));
  });
}

test('a visitor who presses the wishlist heart on a plant signs in and is back on that plant', async ({ page }) => {
  const plant = await buyablePlant(page.request);
  const user = await signUpCustomer(page.request, 'back-plant');
  await page.context().clearCookies(); // a visitor again, with an account
  await page.goto(`/plant/${plant.id}`);
  await waitUntilAlive(page);
  await page.getByRole('button', { name: messages.shop.card.addToWishlist }).first().click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/plant/${plant.id}`)}`);
  await page.getByLabel(messages.auth.email).fill(user.email);
  await page.getByLabel(messages.auth.password, { exact: true }).fill('secret123');
  await page.getByRole('button', { name: messages.auth.signIn }).click();
  await expect(page).toHaveURL(`/plant/${plant.id}`);
  await expect(page.getByRole('heading', { name: plant.name, level: 1 })).toBeVisible();
});

test('a reader sent to sign in from checkout comes back to checkout with the cart', async ({ page }) => {
  const plant = await buyablePlant(page.request);
  const user = await signUpCustomer(page.request, 'back-checkout');
  await page.goto(`/plant/${plant.id}`);
  await waitUntilAlive(page);
  await page.getByRole('button', { name: messages.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The session ends (signed out elsewhere, or expired); the cart stays on this phone.
  await page.context().clearCookies();
  await page.goto('/checkout');
  await expect(page).toHaveURL('/login?next=%2Fcheckout');
  await page.getByLabel(messages.auth.email).fill(user.email);
  await page.getByLabel(messages.auth.password, { exact: true }).fill('secret123');
  await page.getByRole('button', { name: messages.auth.signIn }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByTestId('order-summary')).toContainText(plant.name);
});
