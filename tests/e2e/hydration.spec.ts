import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ROUTES, type PageRoute } from '../../src/shared/route-manifest';
import type { Locale } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { buyablePlant, placeOrder, readIn, signUpCustomer } from './i18n-support';

/**
 * Issue 38 item 13: no page of the route manifest (src/shared/route-manifest.ts) logs an error while the
 * browser takes it over — React's hydration mismatches (#418, #422: the text the server wrote is not what
 * the browser draws) included. Public pages as a visitor, signed-in and admin pages as a customer (the
 * admin's, their "not authorised" screen), in Arabic, French and English, at 360 px.
 */
test.use({ viewport: { width: 360, height: 740 } });
test.setTimeout(240_000);

/** The address of a route: its parameters filled with what this customer may read. */
function addressOf(route: PageRoute, ids: { plant: number; order: string }): string {
  return route.path.replace(':id/confirm', `${ids.order}/confirm`).replace('/plant/:id', `/plant/${ids.plant}`).replace(':id', ids.order);
}

/** Console errors and page errors from the navigation until the page is React's and quiet. */
async function errorsWhileHydrating(page: Page, address: string): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    if (m.type() === 'error') errors.push(m.text());
  };
  const onError = (e: Error) => errors.push(e.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  try {
    await page.goto(address);
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'))), { timeout: 20_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    // React reports a mismatch once the part is adopted, which may be a task or two after the root.
    await page.waitForTimeout(300);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
  }
  return errors;
}

async function customerIn(browser: Browser, locale: Locale, baseURL: string): Promise<{ context: BrowserContext; order: string; plant: number }> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await readIn(context, locale, baseURL);
  const customer = await signUpCustomer(context.request, `hydrate.${locale}`);
  const plant = await buyablePlant(context.request);
  const order = await placeOrder(context.request, plant, customer);
  return { context, order, plant: plant.id };
}

for (const locale of ['ar', 'fr', 'en'] as const) {
  test(`in ${locale}: every page of the route manifest is taken over by the browser without a console error`, async ({ browser, baseURL }) => {
    const { context: signedIn, order, plant } = await customerIn(browser, locale, baseURL!);
    const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await readIn(visitor, locale, baseURL!);
    const pages = { visitor: await visitor.newPage(), customer: await signedIn.newPage() };
    const found: string[] = [];
    for (const route of ROUTES) {
      const address = addressOf(route, { plant, order });
      const reader = route.access === 'everyone' ? 'visitor' : 'customer';
      for (const error of await errorsWhileHydrating(pages[reader], address)) found.push(`${address} (${reader}): ${error}`);
    }
    // A path no route matches: the not-found page, rendered by the server too.
    for (const error of await errorsWhileHydrating(pages.visitor, '/no-such-page')) {
      // The document's own 404 is the answer this page is meant to have, not an error of the page.
      if (!/status of 404/.test(error)) found.push(`/no-such-page (visitor): ${error}`);
    }
    // The customer's own order, and the public pages as a customer (the header's account menu is theirs).
    for (const route of ROUTES.filter((r) => r.access === 'everyone' && r.render === 'cached')) {
      const address = addressOf(route, { plant, order });
      for (const error of await errorsWhileHydrating(pages.customer, address)) found.push(`${address} (customer): ${error}`);
    }
    expect(found).toEqual([]);
    await Promise.all([signedIn.close(), visitor.close()]);
  });
}

/** Issue 38 item 13: an unknown address is a 404 with the spec's not-found screen, drawn by the server (scripts off too). */
for (const [locale, m] of [
  ['fr', fr],
  ['ar', ar],
] as const) {
  test(`in ${locale}: an unknown address answers 404 with the not-found screen, before and after the scripts`, async ({ browser, baseURL }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled });
      await readIn(context, locale, baseURL!);
      const page = await context.newPage();
      const res = await page.goto('/plantes/figuier-de-barbarie');
      expect(res!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.notFound.title);
      await expect(page.getByText(m.notFound.hint)).toBeVisible();
      await expect(page.getByRole('link', { name: m.common.backHome })).toHaveAttribute('href', '/');
      expect(await page.title()).toBe(`${m.notFound.title} | ${m.brand.name}`);
      await context.close();
    }
    // The API's unknown paths keep their JSON answer.
    const api = await (await browser.newContext()).request.get(`${baseURL}/api/plantes`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ message: expect.any(String) });
  });

  test(`in ${locale}: every page has a preview image at an absolute address`, async ({ request, baseURL }) => {
    const plant = await buyablePlant(request);
    for (const address of ['/', '/shop', '/faq', '/privacy', '/checkout', '/no-such-page', `/plant/${plant.id}`]) {
      const html = await (await request.get(address, { headers: { cookie: `lang=${locale}` } })).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, address).toMatch(new RegExp(`^${baseURL}/`));
      expect((await request.get(image!)).status(), image).toBe(200);
    }
  });
}
