import { expect, test, type Page } from '@playwright/test';
import { en as messages } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';
import { waitUntilAlive } from './support';

const v = messages.validation;
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a visitor signs up, edits the profile, changes the password, signs out and back in', async ({ page }) => {
  const email = `amina.${Date.now()}@example.dz`;

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [v.firstNameRequired, v.lastNameRequired, v.emailInvalid, v.passwordMin, v.confirmPasswordRequired]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }

  await page.getByLabel('First Name').fill('Amina');
  await page.getByLabel('Last Name').fill('Benali');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret124');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(v.passwordsDontMatch)).toBeVisible();

  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();

  // Signed in: back on / with the customer's navigation.
  await expect(page).toHaveURL('/');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Wishlist' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toContainText('Amina Benali');

  // Edit the profile.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await page.getByLabel('First Name').fill('Yasmine');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toContainText('Yasmine Benali');

  // A new password needs the current one.
  await page.getByLabel('New Password', { exact: true }).fill('newsecret1');
  await page.getByLabel('Confirm New Password').fill('newsecret1');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(v.currentPasswordRequired)).toBeVisible();
  await page.getByLabel('Current Password').fill('secret123');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile Updated', { exact: true })).toBeVisible();

  // Sign out: back to / as a visitor.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, email, 'secret123');
  await expect(page.getByRole('alert').filter({ hasText: messages.auth.invalidCredentials })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('newsecret1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toContainText('Yasmine Benali');
});

test('the login form shows the spec messages for bad input', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(v.emailInvalid)).toBeVisible();
  await expect(page.getByText(v.passwordRequired)).toBeVisible();
});

test('the admin from ADMIN_EMAIL sees Admin Dashboard in the navigation', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  await expect(mainNav(page).getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
});

test('the account menu works from the keyboard: Enter opens it, arrows move, Escape closes it and gives the focus back', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL('/');
  // Its Radix code is fetched on first use: the first Enter must still open it. Signing in loads a
  // server-rendered page, inert until adopted, and focus() (unlike a click) does not wait for that.
  await waitUntilAlive(page);
  const button = page.getByTestId('user-menu');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a visitor sees the public navigation only', async ({ page }) => {
  await page.goto('/');
  const nav = mainNav(page);
  for (const name of ['Home', 'Plant ID', 'Categories', 'Shop']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Wishlist' })).toHaveCount(0);
});

test('a visitor opening /profile is told to log in and sent to /login', async ({ page }) => {
  // The toast lives only 500 ms before the redirect: start watching for it before navigating.
  const toastShown = page.getByText(messages.auth.authenticationRequired, { exact: true }).waitFor();
  await page.goto('/profile');
  await toastShown;
  await expect(page).toHaveURL('/login?next=%2Fprofile'); // back to /profile after signing in
});

test('any unknown path shows the 404 screen', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the header search goes to the shop with the text, and ignores blank text', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search' }).first();
  await search.fill('   ');
  await search.press('Enter');
  await expect(page).toHaveURL('/');
  await search.fill('lavande');
  await search.press('Enter');
  await expect(page).toHaveURL('/shop?search=lavande');
  // The box keeps showing what the results are for, also after a reload.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' }).first()).toHaveValue('lavande');
});
