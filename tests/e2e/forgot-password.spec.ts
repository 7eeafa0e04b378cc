import { expect, test } from '@playwright/test';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { readIn } from './i18n-support';
import { waitUntilAlive } from './support';

/**
 * "Forgot your password?" from the sign-in page, in French and Arabic at 360 px. This E2E shop has no
 * SMTP_URL nor PUBLIC_ORIGIN, so it says plainly that it cannot reset by e-mail (the same answer for
 * every address); the link's whole journey through a real SMTP server is mail-journeys.spec.ts (a shop
 * with e-mail, in the browser) and password-reset.api.test.ts.
 * A link that is not valid says so and offers a new one.
 */
for (const [locale, m] of [
  ['fr', fr],
  ['ar', ar],
] as const) {
  test(`in ${locale}: from sign-in to "forgot password", an honest answer; a dead link offers a new one`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await readIn(context, locale, baseURL!);
    const page = await context.newPage();
    await page.goto('/login');
    await waitUntilAlive(page);
    await page.getByRole('link', { name: m.auth.forgotLink }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { name: m.auth.forgotTitle, level: 1 })).toBeVisible();
    await waitUntilAlive(page);
    await page.getByLabel(m.auth.email, { exact: true }).fill('someone@example.dz');
    await page.getByRole('button', { name: m.auth.sendLink }).click();
    await expect(page.getByTestId('forgot-answer')).toHaveText(m.auth.forgotUnavailable);

    await page.goto(`/reset-password?token=${'A'.repeat(43)}`);
    await waitUntilAlive(page);
    await page.getByLabel(m.auth.newPassword, { exact: true }).fill('brand-new-password');
    await page.getByLabel(m.auth.confirmPassword, { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: m.auth.saveNewPassword }).click();
    await expect(page.getByTestId('reset-error')).toContainText(m.auth.resetLinkInvalid);
    await page.getByRole('link', { name: m.auth.askNewLink }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await context.close();
  });
}
