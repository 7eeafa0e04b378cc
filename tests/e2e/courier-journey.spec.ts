import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { Category, Plant } from '../../src/shared/contracts/catalog';
import type { AdminOrderDetail } from '../../src/shared/contracts/order-desk';
import type { Order } from '../../src/shared/contracts/orders';
import type { CourierSettings } from '../../src/shared/contracts/shipments';
import { orderNumber } from '../../src/shared/domain/order';
import { en as messages, type Messages } from '../../src/shared/messages';
import { ar } from '../../src/shared/messages/ar';
import { fr } from '../../src/shared/messages/fr';
import { E2E_ADMIN } from '../../playwright.config';
import { startEcotrackFake, type EcotrackFake } from '../fakes/ecotrack.fake';
import { startYalidineFake, type FakeWebhook, type YalidineFake } from '../fakes/yalidine.fake';
import { readIn, signUpCustomer } from './i18n-support';
import { cartToCheckout, placeCodOrder } from './support';

/*
 * Issue 24, from order to doorstep through the couriers' local fakes (started here, on 127.0.0.1):
 * the owner enters the Yalidine and Ecotrack keys in Settings → Couriers and tests them, and Yalidine
 * checks the webhook address (its crc_token) as its dashboard does; a customer on a phone, in French,
 * orders cash on delivery to Es Senia (Oran) with a Yalidine stop-desk chosen from the courier's list,
 * another on a computer, in Arabic, to Bir El Djir with a desk from the same list (right to left, its
 * French and Arabic names); the owner, on a phone in French, confirms them with a third order from
 * the queue (WhatsApp opens with the message in each customer's language), ships the three in one go
 * through Yalidine and prints their labels; signed webhooks, delivered by the fake as Yalidine
 * delivers them, mark one delivered (the customer reads it in Arabic), one returned (its stock back
 * once, however often the webhook comes) and the delivered one's cash remitted (paid). Then two
 * orders through Ecotrack, whose statuses the owner asks for from the desk (the timer poller's
 * journey is courier-poller.spec.ts).
 */

const YALIDINE = { apiId: '08467949173865045243', apiToken: 'tok_e2e_6tDv0VDFh5MKfvcyQtO3eou', webhookSecret: 'whsec_e2e_yalidine_0123456789' };
const ECOTRACK_TOKEN = 'e2e_ecotrack_DqbFSk5JTSMZGSewnBhe0pve68cC';
const stamp = Date.now();
const c = messages.checkout;
const k = messages.admin.couriers;

let yalidine: YalidineFake;
let ecotrack: EcotrackFake;
let plant: Plant;
let ownerContext: BrowserContext;
let owner: Page;
/** The owner's phone (360 px, French), for the day's confirmations and parcels. */
let phoneContext: BrowserContext;
let ownerPhone: Page;
/** Set in Settings → Couriers: where Yalidine posts its webhooks. */
let webhookUrl = '';
/** The French customer's browser and order (stop-desk), the Arabic customer's (stop-desk), then another customer's order. */
let customerContext: BrowserContext;
let deskOrder: Order;
let arabicOrder: Order;
const others: Order[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  yalidine = await startYalidineFake(YALIDINE);
  ecotrack = await startEcotrackFake(ECOTRACK_TOKEN);
  ownerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  owner = await ownerContext.newPage();
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  phoneContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await readIn(phoneContext, 'fr', baseURL!);
  ownerPhone = await phoneContext.newPage();
  expect((await ownerPhone.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBeTruthy();
  const [category] = (await (await owner.request.get('/api/categories')).json()) as Category[];
  const res = await owner.request.post('/api/plants', {
    data: { name: `Olivier E2E ${stamp}`, price: '2500.00', description: 'Olea europaea, for the couriers journey.', categoryId: category!.id, stock: 10 },
  });
  expect(res.status()).toBe(201);
  plant = (await res.json()) as Plant;
});

test.afterAll(async () => {
  // Leave the shop as the other journeys expect it: no courier (the checkout's desk is written, the desk ships by hand).
  await owner.request.patch('/api/admin/couriers', { data: { couriers: { yalidine: { apiUrl: '', apiId: '' }, ecotrack: { apiUrl: '' } } } });
  await owner.request.delete(`/api/plants/${plant.id}`);
  await customerContext?.close();
  await phoneContext?.close();
  await ownerContext.close();
  await yalidine.close();
  await ecotrack.close();
});

const stockOf = async () => ((await (await owner.request.get(`/api/plants/${plant.id}`)).json()) as Plant).stock;
const adminOrder = async (id: string) => (await (await owner.request.get(`/api/admin/orders/${id}`)).json()) as AdminOrderDetail;
const orderRow = (page: Page, id: string) => page.locator(`[data-testid="admin-order-row"][data-order-id="${id}"]`);
/** Nothing wider than the screen (a phone's 360 px, or the window). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Another customer, in a browser of their own, orders one olive tree cash on delivery (home) to a commune of Oran. */
async function codOrder(browser: Browser, who: { name: string; phone: string; commune: string }): Promise<Order> {
  const context = await browser.newContext();
  try {
    await signUpCustomer(context.request, `courier-${who.commune}`);
    return await placeCodOrder(context.request, plant, who);
  } finally {
    await context.close();
  }
}

/** A signed-up customer puts one olive tree in the cart and opens the checkout, ready to be filled. */
async function toCheckout(page: Page, m: Messages, prefix: string) {
  await signUpCustomer(page.request, prefix);
  await cartToCheckout(page, plant.id, m.shop.card.addToCart);
}

/** The owner records "confirmed" on each order's row of the confirmation queue. */
async function confirmFromQueue(page: Page, m: Messages, ids: readonly string[]) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: m.confirmation.queue.tab }).click();
  for (const id of ids) {
    const row = page.locator(`[data-testid="confirmation-row"][data-order="${id}"]`);
    await row.getByRole('button', { name: m.confirmation.outcomes.confirmed }).click();
    await expect(row).toHaveCount(0);
  }
}

/** Orders tab: ticks the orders, picks the courier, creates the parcels; returns the labels link. */
async function shipInOneGo(page: Page, m: Messages, ids: readonly string[], courier: 'Yalidine' | 'Ecotrack') {
  const d = m.shipments.desk;
  await page.goto('/admin?tab=orders');
  for (const id of ids) await orderRow(page, id).getByRole('checkbox', { name: d.select.replace('{number}', orderNumber(id)) }).check();
  const bar = page.getByTestId('bulk-ship');
  await expect(bar).toContainText(d.selected.replace('{count}', String(ids.length)));
  await bar.getByRole('combobox', { name: d.chooseCourier }).click();
  await page.getByRole('option', { name: courier }).click();
  await bar.getByRole('button', { name: d.createParcels }).click();
  const results = bar.getByTestId('ship-results').locator('li');
  await expect(results).toHaveCount(ids.length);
  await expect(bar.getByTestId('ship-results').locator('li[data-ok="true"]')).toHaveCount(ids.length);
  for (const id of ids) await expect(orderRow(page, id).getByTestId('order-status')).toHaveText(m.checkout.orderStatus.shipped);
  return bar.getByTestId('print-created-labels');
}

/** Yalidine delivers a signed event to the address registered in its dashboard; the shop's answer. */
const deliver = async (hook: FakeWebhook) => yalidine.deliver(hook);

test('the owner enters the couriers’ keys in Settings → Couriers; Test says what the courier answered', async () => {
  test.setTimeout(90_000);
  await owner.goto('/admin');
  await owner.getByRole('tab', { name: messages.admin.tabs.settings }).click();
  const card = owner.getByTestId('courier-settings');
  const y = card.getByTestId('courier-yalidine');
  await expect(y.getByTestId('courier-configured')).toHaveText(k.notConfigured);

  // A token typed wrong: saved, and Test says Yalidine refused it.
  await y.getByLabel(k.fields.apiUrl).fill(`${yalidine.url}/v1`);
  await y.getByLabel(k.fields.apiId).fill(YALIDINE.apiId);
  await y.getByLabel(k.fields.apiToken).fill('tok_typed_wrong_000000');
  await y.getByLabel(k.fields.webhookSecret).fill(YALIDINE.webhookSecret);
  await expect(y.getByTestId('courier-test-result')).toHaveText(k.saveFirst);
  await card.getByRole('button', { name: k.save }).click();
  await expect(owner.getByText(k.saved).first()).toBeVisible();
  await expect(y.getByTestId('courier-configured')).toHaveText(k.configured);
  await y.getByRole('button', { name: k.test }).click();
  await expect(y.getByTestId('courier-test-result')).toHaveText('Yalidine refused: Yalidine refused the API keys (401)');

  // The right token; the secrets now show only their last 8 characters.
  await y.getByLabel(k.fields.apiToken).fill(YALIDINE.apiToken);
  await card.getByRole('button', { name: k.save }).click();
  await expect(y.getByLabel(k.fields.apiToken)).toHaveAttribute('placeholder', `********${YALIDINE.apiToken.slice(-8)}`);
  await expect(y.getByLabel(k.fields.webhookSecret)).toHaveAttribute('placeholder', `********${YALIDINE.webhookSecret.slice(-8)}`);
  await expect(y.getByLabel(k.fields.apiToken)).toHaveValue('');
  await y.getByRole('button', { name: k.test }).click();
  await expect(y.getByTestId('courier-test-result')).toHaveText(k.testOk.replace('{courier}', 'Yalidine'));

  // The webhook address, copied to be pasted in Yalidine's dashboard, which checks it with a crc_token.
  webhookUrl = await y.getByTestId('courier-webhook-url').inputValue();
  expect(webhookUrl).toMatch(/^http:\/\/localhost:\d+\/api\/couriers\/yalidine\/webhook$/);
  await y.getByRole('button', { name: k.copyLabel.replace('{courier}', 'Yalidine') }).click();
  await expect(y.getByRole('button', { name: k.copyLabel.replace('{courier}', 'Yalidine') })).toContainText(k.copied);
  expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(webhookUrl);
  // Pasted in Yalidine's dashboard: Yalidine checks it with a random crc_token the shop must send back.
  const { token } = await yalidine.subscribe(webhookUrl);
  expect(token.length).toBeGreaterThan(20);
  expect(yalidine.webhookUrl).toBe(webhookUrl);

  // Ecotrack (DHD's tenant here): its address and token; no webhook, it is asked.
  const e = card.getByTestId('courier-ecotrack');
  await e.getByLabel(k.fields.apiUrl).fill(`${ecotrack.url}/api/v1`);
  await e.getByLabel(k.fields.apiToken).fill(ECOTRACK_TOKEN);
  await card.getByRole('button', { name: k.save }).click();
  await expect(e.getByTestId('courier-configured')).toHaveText(k.configured);
  await expect(e.getByTestId('courier-webhook-url')).toHaveCount(0);
  await e.getByRole('button', { name: k.test }).click();
  await expect(e.getByTestId('courier-test-result')).toHaveText(k.testOk.replace('{courier}', 'Ecotrack'));

  // Saved on the server, masked.
  const saved = (await (await owner.request.get('/api/admin/couriers')).json()) as CourierSettings;
  expect(saved.couriers.filter((x) => x.configured).map((x) => x.id)).toEqual(['yalidine', 'ecotrack']);
  expect(JSON.stringify(saved)).not.toContain(YALIDINE.apiToken);
});

test('a customer on a phone, in French, orders cash on delivery to Es Senia with a Yalidine stop-desk from the list', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const m = fr;
  customerContext = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await readIn(customerContext, 'fr', baseURL!);
  const page = await customerContext.newPage();
  await toCheckout(page, m, 'courier-desk');
  await page.getByLabel(m.checkout.page.phone, { exact: true }).fill('0770 11 22 33');
  await page.getByRole('combobox', { name: m.checkout.page.wilaya, exact: true }).fill('Oran');
  await page.getByRole('option', { name: /^31 Oran/ }).click();
  await page.getByRole('combobox', { name: m.communes.commune }).fill('senia');
  await page.getByRole('option', { name: 'Es Senia — السانية' }).click();
  await page.getByRole('radio', { name: m.checkout.page.deliveryDesk }).check();
  // Yalidine's centres in Oran, as its API lists them.
  const desk = page.getByRole('combobox', { name: m.communes.desk, exact: true });
  await expect(desk.locator('option')).toHaveText([m.communes.deskChoose, /^Agence d’Oran Centre — /, /^Agence de Bir El Djir — /, /^Agence d’Es Senia — /]);
  await desk.selectOption({ label: 'Agence d’Oran Centre — 12 boulevard de la Soummam, Oran' });
  await page.getByLabel(m.checkout.page.address, { exact: true }).fill('Cité 200 logements, bâtiment B');
  await page.getByRole('radio', { name: new RegExp(m.checkout.methods.cod) }).check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: m.checkout.page.placeOrder }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
  // The desk as the customer chose it, by its name (its id, 310101, is for the courier).
  await expect(page.getByTestId('order-desk')).toHaveText('Agence d’Oran Centre — 12 boulevard de la Soummam, Oran');

  const [mine] = (await (await page.request.get('/api/orders')).json()) as Order[];
  deskOrder = mine!;
  expect(deskOrder.shippingAddress).toMatchObject({ wilaya: '31', commune: '3105', delivery: 'desk', desk: '310101', phone: '+213770112233' });
  expect(deskOrder.paymentMethod).toBe('cod');
});

test('a customer on a computer, in Arabic, orders cash on delivery to Bir El Djir with a Yalidine stop-desk from the list, right to left', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const m = ar;
  const context = await browser.newContext(); // the suite's desktop window
  try {
    await readIn(context, 'ar', baseURL!);
    const page = await context.newPage();
    await toCheckout(page, m, 'courier-desk-ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel(m.checkout.page.phone, { exact: true }).fill('0661 12 34 56');
    await page.getByRole('combobox', { name: m.checkout.page.wilaya, exact: true }).fill('وهران');
    await page.getByRole('option', { name: /^31 Oran — وهران$/ }).click();
    // Typed in Arabic, the commune is found by its Arabic name.
    await page.getByRole('combobox', { name: m.communes.commune }).fill('بئر الجير');
    await page.getByRole('option', { name: 'Bir El Djir — بئر الجير' }).click();
    await page.getByRole('radio', { name: m.checkout.page.deliveryDesk }).check();
    // Yalidine's centres in Oran as its API names them, French names and an address written in Arabic, each whole.
    const desk = page.getByRole('combobox', { name: m.communes.desk, exact: true });
    await expect(desk.locator('option')).toHaveText([
      m.communes.deskChoose,
      'Agence d’Oran Centre — 12 boulevard de la Soummam, Oran',
      'Agence de Bir El Djir — Cité USTO, Bir El Djir',
      'Agence d’Es Senia — حي النجمة، السانية',
    ]);
    expect(await desk.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    await desk.selectOption({ label: 'Agence de Bir El Djir — Cité USTO, Bir El Djir' });
    await page.getByLabel(m.checkout.page.address, { exact: true }).fill('حي الصباح، عمارة 12');
    await page.getByRole('radio', { name: new RegExp(m.checkout.methods.cod) }).check();
    // The form keeps to the window, right to left, the desk list included.
    const box = (await desk.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: m.checkout.page.placeOrder }).click();
    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\?placed=1$/);
    await expect(page.getByTestId('order-desk')).toHaveText('Agence de Bir El Djir — Cité USTO, Bir El Djir');

    const [mine] = (await (await page.request.get('/api/orders')).json()) as Order[];
    arabicOrder = mine!;
    expect(arabicOrder.shippingAddress).toMatchObject({ wilaya: '31', commune: '3103', delivery: 'desk', desk: '311301', phone: '+213661123456' });
  } finally {
    await context.close();
  }
});

test('the owner, on a phone in French, confirms three orders from the queue, WhatsApp in each customer’s language', async ({ browser }) => {
  test.setTimeout(90_000);
  const m = fr;
  others.push(await codOrder(browser, { name: 'Yacine Merabet', phone: '0551 44 55 66', commune: '3103' }));
  await ownerPhone.goto('/admin');
  await ownerPhone.getByRole('tab', { name: m.confirmation.queue.tab }).click();
  const rowOf = (id: string) => ownerPhone.locator(`[data-testid="confirmation-row"][data-order="${id}"]`);
  const row = rowOf(deskOrder.id);
  await expect(row.getByRole('link', { name: new RegExp(m.confirmation.queue.call) })).toHaveAttribute('href', 'tel:+213770112233');
  const whatsapp = new URL((await row.getByRole('link', { name: m.confirmation.queue.whatsapp }).getAttribute('href'))!);
  expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/213770112233');
  const text = whatsapp.searchParams.get('text')!;
  expect(text.startsWith(fr.confirmation.whatsapp.split('{name}')[0]!)).toBe(true);
  expect(text).toContain('Amina Benali');
  expect(text).toContain(orderNumber(deskOrder.id));
  expect(text).toContain('Es Senia');
  // The Arabic customer is written to in Arabic.
  const arabic = new URL((await rowOf(arabicOrder.id).getByRole('link', { name: m.confirmation.queue.whatsapp }).getAttribute('href'))!);
  expect(arabic.pathname).toBe('/213661123456');
  expect(arabic.searchParams.get('text')!.startsWith(ar.confirmation.whatsapp.split('{name}')[0]!)).toBe(true);
  expect(await fitsWidth(ownerPhone)).toBe(true);

  await confirmFromQueue(ownerPhone, m, [deskOrder.id, arabicOrder.id, ...others.map((o) => o.id)]);
  for (const o of [deskOrder, arabicOrder, ...others]) expect((await adminOrder(o.id)).orderStatus).toBe('processing');
});

test('the owner, on a phone in French, ships the three through Yalidine in one go and prints their labels as one PDF', async () => {
  test.setTimeout(90_000);
  const ids = [deskOrder.id, arabicOrder.id, ...others.map((o) => o.id)];
  const labels = await shipInOneGo(ownerPhone, fr, ids, 'Yalidine');
  expect(await fitsWidth(ownerPhone)).toBe(true);

  // One POST /parcels/ with the three; each stop-desk parcel goes to the centre its customer chose.
  const posts = yalidine.requests.filter((r) => r.method === 'POST' && r.url.pathname === '/v1/parcels/');
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0]!.body.toString('utf8'))).toHaveLength(3);
  const desk = (await adminOrder(deskOrder.id)).trackingNumber!;
  expect(yalidine.parcels.get(desk)).toMatchObject({ is_stopdesk: true, stopdesk_id: '310101', to_commune_name: 'Es Senia', to_wilaya_name: 'Oran', contact_phone: '0770112233', price: Math.round(Number(deskOrder.totalAmount)) });
  expect(yalidine.parcels.get((await adminOrder(arabicOrder.id)).trackingNumber!)).toMatchObject({ is_stopdesk: true, stopdesk_id: '311301', to_commune_name: 'Bir El Djir' });

  const href = new URL((await labels.getAttribute('href'))!, 'http://localhost');
  expect(href.pathname).toBe('/api/admin/shipments/labels');
  expect(href.searchParams.get('orderIds')!.split(',').sort()).toEqual([...ids].sort());
  const pdf = await ownerPhone.request.get(href.pathname + href.search);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(3);
});

test('signed webhooks: delivered (the customer reads it in Arabic), returned (stock back once, replays included), then paid', async ({ baseURL }) => {
  test.setTimeout(90_000);
  const [returnedOrder] = others;
  const delivered = (await adminOrder(deskOrder.id)).trackingNumber!;
  const returned = (await adminOrder(returnedOrder!.id)).trackingNumber!;

  // A forged event changes nothing.
  const forged = yalidine.status(delivered, 'Livré');
  expect(await deliver({ body: forged.body, signature: yalidine.sign(forged.body, 'not-the-webhook-secret') })).toBe(400);
  expect((await adminOrder(deskOrder.id)).orderStatus).toBe('shipped');

  // Two failed attempts first: one for a reason Yalidine documents, one in words of its own.
  const unlisted = 'Appeler après 18h — 2e passage';
  const hooks = [
    yalidine.status(delivered, 'Tentative échouée', 'Client absent (reporté)'),
    yalidine.status(delivered, 'Tentative échouée', unlisted),
    yalidine.status(delivered, 'Sorti en livraison'),
    yalidine.status(delivered, 'Livré'),
  ];
  for (const hook of hooks) expect(await deliver(hook)).toBe(200);
  await readIn(customerContext, 'ar', baseURL!);
  const customer = await customerContext.newPage();
  await customer.goto(`/order/${deskOrder.id}`);
  await expect(customer.getByTestId('order-status').first()).toHaveText(ar.checkout.orderStatus.delivered);
  await expect(customer.getByTestId('tracking-status')).toHaveText(ar.shipments.status.delivered);
  await expect(customer.getByTestId('tracking-carrier')).toHaveText('Yalidine');
  await expect(customer.getByTestId('tracking-number')).toHaveText(delivered);
  await expect(customer.getByTestId('shipment-step').first()).toHaveAttribute('data-status', 'delivered');
  // The documented reason in Arabic; the other as Yalidine wrote it, isolated in the right-to-left line, on a 360 px phone.
  const failed = customer.locator('[data-testid="shipment-step"][data-status="failed_attempt"]');
  await expect(failed).toHaveCount(2);
  await expect(failed.filter({ hasText: ar.shipments.reasons.absent_postponed })).toContainText(ar.shipments.tracking.reason.replace('{reason}', ar.shipments.reasons.absent_postponed));
  await expect(customer.getByTestId('shipment-history')).not.toContainText('Client absent');
  await expect(failed.locator('bdi[dir="auto"]')).toHaveText(unlisted);
  expect(await fitsWidth(customer)).toBe(true);

  // Refused at the door, then back at the shop: stock back once, however often Yalidine retries.
  const before = await stockOf();
  expect(await deliver(yalidine.status(returned, 'Tentative échouée', 'Client ne répond pas'))).toBe(200);
  const back = yalidine.status(returned, 'Retourné au vendeur', 'Client ne répond pas');
  for (let i = 0; i < 3; i++) expect(await deliver(back)).toBe(200);
  expect(await stockOf()).toBe(before + 1);
  expect(await adminOrder(returnedOrder!.id)).toMatchObject({ orderStatus: 'returned', shipment: { status: 'returned' } });

  // Yalidine remits the cash of the delivered parcel: the order is paid, the desk says so.
  expect(await deliver(yalidine.payment(delivered, 'payed'))).toBe(200);
  await owner.goto(`/admin/orders/${deskOrder.id}`);
  await expect(owner.getByTestId('payment-status').first()).toHaveText(c.paymentStatus.completed);
  await expect(owner.getByTestId('order-status').first()).toHaveText(c.orderStatus.delivered);
  await owner.goto(`/admin/orders/${returnedOrder!.id}`);
  await expect(owner.getByTestId('order-status').first()).toHaveText(c.orderStatus.returned);
  // The courier's documented reason in the desk's language (its note keeps Yalidine's words for other clients).
  await expect(owner.getByTestId('order-history')).toContainText(messages.shipments.tracking.reason.replace('{reason}', messages.shipments.reasons.no_answer));
});

test('the same through Ecotrack: created then validated, and the desk asks it for the statuses', async ({ browser }) => {
  test.setTimeout(90_000);
  const pair = [await codOrder(browser, { name: 'Karim Bensaid', phone: '0770 55 66 77', commune: '3106' }), await codOrder(browser, { name: 'Lina Amrani', phone: '0550 99 00 11', commune: '3107' })];
  const ids = pair.map((o) => o.id);
  await confirmFromQueue(owner, messages, ids);
  const labels = await shipInOneGo(owner, messages, ids, 'Ecotrack');
  expect([...ecotrack.orders.values()].filter((o) => o.validated)).toHaveLength(2);
  const pdf = await owner.request.get((await labels.getAttribute('href'))!);
  expect((await PDFDocument.load(await pdf.body())).getPageCount()).toBe(2);

  const [delivered, returned] = await Promise.all(ids.map(async (id) => (await adminOrder(id)).trackingNumber!));
  const before = await stockOf();
  ecotrack.status(delivered!, 'livre_non_encaisse');
  ecotrack.status(returned!, 'retour_recu', 'Client absent');
  const ask = owner.getByRole('button', { name: k.pollNow.replace('{courier}', 'Ecotrack') });
  await ask.click();
  await expect(owner.getByTestId('poll-result-ecotrack')).toHaveText(/^Ecotrack: \d+ new status/);
  await expect(orderRow(owner, ids[0]!).getByTestId('order-status')).toHaveText(c.orderStatus.delivered);
  await expect(orderRow(owner, ids[1]!).getByTestId('order-status')).toHaveText(c.orderStatus.returned);
  expect(await stockOf()).toBe(before + 1);

  // The dashboard: Ecotrack holds the delivered order's cash; Oran's Yalidine parcels, one delivered and one back of three.
  const total = (await adminOrder(ids[0]!)).totalAmount;
  await owner.goto('/admin');
  const figures = owner.getByTestId('courier-figures');
  await expect(figures.locator('[data-testid="cash-held"][data-courier="ecotrack"]')).toContainText(`${total} DA`);
  const oran = figures.locator('[data-testid="courier-outcome"][data-courier="yalidine"][data-wilaya="31"]');
  await expect(oran.getByTestId('delivery-rate')).toHaveText('50%');
  await expect(oran.getByTestId('return-rate')).toHaveText('50%');
  await owner.goto('/admin?tab=orders');

  // DHD paid the cash out: asked again, the delivered order is paid.
  ecotrack.status(delivered!, 'paye_et_archive');
  await ask.click();
  await expect(orderRow(owner, ids[0]!).getByTestId('payment-status')).toHaveText(c.paymentStatus.completed);
  expect(await stockOf()).toBe(before + 1);
  await owner.goto('/admin');
  await expect(owner.getByTestId('courier-figures')).toContainText(messages.admin.courierFigures.noCash);
});
