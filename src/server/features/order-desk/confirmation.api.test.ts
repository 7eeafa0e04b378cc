import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfirmationQueue } from '@shared/contracts/confirmation';
import type { AdminOrderDetail } from '@shared/contracts/order-desk';
import type { Order } from '@shared/contracts/orders';
import { orderNumber } from '@shared/domain/order';
import { en } from '@shared/messages';
import { fr } from '@shared/messages/fr';
import { wilayaOrderPayload } from '../../../../tests/factories/orders';
import { shopWithPlant } from '../../../../tests/factories/shop';
import { Client, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { emailOutbox, orderEvents, orders, plants, type PlantRow } from '../../db/schema';
import { cancelUnanswered } from './confirmation.service';

const c = en.confirmation;
const PUBLIC_ORIGIN = 'http://localhost:3000';

let t: TestApp;
let customer: Client;
let owner: Client;
let fern: PlantRow;

beforeEach(async () => {
  ({ t, plant: fern, customer, owner } = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_000, stock: 10 }, { PUBLIC_ORIGIN }));
});
afterEach(() => t.close());

const db = () => t.app.ctx.db;
const ORAN = { wilaya: '31', delivery: 'home' as const, fee: 40_000 };
const stock = async () => (await db().select({ stock: plants.stock }).from(plants).where(eq(plants.id, fern.id)))[0]!.stock;
const rowOf = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;

async function placeCod(client = customer, phone = '0661 23 45 67', headers: Record<string, string> = {}): Promise<Order> {
  const res = await client.request({ method: 'POST', url: '/api/orders', payload: wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN, phone }, { paymentMethod: 'cod' }), headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const call = (id: string, outcome: string, client = owner) => client.post(`/api/admin/orders/${id}/calls`, { outcome });
const queue = async () => (await owner.get('/api/admin/confirmations')).json() as ConfirmationQueue;
/** The link in the order's e-mail, as the customer receives it. */
async function emailedLink(orderId: string): Promise<{ expires: number; sig: string; url: URL }> {
  const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
  const url = new URL(/https?:\/\/\S+\/confirm\?\S+/.exec(mail!.textBody)![0]);
  return { expires: Number(url.searchParams.get('expires')), sig: url.searchParams.get('sig')!, url };
}
const confirmBy = (id: string, body: object, client = new Client(t.app)) => client.post(`/api/orders/${id}/confirm`, body);

describe('the confirmation queue (GET /api/admin/confirmations)', () => {
  it('lists pending cash-on-delivery orders with tel: and wa.me links, the message in the customer\'s language', async () => {
    const order = await placeCod(customer, '0661 23 45 67', { 'accept-language': 'ar' });
    const res = await owner.get('/api/admin/confirmations');
    expect(res.statusCode, res.body).toBe(200);
    const [item] = (res.json() as ConfirmationQueue).items;
    expect(item).toMatchObject({ id: order.id, phone: '+213661234567', telUrl: 'tel:+213661234567', unanswered: 0, locale: 'ar' });
    const wa = new URL(item!.whatsappUrl!);
    expect(wa.origin + wa.pathname).toBe('https://wa.me/213661234567');
    const text = wa.searchParams.get('text')!;
    expect(text).toContain('السلام عليكم Amina Benali');
    expect(text).toContain(orderNumber(order.id));
    expect(text).toContain('وهران');
    expect(text).not.toContain(fr.confirmation.whatsapp.slice(0, 10));
    expect((res.json() as ConfirmationQueue).rule).toEqual({ attempts: 3, days: 2 });
  });

  it('is for admins only', async () => {
    expect((await new Client(t.app).get('/api/admin/confirmations')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/confirmations')).statusCode).toBe(403);
    const order = await placeCod();
    expect((await call(order.id, 'confirmed', customer)).statusCode).toBe(403);
    expect((await rowOf(order.id)).orderStatus).toBe('pending');
  });
});

describe('recording a call (POST /api/admin/orders/:id/calls)', () => {
  it('records who and when; confirmed moves the order to processing and e-mails the customer', async () => {
    const order = await placeCod();
    expect((await call(order.id, 'no_answer')).statusCode).toBe(200);
    const res = await call(order.id, 'confirmed');
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as AdminOrderDetail;
    expect(detail.orderStatus).toBe('processing');
    expect(detail.history.map((e) => [e.kind, e.details?.outcome ?? null, e.actorEmail])).toEqual([
      ['call', 'no_answer', TEST_ADMIN.email],
      ['call', 'confirmed', TEST_ADMIN.email],
      ['confirmed', null, TEST_ADMIN.email],
    ]);
    expect((await queue()).items).toHaveLength(0);
    expect((await db().select().from(emailOutbox).where(eq(emailOutbox.kind, 'order_confirmed')))).toHaveLength(1);
    // A confirmed order takes no more calls.
    expect((await call(order.id, 'refused')).statusCode).toBe(409);
  });

  it('cancels on refused and on wrong number with the stock back once, the reason in the history', async () => {
    const refused = await placeCod();
    const wrong = await placeCod();
    expect(await stock()).toBe(8);
    const a = (await call(refused.id, 'refused')).json() as AdminOrderDetail;
    expect(a).toMatchObject({ orderStatus: 'cancelled', cancelReason: c.reasons.refused });
    const b = (await call(wrong.id, 'wrong_number')).json() as AdminOrderDetail;
    expect(b.orderStatus).toBe('cancelled');
    expect(await stock()).toBe(10);
    expect((await call(refused.id, 'refused')).statusCode).toBe(409);
    expect(await stock()).toBe(10);
  });

  it('refuses an unknown outcome and an order that is not cash on delivery', async () => {
    const order = await placeCod();
    expect((await call(order.id, 'maybe')).statusCode).toBe(400);
    await db().update(orders).set({ paymentMethod: 'bank_transfer' }).where(eq(orders.id, order.id));
    expect((await call(order.id, 'no_answer')).statusCode).toBe(409);
    expect(await db().select().from(orderEvents)).toHaveLength(0);
  });
});

describe('unanswered orders are cancelled after N calls over D days', () => {
  it('cancels with its stock back only once the rule is met, and once even with two sweeps at the same time', async () => {
    const order = await placeCod();
    for (let i = 0; i < 3; i++) expect((await call(order.id, 'no_answer')).statusCode).toBe(200);
    expect((await queue()).items[0]!.unanswered).toBe(3);
    expect(await cancelUnanswered(t.app.ctx, new Date(Date.now() + 86_400_000))).toBe(0); // one day: not yet
    expect((await rowOf(order.id)).orderStatus).toBe('pending');
    const later = new Date(Date.now() + 2 * 86_400_000 + 60_000);
    const swept = await Promise.all([cancelUnanswered(t.app.ctx, later), cancelUnanswered(t.app.ctx, later)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    const row = await rowOf(order.id);
    expect(row).toMatchObject({ orderStatus: 'cancelled', cancelReason: c.reasons.unanswered });
    expect(await stock()).toBe(10);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.kind === 'cancelled')).toMatchObject([{ actorId: null, details: { by: 'system' } }]);
  });

  it('follows the settings (1 call, 0 days)', async () => {
    expect((await owner.patch('/api/admin/settings', { codConfirmAttempts: 1, codConfirmDays: 0 })).statusCode).toBe(200);
    const order = await placeCod();
    expect(await cancelUnanswered(t.app.ctx)).toBe(0); // no call yet
    await call(order.id, 'no_answer');
    expect(await cancelUnanswered(t.app.ctx, new Date(Date.now() + 1000))).toBe(1);
    expect((await rowOf(order.id)).orderStatus).toBe('cancelled');
  });
});

describe('the signed confirmation link of the order e-mail (POST /api/orders/:id/confirm)', () => {
  it('lets the customer confirm their order, without a session, once', async () => {
    const order = await placeCod();
    const link = await emailedLink(order.id);
    expect(link.url.pathname).toBe(`/order/${order.id}/confirm`);
    const res = await confirmBy(order.id, { expires: link.expires, sig: link.sig });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', number: orderNumber(order.id), totalAmount: '2200.00' });
    expect((await rowOf(order.id)).orderStatus).toBe('processing');
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events).toMatchObject([{ kind: 'confirmed', actorId: null, details: { by: 'customer' } }]);
    expect((await confirmBy(order.id, { expires: link.expires, sig: link.sig })).json().status).toBe('already');
  });

  it('changes nothing with a forged, tampered, expired or someone else\'s link', async () => {
    const mine = await placeCod();
    const other = new Client(t.app);
    await signUp(other, { email: 'karim@example.dz' });
    const theirs = await placeCod(other, '0770 12 34 56');
    const link = await emailedLink(mine.id);

    const attempts = [
      [theirs.id, { expires: link.expires, sig: link.sig }, c.link.invalid], // my link on their order
      [mine.id, { expires: link.expires + 3600, sig: link.sig }, c.link.invalid], // a longer life
      [mine.id, { expires: link.expires, sig: link.sig.slice(0, -2) + (link.sig.endsWith('AA') ? 'BB' : 'AA') }, c.link.invalid],
      [mine.id, { expires: link.expires, sig: 'x'.repeat(43) }, c.link.invalid],
      ['00000000-0000-4000-8000-000000000000', { expires: link.expires, sig: link.sig }, c.link.invalid],
    ] as const;
    for (const [id, body, message] of attempts) {
      const res = await confirmBy(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    for (const body of [{}, { expires: 'soon', sig: link.sig }, { expires: 1e20, sig: link.sig }, { expires: link.expires, sig: 'a\u0000b' }]) {
      expect((await confirmBy(mine.id, body)).statusCode).toBe(400);
    }
    expect((await rowOf(mine.id)).orderStatus).toBe('pending');
    expect((await rowOf(theirs.id)).orderStatus).toBe('pending');
    expect(await db().select().from(orderEvents)).toHaveLength(0);
  });

  it('refuses an expired link even with its right signature', async () => {
    const order = await placeCod();
    const { confirmationUrl } = await import('./confirmation.link');
    const url = new URL(await confirmationUrl(t.app.ctx, PUBLIC_ORIGIN, { id: order.id, userId: order.userId }, new Date(Date.now() - 8 * 86_400_000)));
    const res = await confirmBy(order.id, { expires: Number(url.searchParams.get('expires')), sig: url.searchParams.get('sig') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(c.link.expired);
    expect((await rowOf(order.id)).orderStatus).toBe('pending');
  });

  it('cannot bring a cancelled order back', async () => {
    const order = await placeCod();
    const link = await emailedLink(order.id);
    await call(order.id, 'refused');
    const res = await confirmBy(order.id, { expires: link.expires, sig: link.sig });
    expect(res.statusCode).toBe(409);
    expect((await rowOf(order.id)).orderStatus).toBe('cancelled');
  });
});

describe('phone reputation and blocking cash on delivery', () => {
  it("shows the phone's history across accounts on every order", async () => {
    const first = await placeCod();
    await call(first.id, 'refused');
    const other = new Client(t.app);
    await signUp(other, { email: 'karim@example.dz' });
    const second = await placeCod(other, '+213 661 23 45 67');
    await call(second.id, 'wrong_number');
    const delivered = await placeCod(other, '0661234567');
    await db().update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, delivered.id));
    await placeCod(other, '0770 00 00 00');

    const detail = (await owner.get(`/api/admin/orders/${delivered.id}`)).json() as AdminOrderDetail;
    expect(detail.phoneReputation).toEqual({ phone: '+213661234567', orders: 3, delivered: 1, refused: 1, returned: 0, wrongNumber: 1, blocked: false });
  });

  it('answers 403 with a clear message to a blocked number paying cash on delivery; other methods still work', async () => {
    const block = await owner.request({ method: 'PUT', url: '/api/admin/blocked-phones', payload: { phone: '06 61 23 45 67', blocked: true } });
    expect(block.statusCode, block.body).toBe(200);
    expect(block.json()).toMatchObject({ phone: '+213661234567', blocked: true });

    const refused = await customer.post('/api/orders', wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN, phone: '+213661234567' }, { paymentMethod: 'cod' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(c.codBlocked);
    const inFrench = await customer.request({
      method: 'POST',
      url: '/api/orders',
      payload: wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN, phone: '0661234567' }, { paymentMethod: 'cod' }),
      headers: { 'accept-language': 'fr' },
    });
    expect(inFrench.json().message).toBe(fr.confirmation.codBlocked);
    expect(await stock()).toBe(10);

    await owner.patch('/api/admin/settings', { bankName: 'BNA', bankAccountHolder: 'Nabta', bankRib: '00100123456789012345' });
    const transfer = await customer.post('/api/orders', wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN, phone: '0661234567' }, { paymentMethod: 'bank_transfer' }));
    expect(transfer.statusCode, transfer.body).toBe(201);

    await owner.request({ method: 'PUT', url: '/api/admin/blocked-phones', payload: { phone: '+213661234567', blocked: false } });
    expect((await customer.post('/api/orders', wilayaOrderPayload([{ plant: fern, quantity: 1 }], { ...ORAN, phone: '0661234567' }, { paymentMethod: 'cod' }))).statusCode).toBe(201);
  });

  it('blocks only valid mobiles, admins only', async () => {
    expect((await owner.request({ method: 'PUT', url: '/api/admin/blocked-phones', payload: { phone: '021 23 45 67', blocked: true } })).statusCode).toBe(400);
    expect((await customer.request({ method: 'PUT', url: '/api/admin/blocked-phones', payload: { phone: '0661234567', blocked: true } })).statusCode).toBe(403);
  });
});
