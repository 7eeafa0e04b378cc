import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Plant, PlantListItem } from '../../src/shared/contracts/catalog';
import type { Locale } from '../../src/shared/messages';
import { en } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';

/*
 * Issue 12 item 6: the catalogue in the reader's language. With the `lang` cookie the shop shows the
 * demo plants' French or Arabic names and the plant page their description, origin and care; an admin
 * who adds an Arabic name and origin to a plant sees the shop show them in Arabic.
 */

const t = en.catalog.translationsForm;

async function pageIn(browser: Browser, locale: Locale | null, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  if (locale) await context.addCookies([{ name: 'lang', value: locale, url: baseURL }]);
  return context.newPage();
}

/** The list's plants: every field, the names' translations only. */
async function demoPlants(page: Page): Promise<PlantListItem[]> {
  const res = await page.request.get('/api/plants');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as PlantListItem[];
}

/** One plant, whole: its description, origin and care in every language. */
async function wholePlant(page: Page, id: number): Promise<Plant> {
  const res = await page.request.get(`/api/plants/${id}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Plant;
}

const cardNames = (page: Page) => page.getByTestId('plant-card').getByRole('heading').allInnerTexts();

for (const locale of ['ar', 'fr'] as const) {
  test(`the shop shows the demo plants' ${locale === 'ar' ? 'Arabic' : 'French'} names, and the plant page its description`, async ({ browser, baseURL }) => {
    const page = await pageIn(browser, locale, baseURL!);
    const plants = await demoPlants(page);
    const translated = new Set(plants.map((p) => p.translations[locale].name));

    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByTestId('plant-card').first()).toBeVisible();
    const shown = await cardNames(page);
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(translated, name).toContain(name.trim());

    const olive = await wholePlant(page, plants.find((p) => p.scientificName === 'Olea europaea')!.id);
    await page.goto(`/plant/${olive.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(olive.translations[locale].name!);
    await expect(page.getByText(olive.translations[locale].description!, { exact: true })).toBeVisible();
    await expect(page.getByText(olive.description!, { exact: true })).toHaveCount(0);
    // The common name is written in the default language: the translated name stands for it.
    await expect(page.getByText(olive.commonName!, { exact: true })).toHaveCount(0);
    // Origin and care details too (migration 0018), none of them in the default language.
    for (const field of ['origin', 'lightRequirements', 'wateringSchedule', 'careInstructions'] as const) {
      await expect(page.getByText(olive.translations[locale][field]!, { exact: true }), field).toBeVisible();
      await expect(page.getByText(olive[field]!, { exact: true }), field).toHaveCount(0);
    }
    await page.context().close();
  });
}

test('searching the shop in Arabic finds the olive tree, shown by its Arabic name', async ({ browser, baseURL }) => {
  const page = await pageIn(browser, 'ar', baseURL!);
  await page.goto(`/shop?search=${encodeURIComponent('زَيْتُون')}`);
  await expect(page.getByTestId('plant-card').first().getByRole('heading')).toHaveText('شجرة الزيتون');
  await page.context().close();
});

test('the admin adds an Arabic name and origin to a plant, and the shop shows them in Arabic', async ({ browser, baseURL }) => {
  test.slow(); // two browsers, the admin dashboard and four page loads
  const stamp = Date.now();
  const name = `Pomegranate E2E ${stamp}`;
  const arabic = 'شجرة الرمان التجريبية';
  const arabicOrigin = 'من إيران إلى آسيا الوسطى';

  const admin = await pageIn(browser, null, baseURL!);
  expect((await admin.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const trees = ((await (await admin.request.get('/api/categories')).json()) as { id: number; name: string }[]).find((c) => c.name === 'Trees')!;
  // A French description and care text already there: the list the admin edits from carries only
  // the names' translations, so the form must start from the whole plant and keep them.
  const frenchDescription = 'Un arbre fruitier.';
  const created = await admin.request.post('/api/plants', {
    data: {
      name,
      categoryId: trees.id,
      price: '2400',
      stock: 3,
      description: 'A fruit tree.',
      origin: 'Iran to Central Asia',
      translations: { fr: { description: frenchDescription, careInstructions: 'Taillez en hiver.' } },
    },
  });
  expect(created.status()).toBe(201);
  const plant = (await created.json()) as Plant;

  const reader = await pageIn(browser, 'ar', baseURL!);
  try {
    // Before: no Arabic name, so the default one.
    await reader.goto(`/plant/${plant.id}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(name);

    await admin.goto('/admin');
    await admin.getByRole('searchbox', { name: en.admin.plants.search, exact: true }).fill(name);
    const row = admin.getByTestId('admin-plant-row').filter({ hasText: name });
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = admin.getByRole('dialog');
    await expect(dialog.getByLabel(t.descriptionFr, { exact: true })).toHaveValue(frenchDescription);
    const field = dialog.getByLabel(t.nameAr, { exact: true });
    await expect(field).toHaveAttribute('dir', 'rtl');
    await expect(field).toHaveAttribute('lang', 'ar');
    await field.fill(arabic);
    const origin = dialog.getByLabel(t.originAr, { exact: true });
    await expect(origin).toHaveAttribute('dir', 'rtl');
    await origin.fill(arabicOrigin);
    await dialog.getByRole('button', { name: en.admin.plantForm.submitEdit }).click();
    await expect(dialog).toBeHidden();
    const saved = (await (await admin.request.get(`/api/plants/${plant.id}`)).json()) as Plant;
    expect(saved.translations.fr).toMatchObject({ description: frenchDescription, careInstructions: 'Taillez en hiver.' });
    expect(saved.translations.ar).toMatchObject({ name: arabic, origin: arabicOrigin });

    await reader.goto(`/plant/${plant.id}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(arabic);
    await expect(reader.getByText(arabicOrigin, { exact: true })).toBeVisible();
    await expect(reader.getByText('Iran to Central Asia', { exact: true })).toHaveCount(0);
    await reader.goto(`/shop?search=${encodeURIComponent('الرمان')}`);
    // First by relevance (look-alike words, e.g. رمادية, may add other plants after it).
    await expect(reader.getByTestId('plant-card').first().getByRole('heading')).toHaveText(arabic);
  } finally {
    await admin.request.delete(`/api/plants/${plant.id}`);
    await admin.context().close();
    await reader.context().close();
  }
});
