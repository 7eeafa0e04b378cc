import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import type { Garden } from '../../src/shared/contracts/care';
import type { Plant } from '../../src/shared/contracts/catalog';
import type { Order } from '../../src/shared/contracts/orders';
import type { OutboxEmail } from '../../src/shared/contracts/outbox';
import { addDays } from '../../src/shared/domain/care';
import { localizedName } from '../../src/shared/domain/catalog-text';
import { algiersDay } from '../../src/shared/domain/care-climate';
import type { Locale } from '../../src/shared/messages';
import { E2E_ADMIN, E2E_CARE } from '../../playwright.config';
import { PLANTID_FAKE_KEY, startPlantIdFake, type PlantIdScenario } from '../fakes/plantid.fake';
import { startPushServiceFake, type PushServiceFake } from '../fakes/push-service.fake';
import { CATALOGUES, readIn } from './i18n-support';

/*
 * After the sale (issue 41) at 360 px, in Arabic and French: a delivered order's plants in My Plants
 * with their next watering, "done", reminders reaching the local push service (decrypted there), the
 * diagnosis page with and without Plant.id, and the assistant's symptom answers.
 */

const PHONE = { width: 360, height: 740 };
// Each journey signs up, orders, delivers and waits for a sweep: more than the default 30 s on a busy machine.
test.setTimeout(120_000);
let push: PushServiceFake;

test.beforeAll(async () => {
  push = await startPushServiceFake(E2E_CARE.pushPort);
});
test.afterAll(async () => {
  await push.close();
});

/** What My Plants, the reminders and the weekly e-mail call a garden plant in `locale`: its nickname, else the catalogue's name in that language. */
const shownName = (p: Garden['plants'][number], locale: Locale) => p.nickname ?? localizedName({ name: p.label, translations: p.translations }, locale);

/** A customer (reading `locale`) whose order of two catalogue plants the owner delivered. */
async function customerWithDeliveredOrder(browser: Browser, baseURL: string, locale: Locale, prefix: string) {
  const context = await browser.newContext({ viewport: PHONE, locale: locale === 'ar' ? 'ar-DZ' : 'fr-DZ' });
  await readIn(context, locale, baseURL);
  const email = `${prefix}.${Date.now()}@example.dz`;
  expect((await context.request.post('/api/auth/signup', { data: { email, password: 'secret123', firstName: 'Amina', lastName: 'Benali' } })).status()).toBe(201);
  const plants = ((await (await context.request.get('/api/plants')).json()) as Plant[]).filter((p) => p.stock > 0).slice(0, 2);
  const items = plants.map((p) => ({ id: p.id, name: p.name, price: Number(p.price), quantity: 1 }));
  const subtotal = items.reduce((n, i) => n + Math.round(i.price * 100), 0);
  const order = async (total: number) =>
    context.request.post('/api/orders', {
      data: { customerName: 'Amina Benali', customerEmail: email, shippingAddress: { address: '12 rue Didouche Mourad', city: 'Alger', zipCode: '16000' }, items, totalAmount: (total / 100).toFixed(2), paymentMethod: 'bank_transfer' },
    });
  // The flat fee applies below the free-shipping threshold (the shop's defaults).
  let res = await order(subtotal + 40_000);
  if (res.status() !== 201) res = await order(subtotal);
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as Order;
  const owner = await browser.newContext();
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  for (const [action, body] of [['confirm', {}], ['ship', { carrier: 'Yalidine', trackingNumber: `YAL-${id.slice(0, 8)}` }], ['deliver', {}]] as const) {
    const step = await owner.request.post(`/api/admin/orders/${id}/${action}`, { data: body });
    expect(step.status(), await step.text()).toBe(200);
  }
  await owner.close();
  return { context, plants };
}

const garden = async (request: APIRequestContext) => (await (await request.get('/api/care/plants')).json()) as Garden;

for (const locale of ['ar', 'fr'] as const) {
  const c = CATALOGUES[locale].care;

  test(`${locale}: a delivered order's plants appear in My Plants with their next watering; "done" moves it; a due reminder reaches the push service`, async ({ browser, baseURL }) => {
    const { context, plants } = await customerWithDeliveredOrder(browser, baseURL!, locale, `care-${locale}`);
    const page = await context.newPage();
    await page.goto('/my-plants');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const list = page.getByTestId('my-plants');
    await expect(list.locator('li')).toHaveCount(plants.length, { timeout: 20_000 });
    await expect(list.getByTestId('next-water').first()).toContainText(c.page.nextWater.split('{date}')[0]!.trim());
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // "I watered it two months ago" (the API's correction): the watering is due; Done moves it one interval from today.
    const before = await garden(context.request);
    const first = before.plants[0]!;
    // Two months ago: due whatever the species and the season (a cactus in winter waits 6 weeks).
    const twoMonthsAgo = addDays(algiersDay(new Date()), -60);
    expect((await context.request.patch(`/api/care/plants/${first.id}`, { data: { lastWatered: twoMonthsAgo } })).status()).toBe(200);
    await page.reload();
    const card = list.locator('li').filter({ has: page.getByRole('heading', { name: shownName(first, locale) }) });
    await expect(card.getByTestId('next-water').getByText(c.page.due)).toBeVisible({ timeout: 20_000 });

    // Reminders: headless Chromium grants the permission but has no push service of its own (no FCM
    // here), so the device subscribes through the API with keys the local push service made — as the
    // browser would send them. The sweep (every 2 s) sends the due reminder; the service checks the
    // VAPID signature and decrypts it.
    await context.grantPermissions(['notifications']);
    const device = push.subscribe();
    const sub = await context.request.post('/api/care/subscriptions', { data: { endpoint: device.endpoint, keys: device.keys } });
    expect(sub.status(), await sub.text()).toBe(201);
    await expect.poll(() => push.received.filter((r) => r.subscriptionId === device.id).length, { timeout: 15_000 }).toBe(1);
    const message = JSON.parse(push.received.find((r) => r.subscriptionId === device.id)!.text) as { title: string; body: string; url: string };
    expect(message.title).toBe(c.reminders.pushTitle);
    expect(message.body).toContain(shownName(first, locale));
    expect(message.url).toBe('/my-plants');

    await card.getByRole('button', { name: new RegExp(`^${c.page.done}: ${c.tasks.water}`) }).click();
    await expect(card.getByTestId('next-water').getByText(c.page.due)).toBeHidden();
    const after = (await garden(context.request)).plants.find((p) => p.id === first.id)!;
    expect(after.plan.next.water).toBe(addDays(algiersDay(new Date()), after.plan.intervals.water));
    expect(after.plan.next.water > addDays(twoMonthsAgo, after.plan.intervals.water)).toBe(true);

    // Another sweep the same day sends nothing more.
    await page.waitForTimeout(4500);
    expect(push.received.filter((r) => r.subscriptionId === device.id)).toHaveLength(1);
    await context.close();
  });

  test(`${locale}: the diagnosis page without Plant.id says what is missing; with the Plant.id fake it lists the likely problems`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ viewport: PHONE });
    await readIn(context, locale, baseURL!);
    const page = await context.newPage();
    const photo = { name: 'plant.jpg', mimeType: 'image/jpeg', buffer: readFileSync('tests/fixtures/photos/potted-plant.jpg') };
    await page.goto('/my-plants/diagnose');
    await expect(page.getByRole('heading', { name: c.diagnose.title, level: 1 })).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('diagnose-file').setInputFiles(photo);
    await page.getByRole('button', { name: c.diagnose.send }).click();
    await expect(page.getByTestId('diagnose-error')).toContainText(c.diagnose.noEngine);
    await expect(page.getByRole('button', { name: c.diagnose.askAssistant })).toBeVisible();

    const fake = await startPlantIdFake({ current: 'success' as PlantIdScenario }, E2E_CARE.plantidPort);
    const owner = await browser.newContext();
    try {
      expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
      expect((await owner.request.patch('/api/admin/identify', { data: { plantidApiKey: PLANTID_FAKE_KEY } })).ok()).toBe(true);
      await page.getByRole('button', { name: c.diagnose.send }).click();
      const result = page.getByTestId('diagnosis');
      await expect(result.getByRole('heading', { level: 2 }).first()).toHaveText(locale === 'fr' ? 'Champignons' : 'Fungi');
      await expect(result).toContainText(c.diagnose.probability.replace('{percent}', '77'));
      expect(JSON.parse(fake.requests.at(-1)!.body.toString()).health).toBe('all');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await owner.request.patch('/api/admin/identify', { data: { plantidApiKey: null } });
      await owner.close();
      await fake.close();
      await context.close();
    }
  });
}

test('ar: the customer turns the weekly e-mail on at 360 px; the link in the e-mail turns it off without signing in', async ({ browser, baseURL }) => {
  const c = CATALOGUES.ar.care;
  const { context, plants } = await customerWithDeliveredOrder(browser, baseURL!, 'ar', 'care-weekly');
  const page = await context.newPage();
  await page.goto('/my-plants');
  await expect(page.getByTestId('my-plants').locator('li')).toHaveCount(plants.length, { timeout: 20_000 });
  // Watered two months ago: its watering falls in the week, so the e-mail has something to say.
  const first = (await garden(context.request)).plants[0]!;
  expect((await context.request.patch(`/api/care/plants/${first.id}`, { data: { lastWatered: addDays(algiersDay(new Date()), -60) } })).status()).toBe(200);

  const weekly = page.getByRole('switch', { name: c.reminders.weeklyEmail });
  await expect(weekly).toHaveAttribute('aria-checked', 'false');
  await weekly.click();
  await expect(weekly).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText(c.reminders.weeklyEmailOn).first()).toBeVisible();
  expect((await garden(context.request)).weeklyEmail).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const { email } = (await (await context.request.get('/api/auth/user')).json()) as { email: string };

  // The sweep (every 2 s here) queues it; without SMTP_URL the shop keeps it in the outbox, where the owner reads it.
  const owner = await browser.newContext();
  expect((await owner.request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const digest = async () => ((await (await owner.request.get('/api/admin/outbox')).json()) as OutboxEmail[]).find((m) => m.kind === 'care-weekly' && m.to === email);
  await expect.poll(digest, { timeout: 20_000 }).toBeTruthy();
  const mail = (await digest())!;
  await owner.close();
  expect(mail.subject).toBe(c.reminders.emailSubject);
  expect(mail.text).toContain(shownName(first, 'ar'));
  const link = /\/my-plants\/weekly-email\?token=[^\s]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  // Opened in a browser that is not signed in (a phone's mail app): the page asks, the button turns it off.
  const reader = await browser.newContext({ viewport: PHONE });
  await readIn(reader, 'ar', baseURL!);
  const off = await reader.newPage();
  await off.goto(link!);
  await expect(off.getByRole('heading', { name: c.reminders.offTitle, level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(off.getByText(c.reminders.offAsk)).toBeVisible();
  await off.getByRole('button', { name: c.reminders.offButton }).click();
  await expect(off.getByTestId('weekly-email-result')).toHaveText(c.reminders.offDone);
  expect(await off.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await reader.close();

  expect((await garden(context.request)).weeklyEmail).toBe(false);
  await page.reload();
  await expect(page.getByRole('switch', { name: c.reminders.weeklyEmail })).toHaveAttribute('aria-checked', 'false', { timeout: 20_000 });
  await context.close();
});

test('the assistant answers symptom questions offline, in the way the customer writes', async ({ browser, baseURL }) => {
  for (const [locale, question, expected] of [
    ['fr', 'Les feuilles de mon monstera jaunissent', 'excès d'],
    ['ar', 'الورق تاع النبتة راه يصفار', 'الأوراق الصفراء'],
    ['fr', 'ras el wra9 kahla', 'Des bouts de feuilles bruns'],
    ['ar', 'كاين حشرات صغار في النبتة', 'حشرات صغيرة'],
  ] as const) {
    const context = await browser.newContext({ viewport: PHONE });
    await readIn(context, locale, baseURL!);
    const page = await context.newPage();
    await page.goto('/my-plants/diagnose');
    const chat = CATALOGUES[locale].chat;
    await page.getByRole('button', { name: chat.open }).click();
    const panel = page.getByRole('dialog', { name: chat.title });
    const input = panel.getByRole('textbox', { name: chat.inputLabel });
    await expect(input).toBeEditable({ timeout: 20_000 });
    await input.fill(question);
    await input.press('Enter');
    await expect(panel.getByTestId('chat-message-bot').nth(1)).toContainText(expected, { timeout: 20_000 });
    await context.close();
  }
});
