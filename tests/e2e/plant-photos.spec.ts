import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { Category, Plant, PlantListItem } from '../../src/shared/contracts/catalog';
import { en as messages } from '../../src/shared/messages';
import { catalogues } from '../../src/shared/messages/catalogues';
import { E2E_ADMIN } from '../../playwright.config';
import { waitUntilAlive } from './support';
import { readIn } from './i18n-support';

/*
 * Issue 39 item 2: the owner adds a plant with four real photos (uploaded at once), puts the last one
 * first, describes it in three languages and saves; a phone reader in Arabic swipes the gallery (a real
 * touch gesture), which runs right to left; a desktop reader's mouse zooms a photo.
 */

const a = messages.admin;
const PLANT = `Monstera photos E2E ${Date.now()}`;
const photo = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: readFileSync(path.resolve('tests/fixtures/photos', name)) });
const shared: { plant?: Plant } = {};

test.describe.configure({ mode: 'serial' });

const uploadedBase = (src: string | null) => /\/images\/uploads\/[0-9a-f-]{36}\.webp/.exec(src ?? '')?.[0];

test('the owner uploads four photos at once, moves the last one first, describes it in three languages and saves', async ({ page }) => {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const category = ((await (await page.request.get('/api/categories')).json()) as Category[])[0]!;
  await page.goto('/admin');
  await page.getByRole('button', { name: a.plants.add }).click();
  const dialog = page.getByRole('dialog', { name: a.plantForm.createTitle });
  await dialog.getByLabel(a.plantForm.name, { exact: true }).fill(PLANT);
  await dialog.getByLabel(a.plantForm.category, { exact: true }).click();
  await page.getByRole('option', { name: category.name }).click();
  await dialog.getByLabel(a.plantForm.price, { exact: true }).fill('1800');
  await dialog.getByLabel(a.plantForm.stock, { exact: true }).fill('4');

  await dialog.getByTestId('plant-photos-file').setInputFiles(['potted-plant.jpg', 'aloe.jpg', 'dahlia.jpg', 'orange.jpg'].map(photo));
  const items = dialog.getByTestId('plant-photo');
  await expect(items).toHaveCount(4, { timeout: 20_000 });
  const uploaded = await items.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
  const urls = uploaded.map(uploadedBase);
  expect(new Set(urls).size, 'four different photos, each stored').toBe(4);

  // The fourth photo goes first, three moves up; the first arrow of the first photo is disabled.
  for (const n of [4, 3, 2]) await dialog.getByRole('button', { name: `Move photo ${n} earlier` }).click();
  await expect(dialog.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
  const first = items.first();
  await first.getByLabel(a.photos.alt, { exact: true }).fill('An orange tree in a terracotta pot');
  await first.getByLabel(a.photos.altFr, { exact: true }).fill('Un oranger dans un pot en terre cuite');
  await first.getByLabel(a.photos.altAr, { exact: true }).fill('شجرة برتقال في أصيص من الفخار');
  await dialog.getByRole('button', { name: 'Remove photo 3' }).click();
  await expect(items).toHaveCount(3);
  await dialog.getByRole('button', { name: a.plantForm.submitCreate }).click();
  await expect(dialog).toBeHidden();

  const listed = ((await (await page.request.get(`/api/plants?search=${encodeURIComponent(PLANT)}`)).json()) as PlantListItem[])[0]!;
  const plant = (await (await page.request.get(`/api/plants/${listed.id}`)).json()) as Plant;
  expect(plant.images.map((i) => uploadedBase(i.url))).toEqual([urls[3], urls[0], urls[2]]);
  expect(plant.imageUrl).toBe(plant.images[0]!.url);
  expect(listed.imageUrl, 'the card shows the new first photo').toBe(plant.images[0]!.url);
  expect(plant.images[0]!.translations.ar.alt).toBe('شجرة برتقال في أصيص من الفخار');
  shared.plant = plant;
});

async function stripState(page: Page) {
  return page.getByTestId('plant-gallery').evaluate((strip) => {
    const box = strip.getBoundingClientRect();
    const figures = [...strip.children].map((f) => f.getBoundingClientRect());
    return { stripLeft: box.left, stripRight: box.right, first: { left: figures[0]!.left, right: figures[0]!.right }, second: { left: figures[1]!.left, right: figures[1]!.right } };
  });
}

test.describe('on a phone in Arabic', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'ar' });

  test('the gallery starts at the right, a finger swipes to the next photo, and its thumbnail says so', async ({ page, context, baseURL }) => {
    const plant = shared.plant!;
    await readIn(context, 'ar', baseURL!);
    await page.goto(`/plant/${plant.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const gallery = page.getByTestId('plant-gallery');
    await expect(gallery.getByRole('img', { name: 'شجرة برتقال في أصيص من الفخار' })).toBeVisible();
    // Described photos read their words; the others the plant's name. The first loads at once, the others lazily.
    await expect(gallery.locator('img').nth(0)).toHaveAttribute('loading', 'eager');
    await expect(gallery.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(gallery.locator('img').nth(1)).toHaveAttribute('alt', PLANT);

    const before = await stripState(page);
    expect(Math.abs(before.first.right - before.stripRight), 'the first photo fills the strip from its right edge').toBeLessThan(2);
    expect(before.second.right, 'the second waits on the left').toBeLessThanOrEqual(before.stripLeft + 1);

    const thumbs = page.getByRole('navigation', { name: catalogues.ar.shop.gallery.thumbnails }).getByRole('link');
    await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
    const box = (await gallery.boundingBox())!;
    // A finger moving left to right (real touch events): in a right-to-left strip, the next photo comes in from the left.
    const cdp = await context.newCDPSession(page);
    const y = Math.round(box.y + box.height / 2);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + 40, y }] });
    for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: box.x + 40 + 24 * i, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    // The strip snaps: the second photo ends up filling it exactly.
    await expect.poll(async () => { const after = await stripState(page); return Math.round(after.second.right - after.stripRight); }, { message: 'the second photo fills the strip' }).toBe(0);
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', await page.evaluate(() => document.documentElement.clientWidth));

    // A thumbnail goes to its photo.
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  });
});

test('a desktop mouse zooms the photo where it points, and leaving puts it back', async ({ page }) => {
  await page.goto(`/plant/${shared.plant!.id}`);
  // The zoom is the page's code: a pointer moved before it runs moves over a still picture.
  await waitUntilAlive(page);
  const photoBox = (await page.getByTestId('plant-gallery').locator('figure').first().boundingBox())!;
  await page.mouse.move(photoBox.x + photoBox.width * 0.25, photoBox.y + photoBox.height * 0.25);
  await page.mouse.move(photoBox.x + photoBox.width * 0.3, photoBox.y + photoBox.height * 0.3);
  const zoomed = page.getByTestId('plant-gallery').locator('[data-zoomed="true"]');
  await expect(zoomed).toHaveCount(1);
  await expect(zoomed).toHaveCSS('transform', 'matrix(2, 0, 0, 2, 0, 0)');
  await page.mouse.move(5, 5);
  await expect(zoomed).toHaveCount(0);
});

test.afterAll(async ({ request }) => {
  if (!shared.plant) return;
  await request.post('/api/auth/login', { data: E2E_ADMIN });
  await request.delete(`/api/plants/${shared.plant.id}`);
});
