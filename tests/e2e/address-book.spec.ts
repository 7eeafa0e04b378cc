import { expect, test, type Page } from '@playwright/test';
import type { Order } from '../../src/shared/contracts/orders';
import type { Messages } from '../../src/shared/messages';
import { buyablePlant, CATALOGUES, expectPageLanguage, readIn, signUpCustomer } from './i18n-support';
import { waitUntilAlive } from './support';

/*
 * Issue 29 item 3: the customer's addresses are remembered. A first order's address is kept; the next
 * checkout offers it (already in the fields); in the profile the customer adds another address, edits
 * it, and the checkout after that delivers there when chosen; an address is deleted. French and Arabic
 * at 360 px.
 */

async function toCheckout(page: Page, m: Messages, plantId: number) {
  await page.goto(`/plant/${plantId}`);
  await waitUntilAlive(page);
  await page.getByRole('button', { name: m.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: m.checkout.page.title, level: 1 })).toBeVisible();
  await waitUntilAlive(page);
}

async function chooseCommune(page: Page, m: Messages, wilaya: { typed: string; option: RegExp }, commune: { typed: string; option: string }) {
  await page.getByRole('combobox', { name: m.checkout.page.wilaya, exact: true }).fill(wilaya.typed);
  await page.getByRole('option', { name: wilaya.option }).click();
  await page.getByRole('combobox', { name: m.communes.commune }).fill(commune.typed);
  await page.getByRole('option', { name: commune.option }).click();
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

for (const locale of ['fr', 'ar'] as const) {
  test(`${locale}: the order's address is kept, another is added and edited in the profile, and the checkout delivers where it is chosen (360 px)`, async ({ page, context, baseURL }) => {
    const m = CATALOGUES[locale];
    const a = m.checkout.addresses;
    await readIn(context, locale, baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    const plant = await buyablePlant(page.request);
    await signUpCustomer(page.request, `addresses-${locale}`);

    // The first order, cash on delivery to Bir El Djir (Oran).
    await toCheckout(page, m, plant.id);
    await expect(page.getByTestId('saved-addresses')).toHaveCount(0);
    await page.getByLabel(m.checkout.page.phone, { exact: true }).fill('0661 23 45 67');
    await chooseCommune(page, m, { typed: 'Oran', option: /^31 Oran/ }, { typed: 'djir', option: 'Bir El Djir — بئر الجير' });
    await page.getByLabel(m.checkout.page.address, { exact: true }).fill('12 rue Larbi Ben M’hidi');
    await page.getByRole('radio', { name: new RegExp(m.checkout.methods.cod) }).check();
    await page.getByRole('button', { name: m.checkout.page.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);

    // The profile keeps it; the customer adds an address in Alger, then corrects it.
    await page.goto('/profile');
    await expectPageLanguage(page, locale);
    const book = page.getByTestId('address-book');
    await expect(book.getByRole('heading', { name: a.title })).toBeVisible();
    await expect(book.getByTestId('saved-address')).toHaveCount(1);
    await expect(book.getByTestId('saved-address')).toContainText('12 rue Larbi Ben M’hidi');
    await expect(book.getByTestId('saved-address')).toContainText(locale === 'ar' ? 'وهران' : 'Oran');
    await waitUntilAlive(page);
    await book.getByRole('button', { name: a.add }).click();
    const form = book.getByRole('form', { name: a.addTitle });
    await form.getByLabel(m.checkout.page.phone, { exact: true }).fill('0770 11 22 33');
    await chooseCommune(page, m, { typed: 'Alger', option: /^16 Alger/ }, { typed: 'centre', option: 'Alger Centre — الجزائر الوسطى' });
    await form.getByLabel(m.checkout.page.address, { exact: true }).fill('5 rue Didouche Mourad');
    await noSidewaysScroll(page);
    await form.getByRole('button', { name: a.save }).click();
    await expect(page.getByText(a.saved).first()).toBeVisible();
    await expect(book.getByTestId('saved-address')).toHaveCount(2);

    await book.getByRole('button', { name: a.editLabel.replace('{address}', '5 rue Didouche Mourad, Alger Centre') }).click();
    const edit = book.getByRole('form', { name: a.editTitle });
    await edit.getByLabel(m.checkout.page.address, { exact: true }).fill('7 rue Didouche Mourad, 2e étage');
    // A phone that is not a mobile is refused on its field, and nothing is saved.
    await edit.getByLabel(m.checkout.page.phone, { exact: true }).fill('021 12 34 56');
    await edit.getByRole('button', { name: a.save }).click();
    await expect(edit.getByText(m.checkout.validation.phoneInvalid)).toBeVisible();
    await edit.getByLabel(m.checkout.page.phone, { exact: true }).fill('0770 11 22 33');
    await edit.getByRole('button', { name: a.save }).click();
    await expect(edit).toHaveCount(0);
    await expect(book.getByTestId('saved-address').filter({ hasText: '7 rue Didouche Mourad, 2e étage' })).toHaveCount(1);
    await noSidewaysScroll(page);

    // The next checkout offers both, the last used (Oran, by the order) in the fields; Alger is chosen.
    await toCheckout(page, m, plant.id);
    const picker = page.getByTestId('saved-addresses');
    await expect(picker.getByRole('radio')).toHaveCount(3);
    await expect(page.getByLabel(m.checkout.page.address, { exact: true })).toHaveValue('12 rue Larbi Ben M’hidi');
    await expect(picker.getByRole('radio', { name: '12 rue Larbi Ben M’hidi' })).toBeChecked();
    await picker.getByRole('radio', { name: '7 rue Didouche Mourad, 2e étage' }).check();
    await expect(page.getByLabel(m.checkout.page.address, { exact: true })).toHaveValue('7 rue Didouche Mourad, 2e étage');
    await expect(page.getByLabel(m.checkout.page.phone, { exact: true })).toHaveValue('0770 11 22 33');
    await expect(page.getByRole('combobox', { name: m.communes.commune })).toHaveValue('Alger Centre — الجزائر الوسطى');
    await noSidewaysScroll(page);
    await page.getByRole('radio', { name: new RegExp(m.checkout.methods.cod) }).check();
    await page.getByRole('button', { name: m.checkout.page.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
    const [latest] = (await (await page.request.get('/api/orders')).json()) as Order[];
    expect(latest!.shippingAddress).toMatchObject({ address: '7 rue Didouche Mourad, 2e étage', wilaya: '16', phone: '+213770112233' });

    // "Another address" empties the fields but the phone; the Oran address is deleted from the profile.
    await toCheckout(page, m, plant.id);
    await expect(picker.getByRole('radio', { name: '7 rue Didouche Mourad, 2e étage' })).toBeChecked();
    await picker.getByRole('radio', { name: a.another }).check();
    await expect(page.getByLabel(m.checkout.page.address, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(m.checkout.page.phone, { exact: true })).toHaveValue('0770 11 22 33');
    await page.goto('/profile');
    await waitUntilAlive(page);
    await book.getByRole('button', { name: a.deleteLabel.replace('{address}', '12 rue Larbi Ben M’hidi, Bir El Djir') }).click();
    await expect(book.getByTestId('saved-address')).toHaveCount(1);
    await page.reload();
    await expect(book.getByTestId('saved-address')).toHaveCount(1);
    await expect(book.getByTestId('saved-address')).toContainText('7 rue Didouche Mourad, 2e étage');
  });
}
