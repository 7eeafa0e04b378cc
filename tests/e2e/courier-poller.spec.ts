import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AdminOrderDetail } from '../../src/shared/contracts/order-desk';
import type { ShipmentResult } from '../../src/shared/contracts/shipments';
import { ar } from '../../src/shared/messages/ar';
import { startEcotrackFake, type EcotrackFake } from '../fakes/ecotrack.fake';
import { buyablePlant, readIn, signUpCustomer } from './i18n-support';
import { placeCodOrder, startShop, waitUntilAlive } from './support';

/**
 * Ecotrack sends no webhooks: the shop asks for its parcels' statuses on a timer
 * (`COURIER_POLL_INTERVAL_MS`). A shop whose timer runs every second, its Ecotrack keys in its
 * environment (the local fake's), started here from the build beside the suite's shop (whose poller
 * runs every ten minutes, as in production). A customer's cash-on-delivery order is confirmed and
 * handed to Ecotrack; Ecotrack marks it delivered, and without anyone pressing "Ask Ecotrack now" the
 * timer moves the order to delivered — the customer, on a phone in Arabic, reads it on the order page.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 3100;
const BASE = `http://localhost:${PORT}`;
const OWNER = { email: 'owner@poller.nabta.dz', password: 'owner-poller-password' };
const TOKEN = 'e2e_poller_ecotrack_token_0123456789';

let ecotrack: EcotrackFake;
let stopShop: (() => Promise<void>) | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  ecotrack = await startEcotrackFake(TOKEN);
  ({ stop: stopShop } = await startShop('poller', PORT, {
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    ECOTRACK_API_URL: `${ecotrack.url}/api/v1`,
    ECOTRACK_API_TOKEN: TOKEN,
    COURIER_POLL_INTERVAL_MS: '1000',
  }));
});

test.afterAll(async () => {
  await stopShop?.();
  await ecotrack?.close();
});

const adminOrder = async (owner: APIRequestContext, id: string) => (await (await owner.get(`/api/admin/orders/${id}`)).json()) as AdminOrderDetail;

test('the timer asks Ecotrack by itself: delivered, and the customer reads it in Arabic', async ({ playwright, browser }) => {
  test.setTimeout(90_000);
  const owner = await playwright.request.newContext({ baseURL: BASE });
  const phone = await browser.newContext({ baseURL: BASE, viewport: { width: 360, height: 740 } });
  try {
    expect((await owner.post('/api/auth/login', { data: OWNER })).ok()).toBeTruthy();
    await readIn(phone, 'ar', BASE);
    const page = await phone.newPage();
    await signUpCustomer(page.request, 'poller');

    // The customer's cash-on-delivery order to Oran; the owner confirms it and hands it to Ecotrack.
    const plant = await buyablePlant(page.request);
    const order = await placeCodOrder(page.request, plant, { name: 'Amina Benali', phone: '0770 44 55 66', commune: '3101' });
    expect((await owner.post(`/api/admin/orders/${order.id}/confirm`, { data: {} })).ok()).toBeTruthy();
    const shipped = await owner.post('/api/admin/shipments', { data: { orderIds: [order.id], courier: 'ecotrack' } });
    const [result] = ((await shipped.json()) as { results: ShipmentResult[] }).results;
    expect(result).toMatchObject({ ok: true });

    // Ecotrack delivers it. Nobody asks: the timer does, within a few seconds.
    const asked = () => ecotrack.requests.filter((r) => r.url.pathname.endsWith('get/orders/status')).length;
    const before = asked();
    ecotrack.status(result!.tracking!, 'livre_non_encaisse');
    await expect.poll(async () => (await adminOrder(owner, order.id)).orderStatus, { timeout: 15_000 }).toBe('delivered');
    expect(asked()).toBeGreaterThan(before);
    expect((await adminOrder(owner, order.id)).shipment).toMatchObject({ courier: 'ecotrack', status: 'delivered', cash: 'with_courier' });

    await page.goto(`/order/${order.id}`);
    await waitUntilAlive(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('order-status').first()).toHaveText(ar.checkout.orderStatus.delivered);
    await expect(page.getByTestId('tracking-status')).toHaveText(ar.shipments.status.delivered);
    await expect(page.getByTestId('tracking-number')).toHaveText(result!.tracking!);
    await expect(page.getByTestId('shipment-step').first()).toHaveAttribute('data-status', 'delivered');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  } finally {
    await phone.close();
    await owner.dispose();
  }
});
