import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Plant } from '../../src/shared/contracts/catalog';
import type { Order } from '../../src/shared/contracts/orders';
import { en as messages } from '../../src/shared/messages';
import { chooseWilaya, createThrowawayPlant, deleteThrowawayPlants, signUpInBrowser } from './support';

/*
 * Journeys "Pay the Algerian way": cash on delivery to Oran with stop-desk (fee and total from the
 * rates table, the phone checked), and CIB / Edahabia through the local Chargily fake (its hosted
 * page pays, its signed webhook marks the order paid, the customer comes back to the order page).
 */

const c = messages.checkout;
test.afterEach(deleteThrowawayPlants);

const createPlant = (request: APIRequestContext, price: string) =>
  createThrowawayPlant(request, { name: `Figuier E2E ${Date.now()}`, price, description: 'Ficus carica, for the Algerian checkout.' });

async function toCheckout(page: Page, plant: Plant) {
  await page.goto(`/plant/${plant.id}`);
  await page.getByRole('button', { name: messages.shop.card.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: c.page.title, level: 1 })).toBeVisible();
}


test('cash on delivery to Oran by stop-desk: the fee and total come from the rates table, a wrong phone is refused', async ({ page, request }) => {
  const plant = await createPlant(request, '1800.00');
  await signUpInBrowser(page, { first: 'Karim', last: 'Bensaid', prefix: 'cod' });
  await page.setViewportSize({ width: 390, height: 844 }); // a phone: the summary comes before Place Order
  await toCheckout(page, plant);

  await page.getByLabel(c.page.phone).fill('0261 23 45 67');
  await page.getByRole('combobox', { name: c.page.wilaya, exact: true }).fill('Oran');
  await expect(page.getByRole('option', { name: /^31 Oran — وهران$/ })).toBeVisible();
  await page.getByRole('option', { name: /^31 Oran/ }).click();
  await page.getByRole('radio', { name: c.page.deliveryDesk }).check();
  await page.getByLabel(c.page.address, { exact: true }).fill('Cité 200 logements, bâtiment B');
  await page.getByLabel(c.page.city).fill('Bir El Djir');
  await page.getByRole('radio', { name: new RegExp(c.methods.cod) }).check();

  // The fee before Place Order: Oran's stop-desk rate (200 DA), as the shipping page lists it.
  const summary = page.getByTestId('order-summary');
  await expect(summary.getByTestId('summary-shipping')).toHaveText('200.00 DA');
  await expect(summary.getByTestId('summary-total')).toHaveText('2000.00 DA');

  const summaryBox = (await summary.boundingBox())!;
  const buttonBox = (await page.getByRole('button', { name: c.page.placeOrder }).boundingBox())!;
  expect(summaryBox.y + summaryBox.height).toBeLessThanOrEqual(buttonBox.y);

  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expect(page.getByText(c.validation.phoneInvalid)).toBeVisible();
  await expect(page).toHaveURL('/checkout');

  await page.getByLabel(c.page.phone).fill('0661 23 45 67');
  await page.getByRole('button', { name: c.page.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);

  const [order] = (await (await page.request.get('/api/orders')).json()) as Order[];
  expect(order).toMatchObject({
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    shipping: '200.00',
    totalAmount: '2000.00',
    shippingAddress: { phone: '+213661234567', wilaya: '31', delivery: 'desk' },
  });
  await page.goto(`/order/${order!.id}`);
  await expect(page.getByTestId('order-payment-method')).toHaveText(c.methods.cod);
  await expect(page.getByTestId('order-shipping')).toHaveText('200.00 DA');
  await expect(page.getByTestId('order-phone')).toHaveText('0661 23 45 67');
  await expect(page.getByTestId('order-wilaya')).toContainText('31 Oran');
  await expect(page.getByTestId('cod-note')).toBeVisible();

  // The shipping page quotes the same figures for Oran.
  await page.goto('/shipping');
  await page.getByText('Tarif de votre wilaya').click();
  await expect(page.getByTestId('wilaya-rate-31')).toContainText(/400,00\sDA\s*200,00\sDA/);
});

test('CIB / Edahabia: the customer pays on Chargily’s page and comes back to a paid order', async ({ page, request }) => {
  const plant = await createPlant(request, '2500.00');
  await signUpInBrowser(page, { first: 'Lina', last: 'Mansouri', prefix: 'chargily' });
  await toCheckout(page, plant);

  await page.getByLabel(c.page.phone).fill('0770 12 34 56');
  await chooseWilaya(page, '25', /^25 Constantine/);
  await page.getByLabel(c.page.address, { exact: true }).fill('5 rue Abane Ramdane');
  await page.getByLabel(c.page.city).fill('Constantine');
  await page.getByRole('radio', { name: new RegExp(c.methods.chargily) }).check();
  await expect(page.getByTestId('summary-total')).toHaveText('2900.00 DA');
  await page.getByRole('button', { name: c.page.placeOrder }).click();

  // Chargily's hosted page (the fake), for the server's amount in whole dinars.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pay\//);
  await expect(page.getByTestId('chargily-amount')).toHaveText('2900 DZD');
  await page.getByRole('button', { name: 'Payer' }).click();

  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?payment=success$/);
  await expect(page.getByTestId('order-payment-method')).toHaveText(c.methods.chargily);
  await expect(page.getByTestId('payment-status')).toHaveText(c.paymentStatus.completed);
  await expect(page.getByRole('link', { name: c.order.payNow })).toHaveCount(0);
  // Back from the payment page: the order is placed and its payment received.
  await expect(page.getByTestId('just-placed')).toContainText(c.order.justPlaced.paid);
});
