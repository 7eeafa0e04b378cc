import { expect, test } from '@playwright/test';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { readIn } from './i18n-support';
import { signUpInBrowser, waitUntilAlive } from './support';

/**
 * The address-confirmation link's page, in French and Arabic at 360 px (docs/contract.md §2). This E2E shop
 * has no SMTP_URL nor PUBLIC_ORIGIN, so it confirms no address and My Orders asks for nothing; the
 * link's journey through a real SMTP server is mail-journeys.spec.ts (in the browser) and
 * email-verification.api.test.ts. Opening the page
 * confirms nothing by itself (a mail scanner may open it): the button does, and a dead link says so.
 */
for (const [locale, m] of [
  ['fr', fr],
  ['ar', ar],
] as const) {
  test(`in ${locale}: a dead confirmation link says so; a shop that cannot mail asks nothing on My Orders`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await readIn(context, locale, baseURL!);
    const page = await context.newPage();
    await page.goto(`/verify-email?token=${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: m.auth.verifyTitle, level: 1 })).toBeVisible();
    await waitUntilAlive(page);
    await page.getByRole('button', { name: m.auth.verifyButton }).click();
    await expect(page.getByTestId('verify-error')).toHaveText(m.auth.verifyLinkInvalid);
    await context.close();
  });
}

test('a new account in a shop without e-mail sees no confirmation banner on My Orders', async ({ page }) => {
  await signUpInBrowser(page, { first: 'Nadia', last: 'Kaci', prefix: 'verify' });
  await page.goto('/dashboard');
  await expect(page.getByTestId('count-total')).toBeVisible();
  await expect(page.getByTestId('confirm-email')).toHaveCount(0);
});
