import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import { en as messages } from '../../src/shared/messages';
import { rareNameWord, signUpInBrowser } from './support';

/*
 * Journey "Browse and buy-ready": Home → a category → the shop (filter, sort, search, Load More) →
 * a plant page → the cart panel (quantities, reload) → the wishlist as a customer, and what a
 * visitor is told instead. The expectations are computed from the seeded catalogue through the API,
 * so they hold whatever the demo plants are.
 */

const s = messages.shop;

async function catalogue(request: APIRequestContext): Promise<{ categories: Category[]; plants: Plant[] }> {
  const categories = (await (await request.get('/api/categories')).json()) as Category[];
  const plants = (await (await request.get('/api/plants')).json()) as Plant[];
  expect(plants.length, 'the demo catalogue has more than one page of plants').toBeGreaterThan(16);
  return { categories, plants };
}

const cards = (page: Page) => page.getByTestId('plant-card');
const cardByName = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartBadge = (page: Page) => page.getByTestId('cart-count');

/** "1500.00 DA" → 150000 centimes. */
function centimes(text: string): number {
  const m = /(\d+)\.(\d{2}) DA/.exec(text);
  if (!m) throw new Error(`not a price: ${text}`);
  return Number(m[1]) * 100 + Number(m[2]);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function visiblePrices(page: Page): Promise<number[]> {
  return (await cards(page).getByTestId('plant-price').allTextContents()).map(centimes);
}

async function chooseSort(page: Page, label: string) {
  await page.getByRole('combobox', { name: s.page.sortLabel }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

async function signUp(page: Page) {
  return signUpInBrowser(page, { first: 'Karim', last: 'Haddad', prefix: 'shop' });
}

async function expectToast(page: Page, title: string, description?: string) {
  // One assertion for both texts: a toast before a redirect lives only 0.5 s.
  const toast = page.getByRole('region', { name: /Notifications/ }).locator('li').filter({ has: page.getByText(title, { exact: true }) });
  await expect(description ? toast.filter({ has: page.getByText(description, { exact: true }) }) : toast).toBeVisible();
}

test('Home shows its true figures (none yet below the threshold), four categories, four featured plants and the Why Choose cards', async ({ page, request }) => {
  const featured = ((await (await request.get('/api/plants/featured')).json()) as Plant[]).slice(0, 4);
  await page.goto('/');
  // Decisions.md §6: a figure is the shop's count, hidden below the owner's threshold; never a made-up "10K+".
  const figures = (await (await request.get('/api/figures')).json()) as Record<string, number | null>;
  await expect(page.getByTestId('home-figure-customers')).toHaveCount(figures.customers === null ? 0 : 1);
  for (const invented of ['10K+', '500+', '2K+']) await expect(page.getByText(invented, { exact: true })).toHaveCount(0);

  const categories = page.getByRole('region', { name: s.home.categoriesTitle });
  await expect(categories.getByTestId('category-card')).toHaveCount(4);
  for (const name of ['Houseplants', 'Succulents', 'Herbs', 'Flowering Plants']) {
    await expect(categories.getByRole('link', { name, exact: true })).toBeVisible();
  }

  const featuredSection = page.getByRole('region', { name: s.home.featuredTitle });
  await expect(featuredSection.getByTestId('plant-card')).toHaveCount(4);
  for (const plant of featured) await expect(featuredSection.getByRole('link', { name: plant.name, exact: true })).toBeVisible();
  await expect(featuredSection.getByText(s.card.featured, { exact: true })).toHaveCount(featured.length);

  const why = page.getByRole('region', { name: s.home.whyTitle });
  for (const title of ['AI Plant ID', 'Plant Shop', 'Care Guides', 'Expert Support']) {
    await expect(why.getByRole('heading', { name: title })).toBeVisible();
  }

  await page.getByRole('link', { name: 'Shop All Plants' }).click();
  await expect(page).toHaveURL('/shop');
  await expect(page.getByRole('heading', { name: s.page.title, level: 1 })).toBeVisible();
});

test('a visitor goes from a Home category to the shop, filters by category and loads more plants', async ({ page, request }) => {
  const { categories, plants } = await catalogue(request);
  const succulents = categories.find((c) => c.name === 'Succulents')!;

  await page.goto('/');
  await page.getByRole('region', { name: s.home.categoriesTitle }).getByRole('link', { name: 'Succulents', exact: true }).click();
  await expect(page).toHaveURL(`/shop?category=${succulents.id}`);
  await expect(page.getByRole('button', { name: 'Succulents', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const inCategory = plants.filter((p) => p.categoryId === succulents.id);
  await expect(page.getByTestId('result-count')).toHaveText(`${inCategory.length} plants`);
  await expect(cards(page)).toHaveCount(Math.min(inCategory.length, 8));
  for (const plant of inCategory.slice(0, 8)) await expect(cardByName(page, plant.name)).toBeVisible();

  // All Plants: 8 a page, Load More Plants brings the next 8, until every plant is shown.
  await page.getByRole('button', { name: 'All Plants' }).click();
  await expect(page).toHaveURL('/shop');
  await expect(page.getByTestId('result-count')).toHaveText(`${plants.length} plants`);
  await expect(cards(page)).toHaveCount(8);
  const loadMore = page.getByRole('button', { name: 'Load More Plants' });
  await loadMore.click();
  await expect(cards(page)).toHaveCount(16);
  while (await loadMore.isVisible()) {
    const before = await cards(page).count();
    await loadMore.click();
    await expect(cards(page)).toHaveCount(Math.min(before + 8, plants.length));
  }
  await expect(cards(page)).toHaveCount(plants.length);
  const names = await cards(page).getByRole('heading').allTextContents();
  expect(new Set(names).size, 'no plant appears twice').toBe(plants.length);

  // The list layout keeps the same plants.
  await page.getByRole('button', { name: s.page.listView }).click();
  await expect(page.getByRole('button', { name: s.page.listView })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: s.page.gridView })).toHaveAttribute('aria-pressed', 'false');
});

test('the shop sorts by price both ways, and Best Rated puts the highest rating first', async ({ page, request }) => {
  const { plants } = await catalogue(request);
  await page.goto('/shop');
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByRole('combobox', { name: s.page.sortLabel })).toHaveText('Featured');

  await chooseSort(page, 'Price: Low to High');
  await expect(page.getByRole('combobox', { name: s.page.sortLabel })).toHaveText('Price: Low to High');
  const cheapest = Math.min(...plants.filter((p) => p.price !== null).map((p) => centimes(`${p.price} DA`)));
  await expect.poll(async () => (await visiblePrices(page))[0]).toBe(cheapest);
  const ascending = await visiblePrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await chooseSort(page, 'Price: High to Low');
  const dearest = Math.max(...plants.filter((p) => p.price !== null).map((p) => centimes(`${p.price} DA`)));
  await expect.poll(async () => (await visiblePrices(page))[0]).toBe(dearest);
  const descending = await visiblePrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await chooseSort(page, 'Best Rated');
  const best = [...plants].sort((a, b) => Number(b.rating ?? 0) - Number(a.rating ?? 0))[0]!;
  const topRated = plants.filter((p) => Number(p.rating ?? 0) === Number(best.rating ?? 0)).map((p) => p.name);
  await expect.poll(async () => topRated.includes((await cards(page).first().getByRole('heading').textContent()) ?? '')).toBe(true);
});

test('the header search shows the matching plants in the shop and can be cleared', async ({ page, request }) => {
  const { plants } = await catalogue(request);
  const { plant: target, word } = await rareNameWord(request);

  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search' }).first();
  await search.fill(word.toLowerCase());
  await search.press('Enter');
  await expect(page).toHaveURL(`/shop?search=${encodeURIComponent(word.toLowerCase())}`);
  await expect(page.getByText(`Results for “${word.toLowerCase()}”`)).toBeVisible();
  await expect(cardByName(page, target.name)).toBeVisible();
  const found = await cards(page).count();
  expect(found).toBeLessThan(plants.length);

  // A search for nothing that exists says so.
  await page.goto('/shop?search=zzzqqqxxx');
  await expect(page.getByText('No plants found')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole('button', { name: s.page.clearSearch }).click();
  await expect(page).toHaveURL('/shop');
  await expect(page.getByTestId('result-count')).toHaveText(`${plants.length} plants`);
});

test('on a 360 px phone the search is in the header without opening the menu, and opening the menu pops no keyboard', async ({ page, request }) => {
  const { plant: target, word } = await rareNameWord(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/faq');
  const search = page.getByRole('searchbox', { name: messages.nav.searchLabel });
  await expect(search).toHaveCount(1); // the laptop's field is not drawn on a phone
  await expect(search).toBeInViewport();
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(`/shop?search=${encodeURIComponent(word)}`);
  await expect(cardByName(page, target.name)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: messages.nav.searchLabel })).toHaveValue(word);

  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
});

test('a search text over 100 characters is stopped at 100 in the header and, from a link, answered with the reason rather than "No plants found"', async ({ page }) => {
  const word = 'ب'.repeat(200); // one 200-character Arabic word
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Search' }).first();
  await search.fill(word);
  await expect(search).toHaveValue('ب'.repeat(100));

  await page.goto(`/shop?search=${encodeURIComponent(word)}`);
  await expect(page.getByTestId('shop-error')).toHaveText(messages.catalog.searchTooLong);
  await expect(page.getByText(s.page.noPlants)).toHaveCount(0);
});

test('a plant page shows its care details, title and meta description, and adds to the cart', async ({ page, request }) => {
  const { plants } = await catalogue(request);
  const plant = plants.find((p) => p.price !== null && p.stock >= 3 && p.scientificName && p.careInstructions)!;

  await page.goto('/shop');
  await page.getByRole('combobox', { name: s.page.sortLabel }).waitFor();
  await page.goto(`/plant/${plant.id}`);
  await expect(page.getByRole('heading', { name: plant.name, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${plant.name} | Nabta`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${escapeRegExp(plant.commonName ?? plant.name)}`));
  await expect(page.getByText(plant.scientificName!, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Care Instructions' })).toBeVisible();
  await expect(page.getByTestId('plant-price')).toHaveText(`${plant.price} DA`);

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to Cart', `${plant.name} has been added to your cart.`);
  await expect(cartBadge(page)).toHaveText('1');
});

test('an unknown plant id shows the not-found state', async ({ page }) => {
  await page.goto('/plant/987654');
  await expect(page.getByRole('heading', { name: s.plant.notFound })).toBeVisible();
  await page.getByRole('link', { name: s.plant.backToShop }).click();
  await expect(page).toHaveURL('/shop');
});

test('an out-of-stock plant cannot be added', async ({ page, request }) => {
  const { plants } = await catalogue(request);
  const soldOut = plants.find((p) => p.stock === 0);
  test.skip(!soldOut, 'the demo catalogue has no plant out of stock');
  await page.goto(`/plant/${soldOut!.id}`);
  await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
});

test('the cart panel changes quantities, removes at quantity 1, keeps the cart over a reload and leads to checkout', async ({ page, request }) => {
  const { plants } = await catalogue(request);
  const [first, second] = plants.filter((p) => p.price !== null && p.stock >= 5);
  const price = (p: Plant) => centimes(`${p.price} DA`);
  const da = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')} DA`;

  // An empty cart first.
  await page.goto('/shop');
  await page.getByTestId('cart-button').click();
  const panel = page.getByRole('dialog', { name: /Shopping Cart/ });
  await expect(panel.getByText('Your cart is empty')).toBeVisible();
  await expect(panel.getByTestId('cart-panel-count')).toHaveText('0 items');
  await page.keyboard.press('Escape');

  for (const plant of [first!, second!]) {
    await page.goto(`/plant/${plant.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, 'Added to Cart');
  }
  await expect(cartBadge(page)).toHaveText('2');

  await page.getByTestId('cart-button').click();
  await expect(panel.getByTestId('cart-panel-count')).toHaveText('2 items');
  const firstItem = panel.getByTestId('cart-item').filter({ hasText: first!.name });
  await expect(firstItem.getByTestId('cart-item-price')).toHaveText(`${first!.price} DA`);
  await firstItem.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
  await firstItem.getByRole('button', { name: `Increase quantity of ${first!.name}` }).click();
  await expect(firstItem.getByTestId('cart-item-quantity')).toHaveText('3');
  await expect(firstItem.getByTestId('cart-item-total')).toHaveText(da(price(first!) * 3));
  await firstItem.getByRole('button', { name: `Decrease quantity of ${first!.name}` }).click();
  await expect(firstItem.getByTestId('cart-item-quantity')).toHaveText('2');
  await expect(panel.getByTestId('cart-total')).toHaveText(da(price(first!) * 2 + price(second!)));
  await expect(panel.getByTestId('cart-panel-count')).toHaveText('3 items');
  await expect(cartBadge(page)).toHaveText('3');

  // The cart survives a reload (localStorage 'nabta-cart').
  await page.reload();
  await expect(cartBadge(page)).toHaveText('3');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('nabta-cart') ?? '[]').length)).toBe(2);
  await page.getByTestId('cart-button').click();
  await expect(panel.getByTestId('cart-total')).toHaveText(da(price(first!) * 2 + price(second!)));

  // Minus at quantity 1 removes the item; the remove button removes it whatever the quantity.
  const secondItem = panel.getByTestId('cart-item').filter({ hasText: second!.name });
  await secondItem.getByRole('button', { name: `Decrease quantity of ${second!.name}` }).click();
  await expect(secondItem).toHaveCount(0);
  await expect(panel.getByTestId('cart-panel-count')).toHaveText('2 items');

  // Checkout closes the panel and goes to /checkout, whose guard sends a visitor on to /login after
  // 500 ms (on a busy machine the first look can come after that): the next= names the checkout.
  await panel.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/(checkout|login\?next=%2Fcheckout)$/);
  await expect(page).toHaveURL('/login?next=%2Fcheckout');

  // Start again from the shop.
  await page.goto('/shop');
  await page.getByTestId('cart-button').click();
  await panel.getByRole('button', { name: `Remove ${first!.name} from cart` }).click();
  await expect(panel.getByText('Your cart is empty')).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL('/shop');
  await expect(panel).toBeHidden();
});

test('the cart never holds more than the stock shown', async ({ page, request }) => {
  const { plants } = await catalogue(request);
  const scarce = plants.filter((p) => p.price !== null && p.stock > 0).sort((a, b) => a.stock - b.stock)[0]!;
  test.skip(scarce.stock > 5, 'no plant with a small stock in the demo catalogue');

  await page.goto(`/plant/${scarce.id}`);
  await expect(page.getByTestId('plant-stock')).toHaveText(
    scarce.stock <= 5 ? `Only ${scarce.stock} left in stock — order soon` : `In stock (${scarce.stock} available)`,
  );
  const add = page.getByRole('button', { name: 'Add to Cart' });
  for (let i = 0; i < scarce.stock; i++) {
    await add.click();
    await expect(cartBadge(page)).toHaveText(String(i + 1));
  }
  await add.click();
  await expectToast(page, s.cart.stockLimit);
  await expect(cartBadge(page)).toHaveText(String(scarce.stock));
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('button', { name: `Increase quantity of ${scarce.name}` })).toBeDisabled();
});

test('a customer adds a plant to the wishlist from the shop and removes it on the wishlist page', async ({ page }) => {
  await signUp(page);
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Plants' }).click();
  await expect(page).toHaveURL('/shop');

  const card = cards(page).first();
  const name = (await card.getByRole('heading').textContent())!;
  const toggle: Locator = card.getByTestId('wishlist-toggle');
  await expect(toggle).toHaveAccessibleName('Add to wishlist');
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expectToast(page, 'Added to Wishlist');
  await expect(toggle).toHaveAccessibleName('Remove from wishlist');

  // The toggle starts from the check call.
  await page.reload();
  await expect(cardByName(page, name).getByTestId('wishlist-toggle')).toHaveAccessibleName('Remove from wishlist');

  await page.goto('/wishlist');
  const saved = cardByName(page, name);
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to Cart');
  await expect(cartBadge(page)).toHaveText('1');

  await saved.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expectToast(page, 'Removed from Wishlist', 'Plant has been removed from your wishlist.');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();

  // And back in the shop the toggle is off again.
  await page.goto('/shop');
  await expect(cardByName(page, name).getByTestId('wishlist-toggle')).toHaveAccessibleName('Add to wishlist');
});

test('a visitor gets no wishlist buttons in the shop and is asked to log in for the wishlist', async ({ page }) => {
  await page.goto('/shop');
  await expect(cards(page)).toHaveCount(8);
  await expect(page.getByTestId('wishlist-toggle')).toHaveCount(0);

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Login Required' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login?next=%2Fwishlist');
});

test('from Home, a visitor adding to cart or wishlist is told Login Required and sent to /login', async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: s.home.featuredTitle });
  await featured.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expectToast(page, 'Login Required');
  await expect(page).toHaveURL('/login');
  await expect(cartBadge(page)).toHaveCount(0);

  await page.goto('/');
  await featured.getByRole('button', { name: 'Add to wishlist' }).first().click();
  await expectToast(page, 'Login Required', 'Please login to add plants to your wishlist.');
  await expect(page).toHaveURL('/login');
});

test('Categories lists every category with its plant count and leads to its shelf', async ({ page, request }) => {
  const { categories } = await catalogue(request);
  await page.goto('/categories');
  await expect(page.getByTestId('category-card')).toHaveCount(categories.length);
  for (const c of categories) {
    const card = page.getByTestId('category-card').filter({ has: page.getByRole('link', { name: c.name, exact: true }) });
    await expect(card.getByTestId('category-count')).toHaveText(c.plantCount === 1 ? '1 plant' : `${c.plantCount} plants`);
  }
  const herbs = categories.find((c) => c.name === 'Herbs')!;
  await page.getByRole('link', { name: 'Herbs', exact: true }).click();
  await expect(page).toHaveURL(`/shop?category=${herbs.id}`);
  await expect(page.getByTestId('result-count')).toHaveText(herbs.plantCount === 1 ? '1 plant' : `${herbs.plantCount} plants`);
});

test('the cart panel and the mobile menu take the keyboard focus from their first opening, and hide the page behind them', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const focusInDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
  await page.goto('/shop');
  await page.getByRole('button', { name: messages.nav.cart, exact: true }).click();
  await expect(page.getByTestId('cart-panel')).toBeVisible();
  await expect.poll(focusInDialog).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('cart-panel')).toBeHidden();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: messages.nav.openMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(focusInDialog).toBe(true);
  expect(errors.filter((e) => e.includes('aria-hidden')), 'the dialog hid the page from screen readers').toEqual([]);
});
