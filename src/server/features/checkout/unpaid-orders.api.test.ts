import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shared/contracts/orders';
import { en, fill } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { startChargilyFake, type ChargilyFake } from '../../../../tests/fakes/chargily.fake';
import { orderPayload, wilayaOrderPayload } from '../../../../tests/factories/orders';
import { shopWithPlant, type ShopWithPlant } from '../../../../tests/factories/shop';
import { Client, signUp } from '../../../../tests/helpers/test-app';
import { emailOutbox, orderEvents, orders, plants } from '../../db/schema';
import { expireUnpaidOrders } from './unpaid-orders.service';

/** Issue 25 item 2 (docs/contract.md §2): stock is held only by orders that will be paid. */

const u = en.trust.unpaid;
const SECRET = 'test_sk_chargily_unpaid_0123456789';
const MINUTE = 60_000;
const DAY = 86_400_000;

let chargily: ChargilyFake;
let shop: ShopWithPlant;

beforeEach(async () => {
  chargily = await startChargilyFake(SECRET);
  shop = await shopWithPlant(
    { name: 'Boston Fern', priceCentimes: 180_000, stock: 100 },
    { CHARGILY_SECRET_KEY: SECRET, CHARGILY_API_URL: chargily.url, PUBLIC_ORIGIN: 'http://localhost:3000' },
  );
});
afterEach(async () => {
  await shop.t.close();
  await chargily.close();
});

const db = () => shop.t.app.ctx.db;
const stock = async () => (await db().select({ stock: plants.stock }).from(plants).where(eq(plants.id, shop.plant.id)))[0]!.stock;
const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const eventsOf = (id: string) => db().select().from(orderEvents).where(eq(orderEvents.orderId, id));
const mailsOf = (id: string, kind: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, id), eq(emailOutbox.kind, kind)));

const ORAN = { wilaya: '31', delivery: 'home' as const, fee: 40_000, phone: '0661 23 45 67' };
const transfer = (quantity: number) => orderPayload([{ plant: shop.plant, quantity }]);
/** A CIB / Edahabia order to Oran: 400 DA home delivery, free from 5,000 DA. */
const card = (quantity = 1) =>
  wilayaOrderPayload([{ plant: shop.plant, quantity }], { ...ORAN, fee: quantity * 180_000 >= 500_000 ? 0 : ORAN.fee }, { paymentMethod: 'chargily' });

async function place(payload: object, client = shop.customer, language = 'en'): Promise<Order> {
  const res = await client.request({ method: 'POST', url: '/api/orders', payload, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

/** Chargily's signed event for the order's checkout, delivered to the app as the gateway would. */
async function chargilySays(order: Order, status: 'failed' | 'paid') {
  const checkout = chargily.checkouts.get((await rowOf(order.id)).paymentReference!)!;
  checkout.status = status;
  const { body, signature } = chargily.event(checkout, `checkout.${status}`);
  const res = await shop.t.app.inject({ method: 'POST', url: '/api/chargily/webhook', headers: { 'content-type': 'application/json', signature }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
}

describe('unit caps on unpaid orders', () => {
  it('refuses an unpaid order above the per-order cap and an account holding more than its cap (409), stock untouched', async () => {
    const tooBig = await shop.customer.post('/api/orders', transfer(21));
    expect(tooBig.statusCode).toBe(409);
    expect(tooBig.json().message).toBe(fill(u.unitsPerOrder, { max: 20 }));
    expect(await stock()).toBe(100);

    await place(transfer(20));
    await place(card(20));
    const third = await shop.customer.post('/api/orders', transfer(1));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(fill(u.unitsPerAccount, { held: 40, max: 40 }));
    expect(await stock()).toBe(60);

    // Another customer is not held back by the first one's orders.
    const other = new Client(shop.t.app);
    await signUp(other, { email: 'karim@example.dz' });
    await place(transfer(20), other);

    // The owner's settings move the caps.
    expect((await shop.owner.patch('/api/admin/settings', { unpaidUnitsPerAccount: 100, unpaidUnitsPerOrder: 30 })).statusCode).toBe(200);
    await place(transfer(21));
    expect(await stock()).toBe(19);
  });

  it('counts parallel orders under the account lock: they never pass the cap together', async () => {
    await shop.owner.patch('/api/admin/settings', { unpaidUnitsPerAccount: 10 });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => shop.customer.post('/api/orders', transfer(3))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409]);
    expect(await stock()).toBe(91);
  });

  it('stops counting an order once it is paid', async () => {
    const first = await place(transfer(20));
    await place(transfer(20));
    expect((await shop.customer.post('/api/orders', transfer(5))).statusCode).toBe(409);
    expect((await shop.owner.post(`/api/admin/orders/${first.id}/mark-paid`, {})).statusCode).toBe(200);
    await place(transfer(5));
  });

  it('keeps the caps’ settings within their bounds (400 with the field’s message)', async () => {
    for (const [field, value] of [
      ['unpaidUnitsPerOrder', 0],
      ['unpaidUnitsPerAccount', 1.5],
      ['bankTransferDays', 61],
      ['cardPaymentMinutes', '60'],
    ] as const) {
      const res = await shop.owner.patch('/api/admin/settings', { [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field], field).toBe((en.admin.errors as Record<string, string>)[`${field}Invalid`]);
    }
    const saved = await shop.owner.patch('/api/admin/settings', { bankTransferDays: 3, cardPaymentMinutes: 30 });
    expect(saved.json()).toMatchObject({ bankTransferDays: 3, cardPaymentMinutes: 30, unpaidUnitsPerOrder: 20, unpaidUnitsPerAccount: 40 });
  });
});

describe('unpaid orders expire', () => {
  it('cancels a bank transfer unpaid after its days: stock back once, a history line, the customer told in their language', async () => {
    const placedAt = Date.now();
    const order = await place(transfer(2), shop.customer, 'fr');
    expect(Date.parse(order.paymentDueAt!) - placedAt).toBeGreaterThanOrEqual(7 * DAY - MINUTE);
    expect(Date.parse(order.paymentDueAt!) - placedAt).toBeLessThanOrEqual(7 * DAY + MINUTE);
    const confirmed = await place(transfer(1));
    expect((await shop.owner.post(`/api/admin/orders/${confirmed.id}/confirm`, {})).statusCode).toBe(200);
    const paid = await place(transfer(1));
    expect((await shop.owner.post(`/api/admin/orders/${paid.id}/mark-paid`, {})).statusCode).toBe(200);
    expect(await stock()).toBe(96);

    expect(await expireUnpaidOrders(shop.t.app.ctx, new Date(placedAt + 6 * DAY))).toBe(0);
    expect(await expireUnpaidOrders(shop.t.app.ctx, new Date(placedAt + 7 * DAY + 2 * MINUTE))).toBe(1);
    expect(await expireUnpaidOrders(shop.t.app.ctx, new Date(placedAt + 8 * DAY))).toBe(0);

    expect(await stock()).toBe(98);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ orderStatus: 'cancelled', cancelReason: t('fr').m.trust.unpaid.expiredBankTransfer });
    expect((await eventsOf(order.id)).map((ev) => [ev.kind, ev.details])).toEqual([['cancelled', { by: 'system' }]]);
    const [mail] = await mailsOf(order.id, 'order_cancelled');
    expect(mail).toMatchObject({ toAddress: 'amina@example.dz' });
    expect(mail!.textBody).toContain(t('fr').m.trust.unpaid.expiredBankTransfer);
    // The confirmed and the paid orders keep their stock; the customer sees no deadline on them.
    expect((await rowOf(confirmed.id)).orderStatus).toBe('processing');
    expect((await rowOf(paid.id)).orderStatus).toBe('pending');
    expect(((await shop.customer.get(`/api/orders/${paid.id}`)).json() as Order).paymentDueAt).toBeNull();
  });

  it('expires an unfinished card checkout at Chargily before giving its stock back; one paid meanwhile stays paid; one in progress waits', async () => {
    const placedAt = Date.now();
    const abandoned = await place(card(2));
    const paidMeanwhile = await place(card(3));
    const inProgress = await place(card(4));
    expect(Date.parse(abandoned.paymentDueAt!) - placedAt).toBeLessThanOrEqual(60 * MINUTE + MINUTE);
    chargily.checkouts.get((await rowOf(paidMeanwhile.id)).paymentReference!)!.status = 'paid';
    chargily.checkouts.get((await rowOf(inProgress.id)).paymentReference!)!.status = 'processing';
    expect(await stock()).toBe(91);

    expect(await expireUnpaidOrders(shop.t.app.ctx, new Date(placedAt + 30 * MINUTE))).toBe(0);
    expect(await expireUnpaidOrders(shop.t.app.ctx, new Date(placedAt + 62 * MINUTE))).toBe(1);

    expect(chargily.checkouts.get((await rowOf(abandoned.id)).paymentReference!)!.status).toBe('expired');
    expect(await rowOf(abandoned.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'failed', cancelReason: u.expiredCard });
    expect(await rowOf(paidMeanwhile.id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'completed' });
    expect(await rowOf(inProgress.id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
    expect(await stock()).toBe(93);
  });
});

describe('a failed or unfinished card payment', () => {
  it('can be paid again: a new checkout for the stored total, a new deadline, a history line', async () => {
    const order = await place(card(2));
    const first = (await rowOf(order.id)).paymentReference!;
    await chargilySays(order, 'failed');
    const failed = (await shop.customer.get(`/api/orders/${order.id}`)).json() as Order;
    expect(failed).toMatchObject({ paymentStatus: 'failed' });

    const res = await shop.customer.post(`/api/orders/${order.id}/pay`, {});
    expect(res.statusCode, res.body).toBe(200);
    const again = res.json() as Order;
    const second = (await rowOf(order.id)).paymentReference!;
    expect(second).not.toBe(first);
    expect(again).toMatchObject({ paymentStatus: 'pending', paymentMethod: 'chargily', checkoutUrl: chargily.checkouts.get(second)!.checkout_url });
    expect(chargily.checkouts.get(second)).toMatchObject({ amount: 4000, status: 'pending' });
    expect(Date.parse(again.paymentDueAt!)).toBeGreaterThan(Date.parse(order.paymentDueAt!));
    expect((await eventsOf(order.id)).map((ev) => [ev.kind, ev.details])).toEqual([['payment', { by: 'customer', action: 'retry' }]]);

    // The new checkout pays the order.
    await chargilySays(again, 'paid');
    expect(await rowOf(order.id)).toMatchObject({ paymentStatus: 'completed' });
    const afterPaid = await shop.customer.post(`/api/orders/${order.id}/pay`, {});
    expect(afterPaid.statusCode).toBe(409);
    expect(afterPaid.json().message).toBe(u.alreadyPaid);
  });

  it('left unfinished, has its checkout expired at Chargily before another opens', async () => {
    const order = await place(card(1));
    const first = (await rowOf(order.id)).paymentReference!;
    expect((await shop.customer.post(`/api/orders/${order.id}/pay`, {})).statusCode).toBe(200);
    expect(chargily.checkouts.get(first)!.status).toBe('expired');
    expect(chargily.checkouts.size).toBe(2);
  });

  it('paid meanwhile at Chargily, is recorded paid instead of opening another checkout', async () => {
    const order = await place(card(1));
    chargily.checkouts.get((await rowOf(order.id)).paymentReference!)!.status = 'paid';
    const res = await shop.customer.post(`/api/orders/${order.id}/cash-on-delivery`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(u.alreadyPaid);
    expect(await rowOf(order.id)).toMatchObject({ paymentMethod: 'chargily', paymentStatus: 'completed' });
    expect(chargily.checkouts.size).toBe(1);
  });

  it('can switch to cash on delivery: no deadline, the COD e-mail with its confirmation link, the confirmation queue', async () => {
    const order = await place(card(2));
    await chargilySays(order, 'failed');
    const res = await shop.customer.post(`/api/orders/${order.id}/cash-on-delivery`, {});
    expect(res.statusCode, res.body).toBe(200);
    const switched = res.json() as Order;
    expect(switched).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending', paymentDueAt: null });
    expect(switched.checkoutUrl).toBeUndefined();
    const [mail] = await mailsOf(order.id, 'order_cod');
    expect(mail!.toAddress).toBe('amina@example.dz');
    expect(mail!.textBody).toMatch(new RegExp(`http://localhost:3000/order/${order.id}/confirm\\?expires=\\d+&sig=`));
    const queue = (await shop.owner.get('/api/admin/confirmations')).json() as { items: { id: string }[] };
    expect(queue.items.map((i) => i.id)).toContain(order.id);
    expect((await eventsOf(order.id)).map((ev) => ev.details)).toEqual([{ by: 'customer', action: 'switch', method: 'cod' }]);
    // It no longer expires, and its payment can no longer be changed by the customer.
    expect(await expireUnpaidOrders(shop.t.app.ctx, new Date(Date.now() + 30 * DAY))).toBe(0);
    const again = await shop.customer.post(`/api/orders/${order.id}/pay`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(u.cannotPayAgain);
  });

  it('names the plants of the cash-on-delivery e-mail after a switch in the order’s language', async () => {
    await db().update(plants).set({ nameAr: 'سرخس بوسطن' }).where(eq(plants.id, shop.plant.id));
    const order = await place(card(1), shop.customer, 'ar');
    await chargilySays(order, 'failed');
    expect((await shop.customer.post(`/api/orders/${order.id}/cash-on-delivery`, {})).statusCode).toBe(200);
    const [mail] = await mailsOf(order.id, 'order_cod');
    expect(mail!.textBody).toContain('سرخس بوسطن');
    expect(mail!.textBody).not.toContain('Boston Fern');
  });

  it('cannot switch to cash on delivery from a phone the owner blocked (403), and nothing changes', async () => {
    const order = await place(card(1));
    expect((await shop.owner.request({ method: 'PUT', url: '/api/admin/blocked-phones', payload: { phone: ORAN.phone, blocked: true } })).statusCode).toBe(200);
    const res = await shop.customer.post(`/api/orders/${order.id}/cash-on-delivery`, {});
    expect(res.statusCode).toBe(403);
    expect(await rowOf(order.id)).toMatchObject({ paymentMethod: 'chargily', paymentStatus: 'pending' });
  });

  it('is the customer’s alone to change: another customer and an admin get 404, a visitor 401; other methods 409', async () => {
    const order = await place(card(1));
    const other = new Client(shop.t.app);
    await signUp(other, { email: 'karim@example.dz' });
    for (const path of ['pay', 'cash-on-delivery']) {
      expect((await other.post(`/api/orders/${order.id}/${path}`, {})).statusCode).toBe(404);
      expect((await shop.owner.post(`/api/orders/${order.id}/${path}`, {})).statusCode).toBe(404);
      expect((await new Client(shop.t.app).post(`/api/orders/${order.id}/${path}`, {})).statusCode).toBe(401);
    }
    const bank = await place(transfer(1));
    const res = await shop.customer.post(`/api/orders/${bank.id}/pay`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(u.cannotPayAgain);
    expect(chargily.checkouts.size).toBe(1);
  });
});
