import { expect, test, type Browser, type Page } from '@playwright/test';
import type { DraftView } from '../../src/shared/contracts/express-orders';
import { localizedName } from '../../src/shared/domain/catalog-text';
import { wilayaByCode } from '../../src/shared/domain/wilayas';
import type { Locale } from '../../src/shared/messages';
import { catalogues } from '../../src/shared/messages/catalogues';
import { E2E_ADMIN } from '../../playwright.config';
import { buyablePlant, readIn, signUpCustomer } from './i18n-support';
import { placeCodOrder, waitUntilAlive } from './support';

/*
 * Issue 35 items 6 and 7 (docs/contract.md §7), on a desktop: a visitor leaves the express form after
 * typing a phone; the owner finds it in "To call back", calls, and places the order for them from the
 * prefilled form. An order from an ad shows where it came from in the desk and is found by its source.
 */

async function ownerIn(browser: Browser, baseURL: string, locale: Locale): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await readIn(context, locale, baseURL);
  const page = await context.newPage();
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  return page;
}

async function openOrdersTab(admin: Page, locale: Locale) {
  await admin.goto('/admin');
  await admin.getByRole('tab', { name: catalogues[locale].admin.tabs.orders }).click();
}

const draftsOf = async (admin: Page) => (await (await admin.request.get('/api/admin/orders/drafts')).json()) as DraftView[];

test('a visitor leaves the express form after the phone; the owner calls back and places the order for them', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const x = catalogues.en.express;
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await readIn(visitorContext, 'en', baseURL!);
  const visitor = await visitorContext.newPage();
  const plant = await buyablePlant(visitor.request);
  await visitor.goto(`/plant/${plant.id}`);
  await waitUntilAlive(visitor);
  const form = visitor.getByTestId('express-form');
  await form.getByLabel(x.form.name).fill('Yasmine Haddad');
  await form.getByLabel(x.form.wilaya).selectOption('31');
  await form.getByLabel(x.form.phone, { exact: true }).fill('0554 61 72 83');
  // Leaving the phone field keeps what was typed; then the visitor leaves.
  await form.getByLabel(x.form.phone, { exact: true }).press('Tab');
  const admin = await ownerIn(browser, baseURL!, 'en');
  await expect.poll(async () => (await draftsOf(admin)).some((d) => d.phone === '+213554617283' && d.customerName === 'Yasmine Haddad')).toBe(true);
  await visitorContext.close();

  await openOrdersTab(admin, 'en');
  const callBack = admin.getByTestId('call-back');
  await expect(callBack.getByRole('heading', { name: x.desk.toCallBack })).toBeVisible();
  const draft = callBack.getByTestId('call-back-draft').filter({ hasText: '0554 61 72 83' });
  await expect(draft).toContainText('Yasmine Haddad');
  await expect(draft.getByTestId('call-back-wilaya')).toHaveText('31 Oran');
  await expect(draft.getByTestId('call-back-items')).toHaveText(`${localizedName(plant, 'en')} × 1`);
  await expect(draft).toContainText(/Left \d+ minutes? ago/);
  await expect(draft.getByRole('link', { name: 'Call 0554 61 72 83' })).toHaveAttribute('href', 'tel:+213554617283');

  // After the call: the express form, started from the draft; the owner completes the address.
  await draft.getByRole('link', { name: x.desk.orderForThem }).click();
  await expect(admin).toHaveURL(new RegExp(`/plant/${plant.id}\\?draft=`));
  await expect(admin.getByTestId('express-for-caller')).toContainText('Yasmine Haddad');
  const prefilled = admin.getByTestId('express-form');
  await expect(prefilled.getByLabel(x.form.name)).toHaveValue('Yasmine Haddad');
  await expect(prefilled.getByLabel(x.form.phone, { exact: true })).toHaveValue('0554 61 72 83');
  await expect(prefilled.getByLabel(x.form.wilaya)).toHaveValue('31');
  await prefilled.getByLabel(x.form.address).fill('5 boulevard de la Soummam');
  await prefilled.getByRole('button', { name: x.form.submit }).click();

  // The order opens in the desk: the caller's, placed through the express form.
  await admin.waitForURL(/\/admin\/orders\/[0-9a-f-]{36}$/);
  const id = admin.url().split('/').pop()!;
  await expect(admin.getByTestId('desk-phone')).toContainText('0554 61 72 83');
  await expect(admin.getByTestId('desk-channel')).toContainText(x.desk.channels.express);
  const detail = await (await admin.request.get(`/api/admin/orders/${id}`)).json();
  expect(detail).toMatchObject({ userId: null, customerName: 'Yasmine Haddad', paymentMethod: 'cod', channel: 'express', wilaya: '31' });

  // That phone ordered: no one left to call back.
  await openOrdersTab(admin, 'en');
  await expect(admin.getByTestId('call-back')).toBeVisible();
  await expect(admin.getByTestId('call-back-draft').filter({ hasText: '0554 61 72 83' })).toHaveCount(0);
  await admin.context().close();
});

test('an order from an ad shows its source in the desk and is found by the source filter (fr)', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const x = catalogues.fr.express.desk;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await readIn(context, 'fr', baseURL!);
  const buyer = await context.newPage();
  await signUpCustomer(buyer.request, 'ad-buyer');
  // The first landing: the server keeps its source in a first-party cookie.
  await buyer.goto('/?utm_source=facebook&utm_campaign=spring&fbclid=abc');
  const plant = await buyablePlant(buyer.request);
  const order = await placeCodOrder(buyer.request, plant, { name: 'Karim Mansouri', phone: '0555 31 41 59', commune: '3101' });
  await context.close();

  const admin = await ownerIn(browser, baseURL!, 'fr');
  await openOrdersTab(admin, 'fr');
  const row = admin.locator(`[data-testid="admin-order-row"][data-order-id="${order.id}"]`);
  await admin.getByRole('searchbox', { name: `${x.sourceFilter} (${x.sourceFilterHint})` }).fill('Facebook');
  await admin.getByRole('combobox', { name: x.channelFilter }).click();
  // The list the filter asked for, not the one drawn before it (the order is in both).
  const filtered = admin.waitForResponse((r) => r.url().includes('/api/admin/orders?') && r.url().includes('channel=checkout') && r.url().includes('source=Facebook'));
  await admin.getByRole('option', { name: x.channels.checkout, exact: true }).click();
  await filtered;
  await expect(row).toBeVisible();
  // Every order listed came from facebook through the checkout.
  const ids = await admin.getByTestId('admin-order-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-order-id')!));
  for (const listed of ids) {
    expect(await (await admin.request.get(`/api/admin/orders/${listed}`)).json()).toMatchObject({ channel: 'checkout', source: { utmSource: 'facebook' } });
  }
  await admin.getByRole('searchbox', { name: `${x.sourceFilter} (${x.sourceFilterHint})` }).fill('tiktok');
  await expect(row).toHaveCount(0);

  await admin.goto(`/admin/orders/${order.id}`);
  const origin = admin.getByTestId('desk-origin');
  await expect(origin.getByTestId('desk-channel')).toContainText(x.channels.checkout);
  await expect(origin).toContainText('facebook');
  await expect(origin).toContainText('spring');
  await expect(origin).toContainText('fbclid=abc');
  await admin.context().close();
});

test('the Arabic desk lists a form to call back in Arabic and removes it after confirming', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const x = catalogues.ar.express.desk;
  const admin = await ownerIn(browser, baseURL!, 'ar');
  const plant = await buyablePlant(admin.request);
  const saved = await admin.request.put('/api/orders/express/draft', { data: { phone: '0698 76 54 32', customerName: 'سليمة بوزيد', wilaya: '16', items: [{ id: plant.id, quantity: 2 }] } });
  expect(saved.ok()).toBeTruthy();
  await openOrdersTab(admin, 'ar');
  await expect(admin.locator('html')).toHaveAttribute('dir', 'rtl');
  const draft = admin.getByTestId('call-back-draft').filter({ hasText: 'سليمة بوزيد' });
  await expect(draft.getByTestId('call-back-wilaya')).toHaveText(`16 ${wilayaByCode(16)!.ar}`);
  await expect(draft.getByTestId('call-back-items')).toHaveText(`${localizedName(plant, 'ar')} × 2`);
  // The phone reads left to right inside the Arabic line.
  await expect(draft.getByTestId('call-back-phone').locator('[dir="ltr"], bdi').first()).toHaveText('0698 76 54 32');

  await draft.getByRole('button', { name: `${x.remove} 0698 76 54 32` }).click();
  const dialog = admin.getByRole('dialog', { name: x.removeTitle });
  await dialog.getByRole('button', { name: x.keep }).first().click();
  await expect(draft).toBeVisible();
  await draft.getByRole('button', { name: `${x.remove} 0698 76 54 32` }).click();
  await dialog.getByRole('button', { name: x.remove, exact: true }).click();
  await expect(draft).toHaveCount(0);
  expect((await draftsOf(admin)).some((d) => d.phone === '+213698765432')).toBe(false);
  await admin.context().close();
});
