import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import { translator, type Locale } from '../../src/shared/messages';
import { E2E_ADMIN } from '../../playwright.config';
import { CATALOGUES, expectPageLanguage, placeOrder, readIn, signUpCustomer } from './i18n-support';

/*
 * Journey "A buyer's review" (issue 27), in Arabic and in French on a 360 px phone: a customer whose
 * order was delivered reviews the plant from My Orders; the owner approves it and replies; the plant
 * page shows the review (in its own direction), the reply and the new figures; the shop card shows stars.
 */

const WRITTEN: Record<'ar' | 'fr', { title: string; body: string; lang: Locale }> = {
  ar: { title: 'نبتة رائعة', body: 'وصلت بحالة ممتازة وأوراقها خضراء.', lang: 'ar' },
  fr: { title: 'Superbe plante', body: 'Arrivée en parfait état, bien emballée.', lang: 'fr' },
};
const REPLY = { ar: 'شكرًا على ثقتك!', fr: 'Merci pour votre confiance !' };

const created: { id: number; request: APIRequestContext }[] = [];
test.afterEach(async () => {
  for (const { id, request } of created.splice(0)) expect((await request.delete(`/api/plants/${id}`)).ok()).toBeTruthy();
});

test.use({ viewport: { width: 360, height: 800 } });

for (const locale of ['ar', 'fr'] as const) {
  test(`${locale}: a delivered buyer reviews from My Orders, the owner approves and replies, the plant page and the shop card show it`, async ({ browser, request, baseURL }) => {
    test.setTimeout(150_000); // two browsers and a dozen steps on a shared machine
    const m = CATALOGUES[locale].reviews;
    const written = WRITTEN[locale];

    // A plant of its own, so no other test's review moves its figures.
    expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
    const [category] = (await (await request.get('/api/categories')).json()) as Category[];
    const name = `Review Jasmine ${locale} ${Date.now()}`;
    const res = await request.post('/api/plants', { data: { name, categoryId: category!.id, price: '1500.00', stock: 10 } });
    expect(res.status()).toBe(201);
    const plant = (await res.json()) as Plant;
    created.push({ id: plant.id, request });

    // The customer, in their language, with an order the shop delivered.
    const customerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await readIn(customerContext, locale, baseURL!);
    const page = await customerContext.newPage();
    const customer = await signUpCustomer(page.request, `review-${locale}`);
    const orderId = await placeOrder(page.request, plant, customer);
    // The owner confirms, ships and delivers it, as the order desk does.
    for (const [action, data] of [['confirm', {}], ['ship', { carrier: 'Yalidine', trackingNumber: `YAL-${orderId.slice(0, 8)}` }], ['deliver', {}]] as const)
      expect((await request.post(`/api/admin/orders/${orderId}/${action}`, { data })).ok(), action).toBeTruthy();

    // Unrated: the shop card shows no stars.
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expectPageLanguage(page, locale);
    const card = page.getByTestId('plant-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('plant-card-rating')).toHaveCount(0);

    // My Orders: "Review" beside the delivered plant.
    await page.goto('/dashboard');
    const row = page.getByTestId('delivered-plant').filter({ hasText: name });
    await row.getByRole('button', { name: m.orders.review }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('label', { hasText: translator(locale, CATALOGUES[locale]).text(m.form.star, { count: 4 }) }).click();
    await dialog.getByLabel(m.form.title, { exact: true }).fill(written.title);
    await dialog.getByLabel(m.form.body, { exact: true }).fill(written.body);
    // A real photo of the plant as it arrived, from the phone's gallery.
    await dialog.locator('input[type="file"]').setInputFiles('tests/fixtures/photos/potted-plant.jpg');
    await expect(dialog.getByTestId('review-photo').getByRole('img')).toBeVisible();
    await dialog.getByRole('button', { name: m.form.submit }).click();
    await expect(page.getByRole('region').getByText(m.form.sentPending).first()).toBeVisible();
    await expect(row).toContainText(m.form.status.pending);

    // The catalogue names the plant in the owner's language: the moderation list says that name (docs/contract.md §6).
    const localName = `${locale === 'ar' ? 'ياسمين للمراجعة' : 'Jasmin à noter'} ${Date.now()}`;
    const nameIn = async (text: string) => expect((await request.patch(`/api/plants/${plant.id}`, { data: { translations: { [locale]: { name: text } } } })).ok()).toBeTruthy();
    await nameIn(localName);

    // The owner, in the same language, approves it and replies as the shop.
    const ownerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await readIn(ownerContext, locale, baseURL!);
    const owner = await ownerContext.newPage();
    expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
    await owner.goto('/admin');
    await owner.getByRole('tab', { name: m.admin.tab }).click();
    const pending = owner.getByTestId('admin-review').filter({ hasText: written.title });
    await expect(pending.getByTestId('review-photo').getByRole('img')).toBeVisible();
    await expect(pending).toContainText(localName);
    await expect(pending).not.toContainText(name);
    await pending.getByRole('button', { name: m.admin.approve }).click();
    await owner.getByRole('button', { name: m.admin.filters.approved }).click();
    const approved = owner.getByTestId('admin-review').filter({ hasText: written.title });
    await approved.getByRole('button', { name: m.admin.reply }).click();
    await approved.getByLabel(m.admin.reply).fill(REPLY[locale]);
    await approved.getByRole('button', { name: m.admin.saveReply }).click();
    await expect(approved).toContainText(REPLY[locale]);
    await ownerContext.close();
    await nameIn(''); // the shop card below is found by the plant's own name

    // The plant page: the review in its own language and direction, verified, the reply, the new figures.
    await page.goto(`/plant/${plant.id}`);
    const review = page.getByTestId('review').filter({ hasText: written.title });
    await expect(review).toContainText(written.body);
    await expect(review).toContainText(m.section.verified);
    await expect(review.locator(`[lang="${written.lang}"]`)).toHaveAttribute('dir', 'auto');
    await expect(review.getByTestId('review-reply')).toContainText(REPLY[locale]);
    const photo = review.getByTestId('review-photo').getByRole('img');
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('review-summary')).toContainText(m.section.outOf.replace('{rating}', '4.0'));
    await expect(page.getByTestId('plant-rating').getByTestId('stars')).toHaveAttribute('data-rating', '4');

    // The shop card now shows the stars.
    await page.goto(`/shop?search=${encodeURIComponent(name)}`);
    await expect(card.getByTestId('plant-card-rating')).toContainText('4.0 (1)');
    await customerContext.close();
  });
}
