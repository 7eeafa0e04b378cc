import { expect, test } from '@playwright/test';
import { en as messages } from '../../src/shared/messages';
import { E2E_ADMIN, E2E_BANK } from '../../playwright.config';

/*
 * decisions.md §2 "Admins are not all equal": where the money goes is the owner's. An admin who is
 * not the owner sees the payment settings read-only (and cannot change them); the owner reads who
 * changed what in the audit log.
 */

const a = messages.admin;
const t = messages.trust;
const stamp = Date.now();
const ADMIN = { email: `nadia.${stamp}@e2e.nabta.dz`, password: 'nadia-admin-pass' };

// Two accounts, two sign-ins and the settings dialog: more than the default 30 s on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('an admin who is not the owner sees the payment settings read-only and changes the rest', async ({ page, browser }) => {
  const owner = await browser.newContext();
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const created = await owner.request.post('/api/admin/users', { data: { ...ADMIN, firstName: 'Nadia', lastName: 'Admin', role: 'admin' } });
  expect(created.status()).toBe(201);
  await owner.close();

  expect((await page.request.post('/api/auth/login', { data: ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: t.audit.tab })).toHaveCount(0);
  await page.getByRole('tab', { name: a.tabs.settings }).click();
  await expect(page.getByTestId('owner-only-hint').first()).toHaveText(t.settings.ownerOnlyHint);

  await page.getByRole('button', { name: a.settings.edit }).click();
  const dialog = page.getByRole('dialog', { name: a.settings.dialogTitle });
  await expect(dialog.getByLabel(a.settings.bankRib, { exact: true })).toBeDisabled();
  await expect(dialog.getByLabel(a.settings.bankRib, { exact: true })).toHaveValue(E2E_BANK.bankRib);
  await expect(dialog.getByLabel(a.settings.chargilySecretKey, { exact: true })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: messages.checkout.methods.cod })).toBeDisabled();
  await expect(dialog.getByLabel(a.settings.siteDescription, { exact: true })).toBeEnabled();
  await dialog.getByLabel(a.settings.siteDescription, { exact: true }).fill(`Plantes d’Algérie ${stamp}`);
  await dialog.getByRole('button', { name: a.settings.saveSettings }).click();
  await expect(dialog).toBeHidden();

  // Past the page, the server says no as well.
  const refused = await page.request.patch('/api/admin/settings', { data: { bankRib: '00799999999999999999' } });
  expect(refused.status()).toBe(403);
  expect((await page.request.get('/api/admin/audit')).status()).toBe(403);
});

test('the owner reads who changed what in the audit log', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await page.getByRole('tab', { name: t.audit.tab }).click();
  const entry = page.getByTestId('audit-entry').filter({ hasText: ADMIN.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(a.settings.siteDescription);
  await expect(entry).toContainText(`Plantes d’Algérie ${stamp}`);
});

test('the owner sets the order rules in the settings dialog: unpaid orders, COD calls, the new wilayas’ date', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await page.getByRole('tab', { name: a.tabs.settings }).click();
  const open = async () => {
    await page.getByRole('button', { name: a.settings.edit }).click();
    return page.getByRole('dialog', { name: a.settings.dialogTitle });
  };
  let dialog = await open();
  await expect(dialog.getByLabel(a.settings.bankTransferDays, { exact: true })).toHaveValue('7');
  await expect(dialog.getByLabel(a.settings.newWilayasFrom, { exact: true })).toHaveValue('2027-01-01');
  await dialog.getByLabel(a.settings.codConfirmAttempts, { exact: true }).fill('0');
  await dialog.getByRole('button', { name: a.settings.saveSettings }).click();
  await expect(dialog.getByText(a.errors.codConfirmAttemptsInvalid)).toBeVisible();
  await dialog.getByLabel(a.settings.codConfirmAttempts, { exact: true }).fill('4');
  await dialog.getByLabel(a.settings.bankTransferDays, { exact: true }).fill('5');
  await dialog.getByLabel(a.settings.newWilayasFrom, { exact: true }).fill('2026-12-15');
  await dialog.getByRole('button', { name: a.settings.saveSettings }).click();
  await expect(dialog).toBeHidden();

  dialog = await open();
  await expect(dialog.getByLabel(a.settings.codConfirmAttempts, { exact: true })).toHaveValue('4');
  await expect(dialog.getByLabel(a.settings.bankTransferDays, { exact: true })).toHaveValue('5');
  await expect(dialog.getByLabel(a.settings.newWilayasFrom, { exact: true })).toHaveValue('2026-12-15');
  // The other journeys of this shop expect the defaults back.
  const restored = await page.request.patch('/api/admin/settings', { data: { codConfirmAttempts: 3, bankTransferDays: 7, newWilayasFrom: '2027-01-01' } });
  expect(restored.status()).toBe(200);
});
