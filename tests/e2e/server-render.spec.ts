import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Plant } from '@shared/contracts/catalog';
import { en as messages, translator } from '@shared/messages';
import { ar } from '@shared/messages/ar';
import { readFileSync } from 'node:fs';
import { parseMoney } from '@shared/domain/money';
import { PRELOADED_MODULES } from '@server/features/seo/page-chunks';
import { E2E_ADMIN } from '../../playwright.config';
import { waitUntilAlive } from './support';

/**
 * React has taken the rendered page over (`hydrateRoot` has run: the root element is React's), while
 * the parts below the fold may still be adopted in later tasks: what these tests tap then must work.
 */
async function waitUntilReactHasRoot(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'))))
    .toBe(true);
}

/**
 * Storefront pages arrive rendered (docs/decisions/015-server-rendering.md): their text is in the
 * HTML before any script runs, in the reader's language; the browser adopts that HTML with the
 * answers it was rendered with, and a signed-in reader's page is theirs alone.
 */

async function firstPlant(request: APIRequestContext): Promise<Plant> {
  const plants = (await (await request.get('/api/plants?limit=50')).json()) as Plant[];
  return plants.find((p) => p.price !== null && p.stock > 0 && p.translations.ar.name)!;
}

/** A browser context signed in as a new customer (signed up through the API, as the sign-up form does). */
async function customerContext(browser: Browser, baseURL: string, firstName: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext(options);
  const email = `${firstName.toLowerCase()}.${Date.now()}@example.dz`;
  const signup = await context.request.post('/api/auth/signup', {
    data: { firstName, lastName: 'Benali', email, password: 'secret123' },
    headers: { origin: baseURL },
  });
  expect(signup.ok()).toBe(true);
  return { context, email };
}

/** A browser page with scripts off: only what the server sent. */
async function withoutScripts(browser: Browser, lang?: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL! }]);
  return { page: await context.newPage(), close: () => context.close() };
}

test('with scripts off, a plant page, the shop and the FAQ arrive with their content in Arabic', async ({ browser, request }) => {
  const plant = await firstPlant(request);
  const { page, close } = await withoutScripts(browser, 'ar');

  await page.goto(`/plant/${plant.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plant.translations.ar.name!);
  await expect(page.getByTestId('plant-price')).toHaveText(translator('ar', ar).money(plant.price!));
  const product = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { offers: { price: string } };
  expect(product.offers.price).toBe(plant.price);

  await page.goto('/shop');
  await expect(page.getByTestId('plant-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: plant.translations.ar.name!, exact: true })).toHaveCount(1);

  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.pages.faq);
  await close();
});

test('the browser adopts a rendered page without asking the API again, then answers taps', async ({ page, request }) => {
  const plant = await firstPlant(request);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  await page.goto(`/plant/${plant.id}`);
  // Adopted: every control of the page has React's handlers (the page's code has run, with its data).
  await waitUntilAlive(page);
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The saved cart comes back on the next rendered page (the server rendered it empty).
  await page.goto('/shop');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a rendered page asks for its code with its HTML, not once painted (docs/decisions/029), then answers taps (shop, plant, FAQ)', async ({ page, request }) => {
  const plant = await firstPlant(request);
  for (const path of ['/shop', `/plant/${plant.id}`, '/faq']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    expect(html, path).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\//);
    expect(html, path).not.toContain('x-nabta-module');
    if (path !== '/faq') {
      // The first picture (the largest paint) is asked for before any script: over HTTP/1.1's six connections it
      // would otherwise wait behind the page's chunks (decision 029).
      const picture = /<img\s[^>]*fetchPriority="high"[^>]*>/.exec(html)?.[0];
      expect(picture, path).toBeDefined();
      const preload = html.indexOf(`<link rel="preload" as="image" href="${/\ssrc="([^"]+)"/.exec(picture!)![1]}"`);
      expect(preload, path).toBeGreaterThan(0);
      expect(preload, path).toBeLessThan(html.indexOf('<script type="module"'));
      expect(preload, path).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
    }
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
      scriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(scriptStarts.length, path).toBeGreaterThan(3);
    // The browser's preload scanner asks for the code while it reads the HTML, before it paints.
    expect(Math.min(...scriptStarts), path).toBeLessThan(firstPaint!);
    // The code came and the page is React's (every control has its handlers), and it answers: the cart button opens the cart.
    await waitUntilAlive(page);
    await page.getByRole('button', { name: messages.nav.cart, exact: true }).click();
    await expect(page.getByRole('dialog'), path).toBeVisible();
  }
});

test('a signed-in customer’s page is rendered with their account, and no visitor ever gets it', async ({ browser, baseURL }) => {
  const { context: customer } = await customerContext(browser, baseURL!, 'Yasmine', { javaScriptEnabled: false });
  const page = await customer.newPage();
  const response = await page.goto('/shop');
  expect(response!.headers()['cache-control']).toBe('private, no-cache');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await customer.close();

  const visitor = await withoutScripts(browser);
  await visitor.page.goto('/shop');
  await expect(visitor.page.getByTestId('user-menu')).toHaveCount(0);
  await expect(visitor.page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await visitor.close();
});

test('a signed-in customer’s checkout (rendered) and profile (drawn by the browser) know who they are without asking the API', async ({ browser, baseURL }) => {
  const { context: customer, email } = await customerContext(browser, baseURL!, 'Nadia');
  const page = await customer.newPage();
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/user') asked.push(r.url());
  });
  await page.goto('/checkout');
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { name: messages.checkout.page.emptyTitle })).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  expect(asked).toEqual([]);
  await customer.close();
});

test('a signed-in customer’s checkout arrives with its frame and form; its summary follows once the browser has read the saved cart', async ({ browser, baseURL, request }) => {
  const plant = await firstPlant(request);
  const { context: customer } = await customerContext(browser, baseURL!, 'Karima', { javaScriptEnabled: false });
  const page = await customer.newPage();
  const response = await page.goto('/checkout');
  expect(response!.headers()['cache-control']).toBe('private, no-cache');
  // Scripts off: the title, the form with the customer's name, and the summary's place, not its content.
  await expect(page.getByRole('heading', { level: 1, name: messages.checkout.page.title })).toBeVisible();
  await expect(page.getByLabel(messages.checkout.page.firstName)).toHaveValue('Karima');
  await expect(page.locator('[aria-busy="true"]').getByRole('heading', { name: messages.checkout.page.orderSummary })).toBeVisible();
  await expect(page.getByTestId('order-summary')).toHaveCount(0);
  await customer.close();

  // Scripts on, a plant in the saved cart: adopted with no API call, then the summary with that plant.
  const { context: buyer } = await customerContext(browser, baseURL!, 'Walid');
  const buyerPage = await buyer.newPage();
  await buyerPage.addInitScript((item) => localStorage.setItem('nabta-cart', JSON.stringify([item])), {
    id: plant.id,
    name: plant.name,
    price: plant.price,
    imageUrl: plant.imageUrl ?? undefined,
    quantity: 2,
    stock: plant.stock,
  });
  const asked: string[] = [];
  buyerPage.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
  });
  await buyerPage.goto('/checkout');
  const summary = buyerPage.getByTestId('order-summary');
  await expect(summary.getByText(plant.name)).toBeVisible();
  await expect(summary.getByText(translator('en', messages).money((parseMoney(plant.price!) ?? 0) * 2)).first()).toBeVisible();
  await expect(buyerPage.getByTestId('cart-count')).toHaveText('2');
  await buyerPage.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await buyer.close();
});

test('a page the browser draws for a signed-in customer (its profile) names its chunks in its HTML: fetched with the entry, each one used', async ({ browser, baseURL }) => {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, unknown>;
  expect(PRELOADED_MODULES.filter((module) => !manifest[module])).toEqual([]);

  const visitor = await browser.newContext();
  const visitorHtml = await (await visitor.request.get('/profile')).text();
  expect(visitorHtml).not.toContain('profile-page-');
  await visitor.close();

  const { context: customer } = await customerContext(browser, baseURL!, 'Amine');
  const html = await (await customer.request.get('/profile')).text();
  const preloads = (page: string) => [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
  // Beyond the template's own (the entry's chunks, which every page preloads).
  const preloaded = preloads(html).filter((src) => !preloads(visitorHtml).includes(src));
  expect(preloaded.some((src) => src.startsWith('/assets/profile-page-'))).toBe(true);
  expect(preloaded.some((src) => src.startsWith('/assets/user-menu-'))).toBe(true);

  // The scripts the page fetches when its HTML names none of them: each preload must be among them.
  const page = await customer.newPage();
  await page.route('/profile', (route) =>
    route.fulfill({ body: preloaded.reduce((page, src) => page.replace(`<link rel="modulepreload" crossorigin href="${src}">`, ''), html), contentType: 'text/html' }),
  );
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(preloaded.filter((src) => !scripts.includes(src))).toEqual([]);
  await customer.close();
});

test('an owner’s change to a plant is on its rendered page at once', async ({ browser, request, baseURL }) => {
  const plant = await firstPlant(request);
  const { page, close } = await withoutScripts(browser);
  await page.goto(`/plant/${plant.id}`); // now in the page cache
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plant.name);

  const owner = await browser.newContext();
  const headers = { origin: baseURL! };
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN, headers })).ok()).toBe(true);
  const renamed = `${plant.name} (édition)`;
  expect((await owner.request.patch(`/api/plants/${plant.id}`, { data: { name: renamed }, headers })).ok()).toBe(true);
  try {
    await page.goto(`/plant/${plant.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  } finally {
    await owner.request.patch(`/api/plants/${plant.id}`, { data: { name: plant.name }, headers });
    await owner.close();
    await close();
  }
});

test('below the fold, a rendered page is adopted part by part without drawing anything again, and every part answers taps', async ({ page }) => {
  // Elements the browser removes while adopting: none, or Preact dropped server HTML and drew it again.
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedElements: string[] }).removedElements = removed;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) if (node instanceof Element && !['LINK', 'SCRIPT'].includes(node.tagName)) removed.push(node.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/shop');
  await waitUntilReactHasRoot(page);
  const cards = page.getByTestId('plant-card');
  expect(await cards.count()).toBeGreaterThan(4);

  // The last card and the footer are adopted in later tasks than the page: they work all the same.
  await cards.last().getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([]);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator('footer').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // The FAQ's last category, adopted after the others, opens its answers.
  await page.goto('/faq');
  await waitUntilReactHasRoot(page);
  const lastQuestion = page.locator('section').filter({ has: page.getByRole('heading', { level: 2 }) }).getByRole('button').last();
  await lastQuestion.click();
  await expect(lastQuestion).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => (window as unknown as { removedElements: string[] }).removedElements)).toEqual([]);
});
