import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
import type { CourierFees } from '../../src/shared/contracts/shipments';
import type { ShippingWilaya } from '../../src/shared/contracts/shipping';
import { en as messages } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';
import { startYalidineFake, type YalidineFake } from '../fakes/yalidine.fake';
import { createThrowawayPlant, deleteThrowawayPlants, signUpInBrowser } from './support';

/*
 * Issue 24 item 4, one truth for fees: the owner enters Yalidine's keys (the local fake) in Settings →
 * Couriers, compares Yalidine's fees with the rates table, imports them, and a customer's checkout
 * then charges Yalidine's stop-desk fee for Oran. The shop is left as it was: no courier, its rates.
 */

const YALIDINE = { apiId: '55501234567890123456', apiToken: 'tok_e2e_fees_6tDv0VDFh5MKfvcyQ', webhookSecret: 'whsec_e2e_fees_0123456789' };
const k = messages.admin.couriers;
const t = messages.admin.settings;
const c = messages.checkout;
const say = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name]));

let yalidine: YalidineFake;
let ownerContext: BrowserContext;
let owner: Page;
/** The rates table before the journey, put back afterwards. */
let before: ShippingWilaya[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  yalidine = await startYalidineFake(YALIDINE);
  // The 58 routes in one read: Yalidine's per-minute quota (and the client's pauses) are tested in yalidine/quota.api.test.ts.
  yalidine.perSecond = 100;
  yalidine.perMinute = 100;
  ownerContext = await browser.newContext();
  owner = await ownerContext.newPage();
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  before = (await (await owner.request.get('/api/shipping/wilayas')).json()) as ShippingWilaya[];
});

test.afterAll(async () => {
  // Leave the shop as the other journeys expect it: no courier, the rates it had.
  await owner.request.patch('/api/admin/couriers', { data: { couriers: { yalidine: { apiUrl: '', apiId: '' } } } });
  const rates = before
    .filter((w) => w.days)
    .map((w) => ({ wilaya: Number(w.code), home: w.home, desk: w.desk, daysMin: w.days!.min, daysMax: w.days!.max }));
  expect((await owner.request.put('/api/admin/shipping-rates', { data: { rates } })).ok()).toBeTruthy();
  await deleteThrowawayPlants();
  await ownerContext.close();
  await yalidine.close();
});

test("the owner sees Yalidine's fees beside the table and imports them; the checkout charges them", async ({ page }) => {
  test.setTimeout(90_000);
  await owner.goto('/admin');
  await owner.getByRole('tab', { name: messages.admin.tabs.settings }).click();
  const card = owner.getByTestId('courier-settings');
  const y = card.getByTestId('courier-yalidine');
  await y.getByLabel(k.fields.apiUrl).fill(`${yalidine.url}/v1`);
  await y.getByLabel(k.fields.apiId).fill(YALIDINE.apiId);
  await y.getByLabel(k.fields.apiToken).fill(YALIDINE.apiToken);
  await y.getByLabel(k.fields.webhookSecret).fill(YALIDINE.webhookSecret);
  await card.getByRole('button', { name: k.save }).click();
  await expect(y.getByTestId('courier-configured')).toHaveText(k.configured);

  // Nothing is asked of Yalidine until the owner compares (each read spends its quota).
  expect(yalidine.requests.filter((r) => r.url.pathname.startsWith('/v1/fees'))).toHaveLength(0);
  await owner.getByRole('button', { name: say(t.feesCompare, { courier: 'Yalidine' }) }).click();
  // Oran from Alger in the fake: 700 home, 500 desk, beside the table's 400 and 200.
  const oranBefore = before.find((w) => w.code === '31')!;
  expect(oranBefore).toMatchObject({ home: '400.00', desk: '200.00' });
  await expect(owner.getByTestId('courier-home-31')).toHaveText('700(+300)');
  await expect(owner.getByTestId('courier-desk-31')).toHaveText('500(+300)');
  await expect(owner.getByRole('columnheader', { name: say(t.feesCourierHome, { courier: 'Yalidine' }) })).toBeVisible();

  const { changes } = (await (await owner.request.get('/api/admin/couriers/yalidine/fees')).json()) as CourierFees;
  expect(changes).toBeGreaterThan(1);
  await owner.getByRole('button', { name: say(t.feesImport, { courier: 'Yalidine' }) }).click();
  const dialog = owner.getByRole('dialog');
  await expect(dialog).toContainText(say(t.feesImportText.other, { count: changes, courier: 'Yalidine' }));
  await dialog.getByRole('button', { name: say(t.feesImport, { courier: 'Yalidine' }) }).click();
  await expect(owner.getByText(say(t.feesImported.other, { count: changes })).first()).toBeVisible();
  await expect(owner.getByLabel(`${t.ratesHome} Oran`)).toHaveValue('700');
  await expect(owner.getByLabel(`${t.ratesDesk} Oran`)).toHaveValue('500');
  await expect(owner.getByTestId('courier-home-31')).toHaveText('700');
  await expect(owner.getByText(say(t.feesSame, { courier: 'Yalidine' }))).toBeVisible();
  // The delivery days are the table's.
  const after = (await (await owner.request.get('/api/shipping/wilayas')).json()) as ShippingWilaya[];
  expect(after.find((w) => w.code === '31')!.days).toEqual(oranBefore.days);

  // A customer's checkout: Oran by stop-desk now costs Yalidine's 500 DA.
  const plant: Plant = await createThrowawayPlant(owner.request, { name: `Caroubier E2E ${Date.now()}`, price: '1800.00', description: 'Ceratonia siliqua, for the courier fees journey.' });
  await signUpInBrowser(page, { first: 'Nadia', last: 'Saadi', prefix: 'fees' });
  await page.goto(`/plant/${plant.id}`);
  await page.getByRole('button', { name: messages.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByRole('combobox', { name: c.page.wilaya, exact: true }).fill('Oran');
  await page.getByRole('option', { name: /^31 Oran/ }).click();
  await page.getByRole('radio', { name: c.page.deliveryDesk }).check();
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('500.00 DA');
  await expect(summary.getByTestId('summary-total')).toHaveText('2300.00 DA');
});
