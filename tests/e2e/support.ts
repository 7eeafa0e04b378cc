import { expect, type Page } from '@playwright/test';

/** Signs a new customer up through the real form; returns the e-mail used. */
export async function signUpInBrowser(page: Page, name: { first: string; last: string; prefix: string }): Promise<string> {
  const email = `${name.prefix}.${Date.now()}@example.dz`;
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(name.first);
  await page.getByLabel('Last Name').fill(name.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return email;
}

/** Picks a wilaya in the checkout's searchable select by typing part of its name. */
export async function chooseWilaya(page: Page, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: 'Wilaya', exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/**
 * A server-rendered page is inert until the browser has adopted it (docs/decisions 015). Clicks and
 * fills wait for that by themselves; `setInputFiles` and `pressSequentially` do not.
 */
export async function waitUntilAlive(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
