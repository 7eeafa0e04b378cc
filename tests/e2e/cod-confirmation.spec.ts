import { expect, test } from '@playwright/test';
import type { Order } from '../../src/shared/contracts/orders';
import { orderNumber } from '../../src/shared/domain/order';
import { en as messages } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { E2E_ADMIN } from '../../playwright.config';
import { buyablePlant, readIn, signUpCustomer } from './i18n-support';

/*
 * Issue 24: the owner confirms a cash-on-delivery order from the desk's queue. The customer ordered in
 * Arabic, so the WhatsApp link opens with the prefilled message in Arabic; the confirmation is recorded
 * in the order's history with who did it.
 */

test('the owner confirms a COD order from the queue; the WhatsApp link carries the message in the customer’s language', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  // The customer, reading in Arabic, orders cash on delivery to Es Senia (Oran).
  const customerContext = await browser.newContext();
  await readIn(customerContext, 'ar', baseURL!);
  const customer = await customerContext.newPage();
  const plant = await buyablePlant(customer.request);
  await signUpCustomer(customer.request, 'confirm');
  const quote = (await (await customer.request.get(`/api/shipping/quote?wilaya=31&delivery=home&subtotal=${plant.price}`)).json()) as { fee: string };
  const res = await customer.request.post('/api/orders', {
    data: {
      customerName: 'Amina Benali',
      customerEmail: 'amina@example.dz',
      shippingAddress: { address: 'Cité 200 logements', commune: '3105', phone: '0661 23 45 67', wilaya: '31', delivery: 'home' },
      items: [{ id: plant.id, quantity: 1 }],
      totalAmount: (Number(plant.price) + Number(quote.fee)).toFixed(2),
      paymentMethod: 'cod',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const order = (await res.json()) as Order;

  // The owner, in a browser of their own, on a phone.
  const ownerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const owner = await ownerContext.newPage();
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  await owner.goto('/admin');
  await owner.getByRole('tab', { name: messages.confirmation.queue.tab }).click();
  const row = owner.locator(`[data-testid="confirmation-row"][data-order="${order.id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: new RegExp(messages.confirmation.queue.call) })).toHaveAttribute('href', 'tel:+213661234567');

  const whatsapp = new URL((await row.getByRole('link', { name: messages.confirmation.queue.whatsapp }).getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/213661234567');
  const text = whatsapp.searchParams.get('text')!;
  expect(text).toContain(ar.confirmation.whatsapp.split('{name}')[0]!.trim());
  expect(text).toContain('Amina Benali');
  expect(text).toContain(orderNumber(order.id));
  expect(text).toContain('Es Senia');

  await row.getByRole('button', { name: messages.confirmation.outcomes.no_answer }).click();
  await expect(row).toContainText('1 unanswered call');
  await row.getByRole('button', { name: messages.confirmation.outcomes.confirmed }).click();
  await expect(row).toHaveCount(0);

  await owner.goto(`/admin/orders/${order.id}`);
  const history = owner.getByTestId('order-history');
  await expect(history.locator('[data-kind="call"]')).toHaveCount(2);
  await expect(history).toContainText(messages.confirmation.outcomes.confirmed);
  await expect(history).toContainText(E2E_ADMIN.email);
  await expect(owner.getByTestId('phone-reputation')).toBeVisible();

  // The customer sees the order confirmed.
  const mine = (await (await customer.request.get(`/api/orders/${order.id}`)).json()) as Order;
  expect(mine.orderStatus).toBe('processing');
  await customerContext.close();
  await ownerContext.close();
});
