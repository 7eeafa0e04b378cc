import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import { E2E_ADMIN } from '../../playwright.config';

/** Signs a new customer up through the real form; returns the e-mail used. */
export async function signUpInBrowser(page: Page, name: { first: string; last: string; prefix: string }): Promise<string> {
  const email = `${name.prefix}.${Date.now()}@example.dz`;
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(name.first);
  await page.getByLabel('Last Name').fill(name.last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return email;
}

/** Picks a wilaya in the checkout's searchable select by typing part of its name. */
export async function chooseWilaya(page: Page, typed: string, option: RegExp) {
  await page.getByRole('combobox', { name: 'Wilaya', exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).click();
}

/**
 * A server-rendered page is hydrated by React part by part (docs/decisions 016). A click on a part not
 * hydrated yet is replayed by React; `setInputFiles` and `pressSequentially` are not events React
 * replays, so a test that means to exercise the live part waits until every control has its handlers.
 */
export async function waitUntilAlive(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('#root button, #root input, #root a, #root select, #root textarea')].every((el) =>
          Object.keys(el).some((key) => key.startsWith('__reactProps')),
        ),
      ),
    )
    .toBe(true);
}

const throwaway: { id: number; request: APIRequestContext }[] = [];

/** A plant of the first category, made by the owner through the API for one journey; `deleteThrowawayPlants` removes it. */
export async function createThrowawayPlant(request: APIRequestContext, data: { name: string; price: string; description: string }): Promise<Plant> {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const [category] = (await (await request.get('/api/categories')).json()) as Category[];
  const res = await request.post('/api/plants', { data: { ...data, categoryId: category!.id, stock: 10 } });
  expect(res.status()).toBe(201);
  const plant = (await res.json()) as Plant;
  throwaway.push({ id: plant.id, request });
  return plant;
}

/** For `test.afterEach`: deletes the plants this test made. */
export async function deleteThrowawayPlants() {
  for (const { id, request } of throwaway.splice(0)) expect((await request.delete(`/api/plants/${id}`)).ok()).toBeTruthy();
}
