import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { whatsappLink } from '../../src/shared/domain/confirmation';
import { en } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { readIn } from './i18n-support';
import { waitUntilAlive } from './support';

/**
 * Issue 29 item 6, "the shop can be reached": the owner types the shop's WhatsApp number in Settings;
 * the contact page, the footer and the assistant then offer a wa.me link with a message ready in the
 * reader's language. The number is put back afterwards: other journeys expect a shop without one.
 */
const a = en.admin.settings;

test.afterAll(async ({ request }) => {
  await request.post('/api/auth/login', { data: E2E_ADMIN });
  await request.patch('/api/admin/settings', { data: { whatsappNumber: '', contactPhone: '' } });
});

test('the owner sets the shop’s WhatsApp; a customer in French and one in Arabic get the link with a message in their language', async ({ page, browser, baseURL }) => {
  // Three browsers (the owner, then a reader in each language) in one journey.
  test.setTimeout(90_000);
  await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  await page.goto('/admin');
  await page.getByRole('tab', { name: en.admin.tabs.settings }).click();
  await page.getByRole('button', { name: a.edit }).click();
  const dialog = page.getByRole('dialog', { name: a.dialogTitle });
  await dialog.getByLabel(a.whatsappNumber, { exact: true }).fill('06612');
  await dialog.getByRole('button', { name: a.saveSettings }).click();
  await expect(dialog.getByText(en.admin.errors.whatsappInvalid, { exact: true })).toBeVisible();
  await dialog.getByLabel(a.whatsappNumber, { exact: true }).fill('0661 23 45 67');
  await dialog.getByLabel(a.contactPhone, { exact: true }).fill('021 23 45 67');
  await dialog.getByRole('button', { name: a.saveSettings }).click();
  await expect(dialog).toBeHidden();

  for (const [locale, catalogue] of [
    ['fr', fr],
    ['ar', ar],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await readIn(context, locale, baseURL!);
    const visitor = await context.newPage();
    await visitor.goto('/contact');
    await waitUntilAlive(visitor);
    const link = visitor.getByTestId('contact-whatsapp').getByRole('link', { name: catalogue.contact.whatsappCta });
    await expect(link).toHaveAttribute('href', whatsappLink('+213661234567', catalogue.contact.whatsappText));
    await expect(visitor.getByTestId('contact-phone')).toContainText('021 23 45 67');
    // The footer of every page carries them too.
    await expect(visitor.getByTestId('footer-whatsapp')).toHaveAttribute('href', whatsappLink('+213661234567', catalogue.contact.whatsappText));
    await context.close();
  }
});
