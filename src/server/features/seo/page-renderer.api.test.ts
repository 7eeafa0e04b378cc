import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signUp, type TestApp } from '../../../../tests/helpers/test-app';
import { MAX_CONCURRENT_RENDERS, RENDER_MS_PER_SECOND } from './page-renderer';

// A renderer module with the built one's interface (src/client/entry-server.tsx): it asks the API
// through the transport it is given, like the real one, and can be held to keep renders under way.
const RENDERER = `
let transport;
export function setApiTransport(t) { transport = t; }
const held = (globalThis.__heldRenders = []);
export async function renderPage(url, locale) {
  const res = await transport('/api/categories', { method: 'GET' });
  const categories = await res.json();
  const missing = await (await transport('/api/plants/999999999', { method: 'GET' })).json();
  if (globalThis.__holdRenders) await new Promise((resolve) => held.push(resolve));
  globalThis.__clock.t += globalThis.__renderCostMs ?? 0;
  return { html: '<main>' + categories.length + ' categories, ' + missing.message + ', ' + locale + '</main>', state: { queries: [], parts: [] } };
}
export async function readerState() {
  const res = await transport('/api/auth/user', { method: 'GET' });
  return { queries: { status: res.status, user: res.status === 200 ? await res.json() : null }, parts: [] };
}`;

const root = mkdtempSync(path.join(tmpdir(), 'nabta-render-'));
copyFileSync(path.resolve('src/client/index.html'), path.join(root, 'index.html'));
writeFileSync(path.join(root, 'renderer.mjs'), RENDERER);
const control = globalThis as unknown as { __holdRenders?: boolean; __heldRenders: (() => void)[]; __clock: { t: number }; __renderCostMs?: number };
// The renderer's time budget is counted on this clock; the stand-in renderer moves it by the cost it is given.
control.__clock = { t: 0 };

let t: TestApp;
let visitor: Client;
beforeAll(async () => {
  t = await buildTestApp({ clientRoot: root, pageRenderer: path.join(root, 'renderer.mjs'), renderClock: { now: () => control.__clock.t } });
  visitor = new Client(t.app);
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const rendered = (html: string) => /<div id="root"><main>/.test(html);
const drawnByBrowser = (html: string) => html.includes('<div id="root"></div>');

describe('server rendering', () => {
  it('answers a page’s API calls in process, in the reader’s language, and puts its body in the page', async () => {
    const arabicNotFound = (await visitor.request({ method: 'GET', url: '/api/plants/999999999', headers: { cookie: 'lang=ar' } })).json().message;
    const res = await visitor.request({ method: 'GET', url: '/faq', headers: { cookie: 'lang=ar' } });
    expect(res.statusCode).toBe(200);
    const categories = (await visitor.get('/api/categories')).json().length;
    expect(res.body).toContain(`<div id="root"><main>${categories} categories, ${arabicNotFound}, ar</main></div>`);
    expect(arabicNotFound).toMatch(/[\u0600-\u06ff]/);
    expect(res.body).toContain('<script type="application/json" id="nabta-state">{"queries":[],"parts":[]}</script>');
  });

  it('renders two pages at once at most: a third is sent for the browser to draw, and a page meant for the cache is not kept so', async () => {
    expect(MAX_CONCURRENT_RENDERS).toBe(2);
    control.__holdRenders = true;
    try {
      const first = visitor.get('/shop?search=ficus');
      const second = visitor.get('/shop?search=olivier');
      await expect.poll(() => control.__heldRenders.length).toBe(2);

      const third = await visitor.get('/shop?search=lavande');
      expect(third.statusCode).toBe(200);
      expect(drawnByBrowser(third.body)).toBe(true);
      const cacheable = await visitor.get('/categories');
      expect(drawnByBrowser(cacheable.body)).toBe(true);

      control.__holdRenders = false;
      control.__heldRenders.splice(0).forEach((release) => release());
      expect(rendered((await first).body)).toBe(true);
      expect(rendered((await second).body)).toBe(true);
    } finally {
      control.__holdRenders = false;
      control.__heldRenders.splice(0).forEach((release) => release());
    }
    // The busy moment's browser-drawn /categories was not cached: it is rendered now.
    expect(rendered((await visitor.get('/categories')).body)).toBe(true);
  });

  it('spends at most a quarter of each second rendering: beyond, pages are sent for the browser to draw until the next second', async () => {
    expect(RENDER_MS_PER_SECOND).toBe(250);
    control.__clock.t += 5_000; // a fresh second
    control.__renderCostMs = 100;
    try {
      for (const word of ['ficus', 'olivier', 'lavande']) expect(rendered((await visitor.get(`/shop?search=${word}`)).body), word).toBe(true);
      // 300 ms of this second spent: the next page is drawn by the browser, cached pages included (and not kept so).
      expect(drawnByBrowser((await visitor.get('/shop?search=aloe')).body)).toBe(true);
      expect(drawnByBrowser((await visitor.get('/about')).body)).toBe(true);
      control.__clock.t += 1_000;
      expect(rendered((await visitor.get('/shop?search=aloe')).body)).toBe(true);
      expect(rendered((await visitor.get('/about')).body)).toBe(true);
    } finally {
      control.__renderCostMs = 0;
    }
  });

  it('renders a signed-in reader’s checkout, tells a page the browser draws who its signed-in reader is, with that reader’s session, and tells a visitor’s nothing', async () => {
    const stateOf = (html: string) => /<script type="application\/json" id="nabta-state">(.*?)<\/script>/.exec(html)?.[1];
    const visitorCheckout = await visitor.get('/checkout');
    expect(drawnByBrowser(visitorCheckout.body)).toBe(true);
    expect(stateOf(visitorCheckout.body)).toBeUndefined();

    const customer = new Client(t.app);
    const { email } = await signUp(customer, { email: 'lina@example.dz', firstName: 'لينا' });
    // Checkout is rendered for a signed-in reader (its frame and form; the browser adds the saved cart).
    const checkout = await customer.get('/checkout');
    expect(rendered(checkout.body)).toBe(true);
    expect(checkout.headers['cache-control']).toBe('private, no-cache');
    // An order's page is rendered by the server (its link must read without JavaScript, docs/contract.md §7),
    // for its reader alone: never a shared cache.
    const order = await customer.get('/order/1');
    expect(order.headers['cache-control'], '/order/1').toBe('private, no-cache');
    for (const page of ['/dashboard', '/profile']) {
      const res = await customer.get(page);
      expect(drawnByBrowser(res.body), page).toBe(true);
      expect(res.headers['cache-control'], page).toBe('private, no-cache');
      const state = JSON.parse(stateOf(res.body)!);
      expect(state.queries.status, page).toBe(200);
      expect(state.queries.user, page).toMatchObject({ email, firstName: 'لينا' });
    }
    // Another customer's page names that customer: nothing is shared between readers.
    const other = new Client(t.app);
    await signUp(other, { email: 'yacine@example.dz' });
    expect(JSON.parse(stateOf((await other.get('/profile')).body)!).queries.user.email).toBe('yacine@example.dz');
  });
});
