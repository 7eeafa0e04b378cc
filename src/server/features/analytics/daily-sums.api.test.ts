import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Analytics } from '@shared/contracts/analytics';
import { countsAsRevenue } from '@shared/domain/admin-stats';
import { shopDay } from '@shared/domain/analytics';
import { toMoneyString } from '@shared/domain/money';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { insertPastOrder } from '../../../../tests/factories/history';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { analyticsStaleDays, orderItems, orders, plants, shipments, type PlantRow } from '../../db/schema';

/**
 * The owner's figures are read from sums per shop day that triggers mark stale (docs/decisions/
 * 035-owners-figures.md, "Daily sums"). After each kind of change the shop makes — a status, a payment,
 * a new order, a parcel's outcome, a deleted plant, a deleted order — the figures must equal what the
 * orders themselves say, computed here from the rows without the sums.
 */

let t: TestApp;
let admin: Client;
let olive: PlantRow;
let ficus: PlantRow;
const FROM = '2026-05-01';
const TO = '2026-05-04';

/** The figures straight from the orders, lines and parcels (the rules of docs/contract.md §9). */
async function fromTheOrders(): Promise<Pick<Analytics, 'byWilaya' | 'bySource' | 'byCourier' | 'topPlants'> & { series: Analytics['series']; funnel: Pick<Analytics['funnel'], 'orders' | 'confirmed' | 'delivered'> }> {
  const { db } = t.app.ctx;
  const all = (await db.select().from(orders)).filter((o) => shopDay(o.createdAt) >= FROM && shopDay(o.createdAt) <= TO);
  const ids = new Set(all.map((o) => o.id));
  const lines = (await db.select().from(orderItems)).filter((l) => ids.has(l.orderId));
  const parcels = (await db.select().from(shipments)).filter((s) => ids.has(s.orderId) && s.state === 'live');
  const names = new Map((await db.select().from(plants)).map((p) => [p.id, p.name]));
  const count = <T>(list: T[], key: (x: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const x of list) groups.set(key(x), [...(groups.get(key(x)) ?? []), x]);
    return groups;
  };
  const outcome = (list: typeof all) => ({
    orders: list.length,
    delivered: list.filter((o) => o.orderStatus === 'delivered').length,
    returned: list.filter((o) => o.orderStatus === 'returned').length,
  });
  const revenue = (list: typeof all) => toMoneyString(list.filter(countsAsRevenue).reduce((n, o) => n + o.totalCentimes, 0));
  const days = count(all, (o) => shopDay(o.createdAt));
  const series = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04'].map((date) => {
    const list = days.get(date) ?? [];
    return { date, ...outcome(list), revenue: revenue(list), cancelled: list.filter((o) => o.orderStatus === 'cancelled').length };
  });
  const live = lines.filter((l) => all.find((o) => o.id === l.orderId)!.orderStatus !== 'cancelled');
  return {
    series,
    byWilaya: [...count(all, (o) => String(o.wilaya))].map(([, list]) => ({ wilaya: list[0]!.wilaya, ...outcome(list) })),
    bySource: [...count(all, (o) => `${o.utmSource?.toLowerCase()}|${o.utmCampaign}`)].map(([, list]) => ({
      source: list[0]!.utmSource?.toLowerCase() ?? null,
      campaign: list[0]!.utmCampaign,
      ...outcome(list),
      revenue: revenue(list),
    })),
    byCourier: [...count(parcels, (s) => s.courier)].map(([courier, list]) => ({
      courier,
      label: courier === 'yalidine' ? 'Yalidine' : 'Ecotrack',
      parcels: list.length,
      delivered: list.filter((s) => s.status === 'delivered').length,
      returned: list.filter((s) => s.status === 'returned').length,
    })),
    funnel: {
      orders: all.length,
      confirmed: all.filter((o) => ['processing', 'shipped', 'delivered', 'returned'].includes(o.orderStatus)).length,
      delivered: all.filter((o) => o.orderStatus === 'delivered').length,
    },
    topPlants: [...count(live, (l) => (l.plantId === null ? `name:${l.name}` : `id:${l.plantId}`))].map(([, list]) => ({
      plantId: list[0]!.plantId,
      name: (list[0]!.plantId !== null && names.get(list[0]!.plantId)) || list.map((l) => l.name).sort().at(-1)!,
      quantity: list.reduce((n, l) => n + l.quantity, 0),
      orders: new Set(list.map((l) => l.orderId)).size,
      revenue: toMoneyString(list.reduce((n, l) => n + l.unitPriceCentimes * l.quantity, 0)),
    })),
  };
}

const key = (x: object) => JSON.stringify(x);
const sorted = <T extends object>(list: T[]) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : 1));

async function expectFiguresToMatchTheOrders() {
  const res = await admin.get(`/api/admin/analytics?from=${FROM}&to=${TO}`);
  expect(res.statusCode, res.body).toBe(200);
  const a = res.json() as Analytics;
  const truth = await fromTheOrders();
  expect(a.series).toEqual(truth.series);
  expect(sorted(a.byWilaya)).toEqual(sorted(truth.byWilaya));
  expect(sorted(a.bySource)).toEqual(sorted(truth.bySource));
  expect(sorted(a.byCourier)).toEqual(sorted(truth.byCourier));
  expect(sorted(a.topPlants)).toEqual(sorted(truth.topPlants));
  expect({ orders: a.funnel.orders, confirmed: a.funnel.confirmed, delivered: a.funnel.delivered }).toEqual(truth.funnel);
  return a;
}

const staleMarks = async () => (await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(analyticsStaleDays))[0]!.n;

let shipped: string;
let pending: string;

beforeAll(async () => {
  t = await buildTestApp({ catalogue: false });
  const { db } = t.app.ctx;
  const category = await createCategory(db, { name: 'Intérieur' });
  olive = await createPlant(db, { name: 'Olivier', priceCentimes: 80_000, stock: 50, categoryId: category.id });
  ficus = await createPlant(db, { name: 'Ficus lyrata', priceCentimes: 110_000, stock: 50, categoryId: category.id });
  shipped = await insertPastOrder(db, {
    at: '2026-05-01T09:00:00Z', lines: [{ plant: olive, quantity: 2 }], wilaya: '16', status: 'shipped', source: 'facebook', campaign: 'mai',
    parcels: [{ courier: 'yalidine', status: 'in_transit' }],
  });
  pending = await insertPastOrder(db, { at: '2026-05-02T23:30:00Z', lines: [{ plant: ficus, quantity: 1 }, { plant: olive, quantity: 1 }], wilaya: '31' });
  await insertPastOrder(db, { at: '2026-05-04T12:00:00Z', lines: [{ plant: ficus, quantity: 3 }], wilaya: '16', status: 'delivered', paid: true, source: 'google' });
  admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

describe('the figures stay equal to the orders after every kind of change', () => {
  it('sums the history on the first read and leaves nothing stale', async () => {
    const a = await expectFiguresToMatchTheOrders();
    expect(a.funnel.orders).toBe(3);
    expect(await staleMarks()).toBe(0);
  });

  it('follows a parcel delivered, its order delivered and paid', async () => {
    const { db } = t.app.ctx;
    await db.update(shipments).set({ status: 'delivered' }).where(eq(shipments.orderId, shipped));
    await db.update(orders).set({ orderStatus: 'delivered', paymentStatus: 'completed' }).where(eq(orders.id, shipped));
    const a = await expectFiguresToMatchTheOrders();
    expect(a.byCourier).toEqual([{ courier: 'yalidine', label: 'Yalidine', parcels: 1, delivered: 1, returned: 0 }]);
    expect(a.series[0]).toMatchObject({ delivered: 1, revenue: '2000.00' });
  });

  it('follows a cancellation, which takes the order’s plants out of the top plants', async () => {
    await t.app.ctx.db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, pending));
    const a = await expectFiguresToMatchTheOrders();
    expect(a.topPlants.find((p) => p.plantId === ficus.id)).toMatchObject({ quantity: 3, orders: 1 });
  });

  it('counts an order placed after the last read, with its parcel', async () => {
    await insertPastOrder(t.app.ctx.db, {
      at: '2026-05-03T10:00:00Z', lines: [{ plant: ficus, quantity: 1 }], wilaya: '9', status: 'returned', source: 'Facebook', campaign: 'mai',
      parcels: [{ courier: 'ecotrack', status: 'returned' }],
    });
    const a = await expectFiguresToMatchTheOrders();
    expect(a.bySource.find((s) => s.source === 'facebook')).toMatchObject({ orders: 2, returned: 1 });
  });

  it('counts a deleted plant’s lines under the name they were ordered by', async () => {
    await t.app.ctx.db.delete(plants).where(eq(plants.id, olive.id));
    const a = await expectFiguresToMatchTheOrders();
    expect(a.topPlants).toContainEqual(expect.objectContaining({ plantId: null, name: 'Olivier', quantity: 2 }));
  });

  it('forgets an order deleted with its lines and parcels', async () => {
    await t.app.ctx.db.delete(orders).where(eq(orders.id, shipped));
    const a = await expectFiguresToMatchTheOrders();
    expect(a.byCourier.map((c) => c.courier)).toEqual(['ecotrack']);
  });

  it('marks nothing stale when the courier poller only notes that it asked', async () => {
    await admin.get(`/api/admin/analytics?from=${FROM}&to=${TO}`);
    const { db } = t.app.ctx;
    await db.update(shipments).set({ polledAt: new Date(), courierStatus: 'En transit', updatedAt: new Date() }).where(sql`true`);
    await db.update(orders).set({ updatedAt: new Date() }).where(sql`true`);
    expect(await staleMarks()).toBe(0);
    await db.update(orders).set({ wilaya: '31' }).where(eq(orders.wilaya, '9'));
    expect(await staleMarks()).toBe(1);
    await expectFiguresToMatchTheOrders();
  });
});
