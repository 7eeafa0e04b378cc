import { expect, test } from '@playwright/test';
import type { CurrentUser } from '../../src/shared/contracts/auth';
import { CATALOGUES, readIn } from './i18n-support';
import { signUpInBrowser, waitUntilAlive } from './support';

/*
 * Issue 37 item 3 (docs/contract.md §2): changing the e-mail needs the current password. The profile page
 * asks for it beside the address as soon as the address changes, in the reader's language, and the
 * change goes through only with it.
 */

for (const locale of ['fr', 'ar', 'en'] as const) {
  test(`${locale}: changing the e-mail on the profile page asks for the current password`, async ({ page, context, baseURL }) => {
    const m = CATALOGUES[locale];
    const email = await signUpInBrowser(page, { first: 'Amina', last: 'Benali', prefix: `email-change-${locale}` });
    await readIn(context, locale, baseURL!);
    await page.goto('/profile');
    await waitUntilAlive(page);
    const asked = page.getByTestId('email-change-password');
    await expect(asked).toHaveCount(0);

    const moved = email.replace('@', '.new@');
    await page.getByLabel(m.auth.email, { exact: true }).fill(moved);
    await expect(asked).toBeVisible();
    await expect(asked).toContainText(m.trust.accounts.currentPasswordForEmail);
    await page.getByRole('button', { name: m.profile.save }).click();
    await expect(page.locator('#currentPassword-error')).toHaveText(m.trust.accounts.currentPasswordForEmail);
    expect(((await (await page.request.get('/api/auth/user')).json()) as CurrentUser).email).toBe(email);

    await asked.getByLabel(m.profile.currentPassword, { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: m.profile.save }).click();
    await expect(page.locator('#currentPassword-error')).toHaveText(m.profile.currentPasswordWrong);
    expect(((await (await page.request.get('/api/auth/user')).json()) as CurrentUser).email).toBe(email);

    await asked.getByLabel(m.profile.currentPassword, { exact: true }).fill('secret123');
    await page.getByRole('button', { name: m.profile.save }).click();
    await expect(page.getByText(m.profile.updated, { exact: true })).toBeVisible();
    expect(((await (await page.request.get('/api/auth/user')).json()) as CurrentUser).email).toBe(moved);
    await expect(asked).toHaveCount(0);
  });
}
