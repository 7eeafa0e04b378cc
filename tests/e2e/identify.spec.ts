import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_PLANTNET_PORT } from '../../playwright.config';
import { waitUntilAlive } from './support';
import { en as messages, fill } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { seedPlantTranslations } from '../../src/server/db/seed/catalogue.translations';
import { samplePlants } from '../../src/server/features/identify/identify.samples';
import { findSpecies, speciesFacts } from '../../src/server/features/identify/species/species';
import { PLANTNET_FAKE_KEY, startPlantNetFake } from '../fakes/plantnet.fake';

const t = messages.identify;

/** The six samples and the catalogue plant each one shows. */
const samples = samplePlants();

async function uploadSample(page: Page, n: number) {
  const image = await page.request.get(`/images/samples/sample-${n}.jpg`);
  expect(image.ok()).toBe(true);
  await waitUntilAlive(page);
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
  // One line says which kind of engine answered.
  await expect(result(page).getByTestId('engine-line')).toHaveText('Identified offline by Nabta offline matcher, on our server');
});

test('an Arabic reader gets the identification in Arabic, and the shop plant under its Arabic name', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'ar', url: baseURL! }]);
  await page.goto('/identify');
  const image = await page.request.get('/images/samples/sample-2.jpg');
  await waitUntilAlive(page);
  await page.getByLabel(ar.identify.uploadLabel).setInputFiles({ name: 'zitouna.jpg', mimeType: 'image/jpeg', buffer: await image.body() });
  await page.getByRole('button', { name: ar.identify.identifyButton }).click();

  const plant = samples[1]!;
  const facts = speciesFacts(findSpecies(plant.scientificName)!.entry, 'ar');
  await expect(result(page).getByTestId('result-plant-name')).toHaveText(plant.scientificName, { timeout: 20_000 });
  await expect(result(page).getByTestId('result-common-name')).toContainText(facts.commonNames[0]!);
  await expect(result(page).getByText(facts.description, { exact: true })).toBeVisible();
  await expect(result(page).getByText(facts.origin, { exact: true })).toBeVisible();
  await expect(result(page).getByTestId('result-care-level')).toHaveText(ar.shop.plant.careLevels[facts.careLevel]);
  await expect(result(page).getByTestId('catalogue-match-name').first()).toHaveText(seedPlantTranslations[plant.slug]!.ar.name);
  await expect(result(page)).not.toContainText(plant.name);
});

/** A real photograph of a dahlia (CC BY 2.0, tests/fixtures/photos/LICENSES.md): no plant the shop sells. */
const dahlia = () => ({ name: 'dahlia.jpg', mimeType: 'image/jpeg', buffer: readFileSync('tests/fixtures/photos/dahlia.jpg') });

test('a real photo on a fresh install gets the honest "could not recognise" panel: no species, no buy button', async ({ page }) => {
  await page.goto('/identify');
  // The page promises what the offline engine does, not "over 10000 species".
  await expect(page.getByText(t.subtitleOffline).first()).toBeVisible();
  await expect(page.getByText(/species/)).toHaveCount(0);

  await waitUntilAlive(page);

  await page.getByLabel(t.uploadLabel).setInputFiles(dahlia());
  await page.getByRole('button', { name: t.identifyButton }).click();
  const panel = page.getByTestId('not-recognised');
  await expect(panel.getByRole('heading', { name: t.notRecognisedTitle })).toBeVisible({ timeout: 20_000 });
  // Nothing the shop sells resembles it above the calibrated floor: no "looks similar" either.
  await expect(panel.getByText(t.lookalikesTitle)).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: t.tipsTitle })).toBeVisible();
  await expect(panel.getByTestId('engine-line')).toHaveText('Checked by Nabta offline matcher');
  await expect(page.getByTestId('result-plant-name')).toHaveCount(0);
  await expect(page.getByTestId('result-confidence')).toHaveCount(0);
  await expect(page.getByRole('link', { name: t.buy })).toHaveCount(0);
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
  await waitUntilAlive(page);
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
  await expect(page).toHaveURL('/login?next=%2Fidentify'); // signing in comes back here
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
  // My Plants is a garden since issue 41: its empty state says what joins it.
  await expect(page.getByText(messages.care.page.empty)).toBeVisible();
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

test('the owner enters a Pl@ntNet key in Settings, tests it, and the next identification comes from Pl@ntNet', async ({ page }) => {
  const plantnet = await startPlantNetFake({ current: 'success' }, E2E_PLANTNET_PORT);
  try {
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
    await page.goto('/admin');
    await page.getByRole('tab', { name: messages.admin.tabs.settings }).click();
    const card = page.getByTestId('identify-engines');
    await expect(card.getByTestId('engine-chain').locator('li')).toHaveText([/Nabta offline matcher/]);

    await card.getByLabel(t.admin.plantnetApiKey).fill(PLANTNET_FAKE_KEY);
    await card.getByRole('button', { name: t.admin.save }).click();
    await expect(page.getByText(t.admin.saved).first()).toBeVisible();
    await expect(card.getByTestId('engine-chain').locator('li')).toHaveText([/Pl@ntNet.*online.*Active/, /Nabta offline matcher/]);
    await expect(card.getByLabel(t.admin.plantnetApiKey)).toHaveAttribute('placeholder', `********${PLANTNET_FAKE_KEY.slice(-8)}`);

    await card.getByRole('button', { name: t.admin.test }).click();
    await expect(card.getByTestId('engine-test-result')).toHaveText(/^Pl@ntNet named Sansevieria trifasciata \(83%\) in \d+ ms$/);

    // The promise follows the engine: Pl@ntNet's 'all' declares no count, so no figure is invented.
    await page.goto('/identify');
    await expect(page.getByText(fill(t.subtitle, { species: messages.facts.coverageWorld })).first()).toBeVisible();
    await waitUntilAlive(page);
    await page.getByLabel(t.uploadLabel).setInputFiles(dahlia());
    await page.getByRole('button', { name: t.identifyButton }).click();
    await expect(result(page).getByTestId('result-plant-name')).toHaveText('Sansevieria trifasciata', { timeout: 20_000 });
    await expect(result(page).getByTestId('engine-line')).toHaveText('Identified by Pl@ntNet');
    expect(plantnet.requests.some((r) => r.url.pathname === '/v2/identify/all')).toBe(true);
  } finally {
    // Leave the shop as other journeys expect it: the offline matcher alone.
    await page.request.patch('/api/admin/identify', { data: { plantnetApiKey: null } });
    await plantnet.close();
  }
});
