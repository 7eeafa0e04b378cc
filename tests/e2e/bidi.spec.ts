import { expect, test, type Locator } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { E2E_ADMIN } from '../../playwright.config';
import { buyablePlant, E2E_SELLER, publishSellerIdentity, readIn, signUpCustomer, placeOrder } from './i18n-support';
import { placeCodOrder, waitUntilAlive } from './support';

/*
 * Issue 38 item 11: a value typed or written in the other direction keeps its own order on the screen.
 * Each check measures where characters are drawn (a Range's box), as a reader sees them, not the markup:
 * without the isolation, the bidirectional algorithm moves the "#" of "#a1b2c3d4" after the number on an
 * Arabic page, the "12" of "12 rue Didouche Mourad" to the end of the address, and on a French page pulls
 * a date's first number in front of the Arabic wilaya name before it ("Oran · 28 · وهران nov.").
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/**
 * The left edge and right edge on screen of the characters `from`..`from + length` of the first text node
 * inside `scope` that contains `text` (the occurrence's offset within it).
 */
async function boxOf(scope: Locator, text: string, offset = 0, length = 1) {
  return scope.evaluate(
    (root, [text, offset, length]) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(text as string);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at + (offset as number));
        range.setEnd(node, at + (offset as number) + (length as number));
        const box = range.getBoundingClientRect();
        return { left: box.left, right: box.right };
      }
      throw new Error(`"${text}" is not in ${root.outerHTML.slice(0, 300)}`);
    },
    [text, offset, length] as const,
  );
}

/** An order number ("#a1b2c3d4") reads from its # on the left to its last character on the right. */
async function expectNumberReadsLeftToRight(scope: Locator, id: string) {
  const number = `#${id.slice(-8)}`;
  await expect(scope).toContainText(number);
  const hash = await boxOf(scope, number, 0);
  const last = await boxOf(scope, number, number.length - 1);
  expect(hash.right, `${number}: the # is drawn left of its last character`).toBeLessThanOrEqual(last.left + 0.5);
}

test('ar: order numbers keep their # in front in My Orders, the owner\'s order list and the desk', async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  await readIn(context, 'ar', baseURL!);
  // Up to 25 orders hold stock: not of the plant the other journeys buy (buyablePlant), of the one with the most.
  const first = await buyablePlant(page.request);
  const plant = ((await (await page.request.get('/api/plants')).json()) as Plant[])
    .filter((p) => p.price !== null && p.id !== first.id)
    .sort((a, b) => b.stock - a.stock)[0]!;
  // A number that starts with a letter: "#b1b5f27b" is the one that breaks ("#9…" reads right even unisolated).
  // A customer may hold 5 unpaid orders: a new one every 5 tries.
  let id = '';
  let customer = await signUpCustomer(page.request, 'bidi-number-0');
  for (let tries = 0; !/^[a-f]/.test(id.slice(-8)) && tries < 25; tries++) {
    if (tries > 0 && tries % 5 === 0) customer = await signUpCustomer(page.request, `bidi-number-${tries}`);
    id = await placeOrder(page.request, plant, customer);
  }
  expect(id.slice(-8)).toMatch(/^[a-f]/);

  await page.goto('/dashboard');
  await expectNumberReadsLeftToRight(page.getByTestId('order-row').filter({ hasText: id.slice(-8) }), id);

  await page.request.post('/api/auth/logout');
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin?tab=orders');
  const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${id}"]`);
  await expectNumberReadsLeftToRight(row.locator(`a[href="/admin/orders/${id}"]`), id);

  await page.goto(`/admin/orders/${id}`);
  await expectNumberReadsLeftToRight(page.getByRole('heading', { level: 1 }), id);
  await expect(page.getByTestId('desk-actions')).toBeVisible();
  await page.getByTestId('desk-actions').getByRole('button', { name: ar.orderDesk.actions.cancel }).click();
  await expectNumberReadsLeftToRight(page.getByRole('dialog').getByRole('heading'), id);
});

test('ar: the seller\'s address typed in French keeps its street number in front, in the footer', async ({ page, context, baseURL }) => {
  await publishSellerIdentity(page.request);
  await page.request.post('/api/auth/logout');
  await readIn(context, 'ar', baseURL!);
  await page.goto('/about');
  await waitUntilAlive(page);
  const address = page.getByTestId('footer-seller-address');
  await expect(address).toHaveText(E2E_SELLER.sellerAddress);
  // "12 rue Didouche Mourad, …": the 12 is drawn left of "rue", as typed.
  const number = await boxOf(address, '12 rue', 0, 2);
  const street = await boxOf(address, '12 rue', 3, 3);
  expect(number.right).toBeLessThan(street.left);
});

test.describe('on a desktop, where the line does not wrap', () => {
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
test('fr: in the confirmation queue, the date after a wilaya\'s Arabic name stays after it', async ({ page, context, baseURL }) => {
  await readIn(context, 'fr', baseURL!);
  await signUpCustomer(page.request, 'bidi-wilaya');
  const order = await placeCodOrder(page.request, await buyablePlant(page.request), { name: 'Yacine Haddad', phone: '0770 12 34 56', commune: '3101', wilaya: '31' });
  await page.request.post('/api/auth/logout');
  expect((await page.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await page.goto('/admin');
  await page.getByRole('tab', { name: fr.confirmation.queue.tab }).click();
  const line = page.locator(`[data-testid="confirmation-row"][data-order="${order.id}"] p`).first();
  await expect(line).toContainText('وهران');
  const arabicName = await boxOf(line, 'وهران', 0, 'وهران'.length);
  // The date is the first text with a digit after the wilaya's names.
  const date = await line.evaluate((p) => {
    const wilaya = p.querySelector('[data-testid=order-wilaya]')!;
    const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (wilaya.contains(node) || !(wilaya.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      const at = node.textContent!.search(/\d/);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect().left;
    }
    throw new Error('no date after the wilaya');
  });
  expect(date, 'the date is drawn right of وهران').toBeGreaterThan(arabicName.right);
});
});
