import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderPage } from '@shared/contracts/order-desk';
import type { Order } from '@shared/contracts/orders';
import { orderNumber } from '@shared/domain/order';
import { orderPayload } from '../../../../tests/factories/orders';
import { shopWithPlant } from '../../../../tests/factories/shop';
import { type Client, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { emailOutbox, orderEvents, orders, plants, type PlantRow } from '../../db/schema';
import { en } from '@shared/messages';

const e = en.orderDesk.errors;

let t: TestApp;
let customer: Client;
let owner: Client;
let fern: PlantRow;

beforeEach(async () => {
  ({ t, plant: fern, customer, owner } = await shopWithPlant({ name: 'Boston Fern', priceCentimes: 180_050, stock: 5 }));
});
afterEach(() => t.close());

const db = () => t.app.ctx.db;
const stockOf = async (plant: PlantRow) => (await db().select({ stock: plants.stock }).from(plants).where(eq(plants.id, plant.id)))[0]!.stock;

async function placeOrder(overrides: Record<string, unknown> = {}, quantity = 1): Promise<Order> {
  const res = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity }], overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

async function act(id: string, action: string, body: object = {}) {
  return owner.post(`/api/admin/orders/${id}/${action}`, body);
}

async function detail(id: string): Promise<AdminOrderDetail> {
  const res = await owner.get(`/api/admin/orders/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminOrderDetail;
}

describe('the admin order view and its actions', () => {
  it('records each action in the history (who, when, what) and offers only what the order allows', async () => {
    const order = await placeOrder();
    await db().update(orders).set({ customerPhone: '+213551234567', wilaya: '31' }).where(eq(orders.id, order.id));
    const before = Date.now();

    const fresh = await detail(order.id);
    expect(fresh).toMatchObject({ customerPhone: '+213551234567', wilaya: '31', accountEmail: 'amina@example.dz', history: [] });
    expect(fresh.actions).toEqual(['confirm', 'markPaid', 'cancel', 'note']);

    const confirmed = (await act(order.id, 'confirm', { note: 'Confirmed by phone' })).json() as AdminOrderDetail;
    expect(confirmed.orderStatus).toBe('processing');
    expect(confirmed.actions).toEqual(['markPaid', 'ship', 'cancel', 'note']);
    expect((await act(order.id, 'ship', { carrier: 'Yalidine', trackingNumber: 'YAL-0042-DZ' })).statusCode).toBe(200);
    expect((await act(order.id, 'mark-paid')).statusCode).toBe(200);
    expect((await act(order.id, 'deliver')).statusCode).toBe(200);
    expect((await act(order.id, 'notes', { note: 'Left with the neighbour\nat n°14' })).statusCode).toBe(200);

    const done = await detail(order.id);
    expect(done).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'completed', carrier: 'Yalidine', trackingNumber: 'YAL-0042-DZ' });
    expect(done.paidAt).not.toBeNull();
    expect(done.actions).toEqual(['note']);
    expect(done.history.map((h) => [h.kind, h.fromStatus, h.toStatus, h.actorEmail])).toEqual([
      ['confirmed', 'pending', 'processing', TEST_ADMIN.email],
      ['shipped', 'processing', 'shipped', TEST_ADMIN.email],
      ['paid', 'pending', 'completed', TEST_ADMIN.email],
      ['delivered', 'shipped', 'delivered', TEST_ADMIN.email],
      ['note', null, null, TEST_ADMIN.email],
    ]);
    expect(done.history[0]!.note).toBe('Confirmed by phone');
    expect(done.history[1]!.details).toEqual({ carrier: 'Yalidine', trackingNumber: 'YAL-0042-DZ' });
    expect(done.history[4]!.note).toBe('Left with the neighbour\nat n°14');
    for (const h of done.history) {
      expect(new Date(h.at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(h.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }

    // The customer sees the carrier and tracking number, never the internal notes or the history.
    const mine = await customer.get(`/api/orders/${order.id}`);
    expect(mine.json()).toMatchObject({ orderStatus: 'delivered', carrier: 'Yalidine', trackingNumber: 'YAL-0042-DZ' });
    expect(mine.body).not.toContain('neighbour');
    expect(mine.body).not.toContain('Confirmed by phone');
    expect(mine.json()).not.toHaveProperty('history');
  });

  it('the orders list’s status menu (PATCH) follows the desk: same history and e-mails, an unchanged status recorded not at all', async () => {
    const order = await placeOrder();
    const patch = (body: object) => owner.patch(`/api/orders/${order.id}`, body);
    expect((await patch({ orderStatus: 'processing' })).statusCode).toBe(200);
    expect((await patch({ orderStatus: 'processing' })).statusCode).toBe(200);
    // Shipping needs the carrier and tracking number, which the order page asks for.
    const ship = await patch({ orderStatus: 'shipped' });
    expect(ship.statusCode).toBe(409);
    expect(ship.json()).toEqual({ message: e.shipNeedsTracking });
    // A blank reason is refused (one left out is the shop's default: findings-round3.api.test.ts).
    const blank = await patch({ orderStatus: 'cancelled', reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fieldErrors: { reason: en.orderDesk.validation.reasonRequired } });
    expect((await patch({ orderStatus: 'cancelled', reason: 'Plante abîmée au dépôt' })).json()).toMatchObject({ orderStatus: 'cancelled' });
    expect(await stockOf(fern)).toBe(5);
    const view = await detail(order.id);
    expect(view.cancelReason).toBe('Plante abîmée au dépôt');
    expect(view.history.map((h) => [h.kind, h.fromStatus, h.toStatus, h.actorEmail])).toEqual([
      ['confirmed', 'pending', 'processing', TEST_ADMIN.email],
      ['cancelled', 'processing', 'cancelled', TEST_ADMIN.email],
    ]);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id));
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['order_confirmed', 'order_cancelled']));
  });

  it('refuses invalid transitions with 409 and a clear message, changing nothing', async () => {
    const order = await placeOrder();
    const cannot = (action: keyof typeof e.cannot, status: string) => e.cannot[action].replace('{status}', status);
    const refused = async (action: string, body: object, message: string) => {
      const res = await act(order.id, action, body);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(409);
      expect(res.json().message).toBe(message);
    };

    await refused('ship', { carrier: 'Yalidine', trackingNumber: 'Y1' }, cannot('ship', 'pending'));
    await refused('deliver', {}, cannot('deliver', 'pending'));
    expect((await act(order.id, 'confirm')).statusCode).toBe(200);
    await refused('confirm', {}, cannot('confirm', 'processing'));
    expect((await act(order.id, 'mark-paid')).statusCode).toBe(200);
    await refused('mark-paid', {}, e.alreadyPaid);
    expect((await act(order.id, 'cancel', { reason: 'The customer changed their mind' })).statusCode).toBe(200);
    await refused('cancel', { reason: 'Again' }, cannot('cancel', 'cancelled'));
    await refused('confirm', {}, cannot('confirm', 'cancelled'));

    // A card payment is confirmed by the provider, never by hand; a cancelled order is never marked paid.
    const card = await placeOrder();
    await db().update(orders).set({ paymentMethod: 'stripe' }).where(eq(orders.id, card.id));
    expect((await act(card.id, 'mark-paid')).json().message).toBe(e.paidOnline);
    const unpaid = await placeOrder();
    expect((await act(unpaid.id, 'cancel', { reason: 'Duplicate order' })).statusCode).toBe(200);
    expect((await act(unpaid.id, 'mark-paid')).json().message).toBe(e.paidCancelled);

    expect((await detail(order.id)).history.map((h) => h.kind)).toEqual(['confirmed', 'paid', 'cancelled']);
    expect((await detail(card.id)).history).toEqual([]);
  });

  it('refuses to mark a cash-on-delivery order paid until it is delivered (409, nothing changed), then takes it', async () => {
    const cod = await placeOrder({ paymentMethod: 'cod', shippingAddress: { address: '12 rue Didouche Mourad', city: 'Alger', phone: '0661 23 45 67' } });
    const notYet = async () => {
      const res = await act(cod.id, 'mark-paid');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(e.paidBeforeDelivery);
      expect((await detail(cod.id)).paymentStatus).toBe('pending');
    };
    await notYet();
    expect((await act(cod.id, 'confirm')).statusCode).toBe(200);
    await notYet();
    expect((await act(cod.id, 'ship', { carrier: 'Yalidine', trackingNumber: 'YAL-COD-1' })).statusCode).toBe(200);
    await notYet();
    expect((await detail(cod.id)).history.map((h) => h.kind)).not.toContain('paid');
    expect((await act(cod.id, 'deliver')).statusCode).toBe(200);
    const paid = await act(cod.id, 'mark-paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as AdminOrderDetail).paymentStatus).toBe('completed');
  });

  it('validates what the admin types: a reason, a carrier and a one-line tracking number; unknown orders are 404', async () => {
    const order = await placeOrder();
    const v = en.orderDesk.validation;
    expect((await act(order.id, 'cancel', { reason: '  ' })).json()).toMatchObject({ fieldErrors: { reason: v.reasonRequired } });
    expect((await act(order.id, 'confirm')).statusCode).toBe(200);
    const bad = await act(order.id, 'ship', { carrier: '', trackingNumber: 'Y1\r\nBcc: x@evil.example' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ carrier: v.carrierRequired, trackingNumber: v.oneLine });
    expect((await act(order.id, 'notes', { note: '' })).json()).toMatchObject({ fieldErrors: { note: v.noteRequired } });
    expect((await act('00000000-0000-4000-8000-000000000000', 'confirm')).statusCode).toBe(404);
    expect((await owner.get('/api/admin/orders/not-a-uuid')).statusCode).toBe(400);
    expect((await detail(order.id)).history.map((h) => h.kind)).toEqual(['confirmed']);
  });

  it('returns the stock exactly once when two admins cancel at the same time', async () => {
    const order = await placeOrder({}, 3);
    expect(await stockOf(fern)).toBe(2);
    const [a, b] = await Promise.all([
      act(order.id, 'cancel', { reason: 'Plant damaged' }),
      act(order.id, 'cancel', { reason: 'Customer unreachable' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(fern)).toBe(5);
    // And a cancel racing the spec's PATCH: still once.
    const other = await placeOrder({}, 2);
    await Promise.all([act(other.id, 'cancel', { reason: 'Out of stock' }), owner.patch(`/api/orders/${other.id}`, { orderStatus: 'cancelled', reason: 'Out of stock' })]);
    expect(await stockOf(fern)).toBe(5);
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((ev) => ev.kind)).toEqual(['cancelled']);
    expect((await detail(order.id)).cancelReason).toMatch(/^(Plant damaged|Customer unreachable)$/);
  });
});

describe('e-mails to the customer', () => {
  it('goes to the account’s address only, never to the one typed at checkout, when confirmed, shipped and cancelled', async () => {
    const order = await placeOrder({ customerEmail: 'someone.else@example.com', customerName: 'Amina Benali' });
    expect((await act(order.id, 'confirm')).statusCode).toBe(200);
    expect((await act(order.id, 'ship', { carrier: 'ZR Express', trackingNumber: 'ZR-778899' })).statusCode).toBe(200);
    const second = await placeOrder({ customerEmail: 'someone.else@example.com' });
    expect((await act(second.id, 'cancel', { reason: 'La plante est abîmée' })).statusCode).toBe(200);

    const sent = (await db().select().from(emailOutbox)).filter((m) => m.kind !== 'order_bank_transfer' && m.kind !== 'owner-new-order');
    expect(sent.map((m) => [m.kind, m.toAddress, m.orderId])).toEqual([
      ['order_confirmed', 'amina@example.dz', order.id],
      ['order_shipped', 'amina@example.dz', order.id],
      ['order_cancelled', 'amina@example.dz', second.id],
    ]);
    expect(sent[0]!.subject).toContain(orderNumber(order.id));
    expect(sent[1]!.textBody).toContain('ZR Express');
    expect(sent[1]!.textBody).toContain('ZR-778899');
    expect(sent[2]!.textBody).toContain('La plante est abîmée');
    expect(sent.every((m) => !m.textBody.includes('someone.else'))).toBe(true);
  });

  it('sends nothing for an order whose account was deleted, and nothing for payments, deliveries or notes', async () => {
    const order = await placeOrder();
    expect((await act(order.id, 'mark-paid')).statusCode).toBe(200);
    expect((await act(order.id, 'notes', { note: 'VIP' })).statusCode).toBe(200);
    const me = (await customer.get('/api/auth/user')).json() as { id: string };
    expect((await owner.delete(`/api/admin/users/${me.id}`)).statusCode).toBe(200);
    expect((await act(order.id, 'confirm')).statusCode).toBe(200);
    expect((await detail(order.id)).accountEmail).toBeNull();
    const desk = (await db().select().from(emailOutbox)).filter((m) => m.kind !== 'order_bank_transfer' && m.kind !== 'owner-new-order');
    expect(desk).toEqual([]);
  });
});

describe('the Orders tab: filters and CSV', () => {
  async function threeOrders() {
    const bank = await placeOrder({ customerName: 'Karim, "le jardinier"' });
    const card = await placeOrder({ customerName: '=HYPERLINK("http://evil.example","Click")' });
    const paid = await placeOrder({ customerName: 'أمينة بن علي' });
    await db().update(orders).set({ paymentMethod: 'stripe', paymentStatus: 'completed', customerPhone: '+213661234567', wilaya: '16' }).where(eq(orders.id, card.id));
    expect((await act(paid.id, 'mark-paid')).statusCode).toBe(200);
    return { bank, card, paid };
  }

  it('filters by payment method and payment state on the server, with phone and wilaya on each row', async () => {
    const { bank, card, paid } = await threeOrders();
    const list = async (qs: string) => (await owner.get(`/api/admin/orders?${qs}`)).json() as AdminOrderPage;

    const byCard = await list('paymentMethod=stripe');
    expect(byCard.items.map((o) => o.id)).toEqual([card.id]);
    expect(byCard.items[0]).toMatchObject({ customerPhone: '+213661234567', wilaya: '16' });
    expect((await list('paymentStatus=completed')).items.map((o) => o.id)).toEqual([paid.id, card.id]);
    const unpaidTransfers = await list('paymentMethod=bank_transfer&paymentStatus=pending');
    expect(unpaidTransfers.items.map((o) => o.id)).toEqual([bank.id]);
    expect(unpaidTransfers.counts).toMatchObject({ all: 1, pending: 1 });
    expect((await list('paymentStatus=completed&status=processing')).total).toBe(0);
    expect((await owner.get('/api/admin/orders?paymentMethod=cheque')).statusCode).toBe(400);
  });

  it('exports the filtered orders as CSV: BOM, quoting, formula cells neutralised, Arabic kept', async () => {
    const { bank, card, paid } = await threeOrders();
    const res = await owner.get('/api/admin/orders.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Order,Date (Algiers),Customer,E-mail,Phone,Wilaya,Commune,City,Address,Delivery mode,Items,Subtotal (DA),Shipping (DA),Total (DA),Payment method,Payment status,Order status,Paid at (Algiers),Carrier,Tracking number,Placed through,utm_source,utm_medium,utm_campaign,Click id,Referrer',
    );
    expect(lines).toHaveLength(5); // header, 3 orders, the final line break
    expect(lines[1]).toMatch(new RegExp(`^${orderNumber(paid.id)},[^,]+,أمينة بن علي,amina@example.dz,,,,Alger,`));
    expect(lines[1]).toContain('Boston Fern × 1,1800.50,400.00,2200.50,Bank Transfer,Completed,Pending,');
    expect(lines[2]).toContain(`${orderNumber(card.id)},`);
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",amina@example.dz,0661 23 45 67,16 Alger,`);
    expect(lines[3]).toContain(`${orderNumber(bank.id)},`);
    expect(lines[3]).toContain(',"Karim, ""le jardinier""",');

    const filtered = await owner.get('/api/admin/orders.csv?paymentMethod=bank_transfer&paymentStatus=pending');
    const rows = filtered.body.slice(1).trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(orderNumber(bank.id));
    expect((await owner.get('/api/admin/orders.csv?status=lost')).statusCode).toBe(400);
  });

  it('writes the CSV on the shop’s clock (Algiers), phones as Algerians write them, with the commune and the delivery mode in the owner’s language', async () => {
    const { bank, card } = await threeOrders();
    // 23:30 UTC is 00:30 the next day in Algiers (UTC+1 all year).
    await db().update(orders).set({ createdAt: new Date('2025-11-27T23:30:00Z'), commune: '3101', wilaya: '31', delivery: 'desk', desk: '310101' }).where(eq(orders.id, card.id));
    await db().update(orders).set({ customerPhone: '+33612345678', commune: '1601', wilaya: '16' }).where(eq(orders.id, bank.id));
    const row = (csv: string, id: string) => csv.slice(1).split('\r\n').find((line) => line.startsWith(orderNumber(id)))!;

    const fr = (await owner.request({ method: 'GET', url: '/api/admin/orders.csv', headers: { 'accept-language': 'fr' } })).body;
    expect(row(fr, card.id)).toContain(`${orderNumber(card.id)},2025-11-28 00:30,`);
    expect(row(fr, card.id)).toContain(',0661 23 45 67,31 Oran,Oran,Alger,');
    expect(row(fr, card.id)).toContain(',Point relais (stop-desk),');
    // A foreign number keeps its international form and, starting with +, the formula guard.
    expect(row(fr, bank.id)).toContain(`,'+33612345678,16 Alger,Alger Centre,Alger,`);
    expect(row(fr, bank.id)).toContain(',Livraison à domicile,');

    const ar = (await owner.request({ method: 'GET', url: '/api/admin/orders.csv', headers: { 'accept-language': 'ar' } })).body;
    expect(ar.slice(1).split('\r\n')[0]).toContain('التاريخ (توقيت الجزائر),');
    expect(row(ar, card.id)).toContain(',0661 23 45 67,31 وهران,وهران,Alger,');
    expect(row(ar, card.id)).toContain(',الاستلام من مكتب التوصيل,');
  });
  it('names the plants of the CSV in the owner’s language, the default name where none is written', async () => {
    const order = await placeOrder({}, 2);
    const row = (csv: string) => csv.slice(1).split('\r\n').find((line) => line.startsWith(orderNumber(order.id)))!;
    const csvIn = async (lang: string) => (await owner.request({ method: 'GET', url: '/api/admin/orders.csv', headers: { 'accept-language': lang } })).body;
    expect(row(await csvIn('ar'))).toContain(',Boston Fern × 2,');
    await db().update(plants).set({ nameFr: 'Fougère de Boston', nameAr: 'سرخس بوسطن' }).where(eq(plants.id, fern.id));
    expect(row(await csvIn('ar'))).toContain(',سرخس بوسطن × 2,');
    expect(row(await csvIn('fr'))).toContain(',Fougère de Boston × 2,');
    expect(row(await csvIn('en'))).toContain(',Boston Fern × 2,');
  });
});

describe('where orders come from (docs/contract.md §7)', () => {
  /** Two checkout orders and an express one, two of them from ads. */
  async function fromAds() {
    const spring = await placeOrder();
    const plain = await placeOrder();
    const express = await placeOrder();
    await db()
      .update(orders)
      .set({ utmSource: 'Facebook', utmMedium: 'cpc', utmCampaign: 'spring', clickId: 'fbclid=abc', referrerHost: 'l.facebook.com' })
      .where(eq(orders.id, spring.id));
    // A source is anyone's URL text: a campaign named like a formula stays text in the CSV.
    await db().update(orders).set({ channel: 'express', utmSource: 'facebook', utmCampaign: '=cmd|calc' }).where(eq(orders.id, express.id));
    return { spring, plain, express };
  }
  const list = async (qs: string) => {
    const res = await owner.get(`/api/admin/orders?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AdminOrderPage).items;
  };

  it('answers each order’s channel and source, and filters by utm_source (case aside) and by channel on the server', async () => {
    const { spring, plain, express } = await fromAds();
    const all = await list('');
    expect(all.find((o) => o.id === spring.id)).toMatchObject({
      channel: 'checkout',
      source: { utmSource: 'Facebook', utmMedium: 'cpc', utmCampaign: 'spring', clickId: 'fbclid=abc', referrer: 'l.facebook.com' },
    });
    expect(all.find((o) => o.id === plain.id)).toMatchObject({ channel: 'checkout', source: null });
    expect((await detail(express.id)).channel).toBe('express');

    expect((await list('source=FACEBOOK')).map((o) => o.id)).toEqual([express.id, spring.id]);
    expect((await list('source=facebook&channel=express')).map((o) => o.id)).toEqual([express.id]);
    expect((await list('channel=checkout')).map((o) => o.id)).toEqual([plain.id, spring.id]);
    expect(await list('source=tiktok')).toEqual([]);
    expect((await owner.get('/api/admin/orders?channel=phone')).statusCode).toBe(400);
    expect((await owner.get(`/api/admin/orders?source=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('exports the channel and the source in the CSV, formula cells neutralised, filtered like the list', async () => {
    const { spring, plain, express } = await fromAds();
    const csv = async (qs: string) => {
      const res = await owner.get(`/api/admin/orders.csv?${qs}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.body.slice(1).trim().split('\r\n');
    };
    const rows = await csv('');
    const row = (id: string) => rows.find((line) => line.startsWith(orderNumber(id)))!;
    expect(row(spring.id).endsWith(',Checkout,Facebook,cpc,spring,fbclid=abc,l.facebook.com')).toBe(true);
    expect(row(plain.id).endsWith(',Checkout,,,,,')).toBe(true);
    expect(row(express.id).endsWith(",Express form,facebook,,'=cmd|calc,,")).toBe(true);
    const bySource = await csv('source=facebook&channel=checkout');
    expect(bySource).toHaveLength(2);
    expect(bySource[1]).toContain(orderNumber(spring.id));
  });

  it('keeps the desk’s lists to admins: a customer gets 403, a visitor 401', async () => {
    for (const url of ['/api/admin/orders?source=facebook', '/api/admin/orders?channel=express', '/api/admin/orders.csv?source=facebook']) {
      expect((await customer.get(url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
