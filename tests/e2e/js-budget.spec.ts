import { expect, test, type Page } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
// @ts-expect-error: a plain .mjs script with no type declarations
import { measureRoutes } from '../../scripts/js-budget.mjs';
import { ROUTES } from '../../src/shared/route-manifest';

/*
 * scripts/js-budget.mjs reads the build manifest to say how much JavaScript each storefront route
 * loads before it is usable. This checks that figure against a real first visit in Chromium: the
 * gzipped bytes of every script the page fetches until the network is idle (the server sends the
 * .gz it keeps beside each asset; the browser is told to accept gzip only, as the budget counts).
 */

type Measured = { route: string; kb: number; files: string[] };
/** Headroom for a chunk a page fetches beyond what the script counts (they agreed to the byte when written). */
const TOLERANCE_KB = 3;
/** The route manifest's pages a visitor cannot open (src/shared/route-manifest.ts). */
const SIGNED_IN = new Set(ROUTES.filter((r) => r.access === 'signed-in').map((r) => r.path));

/** KB of scripts fetched, and those the budget script did not count (named when the figures disagree). */
async function scriptKb(page: Page, path: string, files: string[]): Promise<{ kb: number; uncounted: string[] }> {
  const sizes: Promise<number>[] = [];
  const uncounted: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(request.sizes().then((s) => s.responseBodySize));
    if (!files.some((f) => request.url().endsWith(f))) uncounted.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  // The page is there (its lazy chunk ran), its code asked for (a rendered page asks for it once painted,
  // decision 025: on a loaded machine the network fell idle before, and the route measured 0 KB), then
  // nothing more is on its way.
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/index-[^/]+\.js$/.test(e.name)));
  await page.waitForLoadState('networkidle');
  return { kb: (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1024, uncounted };
}

test('the budget script’s figure per route matches what Chromium downloads on a first visit', async ({ browser, request }) => {
  // One first visit per route of the manifest (26 now): about 5 s each on a loaded 2-core machine.
  test.setTimeout(240_000);
  const [plant] = (await (await request.get('/api/plants?limit=1')).json()) as Plant[];
  const paths: Record<string, string> = { '/plant/:id': `/plant/${plant!.id}` };
  const rows: { route: string; manifestKb: number; browserKb: number; uncounted: string[] }[] = [];
  // Read now, not when the file loads: the web server's build has finished by the time a test runs.
  for (const { route, kb: manifestKb, files } of measureRoutes() as Measured[]) {
    // A page of one order (its address holds an id of the customer's): not visited here, the others are.
    if (route.includes(':') && !paths[route]) continue;
    const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
    const page = await context.newPage();
    // A signed-in customer's page is measured as that customer sees it (a visitor is sent to sign in).
    if (SIGNED_IN.has(route)) {
      // A signed-in customer's checkout (a visitor is sent to /login without downloading it).
      const email = `budget.${Date.now()}@example.dz`;
      const res = await page.request.post('/api/auth/signup', { data: { email, password: 'secret123', firstName: 'Amina', lastName: 'Benali' } });
      expect(res.ok()).toBeTruthy();
    }
    const { kb, uncounted } = await scriptKb(page, paths[route] ?? route, files);
    rows.push({ route, manifestKb, browserKb: kb, uncounted });
    await context.close();
  }
  console.log(rows.map((r) => `${r.route.padEnd(12)} manifest ${r.manifestKb.toFixed(1)} KB, Chromium ${r.browserKb.toFixed(1)} KB`).join('\n'));
  for (const r of rows) expect(Math.abs(r.browserKb - r.manifestKb), `${r.route}; not counted: ${r.uncounted.join(', ')}`).toBeLessThanOrEqual(TOLERANCE_KB);
});
