import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../../src/shared/contracts/orders';
import { en as messages } from '../../src/shared/messages';
import { buyablePlant, signUpCustomer } from './i18n-support';
import { chooseWilaya, rareNameWord, waitUntilAlive } from './support';

/**
 * A phone shows a server-rendered page before it has run the page's code (docs/decisions 016): what a
 * customer does in between must not be lost. Chromium's CPU is slowed 4× (CDP), so that gap is real.
 */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds every script of the next page until `release()`: what a slow phone does, every time. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

test('on /identify a photo chosen as soon as the heading appears is taken and identified', async ({ page }) => {
  const t = messages.identify;
  await slowPhone(page);
  await page.goto('/identify', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  // At once: the page's code may still be on its way.
  await page.getByLabel(t.uploadLabel).setInputFiles({ name: 'dahlia.jpg', mimeType: 'image/jpeg', buffer: readFileSync('tests/fixtures/photos/dahlia.jpg') });
  await expect(page.getByAltText(t.previewAlt)).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: t.identifyButton }).click();
  await expect(page.getByRole('heading', { name: t.notRecognisedTitle })).toBeVisible({ timeout: 30_000 });
});

test('on /identify a photo chosen before the page’s code has arrived shows at once, and the identifier takes it over', async ({ page }) => {
  const t = messages.identify;
  const { release } = await holdScripts(page);
  await page.goto('/identify', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await page.getByLabel(t.uploadLabel).setInputFiles({ name: 'dahlia.jpg', mimeType: 'image/jpeg', buffer: readFileSync('tests/fixtures/photos/dahlia.jpg') });
  // No script of the page has run: the photo is painted in the drop zone by the page's inline script.
  const drop = page.locator('[data-photo-drop]');
  await expect.poll(() => drop.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('blob:');
  await expect(page.getByText(t.chooseImage)).toBeHidden();
  release();
  await expect(page.getByAltText(t.previewAlt)).toBeVisible({ timeout: 15_000 });
  // The identifier shows the photo itself now; the early preview is gone.
  await expect(page.locator('html')).not.toHaveAttribute('data-early-photo', '');
  await expect.poll(() => drop.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
  await page.getByRole('button', { name: t.identifyButton }).click();
  await expect(page.getByRole('heading', { name: t.notRecognisedTitle })).toBeVisible({ timeout: 30_000 });
});

test('on /checkout the phone and address typed before the page’s code has run are kept and ordered', async ({ page }) => {
  const c = messages.checkout;
  const plant = await buyablePlant(page.request);
  await signUpCustomer(page.request, 'early-typing');
  await page.goto(`/plant/${plant.id}`);
  await waitUntilAlive(page);
  await page.getByRole('button', { name: messages.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The page's scripts are held back until the customer has typed: the gap a slow phone leaves, made certain.
  const { release } = await holdScripts(page);
  await page.goto('/checkout', { waitUntil: 'commit' });
  await page.getByLabel(c.page.phone).fill('0661 23 45 67');
  await page.getByLabel(c.page.address, { exact: true }).fill('12 rue Larbi Ben M’hidi');
  await page.getByLabel(c.page.city).fill('Bir El Djir');
  release();
  await waitUntilAlive(page);
  await expect(page.getByLabel(c.page.phone)).toHaveValue('0661 23 45 67');

  await chooseWilaya(page, 'oran', /^31 Oran/);
  await page.getByRole('radio', { name: new RegExp(c.methods.cod) }).check();
  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
  const [order] = (await (await page.request.get('/api/orders')).json()) as Order[];
  expect(order!.shippingAddress).toMatchObject({ phone: '+213661234567', address: '12 rue Larbi Ben M’hidi', city: 'Bir El Djir', wilaya: '31' });
});

// React replays a tap on a part it has not hydrated; a tap before the entry module has run at all (on
// a slow phone the button shows a second or two before that) is kept by the page's early-taps script.
test('a tap on Add to Cart before the page’s code has run adds the plant once', async ({ page }) => {
  await signUpCustomer(page.request, 'early-tap');
  const { release } = await holdScripts(page);
  await page.goto('/shop', { waitUntil: 'commit' });
  const button = page.getByTestId('plant-card').first().getByRole('button', { name: messages.shop.card.addToCart });
  await button.click();
  await button.click(); // an impatient second tap on the same button is the same tap
  release();
  await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 15_000 });
  await waitUntilAlive(page);
  await expect(page).toHaveURL('/shop'); // the tap sent no form and loaded no page
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

/**
 * `/faq` with every script held back, and a word of one plant's name: the header's search as a phone
 * shows it before the page's code has run. `results` is the shop's address for the word, `found` its card.
 */
async function searchBeforeCode(page: Page) {
  const { plant, word } = await rareNameWord(page.request);
  const { release } = await holdScripts(page);
  await page.goto('/faq', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: messages.nav.searchLabel }).first();
  const found = () => expect(page.getByTestId('plant-card').filter({ hasText: plant.name }).first()).toBeVisible();
  return { word, search, release, results: `/shop?search=${encodeURIComponent(word)}`, found };
}

// The header's search is a plain form (action /shop, field `search`): Enter before the code has run
// asks the server for the results page, where before it reloaded the page it was on and lost the text.
test('a search entered in the header before the page’s code has run opens the shop’s results for it', async ({ page }) => {
  const { word, search, release, results, found } = await searchBeforeCode(page);
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(results);
  release();
  await found();
  await waitUntilAlive(page);
  await expect(search).toHaveValue(word);
});

test('a blank search entered before the page’s code has run does nothing, as after it; a word then opens its results', async ({ page }) => {
  const { word, search, release, results, found } = await searchBeforeCode(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
  await search.fill('   ');
  await search.press('Enter');
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(results);
  expect(visited.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([results]);
  release();
  await found();
});

test('a search typed in the header before the page’s code has run is kept, and Enter then opens its results', async ({ page }) => {
  const { word, search, release, results, found } = await searchBeforeCode(page);
  await search.fill(word);
  release();
  await waitUntilAlive(page);
  await expect(search).toHaveValue(word);
  await search.press('Enter');
  await expect(page).toHaveURL(results);
  await found();
});
