import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
import type { Order } from '../../src/shared/contracts/orders';
import { en as messages } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';
import { buyablePlant, CATALOGUES, placeOrder as placeI18nOrder, readIn, signUpCustomer } from './i18n-support';
import { chooseWilaya, createThrowawayPlant, deleteThrowawayPlants, signUpInBrowser } from './support';

/*
 * Journey "Run an order from the order desk": a customer places an order; the owner opens it from the
 * Orders tab, confirms it, ships it with a tracking number (the customer sees it on the order page),
 * marks it paid, and exports the orders CSV (its content is checked).
 */

const c = messages.checkout;
const d = messages.orderDesk;
const stamp = Date.now();
const TRACKING = `YAL-${stamp}`;

/** How the customer pays: cash on delivery, the way most Algerians do (it needs a phone number). */
const PAYMENT_LABEL = c.methods.cod;

test.afterEach(deleteThrowawayPlants);

const createPlant = (request: APIRequestContext) =>
  createThrowawayPlant(request, { name: `Jasmin E2E ${stamp}`, price: '1800.00', description: 'Jasminum officinale, for the order desk journey.' });

async function placeOrder(page: Page, plant: Plant): Promise<Order> {
  await page.goto(`/plant/${plant.id}`);
  await page.getByRole('button', { name: messages.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await page.getByLabel(c.page.phone).fill('0550 12 34 56');
  await chooseWilaya(page, 'oran', /^31 Oran/);
  await page.getByLabel(c.page.address, { exact: true }).fill('5 boulevard de la Soummam');
  await page.getByLabel(c.page.city).fill('Oran');
  await page.getByRole('radio', { name: new RegExp(PAYMENT_LABEL) }).check();
  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
  const [order] = (await (await page.request.get('/api/orders')).json()) as Order[];
  return order!;
}

/** A customer (signed up in `page`) orders a new plant; the owner signs in, in a browser of their own. */
async function customerOrderAndOwner(page: Page, browser: Browser, request: APIRequestContext, name: { first: string; last: string; prefix: string }) {
  const plant = await createPlant(request);
  await signUpInBrowser(page, name);
  const order = await placeOrder(page, plant);
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  return { plant, order, number: `#${order.id.slice(-8)}`, owner, ownerContext };
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true }).first()).toBeVisible();
}

test('the owner confirms an order, ships it with a tracking number the customer sees, marks it paid and exports the orders CSV', async ({ page, browser, request }) => {
  test.setTimeout(120_000); // two browsers and a dozen steps on a shared machine
  const { plant, order, number, owner, ownerContext } = await customerOrderAndOwner(page, browser, request, { first: 'Nadia', last: 'Bouzid', prefix: 'desk' });
  await owner.goto('/admin');
  await owner.getByRole('tab', { name: messages.admin.tabs.orders }).click();
  const row = owner.locator(`[data-testid="admin-order-row"][data-order-id="${order.id}"]`);
  await expect(row).toContainText('Nadia Bouzid');
  await row.getByRole('link', { name: `Open order ${number}` }).click();
  await expect(owner).toHaveURL(`/admin/orders/${order.id}`);
  await expect(owner.getByRole('heading', { name: `Order ${number}`, level: 1 })).toBeVisible();
  await expect(owner.getByTestId('desk-item')).toContainText(plant.name);
  await expect(owner.getByTestId('desk-total')).toHaveText('2200.00 DA');
  // The phone reads as Algerians write it and dials as stored.
  await expect(owner.getByTestId('desk-phone')).toHaveText('0550 12 34 56');
  await expect(owner.getByTestId('desk-phone').getByRole('link')).toHaveAttribute('href', 'tel:+213550123456');

  // Confirm (the customer was called), then ship with a carrier and a tracking number.
  await owner.getByRole('button', { name: d.actions.confirm }).click();
  await expectToast(owner, d.actions.done);
  await expect(owner.getByTestId('order-status').first()).toHaveText(c.orderStatus.processing);
  await owner.getByLabel(d.view.carrier).fill('Yalidine');
  await owner.getByLabel(d.view.trackingNumber).fill(TRACKING);
  await owner.getByRole('button', { name: d.actions.ship }).click();
  await expect(owner.getByTestId('order-status').first()).toHaveText(c.orderStatus.shipped);
  await expect(owner.getByTestId('desk-tracking')).toHaveText(TRACKING);

  // The customer sees the carrier and the tracking number on the order page.
  await page.goto(`/order/${order.id}`);
  await expect(page.getByTestId('tracking-carrier')).toHaveText('Yalidine');
  await expect(page.getByTestId('tracking-number')).toHaveText(TRACKING);
  await expect(page.getByTestId('order-status')).toHaveText(c.orderStatus.shipped);

  // Cash on delivery: not paid before the parcel is delivered (the desk offers no such button).
  await expect(owner.getByRole('button', { name: d.actions.markPaid })).toHaveCount(0);
  await owner.getByRole('button', { name: d.actions.deliver }).click();
  await expect(owner.getByTestId('order-status').first()).toHaveText(c.orderStatus.delivered);
  // The courier handed the cash over: mark it paid. The history says who did what.
  await owner.getByRole('button', { name: d.actions.markPaid }).click();
  await expect(owner.getByTestId('payment-status').first()).toHaveText(c.paymentStatus.completed);
  const history = owner.getByTestId('history-event');
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText(d.history.confirmed);
  await expect(history.nth(1)).toContainText(`Shipped with Yalidine, tracking ${TRACKING}`);
  await expect(history.nth(2)).toContainText(d.history.delivered);
  await expect(history.nth(3)).toContainText(d.history.paid);
  await expect(history.nth(3)).toContainText(E2E_ADMIN.email);

  // Back on the Orders tab: only paid orders, then the CSV of what the filters select.
  await owner.getByRole('link', { name: d.view.back }).click();
  await expect(owner).toHaveURL('/admin?tab=orders');
  await owner.getByRole('combobox', { name: d.list.paymentFilter }).click();
  await owner.getByRole('option', { name: c.paymentStatus.completed }).click();
  await expect(row.getByTestId('payment-status')).toHaveText(c.paymentStatus.completed);
  const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: d.list.exportCsv }).click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFFOrder,Date (Algiers),Customer,E-mail,Phone,Wilaya,Commune,City,Address,Delivery mode,Items')).toBe(true);
  const line = csv.split('\r\n').find((l) => l.startsWith(`${number},`));
  expect(line).toContain(`,Nadia Bouzid,`);
  // Phones as Algerians write them, the commune and the delivery mode beside the address (issue 38 item 13).
  expect(line).toContain(`,0550 12 34 56,31 Oran,`);
  expect(line).toContain(`,5 boulevard de la Soummam,`);
  expect(line).toContain(`,${plant.name} × 1,1800.00,400.00,2200.00,Cash on Delivery,Completed,Delivered,`);
  expect(line).toContain(`,Yalidine,${TRACKING}`);
  expect(csv).not.toContain(',Pending,Pending,'); // the filter: no unpaid order in this export
  await ownerContext.close();
});

test('the orders list follows the desk: it offers only the moves the desk allows, and shipping leads to the order page for the tracking number', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const { order, number, owner, ownerContext } = await customerOrderAndOwner(page, browser, request, { first: 'Yacine', last: 'Merabet', prefix: 'list' });
  await owner.goto('/admin?tab=orders');
  const row = owner.locator(`[data-testid="admin-order-row"][data-order-id="${order.id}"]`);
  const menu = row.getByRole('combobox', { name: messages.admin.orders.changeStatus.replace('{number}', number) });

  // The owner's switch for the new-order e-mails: on by default, saved at once, kept.
  const notify = owner.getByRole('switch', { name: messages.admin.settings.notifyNewOrders });
  await expect(notify).toBeChecked();
  await notify.click();
  await expect(notify).not.toBeChecked();
  await owner.reload();
  await expect(notify).not.toBeChecked();
  await notify.click(); // back on: the other journeys expect it
  await expect(notify).toBeChecked();

  // Pending: confirm or cancel, never shipped or delivered straight away.
  await menu.click();
  await expect(owner.getByRole('option')).toHaveText([c.orderStatus.pending, c.orderStatus.processing, c.orderStatus.cancelled]);
  await owner.getByRole('option', { name: c.orderStatus.processing }).click();
  await expectToast(owner, messages.admin.toasts.orderUpdated);
  await expect(row.getByTestId('order-status')).toHaveText(c.orderStatus.processing);

  // Confirmed: shipping is offered, and opens the order page, which asks for the carrier and tracking number.
  await menu.click();
  await owner.getByRole('option', { name: c.orderStatus.shipped }).click();
  await expect(owner).toHaveURL(`/admin/orders/${order.id}`);
  await expect(owner.getByLabel(d.view.trackingNumber)).toBeVisible();
  expect((await (await owner.request.get(`/api/orders/${order.id}`)).json()).orderStatus).toBe('processing');
  await ownerContext.close();
});

test('fr, 360 px: the orders list does not ship an unpaid bank transfer without a tracking number; the refusal is in French on the order page', async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const m = CATALOGUES.fr;
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await readIn(context, 'fr', baseURL!);
  const owner = await context.newPage();
  const customer = await signUpCustomer(request, 'unpaid-ship');
  const orderId = await placeI18nOrder(request, await buyablePlant(request), customer);
  const number = `#${orderId.slice(-8)}`;
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();

  await owner.goto('/admin?tab=orders');
  const row = owner.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
  const menu = row.getByRole('combobox', { name: m.admin.orders.changeStatus.replace('{number}', number) });
  await menu.scrollIntoViewIfNeeded();
  await menu.click();
  await owner.getByRole('option', { name: m.checkout.orderStatus.processing }).click();
  await expect(row.getByTestId('order-status')).toHaveText(m.checkout.orderStatus.processing);
  await expect(row.getByTestId('payment-status')).toHaveText(m.checkout.paymentStatus.pending);

  // Shipped from the list: the order page asks for the carrier and the tracking number, and refuses without it.
  await menu.click();
  await owner.getByRole('option', { name: m.checkout.orderStatus.shipped }).click();
  await expect(owner).toHaveURL(`/admin/orders/${orderId}`);
  await owner.getByLabel(m.orderDesk.view.carrier).fill('Yalidine');
  await owner.getByRole('button', { name: m.orderDesk.actions.ship }).click();
  await expect(owner.getByText(m.orderDesk.validation.trackingRequired)).toBeVisible();
  await expect(owner.getByText(m.orderDesk.validation.trackingRequired)).toBeInViewport();
  // The list's own path says the same in French, and the order stays confirmed, unpaid, with no tracking.
  const straight = await owner.request.patch(`/api/orders/${orderId}`, { data: { orderStatus: 'shipped' } });
  expect(straight.status()).toBe(409);
  expect(((await straight.json()) as { message: string }).message).toBe(m.orderDesk.errors.shipNeedsTracking);
  const order = (await (await owner.request.get(`/api/orders/${orderId}`)).json()) as Order;
  expect(order).toMatchObject({ orderStatus: 'processing', paymentStatus: 'pending', trackingNumber: null });
  await context.close();
});
