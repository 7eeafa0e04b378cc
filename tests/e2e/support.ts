import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import type { Order } from '../../src/shared/contracts/orders';
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

/** Puts one plant in the cart from its page (`addToCart`: the button's name in the reader's language) and opens the checkout, alive. */
export async function cartToCheckout(page: Page, plantId: number, addToCart: string) {
  await page.goto(`/plant/${plantId}`);
  await waitUntilAlive(page);
  await page.getByRole('button', { name: addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await waitUntilAlive(page);
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

/** A customer's cash-on-delivery order of one `plant` through the API, priced with the shop's quote (home delivery unless told). */
export async function placeCodOrder(
  request: APIRequestContext,
  plant: Plant,
  to: { name: string; phone: string; commune: string; wilaya?: string; address?: string },
): Promise<Order> {
  const wilaya = to.wilaya ?? '31';
  const quote = (await (await request.get(`/api/shipping/quote?wilaya=${wilaya}&delivery=home&subtotal=${plant.price}`)).json()) as { fee: string };
  const res = await request.post('/api/orders', {
    data: {
      customerName: to.name,
      customerEmail: 'customer@example.dz',
      shippingAddress: { address: to.address ?? 'Cité 300 logements, bloc C', commune: to.commune, phone: to.phone, wilaya, delivery: 'home' },
      items: [{ id: plant.id, quantity: 1 }],
      totalAmount: (Number(plant.price) + Number(quote.fee)).toFixed(2),
      paymentMethod: 'cod',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Order;
}

/**
 * A second shop, started from the build as a user starts one (`node scripts/start.mjs`: migrate, seed,
 * serve) on `port` with its own empty embedded database and `env` over this one's, for a journey the
 * suite's shop cannot take (e-mail, a faster poller). Resolves once it answers; `stop()` ends it and
 * removes its data.
 */
export async function startShop(name: string, port: number, env: Record<string, string>): Promise<{ base: string; stop: () => Promise<void> }> {
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `nabta-e2e-${name}-`));
  const shop = spawn('node', ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', APP_ENV: 'test', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (shop.exitCode === null) {
      shop.kill('SIGTERM');
      await new Promise((r) => shop.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (shop.exitCode !== null) throw new Error(`the ${name} shop did not start`);
    try {
      if ((await fetch(`${base}/api/categories`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 800) {
      await stop();
      throw new Error(`the ${name} shop did not answer`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

/** A word of one plant's name that few plants mention: its search shows that plant on the first page. */
export async function rareNameWord(request: APIRequestContext): Promise<{ plant: Plant; word: string }> {
  const plants = (await (await request.get('/api/plants')).json()) as Plant[];
  const text = (p: Plant) => [p.name, p.commonName, p.scientificName, p.description].join(' ').toLowerCase();
  const candidates = plants.flatMap((plant) => plant.name.split(/\s+/).filter((w) => /^\p{L}{4,}$/u.test(w)).map((word) => ({ plant, word })));
  return candidates.find((c) => plants.filter((p) => text(p).includes(c.word.toLowerCase())).length <= 3)!;
}
