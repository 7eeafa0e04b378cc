import { expect, test } from '@playwright/test';
import { LOCALE_NAMES } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';
import { CATALOGUES, expectPageLanguage, readIn } from './i18n-support';

/*
 * The back office's words are not in the catalogue customers' pages load (vite.config.ts,
 * backOfficeTexts): the admin page installs them before it renders, and again for a language
 * switched to on it. Opened in French, then switched to Arabic: its tabs, the settings card and the
 * order desk's list speak each language, none empty.
 */
test('the admin page speaks French when opened in French, and Arabic once switched to it', async ({ page, context, baseURL }) => {
  await readIn(context, 'fr', baseURL!);
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await expectPageLanguage(page, 'fr');
  const fr = CATALOGUES.fr;
  for (const tab of [fr.admin.tabs.plants, fr.admin.tabs.orders, fr.admin.tabs.settings]) await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await page.getByRole('tab', { name: fr.admin.tabs.settings }).click();
  await expect(page.getByRole('button', { name: fr.admin.settings.edit })).toBeVisible();

  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name: LOCALE_NAMES.ar }).click();
  await expectPageLanguage(page, 'ar');
  const ar = CATALOGUES.ar;
  await expect(page.getByRole('button', { name: ar.admin.settings.edit })).toBeVisible();
  await page.getByRole('tab', { name: ar.admin.tabs.orders }).click();
  await expect(page.getByRole('tab', { name: ar.admin.tabs.orders })).toHaveAttribute('aria-selected', 'true');
  // No tab is left without a name.
  for (const name of await page.getByRole('tab').allInnerTexts()) expect(name.trim()).not.toBe('');
});
