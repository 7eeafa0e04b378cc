import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
import type { Settings } from '../../src/shared/contracts/settings';
import { en as messages } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { E2E_ADMIN } from '../../playwright.config';
import { buyablePlant, placeOrder, signInAsAdmin, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

// A mid-range Android phone's CSS viewport.
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Every request the page makes and every console error it logs. */
function watch(page: Page) {
  const urls: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { urls, errors };
}

/** A message with a `{name}` (or any `{placeholder}`) in it, as a pattern that any value fills. */
const anyName = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('a visitor at 360 px: two plant cards a row, no failing request, and a way home from the 404 screen', async ({ page }) => {
  const seen = watch(page);
  await page.goto('/shop');
  const cards = page.getByTestId('plant-card');
  await expect(cards.nth(1)).toBeVisible();
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
  expect(b!.x).toBeGreaterThan(a!.x + a!.width);
  await expect(cards.nth(0).getByRole('button', { name: messages.shop.card.addToCart })).toBeVisible();
  await noSideways(page);

  await page.goto('/');
  await expect(page.getByTestId('plant-card').first()).toBeVisible();
  expect(seen.urls.filter((u) => u.includes('/api/auth/user'))).toEqual([]);
  expect(seen.errors).toEqual([]);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: messages.notFound.title })).toBeVisible();
  await expect(page.getByText(messages.notFound.hint)).toBeVisible();
  await page.getByRole('link', { name: messages.common.backHome }).click();
  await expect(page).toHaveURL('/');
});

test('a toast on a phone leaves the cart badge in sight', async ({ page }) => {
  await page.goto('/shop');
  await page.getByTestId('plant-card').first().getByRole('button', { name: messages.shop.card.addToCart }).click();
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li').filter({ hasText: messages.shop.cart.added });
  await expect(toast).toBeVisible();
  const [badge, box] = [await page.getByTestId('cart-count').boundingBox(), await toast.boundingBox()];
  expect(box!.y).toBeGreaterThanOrEqual(badge!.y + badge!.height);
});

test('the Added to Cart toast covers nothing of the cart panel opened at 360 px: its header, close button, first line and Checkout button', async ({ page }) => {
  await page.goto('/shop');
  await page.getByTestId('plant-card').first().getByRole('button', { name: messages.shop.card.addToCart }).click();
  // Not by role: the open panel hides the rest of the page from the accessibility tree.
  const toast = page.locator('li', { hasText: messages.shop.cart.added });
  await expect(toast).toBeVisible();
  await page.getByTestId('cart-count').click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel.getByTestId('cart-item')).toHaveCount(1);
  await expect(toast).toHaveAttribute('data-state', 'open');

  const t = messages.shop.cart;
  const parts = {
    header: panel.getByRole('heading', { name: t.title }),
    close: panel.getByRole('button', { name: t.close }),
    'first line': panel.getByTestId('cart-item').first(),
    checkout: panel.getByRole('button', { name: t.checkout, exact: true }),
  };
  // Both are fixed layers of the page: the higher z-index is drawn on top where they overlap. (Not
  // elementFromPoint: the open panel makes the rest of the page, toasts included, let taps through.)
  const toastLayer = await toast.evaluate((li) => Number(getComputedStyle(li.closest('ol')!).zIndex));
  const panelLayer = await panel.evaluate((el) => Number(getComputedStyle(el).zIndex));
  expect(panelLayer).toBeGreaterThan(0);
  const toastBox = (await toast.boundingBox())!;
  for (const [part, locator] of Object.entries(parts)) {
    const box = (await locator.boundingBox())!;
    const overlap = toastBox.x < box.x + box.width && box.x < toastBox.x + toastBox.width && toastBox.y < box.y + box.height && box.y < toastBox.y + toastBox.height;
    if (overlap) expect(toastLayer, `the toast over the panel's ${part} lies under it`).toBeLessThan(panelLayer);
  }
});

test('/identify at 360 px does not move while its sample list and their pictures arrive late', async ({ page }) => {
  const late = (ms: number) => async (route: Route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  };
  await page.route('**/api/identify/samples', late(800));
  await page.route('**/images/samples/**', late(1500));
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/identify');
  const samples = page.getByRole('button', { name: anyName(messages.identify.sampleAlt) });
  await expect(samples).toHaveCount(6);
  await expect.poll(() => samples.last().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Each tile is a square as wide as its column, loaded or not.
  const box = (await samples.first().boundingBox())!;
  expect(Math.abs(box.width - box.height)).toBeLessThan(1);
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
});

test('a visitor opening /checkout signs in and is back at checkout, without having downloaded it before', async ({ page }) => {
  const email = `phone.${Date.now()}@example.dz`;
  const signup = await page.request.post('/api/auth/signup', { data: { email, password: 'secret123', firstName: 'Nadia', lastName: 'Saadi' } });
  expect(signup.status()).toBe(201);
  await page.context().clearCookies();

  const seen = watch(page);
  await page.goto('/checkout');
  await expect(page).toHaveURL('/login?next=%2Fcheckout');
  expect(seen.urls.filter((u) => /checkout-page|\/api\/auth\/user/.test(u))).toEqual([]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/checkout');
});

test('My Orders at 360 px shows each order as a card with its status and view button, nothing scrolls sideways', async ({ page }) => {
  const email = `orders.${Date.now()}@example.dz`;
  expect((await page.request.post('/api/auth/signup', { data: { email, password: 'secret123', firstName: 'Karim', lastName: 'Haddad' } })).status()).toBe(201);
  const plant = ((await (await page.request.get('/api/plants?sort=price-low')).json()) as Plant[]).find((p) => p.price && p.stock > 0)!;
  const settings = (await (await page.request.get('/api/admin/settings')).json()) as Settings;
  const price = Number(plant.price);
  const total = price >= Number(settings.minFreeShipping) ? price : price + Number(settings.shippingFee);
  const order = await page.request.post('/api/orders', {
    data: {
      customerName: 'Karim Haddad',
      customerEmail: email,
      shippingAddress: { address: '3 rue Larbi Ben M’hidi', city: 'Oran', zipCode: '31000' },
      items: [{ id: plant.id, name: plant.name, price, quantity: 1 }],
      totalAmount: total.toFixed(2),
      paymentMethod: 'bank_transfer',
    },
  });
  expect(order.status(), await order.text()).toBe(201);

  await page.goto('/dashboard');
  const card = page.getByTestId('order-row').first();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByText(messages.checkout.orderStatus.pending)).toBeInViewport();
  const view = card.getByRole('link', { name: /View order/i });
  await expect(view).toBeInViewport();
  const box = await view.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  await noSideways(page);
});

/** The owner, signed in, on an admin list at 360 px: its first row, scrolled into view. */
async function firstAdminCard(page: Page, path: string, testId: string) {
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto(path);
  const card = page.getByTestId(testId).first();
  await card.scrollIntoViewIfNeeded();
  return card;
}

/** The row is a card (a grid, not a table row) whose controls each fit the screen, which never scrolls sideways. */
async function expectCardInReach(page: Page, card: Locator, controls: Locator[]) {
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  expect(await card.evaluate((row) => getComputedStyle(row).display)).toBe('grid');
  await noSideways(page);
}

test('the owner at 360 px sees each order as a card: customer, status menu and view button in reach, nothing scrolls sideways', async ({ page }) => {
  const card = await firstAdminCard(page, '/admin?tab=orders', 'admin-order-row');
  // Each value is named on the card (the table's header row is hidden on a phone).
  await expect(card.getByRole('link', { name: /^Open order #/ })).toBeInViewport();
  await expectCardInReach(page, card, [card.getByRole('combobox', { name: /^Status of order #/ }), card.getByRole('link', { name: /^View order #/ })]);
});

for (const locale of ['ar', 'fr'] as const) {
  test(`${locale}: the owner at 360 px finds the orders list first, the figures and the tab's settings under it`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    const customer = await signUpCustomer(page.request, `orders-first-${locale}`);
    await placeOrder(page.request, await buyablePlant(page.request), customer);
    await page.request.post('/api/auth/logout');
    await signInAsAdmin(page.request);
    await page.goto('/admin?tab=orders');
    const firstRow = page.getByTestId('admin-order-row').first();
    await expect(firstRow).toBeVisible();
    const top = async (el: Locator) => (await el.boundingBox())!.y;
    const rowTop = await top(firstRow);
    expect(rowTop, 'the first order above the stat cards').toBeLessThan(await top(page.getByTestId('admin-figures')));
    expect(rowTop, 'the first order above the orders settings').toBeLessThan(await top(page.getByTestId('orders-settings')));
    // Under the tabs and the filters only: within the first two screens.
    expect(rowTop).toBeLessThan(2 * 740);
    await noSideways(page);
  });

  test(`${locale}: the shipping rates table scrolls inside its card at 360 px, each wilaya's name whole`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    await signInAsAdmin(page.request);
    await page.goto('/admin?tab=settings');
    const scroller = page.getByTestId('rates-scroller');
    await scroller.scrollIntoViewIfNeeded();
    await expect(page.getByTestId('rates-wilaya').first()).toBeVisible();
    const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth, 'the table is wider than the card: it scrolls inside it').toBeGreaterThan(clientWidth);
    await noSideways(page);
    // No word of a name is broken across lines (a word drawn on two lines has two boxes).
    const broken = await page.getByTestId('rates-wilaya').evaluateAll((cells) =>
      cells.flatMap((cell) =>
        [...cell.querySelectorAll('bdi')].flatMap((bdi) => {
          const text = bdi.firstChild!;
          const words: string[] = [];
          for (const word of text.textContent!.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            if (range.getClientRects().length > 1) words.push(word[0]);
          }
          return words;
        }),
      ),
    );
    expect(broken).toEqual([]);
    // Scrolled to the end of the row, the wilaya's name is still in sight.
    await scroller.evaluate((el) => el.scrollBy({ left: (getComputedStyle(el).direction === 'rtl' ? -1 : 1) * el.scrollWidth }));
    await expect(page.getByTestId('rates-wilaya').first()).toBeInViewport({ ratio: 1 });
  });
}

test('the owner at 360 px sees each plant as a card: price, stock and the featured, edit and delete buttons in reach, nothing scrolls sideways', async ({ page }) => {
  const card = await firstAdminCard(page, '/admin', 'admin-plant-row');
  const t = messages.admin.plants;
  // The price and the stock are named on the card (the table's header row is hidden on a phone).
  for (const label of [messages.admin.plantForm.price, messages.admin.plantForm.stock]) {
    const cell = card.locator(`td[data-label="${label}"]`);
    await expect(cell).toBeInViewport({ ratio: 1 });
    expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(`"${label}"`);
  }
  await expect(card.getByTestId('plant-stock')).toBeInViewport({ ratio: 1 });
  const featured = new RegExp(`${anyName(t.markFeatured).source}|${anyName(t.unmarkFeatured).source}`);
  await expectCardInReach(
    page,
    card,
    [featured, anyName(t.editPlant), anyName(t.deletePlant)].map((name) => card.getByRole('button', { name })),
  );
});

/**
 * What matches `selector` that the chat launcher overlaps, as it is on screen now: nothing once the launcher has
 * stepped aside (it is shown only where nothing it must keep clear lies under it).
 */
const underLauncher = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const launcher = document.querySelector('[data-testid=chat-toggle]')!;
    const l = launcher.getBoundingClientRect();
    const shown = Number(getComputedStyle(launcher).opacity) > 0 && l.bottom > 0 && l.top < window.innerHeight;
    if (!shown) return [];
    return [...document.querySelectorAll(selector)]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > l.left && r.left < l.right && r.bottom > l.top && r.top < l.bottom;
      })
      .map((el) => `${el.tagName.toLowerCase()} ${el.getAttribute('name') ?? el.id ?? ''} ${el.textContent?.trim() ?? ''}`.trim());
  }, selector);

/** The checkout form's fields and buttons, its Place Order button (outside the form) included. */
const CHECKOUT_CONTROLS = '#checkout-form :is(input, button, select, textarea, [role=combobox]), button[form=checkout-form]';

/** Scrolls the whole page by steps; at each, nothing of `selector` is under the launcher. Returns how often it stepped aside. */
async function scrollPastLauncher(page: Page, selector: string): Promise<number> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let steppedAside = 0;
  for (let y = 0; y <= height; y += 160) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => underLauncher(page, selector), { message: `scrolled to ${y}px` }).toEqual([]);
    if (await page.getByTestId('chat-toggle').getAttribute('data-away')) steppedAside++;
  }
  return steppedAside;
}

for (const locale of ['ar', 'fr', 'en'] as const) {
  test(`${locale} checkout at 360 px: the chat launcher never covers a field or the Place Order button, from the top of the form to its end`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    const email = `launcher.${locale}.${Date.now()}@example.dz`;
    expect((await page.request.post('/api/auth/signup', { data: { email, password: 'secret123', firstName: 'Amina', lastName: 'Benali' } })).status()).toBe(201);
    const plant = ((await (await page.request.get('/api/plants')).json()) as Plant[]).find((p) => p.price && p.stock > 0)!;
    await page.addInitScript((item) => localStorage.setItem('nabta-cart', JSON.stringify([item])), {
      id: plant.id,
      name: plant.name,
      price: plant.price,
      imageUrl: plant.imageUrl,
      quantity: 1,
    });

    // With no form under it, the launcher is there.
    await page.goto('/about');
    await expect(page.getByTestId('chat-toggle')).toBeInViewport();
    await expect(page.getByTestId('chat-toggle')).toHaveCSS('opacity', '1');

    await page.goto('/checkout');
    await expect(page.locator('#checkout-form')).toBeVisible();
    await expect(page.locator('button[form=checkout-form]')).toBeVisible();
    // At 360 px the form fills the width: some fields did pass the launcher's place.
    expect(await scrollPastLauncher(page, CHECKOUT_CONTROLS)).toBeGreaterThan(0);
  });
}

/** What a customer presses on an order's page: Pay now, pay again, cash on delivery instead, the receipt's send control, WhatsApp and the call. */
const ORDER_PAGE_ACTIONS =
  '[data-testid=pay-now], [data-testid=payment-choices] button, [data-testid=transfer-receipt] :is(label, a), [data-testid=order-whatsapp], [data-testid=order-shop-phone]';
/** The prices an order's page shows: each line's amount, the subtotal, the shipping and the total. */
const ORDER_PRICES = '[data-testid=order-item] > p, [data-testid=order-subtotal], [data-testid=order-shipping], [data-testid=order-total]';
/** What the owner presses on the order desk: Confirm, Mark as paid, Mark delivered, Cancel. */
const DESK_ACTIONS = '[data-testid=desk-actions] button';

for (const locale of ['ar', 'fr'] as const) {
  test(`${locale} at 360 px: the chat launcher never covers an order's address, city, phone or prices, nor what the customer and the owner press there`, async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    const m = locale === 'ar' ? ar : fr;
    const customer = await signUpCustomer(page.request, `launcher-order-${locale}`);
    const plant = await buyablePlant(page.request);
    const transferId = await placeOrder(page.request, plant, customer);
    await page.goto(`/order/${transferId}`);
    await expect(page.getByTestId('order-wilaya')).toBeVisible();
    await expect(page.getByTestId('transfer-receipt').locator('label')).toBeVisible();
    // Nor a price: the lines' amounts and the totals.
    await expect(page.getByTestId('order-total')).toBeVisible();
    expect(await scrollPastLauncher(page, `[data-keep-clear] dd, ${ORDER_PRICES}, ${ORDER_PAGE_ACTIONS}`)).toBeGreaterThan(0);

    // A CIB / Edahabia order: Pay now and cash on delivery instead; cancelled at Chargily, pay again.
    const cardId = await placeOrder(page.request, plant, customer, 'chargily');
    await page.goto(`/order/${cardId}`);
    const payNow = page.getByTestId('pay-now');
    await expect(payNow).toHaveText(m.checkout.order.payNow);
    await expect(page.getByRole('button', { name: m.trust.unpaid.switchToCod })).toBeVisible();
    expect(await scrollPastLauncher(page, ORDER_PAGE_ACTIONS)).toBeGreaterThan(0);
    expect((await page.request.post(`${await payNow.getAttribute('href')}/canceled`, { maxRedirects: 0 })).status()).toBe(303);
    await page.reload();
    await expect(page.getByRole('button', { name: m.trust.unpaid.payAgain })).toBeVisible();
    expect(await scrollPastLauncher(page, ORDER_PAGE_ACTIONS)).toBeGreaterThan(0);

    await page.request.post('/api/auth/logout');
    await signInAsAdmin(page.request);
    await page.goto(`/admin/orders/${transferId}`);
    await expect(page.getByTestId('desk-phone')).toBeVisible();
    for (const name of [m.orderDesk.actions.confirm, m.orderDesk.actions.markPaid, m.orderDesk.actions.cancel]) await expect(page.getByTestId('desk-actions').getByRole('button', { name })).toBeVisible();
    expect(await scrollPastLauncher(page, `[data-keep-clear] dd, a[href^="tel:"], ${DESK_ACTIONS}`)).toBeGreaterThan(0);
    // Shipped, it is delivered next.
    for (const [action, body] of [['confirm', {}], ['ship', { carrier: 'Yalidine', trackingNumber: `YAL-${transferId.slice(0, 8)}` }]] as const) {
      expect((await page.request.post(`/api/admin/orders/${transferId}/${action}`, { data: body })).status()).toBe(200);
    }
    await page.reload();
    await expect(page.getByTestId('desk-actions').getByRole('button', { name: m.orderDesk.actions.deliver })).toBeVisible();
    expect(await scrollPastLauncher(page, DESK_ACTIONS)).toBeGreaterThan(0);
  });
}

for (const locale of ['ar', 'fr'] as const) {
  test(`${locale} /identify at 360 px: the answer to a photo is scrolled into view, below the photo and the samples`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
    const t = (locale === 'ar' ? ar : fr).identify;
    await page.goto('/identify');
    const image = await page.request.get('/images/samples/sample-1.jpg');
    await waitUntilAlive(page);
    await page.getByLabel(t.uploadLabel).setInputFiles({ name: 'plante.jpg', mimeType: 'image/jpeg', buffer: await image.body() });
    await page.getByRole('button', { name: t.identifyButton }).click();
    const answer = page.getByTestId('identification-result');
    await expect(answer).toBeAttached({ timeout: 20_000 });
    await expect(answer.getByTestId('result-plant-name')).toBeInViewport();
  });
}
