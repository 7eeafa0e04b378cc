import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shared/contracts/order-desk';
import type { Order } from '@shared/contracts/orders';
import type { ShipmentResult } from '@shared/contracts/shipments';
import { orderNumber } from '@shared/domain/order';
import { orderPayload } from '../../../../tests/factories/orders';
import { shopWithPlant } from '../../../../tests/factories/shop';
import { startZrexpressFake, type ZrexpressFake } from '../../../../tests/fakes/zrexpress.fake';
import type { Client, TestApp } from '../../../../tests/helpers/test-app';
import { orders, type PlantRow } from '../../db/schema';
import { pollCourier } from './shipments.service';

const KEYS = { token: 'zr_token_0123456789abcdef', key: 'zr_key_fedcba9876543210' };
let fake: ZrexpressFake;
let t: TestApp;
let customer: Client;
let owner: Client;
let fern: PlantRow;

beforeAll(async () => {
  fake = await startZrexpressFake(KEYS);
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.parcels.clear();
  ({ t, plant: fern, customer, owner } = await shopWithPlant(
    { name: 'Olivier', priceCentimes: 250_000, stock: 6 },
    { ZREXPRESS_API_URL: `${fake.url}/api_v1`, ZREXPRESS_API_TOKEN: KEYS.token, ZREXPRESS_API_KEY: KEYS.key, COURIER_POLL_INTERVAL_MS: '3600000' },
  ));
});
afterEach(() => t.close());

describe('ZR Express, a third family', () => {
  it('takes confirmed orders in one call, and its polled situation moves them to delivered', async () => {
    const order = (await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }]))).json() as Order;
    await t.app.ctx.db.update(orders).set({ paymentMethod: 'cod', customerPhone: '+213661234567', wilaya: '16', city: 'Bab Ezzouar' }).where(eq(orders.id, order.id));
    expect((await owner.post(`/api/admin/orders/${order.id}/confirm`, {})).statusCode).toBe(200);
    expect((await owner.post('/api/admin/couriers/zrexpress/test')).statusCode).toBe(200);
    const res = await owner.post('/api/admin/shipments', { orderIds: [order.id], courier: 'zrexpress' });
    const [result] = (res.json() as { results: ShipmentResult[] }).results;
    expect(result).toMatchObject({ ok: true, tracking: orderNumber(order.id) });
    fake.situation(orderNumber(order.id), 'Livrée');
    expect(await pollCourier(t.app.ctx, 'zrexpress')).toBe(1);
    expect(((await owner.get(`/api/admin/orders/${order.id}`)).json() as AdminOrderDetail)).toMatchObject({ orderStatus: 'delivered', carrier: 'ZR Express', shipment: { courier: 'zrexpress', status: 'delivered' } });
  });
});
