import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { en as messages } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';

/*
 * Trust checks in the real browser: security headers on every HTML answer (the SPA fallback too),
 * the app working under its Content-Security-Policy with no violation, and long unbroken text
 * wrapping at 360 px instead of widening the page (a 200-character plant name, a long word in a
 * contact message).
 */

const stamp = Date.now();
const LONG_NAME = `Ficus${'x'.repeat(190)}${String(stamp).slice(-5)}`;

test.describe.configure({ mode: 'serial' });

function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(msg.text())) violations.push(msg.text());
  });
  return violations;
}

test('every HTML answer, the SPA fallback included, carries the CSP (inline code only by its hash), frame-ancestors none, nosniff and a Referrer-Policy', async ({ request }) => {
  for (const url of ['/', '/shop', '/plant/1', '/admin', '/no-such-page']) {
    const res = await request.get(url);
    expect(res.headers()['content-type']).toContain('text/html');
    const csp = res.headers()['content-security-policy'] ?? '';
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' https:\/\/js\.stripe\.com(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain HTTP here: no HSTS (it is sent behind HTTPS only).
    expect(res.headers()['strict-transport-security']).toBeUndefined();
    // Data blocks — schema.org (type="application/ld+json") and a rendered page's query answers
    // (type="application/json") — are data the browser never runs; the one inline script (the
    // early-taps keeper) runs because the CSP names its hash, so any other would be refused.
    const inline = [...(await res.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>([^]*?)<\/script>/g)];
    for (const [, , code] of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(code!).digest('base64')}'`);
    expect(inline.length).toBeLessThanOrEqual(1);
  }
});

test('the shop works under its CSP with no violation reported', async ({ page }) => {
  const violations = watchCsp(page);
  await page.goto('/');
  await page.goto('/shop');
  await expect(page.getByTestId('plant-card').first()).toBeVisible();
  await page.getByTestId('plant-card').first().getByRole('link').first().click();
  await expect(page.getByRole('button', { name: messages.shop.card.addToCart })).toBeVisible();
  await page.goto('/identify');
  await page.goto('/contact');
  expect(violations).toEqual([]);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a 200-character plant name wraps: the plant page stays 360 px wide and Add to Cart stays clickable', async ({ page }) => {
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
    const category = await (await page.request.post('/api/categories', { data: { name: `Long ${stamp}` } })).json();
    const created = await page.request.post('/api/plants', { data: { name: LONG_NAME, categoryId: category.id, price: '1500.00', stock: 3 } });
    expect(created.ok(), await created.text()).toBeTruthy();
    const plant = await created.json();
    try {
      await page.goto(`/plant/${plant.id}`);
      const add = page.getByRole('button', { name: messages.shop.card.addToCart }).first();
      await expect(add).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      // Nothing (the image) lies over the button: the element at its centre is the button itself.
      await add.scrollIntoViewIfNeeded();
      const box = (await add.boundingBox())!;
      const onTop = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent ?? '', [box.x + box.width / 2, box.y + box.height / 2]);
      expect(onTop).toContain(messages.shop.card.addToCart);
      await add.click();
      for (const url of ['/shop', '/checkout']) {
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(360);
      }
    } finally {
      await page.request.delete(`/api/plants/${plant.id}`);
      await page.request.delete(`/api/categories/${category.id}`);
    }
  });

  for (const locale of ['fr', 'ar'] as const) {
    test(`every plant page of the catalogue stays 360 px wide in ${locale}, the express form included`, async ({ browser, baseURL }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await context.addCookies([{ name: 'lang', value: locale, url: baseURL! }]);
      const page = await context.newPage();
      const plants = (await (await page.request.get('/api/plants')).json()) as { id: number; name: string }[];
      const wide: string[] = [];
      for (const plant of plants) {
        await page.goto(`/plant/${plant.id}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 360) wide.push(`${plant.name}: ${width} px`);
      }
      expect(wide).toEqual([]);
      await context.close();
    });
  }

  test('a long word in a contact message wraps in the admin Messages tab', async ({ page }) => {
    const sent = await page.request.post('/api/contact', {
      data: { name: 'Nadia', email: 'nadia@example.dz', subject: 'Lien', message: `Regardez https://example.dz/${'a'.repeat(400)}` },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
    await page.goto('/admin');
    await page.getByRole('tab', { name: messages.admin.tabs.messages }).click();
    await expect(page.getByText(/Regardez https/).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
  test('a 200-character word in an address wraps on the order page (360 px) and in the owner order view (desktop); the labels stay whole', async ({ page }) => {
    const email = `long-address-${stamp}@example.dz`;
    expect((await page.request.post('/api/auth/signup', { data: { email, password: 'secret123', firstName: 'Nadia', lastName: 'Long' } })).ok()).toBeTruthy();
    const [plant] = await (await page.request.get('/api/plants?limit=1')).json();
    const subtotal = Number(plant.price).toFixed(2);
    const { fee } = await (await page.request.get(`/api/shipping/quote?wilaya=16&delivery=home&subtotal=${subtotal}`)).json();
    const created = await page.request.post('/api/orders', {
      data: {
        customerName: 'Nadia Long',
        customerEmail: email,
        shippingAddress: { address: `Rue ${'ن'.repeat(200)}`, city: 'Alger', phone: '0661 23 45 67', wilaya: '16', delivery: 'home' },
        items: [{ id: plant.id, quantity: 1 }],
        totalAmount: (Number(subtotal) + Number(fee)).toFixed(2),
        paymentMethod: 'cod',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = await created.json();
    const addressLabelIsOneLine = async () => {
      // Squeezed by the value, the label was ~10 px wide, a letter a line.
      const box = await page.getByRole('term').filter({ hasText: /^Address$/ }).first().boundingBox();
      expect(box!.width).toBeGreaterThan(40);
    };
    await page.goto(`/order/${id}`);
    await expect(page.getByText(/Rue ن/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await addressLabelIsOneLine();

    expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/orders/${id}`);
    await expect(page.getByText(/Rue ن/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await addressLabelIsOneLine();
  });
});

test('the header never makes a page scroll sideways on a laptop, in French and Arabic, signed in or not', async ({ browser, baseURL }) => {
  for (const lang of ['fr', 'ar']) {
    for (const width of [1024, 1280]) {
      for (const signedIn of [false, true]) {
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
        if (signedIn) expect((await context.request.post('/api/auth/login', { data: E2E_ADMIN, headers: { origin: baseURL! } })).ok()).toBe(true);
        const page = await context.newPage();
        await page.goto('/shop');
        await expect(page.getByTestId(signedIn ? 'user-menu' : 'cart-button')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${width} ${signedIn ? 'owner' : 'visitor'}`).toBe(width);
        await context.close();
      }
    }
  }
});
