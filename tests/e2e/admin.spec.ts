import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Plant } from '../../src/shared/contracts/catalog';
import type { Order } from '../../src/shared/contracts/orders';
import { en as messages } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';

/*
 * Journey "Run the shop": the owner (E2E_ADMIN) opens /admin, creates a category with an uploaded
 * image and a plant in it (the form's messages first), edits it, features it (Home shows it), moves a
 * customer's order through the status filter, adds a user and makes them an admin, and changes the
 * free-shipping threshold, which the checkout then uses. What it creates is deleted (or restored) at the end.
 */

const a = messages.admin;
const stamp = Date.now();
const CATEGORY = `Palmiers E2E ${stamp}`;
const PLANT = `Palmier dattier E2E ${stamp}`;
const USER_EMAIL = `farid.${stamp}@example.dz`;

test.describe.configure({ mode: 'serial' });

const shared: { plant?: Plant; order?: Order } = {};

async function signInAsOwner(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: E2E_ADMIN });
  expect(res.ok()).toBeTruthy();
}

async function openAdmin(page: Page, tab?: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: a.title, level: 1 })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true })).toBeVisible();
}

async function choose(page: Page, trigger: Locator, option: string | RegExp) {
  await trigger.click();
  await page.getByRole('option', { name: option }).click();
}

const plantRow = (page: Page) => page.getByTestId('admin-plant-row').filter({ hasText: PLANT });

test('the dashboard: heading, stat cards with computed trends and revenue in DA, Plant Management first', async ({ page }) => {
  await signInAsOwner(page);
  await openAdmin(page);
  await expect(page.getByText(a.subtitle, { exact: true })).toBeVisible();
  for (const [id, label] of [
    ['total-plants', a.stats.totalPlants],
    ['active-orders', a.stats.activeOrders],
    ['total-revenue', a.stats.totalRevenue],
    ['plant-ids', a.stats.plantIds],
  ] as const) {
    const card = page.getByTestId(`stat-${id}`);
    await expect(card.getByText(label)).toBeVisible();
    await expect(card.getByTestId('stat-trend')).toHaveText(/^([+-]\d+% from (last month|last week|yesterday)|No change from .+|New (this month|this week|today))$/);
  }
  await expect(page.getByTestId('stat-total-revenue').getByTestId('stat-value')).toHaveText(/^\d+\.\d{2} DA$/);
  await expect(page.getByRole('tab', { name: a.tabs.plants })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('admin-plant-row').first()).toBeVisible();
});

test('creates a category with an uploaded image, then a plant in it (with the form’s messages), edits and features it', async ({ page }) => {
  await signInAsOwner(page);
  await openAdmin(page, a.tabs.categories);

  // Category: 'Name is required', then an uploaded image fills the URL with the served one.
  await page.getByRole('button', { name: a.categories.add }).click();
  const categoryDialog = page.getByRole('dialog', { name: a.categoryForm.createTitle });
  await categoryDialog.getByRole('button', { name: a.categoryForm.submitCreate }).click();
  await expect(categoryDialog.getByText(messages.catalog.nameRequired, { exact: true })).toBeVisible();
  await categoryDialog.getByLabel(a.categoryForm.name, { exact: true }).fill(CATEGORY);
  await categoryDialog.getByLabel(a.categoryForm.descriptionField, { exact: true }).fill('Palmiers du Sahara et du littoral.');
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 34, g: 139, b: 34 } } }).png().toBuffer();
  await categoryDialog.getByTestId('category-imageUrl-file').setInputFiles({ name: 'palmier.png', mimeType: 'image/png', buffer: png });
  await expect(categoryDialog.getByLabel(a.categoryForm.imageUrl, { exact: true })).toHaveValue(/^\/images\/uploads\/[0-9a-f-]{36}\.webp$/);
  const imageUrl = await categoryDialog.getByLabel(a.categoryForm.imageUrl, { exact: true }).inputValue();
  await categoryDialog.getByRole('button', { name: a.categoryForm.submitCreate }).click();
  await expectToast(page, a.toasts.categorySaved);
  await expect(categoryDialog).toBeHidden();
  const card = page.getByTestId('admin-category-card').filter({ hasText: CATEGORY });
  await expect(card.getByTestId('plant-count')).toHaveText('0 plants');
  const img = card.getByRole('img', { name: CATEGORY });
  // Offered in three widths; a third of 1280 px at 1× takes the 640 px one.
  await expect(img).toHaveAttribute('srcset', `${imageUrl}?w=320 320w, ${imageUrl}?w=640 640w, ${imageUrl}?w=1280 1280w`);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0 && new URL(el.currentSrc).search)).toBe('?w=640');
  const served = await page.request.get(`${imageUrl}?w=400`);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('immutable');

  // Plant: the spec's messages for an empty form and a negative stock.
  await page.getByRole('tab', { name: a.tabs.plants }).click();
  await page.getByRole('button', { name: a.plants.add }).click();
  const plantDialog = page.getByRole('dialog', { name: a.plantForm.createTitle });
  await plantDialog.getByRole('button', { name: a.plantForm.submitCreate }).click();
  await expect(plantDialog.getByText(messages.catalog.nameRequired, { exact: true })).toBeVisible();
  await expect(plantDialog.getByText(messages.catalog.categoryRequired, { exact: true })).toBeVisible();
  await expect(plantDialog.getByText(messages.catalog.priceRequired, { exact: true })).toBeVisible();
  await plantDialog.getByLabel(a.plantForm.stock, { exact: true }).fill('-1');
  await plantDialog.getByRole('button', { name: a.plantForm.submitCreate }).click();
  await expect(plantDialog.getByText(messages.catalog.stockNonNegative, { exact: true })).toBeVisible();

  await plantDialog.getByLabel(a.plantForm.name, { exact: true }).fill(PLANT);
  await plantDialog.getByLabel(a.plantForm.commonName, { exact: true }).fill('Palmier dattier');
  await plantDialog.getByLabel(a.plantForm.scientificName, { exact: true }).fill('Phoenix dactylifera');
  await plantDialog.getByLabel(a.plantForm.family, { exact: true }).fill('Arecaceae');
  await choose(page, plantDialog.getByLabel(a.plantForm.category, { exact: true }), CATEGORY);
  await plantDialog.getByLabel(a.plantForm.price, { exact: true }).fill('1800');
  await plantDialog.getByLabel(a.plantForm.stock, { exact: true }).fill('5');
  await plantDialog.getByRole('button', { name: a.plantForm.submitCreate }).click();
  await expectToast(page, a.toasts.plantSaved);
  await expect(plantDialog).toBeHidden();
  await expect(plantRow(page)).toContainText('1800.00 DA');
  await expect(plantRow(page)).toContainText(CATEGORY);
  await expect(plantRow(page)).toContainText('Arecaceae');

  // Edit: prefilled; a sale price with the old one struck through.
  await plantRow(page).getByRole('button', { name: `Edit ${PLANT}` }).click();
  const editDialog = page.getByRole('dialog', { name: a.plantForm.editTitle });
  await expect(editDialog.getByLabel(a.plantForm.name, { exact: true })).toHaveValue(PLANT);
  await expect(editDialog.getByLabel(a.plantForm.price, { exact: true })).toHaveValue('1800.00');
  await editDialog.getByLabel(a.plantForm.price, { exact: true }).fill('1500');
  await editDialog.getByLabel(a.plantForm.originalPrice, { exact: true }).fill('1800');
  await editDialog.getByRole('button', { name: a.plantForm.submitEdit }).click();
  await expectToast(page, a.toasts.plantUpdated);
  await expect(plantRow(page)).toContainText('1500.00 DA');
  await expect(plantRow(page).getByTestId('original-price')).toHaveText('1800.00 DA');

  // Featured: the badge, and Home shows it (the newest featured plant comes first).
  await plantRow(page).getByRole('button', { name: `Mark ${PLANT} as featured` }).click();
  await expectToast(page, a.toasts.featuredUpdated);
  await expect(plantRow(page).getByText(a.plants.featured, { exact: true })).toBeVisible();
  // The categories tab stays mounted (its state survives) but hidden.
  await expect(page.getByTestId('admin-category-card').filter({ hasText: CATEGORY })).toBeHidden();
  await page.goto('/');
  await expect(page.getByTestId('plant-card').filter({ hasText: PLANT })).toBeVisible();

  const plants = (await (await page.request.get('/api/plants?search=' + encodeURIComponent(PLANT))).json()) as Plant[];
  shared.plant = plants.find((p) => p.name === PLANT);
  expect(shared.plant).toMatchObject({ price: '1500.00', featured: true, imageUrl: null });
});

async function customerContext(browser: Browser, email: string) {
  const context = await browser.newContext();
  const res = await context.request.post('/api/auth/signup', {
    data: { email, password: 'secret123', firstName: 'Yacine', lastName: 'Brahimi' },
  });
  expect(res.status()).toBe(201);
  return context;
}

test('an order moves through the status filter: pending → processing, and the filter really filters', async ({ page, browser }) => {
  const plant = shared.plant!;
  const customer = await customerContext(browser, `order.${stamp}@example.dz`);
  const res = await customer.request.post('/api/orders', {
    data: {
      customerName: 'Yacine Brahimi',
      customerEmail: `order.${stamp}@example.dz`,
      shippingAddress: { address: '3 rue Larbi Ben Mhidi', city: 'Oran', zipCode: '31000' },
      items: [{ id: plant.id, name: plant.name, price: 1500, quantity: 1 }],
      totalAmount: '1900.00',
      paymentMethod: 'bank_transfer',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()) as Order;
  shared.order = order;
  await customer.close();

  await signInAsOwner(page);
  await openAdmin(page, a.tabs.orders);
  const filter = page.getByRole('combobox', { name: a.orders.filterLabel });
  const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${order.id}"]`);
  const number = `#${order.id.slice(-8)}`;

  await choose(page, filter, /^Pending/);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Yacine Brahimi');
  await expect(row).toContainText('1900.00 DA');
  await expect(row).toContainText(a.orders.bankTransfer);
  await expect(row.getByRole('link', { name: `View order ${number}` })).toHaveAttribute('href', `/order/${order.id}`);

  await choose(page, row.getByRole('combobox', { name: `Status of order ${number}` }), 'Processing');
  await expectToast(page, a.toasts.orderUpdated);
  await expect(row).toHaveCount(0); // no longer pending

  await choose(page, filter, /^Processing/);
  await expect(row.getByTestId('order-status')).toHaveText('Processing');
  await choose(page, filter, /^Cancelled/);
  await expect(row).toHaveCount(0);
  await choose(page, filter, /^All Orders/);
  await expect(row).toBeVisible();
});

test('users: the form’s messages, a new user, the owner makes them an admin; the own row cannot be deleted', async ({ page }) => {
  await signInAsOwner(page);
  await openAdmin(page, a.tabs.users);
  await expect(page.getByTestId('user-count')).toHaveText(/^\d+$/);

  await page.getByRole('button', { name: a.users.add }).click();
  const dialog = page.getByRole('dialog', { name: a.userForm.createTitle });
  await dialog.getByRole('button', { name: a.userForm.submitCreate }).click();
  await expect(dialog.getByText(messages.validation.firstNameRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByText(messages.validation.lastNameRequired, { exact: true })).toBeVisible();
  await expect(dialog.getByText(a.errors.emailInvalid, { exact: true })).toBeVisible();
  await expect(dialog.getByText(messages.validation.passwordMin, { exact: true })).toBeVisible();
  await dialog.getByLabel(a.userForm.firstName, { exact: true }).fill('Farid');
  await dialog.getByLabel(a.userForm.lastName, { exact: true }).fill('Meziane');
  await dialog.getByLabel(a.userForm.email, { exact: true }).fill(USER_EMAIL);
  await dialog.getByLabel(a.userForm.password, { exact: true }).fill('secret123');
  await dialog.getByRole('button', { name: a.userForm.submitCreate }).click();
  await expectToast(page, a.toasts.userCreated);

  const row = page.locator(`[data-testid="admin-user-row"][data-email="${USER_EMAIL}"]`);
  await expect(row).toContainText('Farid Meziane');
  await expect(row.getByTestId('role-badge')).toHaveText(a.users.roleUser);
  await choose(page, row.getByRole('combobox', { name: 'Role of Farid Meziane' }), a.users.roleAdmin);
  await expectToast(page, a.toasts.userUpdated);
  await expect(row.getByTestId('role-badge')).toHaveText(a.users.roleAdmin);

  // The owner's own row: no delete, and its role is fixed.
  const own = page.locator(`[data-testid="admin-user-row"][data-email="${E2E_ADMIN.email}"]`);
  await expect(own.getByRole('button', { name: /^Delete / })).toBeDisabled();
  await expect(own.getByRole('combobox')).toBeDisabled();
  await expect(row.getByRole('button', { name: 'Delete Farid Meziane' })).toBeEnabled();

  // Edit with the password left empty: kept.
  await row.getByRole('button', { name: 'Edit Farid Meziane' }).click();
  const edit = page.getByRole('dialog', { name: a.userForm.editTitle });
  await expect(edit.getByLabel(a.userForm.email, { exact: true })).toHaveValue(USER_EMAIL);
  await edit.getByLabel(a.userForm.lastName, { exact: true }).fill('Meziane-Bey');
  await edit.getByRole('button', { name: a.userForm.submitEdit }).click();
  await expectToast(page, a.toasts.userUpdated);
  await expect(row).toContainText('Farid Meziane-Bey');
  const login = await page.request.post('/api/auth/login', { data: { email: USER_EMAIL, password: 'secret123' } });
  expect(login.ok()).toBeTruthy();
});

async function withOwner(request: APIRequestContext) {
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  return request;
}

test('settings: read-only cards with the real Application Info; the new free-shipping threshold reaches the checkout', async ({ page, browser, request }) => {
  const plant = shared.plant!;
  try {
    await signInAsOwner(page);
    await openAdmin(page, a.tabs.settings);
    await expect(page.getByTestId('app-version')).toHaveText(/^\d+\.\d+\.\d+$/);
    await expect(page.getByTestId('app-environment')).toHaveText(a.settings.environments.test);
    await expect(page.getByTestId('app-database')).toHaveText(/^PostgreSQL [\d.]+ \(PGlite, embedded\)$/);
    await expect(page.getByTestId('secret-key')).toHaveText(a.settings.notConfigured);
    await expect(page.getByTestId('min-free-shipping')).toHaveText('5000.00 DA');

    await page.getByRole('button', { name: a.settings.edit }).click();
    const dialog = page.getByRole('dialog', { name: a.settings.dialogTitle });
    await expect(dialog.getByLabel(a.settings.primaryColor, { exact: true })).toHaveAttribute('placeholder', '#22c55e');
    await expect(dialog.getByLabel(a.settings.secondaryColor, { exact: true })).toHaveAttribute('placeholder', '#64748b');
    await expect(dialog.getByLabel(a.settings.minFreeShipping, { exact: true })).toHaveAttribute('placeholder', '5000');
    await expect(dialog.getByLabel(a.settings.shippingFee, { exact: true })).toHaveAttribute('placeholder', '400');
    await expect(dialog.getByLabel(a.settings.stripeSecretKey, { exact: true })).toHaveAttribute('type', 'password');
    await dialog.getByLabel(a.settings.siteName, { exact: true }).fill('');
    await dialog.getByRole('button', { name: a.settings.saveSettings }).click();
    await expect(dialog.getByText(a.errors.siteNameRequired, { exact: true })).toBeVisible();
    await dialog.getByLabel(a.settings.siteName, { exact: true }).fill('Nabta');
    await dialog.getByLabel(a.settings.minFreeShipping, { exact: true }).fill('3000');
    await dialog.getByRole('button', { name: a.settings.saveSettings }).click();
    await expectToast(page, a.toasts.settingsUpdated);
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('min-free-shipping')).toHaveText('3000.00 DA');

    // A customer's checkout: 1500.00 DA in the cart, 1500.00 DA more for free shipping (3000, not 5000).
    const customer = await customerContext(browser, `threshold.${stamp}@example.dz`);
    const shopper = await customer.newPage();
    await shopper.goto(`/plant/${plant.id}`);
    await shopper.getByRole('button', { name: messages.shop.card.addToCart, exact: true }).click();
    await expect(shopper.getByTestId('cart-count')).toHaveText('1');
    await shopper.goto('/checkout');
    await expect(shopper.getByTestId('free-shipping-hint')).toHaveText('Add 1500.00 DA more for free shipping');
    await customer.close();
  } finally {
    // Later journeys expect the default threshold.
    const res = await (await withOwner(request)).patch('/api/admin/settings', { data: { minFreeShipping: '5000' } });
    expect(res.ok()).toBeTruthy();
  }
});

test('deletes the plant and then its empty category', async ({ page }) => {
  await signInAsOwner(page);
  await openAdmin(page);
  await plantRow(page).getByRole('button', { name: `Delete ${PLANT}` }).click();
  await expectToast(page, a.toasts.plantDeleted);
  await expect(plantRow(page)).toHaveCount(0);

  await page.getByRole('tab', { name: a.tabs.categories }).click();
  const card = page.getByTestId('admin-category-card').filter({ hasText: CATEGORY });
  await card.getByRole('button', { name: `Delete ${CATEGORY}` }).click();
  await expectToast(page, a.toasts.categoryDeleted);
  await expect(card).toHaveCount(0);

  // The order keeps its snapshot of the deleted plant.
  const order = await page.request.get(`/api/orders/${shared.order!.id}`);
  expect(((await order.json()) as Order).items[0]).toMatchObject({ name: PLANT, id: null });
});
