import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import { E2E_ADMIN } from '../../playwright.config';
import { CATALOGUES, readIn } from './i18n-support';

/*
 * Issue 39 item 4: the owner exports the catalogue, changes a plant's price and Arabic name in the file,
 * adds a row for a new plant, checks the file (the dry run lists the changes, nothing is written yet) and
 * imports it; the shop then sells at the new price. On a phone in French, a file with a faulty row is
 * refused whole, the rows to fix listed in French.
 */

test.describe.configure({ mode: 'serial' });

const STAMP = Date.now();
const PLANT = `Sheet ficus E2E ${STAMP}`;
const NEW_PLANT = `Sheet basil E2E ${STAMP}`;

async function signInAndMakePlant(page: Page): Promise<{ plant: Plant; category: Category }> {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const category = ((await (await page.request.get('/api/categories')).json()) as Category[])[0]!;
  const created = await page.request.post('/api/plants', { data: { name: PLANT, categoryId: category.id, price: '1500', stock: 6 } });
  expect(created.status()).toBe(201);
  return { plant: (await created.json()) as Plant, category };
}

/** The exported file as the owner's spreadsheet would keep it: the header and the rows they work on. */
async function exportFromTheDashboard(page: Page, label: string): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: label }).click();
  const file = await (await download).path();
  return readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
}

// The plants these journeys make are deleted after them (as every spec does), so later specs see the demo catalogue.
test.afterAll(async ({ browser }, testInfo) => {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  expect((await context.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const plants = (await (await context.request.get('/api/plants')).json()) as Plant[];
  for (const plant of plants.filter((p) => p.name.endsWith(`E2E ${STAMP}`))) expect((await context.request.delete(`/api/plants/${plant.id}`)).ok()).toBeTruthy();
  await context.close();
});

const csvFile = (lines: string[]) => ({ name: 'plants.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`) });

test('the owner exports the catalogue, changes it in the file, checks it, imports it, and the shop sells at the new price', async ({ page }) => {
  const a = CATALOGUES.en.admin;
  const t = a.plants.sheet;
  const { plant, category } = await signInAndMakePlant(page);
  await page.goto('/admin');
  const lines = await exportFromTheDashboard(page, t.export);
  expect(lines[0]).toBe('id,size_id,name,name_fr,name_ar,scientific_name,category,size,size_fr,size_ar,sku,price,original_price,stock,stock_exported');
  const sizeId = plant.variants[0]!.id;
  const row = lines.find((line) => line.startsWith(`${plant.id},`))!;
  expect(row).toBe(`${plant.id},${sizeId},${PLANT},,,,${category.name},,,,,1500.00,,6,6`);

  // The plant's one size named and repriced, a second size added on a row of its own (its size number empty), a new plant.
  const changed = `${plant.id},${sizeId},${PLANT},,تين الكمان,,${category.name},14 cm pot,Pot de 14 cm,,,1750.00,1500.00,6,6`;
  const bigger = `${plant.id},,${PLANT},,تين الكمان,,${category.name},21 cm pot,Pot de 21 cm,,FIC-21-${STAMP},3200,,2,`;
  const added = `,,${NEW_PLANT},Basilic E2E,ريحان,,${category.name},,,,,250,,12,`;
  await page.getByRole('button', { name: t.import }).click();
  const dialog = page.getByRole('dialog', { name: t.title });
  await dialog.getByLabel(t.file).setInputFiles(csvFile([lines[0]!, changed, bigger, added]));
  await dialog.getByRole('button', { name: t.check }).click();
  await expect(dialog.getByRole('status')).toHaveText('To add: 1 · To change: 2 · Unchanged: 0');
  const changes = dialog.getByTestId('catalog-import-changes');
  await expect(changes.getByText('price: 1500.00 → 1750.00')).toBeVisible();
  await expect(changes.getByText('name_ar: → تين الكمان')).toBeVisible();
  await expect(changes.getByText('size: → 21 cm pot')).toBeVisible();
  await expect(changes.getByText(`Row 4 · ${NEW_PLANT}`)).toBeVisible();
  // Checked, not written.
  expect(((await (await page.request.get(`/api/plants/${plant.id}`)).json()) as Plant).price).toBe('1500.00');

  await dialog.getByRole('button', { name: t.apply, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Catalogue imported: 1 added, 2 changed').first()).toBeVisible();

  await page.goto(`/plant/${plant.id}`);
  await expect(page.getByTestId('plant-price')).toHaveText('1750.00 DA');
  // Sold in two sizes now: choosing the bigger one prices it.
  await page.getByRole('radio', { name: /21 cm pot/ }).check();
  await expect(page.getByTestId('plant-price')).toHaveText('3200.00 DA');
  await expect(page).toHaveURL(new RegExp(`size=\\d+`));
  const listed = (await (await page.request.get(`/api/plants?search=${encodeURIComponent(NEW_PLANT)}`)).json()) as Plant[];
  expect(listed.map((p) => [p.name, p.price, p.stock])).toEqual([[NEW_PLANT, '250.00', 12]]);
});

test.describe('on a phone in French', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'fr' });

  test('a file with a faulty row is refused whole, the rows to fix said in French, nothing imported', async ({ page, context, baseURL }) => {
    const fr = CATALOGUES.fr;
    const t = fr.admin.plants.sheet;
    await readIn(context, 'fr', baseURL!);
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
    // The plant the first journey priced at 1,750 DA.
    const [plant] = (await (await page.request.get(`/api/plants?search=${encodeURIComponent(PLANT)}`)).json()) as Plant[];
    const category = plant!.category;
    await page.goto('/admin');
    await page.getByRole('button', { name: t.import }).click();
    const dialog = page.getByRole('dialog', { name: t.title });
    await dialog.getByLabel(t.file).setInputFiles(
      csvFile(['id;name;category;price;stock', `${plant!.id};${PLANT};${category.name};1 900,00;6`, `;Menthe E2E ${STAMP};${category.name};abc;3`]),
    );
    await dialog.getByRole('button', { name: t.check }).click();
    const errors = dialog.getByTestId('catalog-import-errors');
    await expect(errors).toContainText(`Ligne 3`);
    await expect(errors).toContainText(fr.catalog.priceInvalid);
    await expect(dialog.getByRole('button', { name: t.apply, exact: true })).toBeDisabled();
    await expect(dialog.getByRole('status')).toHaveText('À ajouter : 0 · À modifier : 1 · Inchangées : 0');
    expect(((await (await page.request.get(`/api/plants/${plant!.id}`)).json()) as Plant).price).toBe('1750.00');
  });
});
