import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Category, Plant, PlantListItem } from '../../src/shared/contracts/catalog';
import type { ExpressOrderResult } from '../../src/shared/contracts/express-orders';
import { formatMoney } from '../../src/shared/domain/money';
import { fill } from '../../src/shared/messages';
import { catalogues } from '../../src/shared/messages/catalogues';
import { E2E_ADMIN } from '../../playwright.config';
import { readIn } from './i18n-support';

/*
 * Issue 39 item 1, the owner's side of sizes (docs/contract.md §8): a plant added with three sizes
 * (named in three languages) shows its price range in the table; reopened on a 360 px phone in French,
 * its sizes are put in another order with the keyboard, one repriced and one removed, and the shop
 * answers them in that order, the plant's price being the new first size's. A repeated name, or a SKU
 * another plant has, is said beside the size's own field, and nothing is saved. The desk names the size
 * an order bought.
 */

const en = catalogues.en.admin;
const fr = catalogues.fr.admin;
const STAMP = Date.now();
const PLANT = `Monstera tailles E2E ${STAMP}`;
const OTHER = `Pothos tailles E2E ${STAMP}`;
const SIZES = [
  { label: '12 cm pot', labelFr: 'Pot de 12 cm', labelAr: 'أصيص 12 سم', sku: `MON12-${STAMP}`, price: '1800', originalPrice: '', stock: '5' },
  { label: '17 cm pot', labelFr: 'Pot de 17 cm', labelAr: 'أصيص 17 سم', sku: `MON17-${STAMP}`, price: '2900', originalPrice: '3200', stock: '1' },
  { label: '21 cm pot', labelFr: 'Pot de 21 cm', labelAr: 'أصيص 21 سم', sku: `MON21-${STAMP}`, price: '4500', originalPrice: '', stock: '0' },
];
const shared: { plant?: Plant; other?: Plant } = {};

test.describe.configure({ mode: 'serial' });

test.afterAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL: baseURL! });
  expect((await context.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  for (const plant of [shared.plant, shared.other]) if (plant) await context.request.delete(`/api/plants/${plant.id}`);
  await context.close();
});

const plantRow = (page: Page) => page.getByTestId('admin-plant-row').filter({ hasText: PLANT });
const getPlant = async (page: Page, id: number) => (await (await page.request.get(`/api/plants/${id}`)).json()) as Plant;

async function fillSize(row: Locator, size: (typeof SIZES)[number], t: typeof en) {
  await row.getByLabel(t.sizes.label, { exact: true }).fill(size.label);
  await row.getByLabel(t.sizes.labelFr, { exact: true }).fill(size.labelFr);
  await row.getByLabel(t.sizes.labelAr, { exact: true }).fill(size.labelAr);
  await row.getByLabel(t.sizes.sku, { exact: true }).fill(size.sku);
  await row.getByLabel(t.plantForm.price, { exact: true }).fill(size.price);
  await row.getByLabel(t.plantForm.originalPrice, { exact: true }).fill(size.originalPrice);
  await row.getByLabel(t.plantForm.stock, { exact: true }).fill(size.stock);
}

test('the owner adds a plant in three sizes and the table shows its price range', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const category = ((await (await page.request.get('/api/categories')).json()) as Category[])[0]!;
  await page.goto('/admin');
  await page.getByRole('button', { name: en.plants.add }).click();
  const dialog = page.getByRole('dialog', { name: en.plantForm.createTitle });
  await dialog.getByLabel(en.plantForm.name, { exact: true }).fill(PLANT);
  await dialog.getByLabel(en.plantForm.category, { exact: true }).click();
  await page.getByRole('option', { name: category.name }).click();
  await dialog.getByLabel(en.plantForm.price, { exact: true }).fill('1800');
  await dialog.getByLabel(en.plantForm.stock, { exact: true }).fill('5');

  // The sizes editor takes the plain fields' place; its first size starts from what was typed there.
  await dialog.getByRole('button', { name: en.sizes.start }).click();
  await expect(dialog.locator('#plant-price')).toHaveCount(0);
  const rows = dialog.getByTestId('plant-size');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByLabel(en.sizes.label, { exact: true })).toBeFocused();
  await expect(rows.nth(0).getByLabel(en.plantForm.price, { exact: true })).toHaveValue('1800');
  await expect(rows.nth(0).getByLabel(en.plantForm.stock, { exact: true })).toHaveValue('5');
  await expect(rows.nth(0).getByLabel(en.sizes.labelAr, { exact: true })).toHaveAttribute('dir', 'rtl');
  await expect(dialog.getByRole('button', { name: fill(en.sizes.remove, { n: 1 }) })).toBeEnabled();
  await dialog.getByRole('button', { name: en.sizes.add }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2).getByLabel(en.sizes.label, { exact: true })).toBeFocused();
  for (const [i, size] of SIZES.entries()) await fillSize(rows.nth(i), size, en);
  await dialog.getByRole('button', { name: en.plantForm.submitCreate }).click();
  await expect(dialog).toBeHidden();

  await expect(plantRow(page).getByTestId('admin-plant-price')).toHaveText(`${formatMoney('en', 180_000)} – ${formatMoney('en', 450_000)}`);
  await expect(plantRow(page).getByTestId('admin-plant-sizes')).toHaveText('3 sizes');
  await expect(plantRow(page).getByTestId('plant-stock')).toContainText('6');

  const listed = ((await (await page.request.get(`/api/plants?search=${encodeURIComponent(PLANT)}`)).json()) as PlantListItem[])[0]!;
  const plant = await getPlant(page, listed.id);
  shared.plant = plant;
  expect(plant.variants.map((v) => [v.label, v.labelFr, v.labelAr, v.sku, v.price, v.originalPrice, v.stock])).toEqual([
    ['12 cm pot', 'Pot de 12 cm', 'أصيص 12 سم', SIZES[0]!.sku, '1800.00', null, 5],
    ['17 cm pot', 'Pot de 17 cm', 'أصيص 17 سم', SIZES[1]!.sku, '2900.00', '3200.00', 1],
    ['21 cm pot', 'Pot de 21 cm', 'أصيص 21 سم', SIZES[2]!.sku, '4500.00', null, 0],
  ]);
  expect(plant.price).toBe('1800.00');
});

test.describe('on a 360 px phone in French', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function openEditor(page: Page) {
    await page.goto('/admin');
    await plantRow(page).getByRole('button', { name: fill(fr.plants.editPlant, { name: PLANT }) }).click();
    const dialog = page.getByRole('dialog', { name: fr.plantForm.editTitle });
    await expect(dialog.getByTestId('plant-size')).toHaveCount(shared.plant!.variants.length);
    return dialog;
  }

  test.beforeEach(async ({ page, context, baseURL }) => {
    await readIn(context, 'fr', baseURL!);
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  });

  test('the owner moves the third size first with the keyboard, reprices it, removes one and saves', async ({ page }) => {
    const dialog = await openEditor(page);
    const rows = dialog.getByTestId('plant-size');
    // Opened filled from the plant's sizes, the plain price and stock replaced by them.
    await expect(dialog.getByRole('button', { name: fr.sizes.start })).toHaveCount(0);
    await expect(rows.nth(2).getByLabel(fr.sizes.label, { exact: true })).toHaveValue('21 cm pot');
    await expect(rows.nth(2).getByLabel(fr.sizes.labelAr, { exact: true })).toHaveValue('أصيص 21 سم');
    await expect(rows.nth(1).getByLabel(fr.plantForm.originalPrice, { exact: true })).toHaveValue('3200.00');

    // Enter twice on "move earlier": the focus follows the size, and lands on "move later" once it is first.
    await dialog.getByRole('button', { name: fill(fr.sizes.earlier, { n: 3 }) }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: fill(fr.sizes.earlier, { n: 2 }) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: fill(fr.sizes.later, { n: 1 }) })).toBeFocused();
    await expect(dialog.getByRole('button', { name: fill(fr.sizes.earlier, { n: 1 }) })).toBeDisabled();
    expect(await rows.evaluateAll((lis) => lis.map((li) => (li.querySelector('input') as HTMLInputElement).value))).toEqual(['21 cm pot', '12 cm pot', '17 cm pot']);

    await rows.nth(0).getByLabel(fr.plantForm.price, { exact: true }).fill('4200');
    await dialog.getByRole('button', { name: fill(fr.sizes.remove, { n: 3 }) }).click();
    await expect(rows).toHaveCount(2);
    expect(await dialog.evaluate((d) => d.scrollWidth - d.clientWidth), 'the dialog fits the phone').toBeLessThanOrEqual(0);
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith(`/api/plants/${shared.plant!.id}`));
    await dialog.getByRole('button', { name: fr.plantForm.submitEdit }).click();
    await expect(dialog).toBeHidden();

    const [small, , large] = shared.plant!.variants;
    // With sizes, the plant's own price, original price and stock are not sent beside them (a 400 otherwise).
    const body = (await patch).postDataJSON() as Record<string, unknown> & { variants: { id?: number }[] };
    for (const field of ['price', 'originalPrice', 'stock']) expect(body, field).not.toHaveProperty(field);
    expect(body.variants.map((v) => v.id)).toEqual([large!.id, small!.id]);
    const plant = await getPlant(page, shared.plant!.id);
    expect(plant.variants.map((v) => [v.id, v.label, v.price, v.stock])).toEqual([
      [large!.id, '21 cm pot', '4200.00', 0],
      [small!.id, '12 cm pot', '1800.00', 5],
    ]);
    expect(plant.price, 'the plant’s price is its first size’s').toBe('4200.00');
    expect(plant.stock).toBe(0);
    shared.plant = plant;
    await expect(plantRow(page).getByTestId('admin-plant-price')).toHaveText(`${formatMoney('fr', 180_000)} – ${formatMoney('fr', 420_000)}`);
    await expect(plantRow(page).getByTestId('admin-plant-sizes')).toHaveText('2 tailles');
  });

  test('a repeated size name is said beside that size, and nothing is saved', async ({ page }) => {
    const dialog = await openEditor(page);
    const rows = dialog.getByTestId('plant-size');
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/api/plants/')) writes.push(r.url());
    });
    const label = rows.nth(1).getByLabel(fr.sizes.label, { exact: true });
    await label.fill('21 CM POT');
    await dialog.getByRole('button', { name: fr.plantForm.submitEdit }).click();
    await expect(rows.nth(1).getByRole('alert')).toHaveText(catalogues.fr.catalog.sizeLabelTaken);
    await expect(label).toHaveAttribute('aria-invalid', 'true');
    await expect(rows.nth(0).getByRole('alert')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    expect(writes, 'no request left the form').toEqual([]);
    expect((await getPlant(page, shared.plant!.id)).variants.map((v) => v.label)).toEqual(['21 cm pot', '12 cm pot']);
  });

  test('a SKU another plant has: the server’s 409 is said beside that size’s SKU, and nothing is saved', async ({ page }) => {
    const category = ((await (await page.request.get('/api/categories')).json()) as Category[])[0]!;
    const taken = `POT-${STAMP}`;
    const created = await page.request.post('/api/plants', {
      data: { name: OTHER, categoryId: category.id, variants: [{ label: '', sku: taken, price: '900', stock: 2 }] },
    });
    expect(created.status(), await created.text()).toBe(201);
    shared.other = (await created.json()) as Plant;

    const dialog = await openEditor(page);
    const rows = dialog.getByTestId('plant-size');
    // The first size without a SKU: the server names the first size that has one (docs/contract.md §8, 409 on `variants.N.sku`).
    await rows.nth(0).getByLabel(fr.sizes.sku, { exact: true }).fill('');
    const sku = rows.nth(1).getByLabel(fr.sizes.sku, { exact: true });
    await sku.fill(taken);
    await dialog.getByRole('button', { name: fr.plantForm.submitEdit }).click();
    await expect(rows.nth(1).getByRole('alert')).toHaveText(catalogues.fr.catalog.skuTaken);
    await expect(sku).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();
    expect((await getPlant(page, shared.plant!.id)).variants.map((v) => v.sku)).toEqual([SIZES[2]!.sku, SIZES[0]!.sku]);
  });
});

test('the order desk names the size an order bought, with its SKU', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const [, small] = shared.plant!.variants;
  const res = await page.request.post('/api/orders/express', {
    data: {
      items: [{ id: shared.plant!.id, quantity: 2, variantId: small!.id }],
      customerName: 'Amina Benali',
      phone: '0661 48 27 93',
      wilaya: '16',
      address: '12 rue Didouche Mourad',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as ExpressOrderResult;
  expect(order.items[0]!.variant).toMatchObject({ id: small!.id, label: '12 cm pot', sku: SIZES[0]!.sku });
  await page.goto(`/admin/orders/${order.id}`);
  const line = page.getByTestId('desk-item');
  await expect(line).toContainText(`${PLANT} (12 cm pot)`);
  await expect(line.getByTestId('desk-item-sku')).toHaveText(fill(catalogues.en.orderDesk.view.sku, { sku: SIZES[0]!.sku }));
});
