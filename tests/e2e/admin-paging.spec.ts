import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import { en, fill } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';

/*
 * The admin's plant table pages through the catalogue (issue 14 item 5): each page is one
 * `GET /api/plants?limit=20&offset=…` and the page count comes from `X-Total-Count`, never from a
 * download of the whole list. 55 plants are made through the API, paged through, searched, deleted.
 */

const a = en.admin;
const PAGE_SIZE = 20;
const COUNT = 55;
const TAG = `Paging E2E ${Date.now()}`;
const created: number[] = [];

async function signIn(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
}

test.afterAll(async ({ request }) => {
  await signIn(request);
  for (const id of created.splice(0)) expect((await request.delete(`/api/plants/${id}`)).ok()).toBeTruthy();
});

test('the plant table shows 20 plants a page, asks the API for one page at a time, and search pages too', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page.request);
  const [category] = (await (await page.request.get('/api/categories')).json()) as Category[];
  for (let i = 1; i <= COUNT; i++) {
    const res = await page.request.post('/api/plants', {
      data: { name: `${TAG} ${String(i).padStart(2, '0')}`, categoryId: category!.id, price: '900.00', stock: 5 },
    });
    expect(res.status()).toBe(201);
    created.push(((await res.json()) as Plant).id);
  }
  const total = Number((await page.request.get('/api/plants?limit=1')).headers()['x-total-count']);
  expect(total).toBeGreaterThanOrEqual(COUNT);

  const plantRequests: URL[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/plants') plantRequests.push(url);
  });

  await page.goto('/admin');
  const rows = page.getByTestId('admin-plant-row');
  await expect(rows).toHaveCount(PAGE_SIZE);
  const pages = Math.ceil(total / PAGE_SIZE);
  await expect(page.getByText(fill(a.common.pageOf, { page: 1, pages }), { exact: true })).toBeVisible();
  // Newest first: the last plant made opens the table.
  await expect(rows.first()).toContainText(`${TAG} ${COUNT}`);
  // Never the whole catalogue: every request for the table names a page.
  expect(plantRequests.length).toBeGreaterThan(0);
  for (const url of plantRequests) expect(url.searchParams.get('limit')).toBe(String(PAGE_SIZE));

  await page.getByRole('button', { name: a.common.next }).click();
  await expect(page.getByText(fill(a.common.pageOf, { page: 2, pages }), { exact: true })).toBeVisible();
  await expect(rows.first()).toContainText(`${TAG} ${COUNT - PAGE_SIZE}`);
  expect(plantRequests.at(-1)?.searchParams.get('offset')).toBe(String(PAGE_SIZE));

  // Search narrows the list and pages it: 55 matches → 3 pages, the last one holds 15.
  await page.getByRole('searchbox', { name: a.plants.search }).fill(TAG);
  await expect(page.getByText(fill(a.common.pageOf, { page: 1, pages: 3 }), { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(PAGE_SIZE);
  await page.getByRole('button', { name: a.common.next }).click();
  await page.getByRole('button', { name: a.common.next }).click();
  await expect(page.getByText(fill(a.common.pageOf, { page: 3, pages: 3 }), { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(COUNT - 2 * PAGE_SIZE);
  await expect(rows.first()).toContainText(`${TAG} ${String(COUNT - 2 * PAGE_SIZE).padStart(2, '0')}`);
  await expect(page.getByRole('button', { name: a.common.next })).toBeDisabled();
  await page.getByRole('button', { name: a.common.previous }).click();
  await expect(page.getByText(fill(a.common.pageOf, { page: 2, pages: 3 }), { exact: true })).toBeVisible();
});
