import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import type { Order } from '../../src/shared/contracts/orders';
import type { OutboxEmail } from '../../src/shared/contracts/outbox';
import { en as messages } from '../../src/shared/messages';
import { E2E_ADMIN, E2E_BANK } from '../../playwright.config';
import { chooseWilaya, signUpInBrowser, waitUntilAlive } from './support';

/*
 * Journey "Checkout by bank transfer": a customer fills the cart, checks out by bank transfer, lands
 * on My Orders, opens the order and sees the figures the server stored; the bank transfer e-mail is
 * in the outbox (no SMTP here) with the bank details. Then free shipping at exactly the threshold.
 */

const c = messages.checkout;

// The plants a test creates are deleted after it (their orders keep their snapshots), so later specs see the demo catalogue.
const created: { id: number; request: APIRequestContext }[] = [];
test.afterEach(async () => {
  for (const { id, request } of created.splice(0)) expect((await request.delete(`/api/plants/${id}`)).ok()).toBeTruthy();
});

/** A plant of our own at exactly half the free-shipping threshold (2500.00 DA), so two reach it exactly. */
async function createHalfThresholdPlant(request: APIRequestContext): Promise<Plant> {
  const login = await request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(login.ok()).toBeTruthy();
  const [category] = (await (await request.get('/api/categories')).json()) as Category[];
  const res = await request.post('/api/plants', {
    data: { name: `Olivier E2E ${Date.now()}`, categoryId: category!.id, price: '2500.00', stock: 10, description: 'Olea europaea, for the checkout journey.' },
  });
  expect(res.status()).toBe(201);
  const plant = (await res.json()) as Plant;
  created.push({ id: plant.id, request });
  return plant;
}

async function signUp(page: Page) {
  return signUpInBrowser(page, { first: 'Yasmine', last: 'Khelifi', prefix: 'checkout' });
}

async function addToCart(page: Page, plant: Plant, times = 1) {
  await page.goto(`/plant/${plant.id}`);
  // What a customer types or taps before React has hydrated the page is not kept yet (issue 26, left open).
  await waitUntilAlive(page);
  for (let i = 0; i < times; i++) {
    await page.getByRole('button', { name: messages.shop.card.addToCart, exact: true }).click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(i + 1));
  }
}

async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole('region', { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

async function fillAddress(page: Page) {
  await chooseWilaya(page, 'alger', /^16 Alger/);
  await page.getByLabel(c.page.address, { exact: true }).fill('12 rue Didouche Mourad');
  await page.getByLabel(c.page.city).fill('Alger');
  await page.getByLabel(new RegExp(c.page.zipCode)).fill('16000');
}

async function latestOrder(page: Page): Promise<Order> {
  const orders = (await (await page.request.get('/api/orders')).json()) as Order[];
  expect(orders.length).toBeGreaterThan(0);
  return orders[0]!;
}

test('a customer checks out by bank transfer, finds the order on My Orders with its stored figures, and gets the bank details by e-mail', async ({
  page,
  request,
}) => {
  const plant = await createHalfThresholdPlant(request);
  const email = await signUp(page);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: c.page.emptyTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: c.page.continueShopping })).toHaveAttribute('href', '/shop');

  await addToCart(page, plant);
  await page.getByRole('button', { name: messages.nav.cart }).click();
  await page.getByTestId('cart-panel').getByRole('button', { name: messages.shop.cart.checkout, exact: true }).click();
  await expect(page).toHaveURL('/checkout');
  await expect(page.getByRole('heading', { name: c.page.title, level: 1 })).toBeVisible();

  // Prefilled from the account; bank transfer by default; no Stripe keys here, so the card is not offered at all.
  await expect(page.getByLabel(c.page.firstName)).toHaveValue('Yasmine');
  await expect(page.getByLabel(c.page.lastName)).toHaveValue('Khelifi');
  await expect(page.getByLabel(c.page.email)).toHaveValue(email);
  await expect(page.getByRole('radio', { name: new RegExp(c.methods.bank_transfer) })).toBeChecked();
  await expect(page.getByRole('radio', { name: new RegExp(`^${c.methods.stripe}`) })).toHaveCount(0);

  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('summary-subtotal')).toHaveText('2500.00 DA');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('400.00 DA');
  await expect(summary.getByTestId('free-shipping-hint')).toHaveText('Add 2500.00 DA more for free shipping');
  await expect(summary.getByTestId('summary-total')).toHaveText('2900.00 DA');

  // Nothing is sent while the address is missing.
  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expectToast(page, c.toasts.missingInfo, c.toasts.missingInfoText);
  await expect(page.getByText(c.validation.addressRequired)).toBeVisible();

  // Alger's rate (300 DA) replaces the flat fee once the wilaya is chosen, beside the option and in the summary.
  await fillAddress(page);
  await expect(page.getByTestId('delivery-fee-home')).toHaveText('300.00 DA');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('300.00 DA');
  await expect(summary.getByTestId('summary-total')).toHaveText('2800.00 DA');
  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expectToast(page, c.toasts.orderCreated, c.toasts.orderCreatedText);
  // The order's own page says it is placed and what comes next: the transfer, with the details below.
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
  await expect(page.getByTestId('just-placed')).toContainText(c.order.justPlaced.title);
  await expect(page.getByTestId('just-placed')).toContainText(c.order.justPlaced.bankTransfer);
  await expect(page.getByTestId('bank-details')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  await page.getByRole('link', { name: c.order.back }).click();

  // My Orders: the order, '#' + the last 8 characters of its id, Bank Transfer, pending.
  const order = await latestOrder(page);
  const number = `#${order.id.slice(-8)}`;
  await expect(page.getByRole('heading', { name: 'Welcome back, Yasmine!' })).toBeVisible();
  await expect(page.getByTestId('count-total')).toHaveText('1');
  await expect(page.getByTestId('count-pending')).toHaveText('1');
  await expect(page.getByTestId('count-delivered')).toHaveText('0');
  const row = page.getByTestId('order-row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('2800.00 DA');
  await expect(row).toContainText(c.dashboard.bankTransfer);
  await expect(row.getByTestId('order-status')).toHaveText(c.orderStatus.pending);

  // The order's page shows what the server stored.
  await row.getByRole('link', { name: `View order ${number}` }).click();
  await expect(page).toHaveURL(`/order/${order.id}`);
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await expect(page.getByTestId('order-item')).toContainText(plant.name);
  await expect(page.getByTestId('order-subtotal')).toHaveText('2500.00 DA');
  await expect(page.getByTestId('order-shipping')).toHaveText('300.00 DA');
  await expect(page.getByTestId('order-total')).toHaveText('2800.00 DA');
  await expect(page.getByTestId('order-payment-method')).toHaveText(c.methods.bank_transfer);
  // The RIB on screen, not only in the e-mail.
  await expect(page.getByTestId('bank-details')).toContainText(E2E_BANK.bankName);
  await expect(page.getByTestId('bank-rib')).toHaveText(E2E_BANK.bankRib);
  await expect(page.getByTestId('payment-status')).toHaveText(c.paymentStatus.pending);
  await expect(page.getByText('12 rue Didouche Mourad', { exact: true })).toBeVisible();

  // The bank transfer e-mail, with the stored total and the bank details (read by the admin in the outbox).
  const outbox = (await (await request.get('/api/admin/outbox')).json()) as OutboxEmail[];
  const mail = outbox.find((m) => m.orderId === order.id && m.kind === 'order_bank_transfer');
  expect(mail).toMatchObject({ to: email, kind: 'order_bank_transfer', status: 'stored' });
  // And the owner heard of the order, at the owner's address.
  expect(outbox.find((m) => m.orderId === order.id && m.kind === 'owner-new-order')).toMatchObject({ to: E2E_ADMIN.email });
  expect(mail!.subject).toContain(number);
  for (const text of [E2E_BANK.bankName, E2E_BANK.bankAccountHolder, E2E_BANK.bankRib, 'Total to transfer: 2800.00 DA'] /* the order was placed in English: its e-mail is English */) {
    expect(mail!.text).toContain(text);
  }

  // Back to My Orders.
  await page.getByRole('link', { name: c.order.back }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a submit with fields missing focuses the first one in error; then fixing a field clears its own message only', async ({ page, request }) => {
  const plant = await createHalfThresholdPlant(request);
  await signUp(page);
  await addToCart(page, plant);
  await page.goto('/checkout');
  await waitUntilAlive(page);
  const firstName = page.getByLabel(c.page.firstName, { exact: true });
  await firstName.fill('');
  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expect(page.getByText(messages.validation.firstNameRequired)).toBeVisible();
  await expect(page.getByText(c.validation.addressRequired)).toBeVisible();
  await expect(firstName).toBeFocused();
  await firstName.fill('Yasmine');
  await expect(page.getByText(messages.validation.firstNameRequired)).toHaveCount(0);
  await expect(page.getByText(c.validation.addressRequired)).toBeVisible();
});

test('shipping is free at exactly the threshold, on the checkout page and on the stored order', async ({ page, request }) => {
  const plant = await createHalfThresholdPlant(request);
  await signUp(page);
  await addToCart(page, plant, 2);
  await page.goto('/checkout');

  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('summary-subtotal')).toHaveText('5000.00 DA');
  await expect(summary.getByTestId('summary-shipping')).toHaveText(c.page.free);
  await expect(summary.getByTestId('free-shipping-hint')).toHaveCount(0);
  await expect(summary.getByTestId('summary-total')).toHaveText('5000.00 DA');

  await fillAddress(page);
  // Beside home delivery and stop-desk, what the customer will pay: nothing, as the summary says.
  await expect(page.getByTestId('delivery-fee-home')).toHaveText(c.page.free);
  await expect(page.getByTestId('delivery-fee-desk')).toHaveText(c.page.free);
  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
  const order = await latestOrder(page);
  expect(order).toMatchObject({ subtotal: '5000.00', shipping: '0.00', totalAmount: '5000.00' });
  await page.goto(`/order/${order.id}`);
  await expect(page.getByTestId('order-shipping')).toHaveText(c.order.free);
  await expect(page.getByTestId('order-total')).toHaveText('5000.00 DA');
});

test("an order that doesn't exist (or isn't yours) reads 'Order Not Available'; My Orders starts empty", async ({ page }) => {
  await signUp(page);
  await page.goto('/dashboard');
  await expect(page.getByText(c.dashboard.empty, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: c.dashboard.startShopping })).toHaveAttribute('href', '/shop');

  await page.goto('/order/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: c.order.notAvailable })).toBeVisible();
  await expect(page.getByText(c.order.notAvailableText)).toBeVisible();
});
