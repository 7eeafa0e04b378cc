import { expect, test } from '@playwright/test';
import { en as messages } from '../../src/shared/messages';
import { buyablePlant, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

/*
 * Issue 29, item 1: signing in or up, started anywhere, comes back there, and the cart survives.
 */

test('a visitor with a cart goes to checkout, signs up there and comes back to checkout with the cart', async ({ page }) => {
  const plant = await buyablePlant(page.request);
  await page.goto(`/plant/${plant.id}`);
  await waitUntilAlive(page);
  await page.getByRole('button', { name: messages.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByRole('button', { name: messages.nav.cart }).click();
  await page.getByTestId('cart-panel').getByRole('button', { name: messages.shop.cart.checkout }).click();
  await expect(page).toHaveURL('/login?next=%2Fcheckout');

  // No account yet: the login page's sign-up link keeps where to come back to.
  await page.getByRole('main').getByRole('link', { name: messages.nav.signUp }).click();
  await expect(page).toHaveURL('/signup?next=%2Fcheckout');
  await page.getByLabel(messages.auth.firstName).fill('Karima');
  await page.getByLabel(messages.auth.lastName).fill('Saadi');
  await page.getByLabel(messages.auth.email).fill(`back.${Date.now()}@example.dz`);
  await page.getByLabel(messages.auth.password, { exact: true }).fill('secret123');
  await page.getByLabel(messages.auth.confirmPassword).fill('secret123');
  await page.getByRole('button', { name: messages.auth.createAccount }).click();

  await expect(page).toHaveURL('/checkout');
  await expect(page.getByLabel(messages.checkout.page.firstName)).toHaveValue('Karima');
  await expect(page.getByTestId('order-summary')).toContainText(plant.name);
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
