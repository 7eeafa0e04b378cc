import { expect, test, type Page } from '@playwright/test';
import { messages } from '../../src/shared/messages';
import { samplePlants } from '../../src/server/features/identify/identify.samples';

const t = messages.identify;

/** The six samples and the catalogue plant each one shows. */
const samples = samplePlants();

async function uploadSample(page: Page, n: number) {
  const image = await page.request.get(`/images/samples/sample-${n}.jpg`);
  expect(image.ok()).toBe(true);
  await page.getByLabel(t.uploadLabel).setInputFiles({ name: `my-plant-${n}.jpg`, mimeType: 'image/jpeg', buffer: await image.body() });
}

const result = (page: Page) => page.getByTestId('identification-result');

test('a visitor uploads a photo on /identify and gets the species with a confidence', async ({ page }) => {
  await page.goto('/identify');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t.identifyButton })).toBeDisabled();

  await uploadSample(page, 1);
  await expect(page.getByAltText(t.previewAlt)).toBeVisible();
  await page.getByRole('button', { name: t.identifyButton }).click();

  const plant = samples[0]!;
  await expect(result(page).getByTestId('result-plant-name')).toHaveText(plant.scientificName, { timeout: 20_000 });
  await expect(result(page).getByTestId('result-confidence')).toHaveText(/^\d{1,3}%$/);
  await expect(result(page).getByText(plant.family, { exact: true })).toBeVisible();
  await expect(result(page).getByRole('link', { name: t.buy }).first()).toHaveAttribute('href', /^\/plant\/\d+$/);
  await expect(page.getByText(t.identifiedTitle, { exact: true })).toBeVisible();
});

test('on /NabtaPlantAI the sample images load and are identified for real', async ({ page }) => {
  await page.goto('/NabtaPlantAI');
  await expect(page.getByRole('heading', { name: t.samplesTitle })).toBeVisible();
  const buttons = page.getByRole('button', { name: /^Sample plant photo \d$/ });
  await expect(buttons).toHaveCount(6);
  // Every sample image actually loads.
  for (const img of await page.locator('button[aria-label^="Sample plant photo"] img').all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }

  await page.getByRole('button', { name: 'Sample plant photo 3' }).click();
  await expect(result(page).getByTestId('result-plant-name')).toHaveText(samples[2]!.scientificName, { timeout: 20_000 });
  await expect(result(page).getByTestId('result-confidence')).toHaveText(/^\d{1,3}%$/);

  // Choosing another photo clears the previous result.
  await page.getByRole('button', { name: 'Sample plant photo 5' }).click();
  await expect(result(page).getByTestId('result-plant-name')).toHaveText(samples[4]!.scientificName, { timeout: 20_000 });
});

test('a text file is refused', async ({ page }) => {
  await page.goto('/identify');
  await page.getByLabel(t.uploadLabel).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a plant') });
  await expect(page.getByRole('alert').filter({ hasText: t.notAnImage })).toBeVisible();
  await expect(page.getByRole('button', { name: t.identifyButton })).toBeDisabled();
  await expect(result(page)).toHaveCount(0);
});

test('a visitor is asked to sign in to save', async ({ page }) => {
  await page.goto('/identify');
  await uploadSample(page, 2);
  await page.getByRole('button', { name: t.identifyButton }).click();
  await expect(result(page)).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.loginToSave, { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

test('a signed-in user saves an identification and finds it on My Plants', async ({ page }) => {
  const email = `yacine.${Date.now()}@example.dz`;
  const signup = await page.request.post('/api/auth/signup', {
    data: { email, password: 'secret123', firstName: 'Yacine', lastName: 'Haddad' },
  });
  expect(signup.status()).toBe(201);

  await page.goto('/identify');
  await uploadSample(page, 4);
  await page.getByRole('button', { name: t.identifyButton }).click();
  const plant = samples[3]!;
  await expect(result(page).getByTestId('result-plant-name')).toHaveText(plant.scientificName, { timeout: 20_000 });
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('button', { name: t.saved })).toBeDisabled();

  await page.goto('/my-plants');
  await expect(page.getByRole('heading', { name: t.myPlants.title, level: 1 })).toBeVisible();
  const list = page.getByTestId('my-plants');
  await expect(list.getByRole('heading', { name: plant.scientificName })).toBeVisible();
  await expect(list.getByRole('link', { name: t.buy })).toHaveAttribute('href', /^\/plant\/\d+$/);

  await list.getByRole('button', { name: t.myPlants.remove }).click();
  await expect(page.getByText(t.myPlants.empty)).toBeVisible();
});

test('a visitor opening /my-plants is told to log in', async ({ page }) => {
  await page.goto('/my-plants');
  await expect(page.getByText(messages.auth.authenticationRequired, { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login?next=%2Fmy-plants');
});

test('the Home page identifies a photo inline', async ({ page }) => {
  await page.goto('/');
  const block = page.getByRole('region', { name: t.homeTitle });
  await expect(block).toBeVisible();
  await block.getByRole('button', { name: 'Sample plant photo 6' }).click();
  await expect(block.getByTestId('result-plant-name')).toHaveText(samples[5]!.scientificName, { timeout: 20_000 });
});
