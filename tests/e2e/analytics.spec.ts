import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Analytics } from '../../src/shared/contracts/analytics';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import type { ExpressOrderResult } from '../../src/shared/contracts/express-orders';
import { fr } from '../../src/shared/messages/fr';
import { E2E_ADMIN } from '../../playwright.config';
import { readIn } from './i18n-support';

/*
 * The owner's figures (docs/contract.md §9, docs/decisions/035-owners-figures.md): a seeded history made
 * as shoppers make it — landings from an ad link (utm_source and utm_campaign), plant pages, adds to cart
 * told by the beacon, express orders to Alger and Oran — then taken along the desk (confirmed, shipped,
 * delivered). The owner reads the Analytics tab in French on a computer and on a 360 px phone: the map,
 * the funnel, the source.
 */

const t = fr.analytics;
const stamp = Date.now();
const CAMPAIGN = `printemps-${stamp}`;
let plant: Plant;

async function owner(page: Page) {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
}

/** A shopper from the ad: lands, opens the plant, adds it to the cart, orders without an account. */
async function shopperOrders(browser: Browser, baseURL: string, wilaya: string, i: number): Promise<string> {
  // Three phones behind one address: the browser's name tells them apart (a visitor is address and browser).
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, userAgent: `Mozilla/5.0 (Linux; Android 14; Phone-${stamp}-${i}) Chrome/131.0 Mobile Safari/537.36` });
  await readIn(context, 'fr', baseURL);
  const page = await context.newPage();
  await page.goto(`/?utm_source=facebook&utm_campaign=${CAMPAIGN}`);
  await page.goto(`/plant/${plant.id}`);
  expect((await page.request.post('/api/visits', { data: { kind: 'addToCart' } })).status()).toBe(204);
  const phone = `0661 ${String(stamp % 100).padStart(2, '0')} ${String(i).padStart(2, '0')} ${String((stamp >> 3) % 100).padStart(2, '0')}`;
  const res = await page.request.post('/api/orders/express', {
    data: { items: [{ id: plant.id, quantity: 1 }], customerName: `Client Statistiques ${i}`, phone, wilaya, address: `${10 + i} rue Larbi Ben M'hidi` },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { order } = (await res.json()) as ExpressOrderResult;
  await context.close();
  return order.id;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await owner(page);
  const [category] = (await (await page.request.get('/api/categories')).json()) as Category[];
  const made = await page.request.post('/api/plants', { data: { name: `Olivier statistiques ${stamp}`, price: '1800.00', categoryId: category!.id, stock: 40 } });
  expect(made.status()).toBe(201);
  plant = (await made.json()) as Plant;
  const ids = [];
  for (const [i, wilaya] of ['16', '16', '31'].entries()) ids.push(await shopperOrders(browser, baseURL!, wilaya, i));
  // The two Alger orders delivered, the Oran one confirmed.
  for (const id of ids) expect((await page.request.post(`/api/admin/orders/${id}/confirm`, { data: {} })).ok()).toBeTruthy();
  for (const id of ids.slice(0, 2)) {
    expect((await page.request.post(`/api/admin/orders/${id}/ship`, { data: { carrier: 'Yalidine', trackingNumber: `YAL-${id.slice(0, 8)}` } })).ok()).toBeTruthy();
    expect((await page.request.post(`/api/admin/orders/${id}/deliver`, { data: {} })).ok()).toBeTruthy();
  }
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await owner(page);
  await page.request.delete(`/api/plants/${plant.id}`);
  await page.close();
});

async function openAnalytics(page: Page) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: t.tab }).click();
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
}

async function readsTheFigures(page: Page) {
  // The figures as the API gives them for the same default range: what the page must show.
  const figures = (await (await page.request.get('/api/admin/analytics')).json()) as Analytics;
  expect(figures.funnel.visits).toBeGreaterThanOrEqual(3);

  // The funnel, in French, with the server's counts.
  const funnel = page.getByTestId('analytics-funnel');
  await expect(funnel.getByText(t.funnel.visits, { exact: true })).toBeVisible();
  await expect(funnel.locator('[data-step="visits"] [data-testid="funnel-value"]')).toHaveText(String(figures.funnel.visits));
  await expect(funnel.locator('[data-step="addToCart"] [data-testid="funnel-value"]')).toHaveText(String(figures.funnel.addToCart));
  await expect(funnel.locator('[data-step="delivered"] [data-testid="funnel-value"]')).toHaveText(String(figures.funnel.delivered));

  // The map: Alger coloured by its delivery rate, named for a screen reader.
  const alger = page.locator('[data-testid="wilaya-tile"][data-wilaya="16"]');
  await expect(alger).toBeVisible();
  await expect(alger).toHaveAttribute('aria-label', /^Alger — commandes : \d+, taux de livraison : \d+ %$/);
  const algerRow = figures.byWilaya.find((w) => w.wilaya === '16')!;
  expect(algerRow.delivered).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('wilaya-tile')).toHaveCount(58);

  // The ad campaign: its three orders, two delivered.
  const source = page.getByTestId('analytics-source').filter({ hasText: CAMPAIGN });
  await expect(source).toHaveCount(1);
  await expect(source).toContainText('facebook');
  await expect(source.locator(`[data-label="${t.sources.orders}"]`)).toHaveText('3');
  await expect(source.locator(`[data-label="${t.sources.delivered}"]`)).toHaveText('2');
  await expect(source.locator(`[data-label="${t.sources.revenue}"]`)).toHaveText(/^[\d\s\u00a0]+,\d{2}\u00a0DA$/);

  // The chart is drawn (uPlot's canvas) with its series named in French.
  await expect(page.getByTestId('analytics-chart').locator('canvas')).toHaveCount(1);
  await expect(page.getByTestId('analytics-chart')).toContainText(t.overTime.delivered);
  // The CSV of the same range.
  const csv = await page.request.get(await page.getByRole('link', { name: t.exportCsv }).getAttribute('href') ?? '');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(CAMPAIGN);
}

test('the owner reads the Analytics tab in French: the chart, the funnel, the map and the ad’s source', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  await readIn(context, 'fr', baseURL!);
  const page = await context.newPage();
  await owner(page);
  await openAnalytics(page);
  await readsTheFigures(page);
  await context.close();
});

test('on a 360 px phone the tab reads the same, nothing wider than the screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await readIn(context, 'fr', baseURL!);
  const page = await context.newPage();
  await owner(page);
  await openAnalytics(page);
  await readsTheFigures(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const tile = await page.locator('[data-testid="wilaya-tile"][data-wilaya="16"]').boundingBox();
  expect(tile!.width).toBeGreaterThan(8);
  await context.close();
});
