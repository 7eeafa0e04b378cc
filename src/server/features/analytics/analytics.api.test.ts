import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@shared/contracts/analytics';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { insertPastOrder, insertVisitCounts } from '../../../../tests/factories/history';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import type { PlantRow } from '../../db/schema';

/**
 * The owner's figures (docs/contract.md §9, docs/decisions/035-owners-figures.md): a seeded history of
 * orders in two wilayas, with statuses, sources and couriers, each figure checked exactly; the shop's
 * day boundary (UTC+1); the refusals; the CSV.
 */

let t: TestApp;
let admin: Client;
let olive: PlantRow;
let ficus: PlantRow;

const RANGE = '/api/admin/analytics?from=2026-03-01&to=2026-03-03';

beforeAll(async () => {
  t = await buildTestApp({ catalogue: false });
  const { db } = t.app.ctx;
  const category = await createCategory(db, { name: 'Jardin' });
  olive = await createPlant(db, { name: 'Olivier', priceCentimes: 80_000, stock: 50, categoryId: category.id });
  ficus = await createPlant(db, { name: 'Ficus lyrata', priceCentimes: 110_000, stock: 50, categoryId: category.id });
  // 1 March (Algiers): delivered, paid, from a Facebook campaign, by Yalidine (a first parcel failed).
  await insertPastOrder(db, {
    at: '2026-03-01T10:00:00Z', lines: [{ plant: olive, quantity: 2 }], wilaya: '16', status: 'delivered', paid: true, source: 'facebook', campaign: 'printemps',
    parcels: [{ courier: 'yalidine', status: 'failed', state: 'failed' }, { courier: 'yalidine', status: 'delivered' }],
  });
  // 23:30 UTC on 1 March is 00:30 on 2 March in Algiers: returned, never paid, the same campaign typed otherwise.
  await insertPastOrder(db, {
    at: '2026-03-01T23:30:00Z', lines: [{ plant: ficus, quantity: 1 }], wilaya: '31', status: 'returned', source: 'Facebook', campaign: 'printemps',
    parcels: [{ courier: 'yalidine', status: 'returned' }],
  });
  await insertPastOrder(db, { at: '2026-03-02T12:00:00Z', lines: [{ plant: olive, quantity: 1 }], wilaya: '16', status: 'cancelled' });
  await insertPastOrder(db, {
    at: '2026-03-03T09:00:00Z', lines: [{ plant: olive, quantity: 1 }, { plant: ficus, quantity: 1 }], wilaya: '31', status: 'shipped', paid: true, source: 'google',
    parcels: [{ courier: 'ecotrack', status: 'in_transit' }],
  });
  // Outside the range by an hour on each side (Algiers' days).
  await insertPastOrder(db, { at: '2026-02-28T22:59:00Z', lines: [{ plant: olive, quantity: 5 }], wilaya: '16', status: 'delivered', paid: true });
  await insertPastOrder(db, { at: '2026-03-03T23:00:00Z', lines: [{ plant: ficus, quantity: 5 }], wilaya: '31', status: 'delivered', paid: true });
  await insertVisitCounts(db, '2026-02-28', { visit: 100, productView: 100, addToCart: 100 });
  await insertVisitCounts(db, '2026-03-01', { visit: 40, productView: 25, addToCart: 6 });
  await insertVisitCounts(db, '2026-03-03', { visit: 20, productView: 9, addToCart: 2 });
  await insertVisitCounts(db, '2026-03-04', { visit: 100 });
  admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterAll(() => t.close());

describe('GET /api/admin/analytics over a seeded history', () => {
  it('counts each day’s orders, paid revenue and outcomes, a day being Algiers’ day', async () => {
    const res = await admin.get(RANGE);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as Analytics;
    expect([a.from, a.to]).toEqual(['2026-03-01', '2026-03-03']);
    expect(a.series).toEqual([
      { date: '2026-03-01', orders: 1, revenue: '2000.00', delivered: 1, returned: 0, cancelled: 0 },
      { date: '2026-03-02', orders: 2, revenue: '0.00', delivered: 0, returned: 1, cancelled: 1 },
      { date: '2026-03-03', orders: 1, revenue: '2300.00', delivered: 0, returned: 0, cancelled: 0 },
    ]);
  });

  it('gives each wilaya its orders, deliveries and returns', async () => {
    const a = (await admin.get(RANGE)).json() as Analytics;
    expect(a.byWilaya).toEqual([
      { wilaya: '16', orders: 2, delivered: 1, returned: 0 },
      { wilaya: '31', orders: 2, delivered: 0, returned: 1 },
    ]);
  });

  it('groups sources case aside with their campaign, orders without one as direct', async () => {
    const a = (await admin.get(RANGE)).json() as Analytics;
    expect(a.bySource).toEqual([
      { source: 'facebook', campaign: 'printemps', orders: 2, revenue: '2000.00', delivered: 1, returned: 1 },
      { source: 'google', campaign: null, orders: 1, revenue: '2300.00', delivered: 0, returned: 0 },
      { source: null, campaign: null, orders: 1, revenue: '0.00', delivered: 0, returned: 0 },
    ]);
  });

  it('counts the parcels each courier carried, a refused parcel left out', async () => {
    const a = (await admin.get(RANGE)).json() as Analytics;
    expect(a.byCourier).toEqual([
      { courier: 'yalidine', label: 'Yalidine', parcels: 2, delivered: 1, returned: 1 },
      { courier: 'ecotrack', label: 'Ecotrack', parcels: 1, delivered: 0, returned: 0 },
    ]);
  });

  it('draws the funnel from the days’ visits to the range’s confirmed and delivered orders', async () => {
    const a = (await admin.get(RANGE)).json() as Analytics;
    expect(a.funnel).toEqual({ visits: 60, productViews: 34, addToCart: 8, orders: 4, confirmed: 3, delivered: 1 });
  });

  it('ranks the plants by units ordered, cancelled orders left out', async () => {
    const a = (await admin.get(RANGE)).json() as Analytics;
    expect(a.topPlants).toEqual([
      { plantId: olive.id, name: 'Olivier', quantity: 3, orders: 2, revenue: '2400.00' },
      { plantId: ficus.id, name: 'Ficus lyrata', quantity: 2, orders: 2, revenue: '2200.00' },
    ]);
  });

  it('answers the last 30 days without a range, every day listed', async () => {
    const a = (await admin.get('/api/admin/analytics')).json() as Analytics;
    expect(a.series).toHaveLength(30);
    expect(a.series.at(-1)!.date).toBe(a.to);
    expect(a.to).toBe(new Date(Date.now() + 3_600_000).toISOString().slice(0, 10));
  });
});

describe('GET /api/admin/analytics refuses what it cannot read (400 with a message)', () => {
  const refusals: [string, string][] = [
    ['a day that does not exist', '?from=2026-02-30&to=2026-03-03'],
    ['a date in another format', '?from=01/03/2026'],
    ['the first day after the last', '?from=2026-03-04&to=2026-03-01'],
    ['more than 366 days', '?from=2025-01-01&to=2026-01-02'],
    ['a NUL byte', '?from=2026-03-01%00'],
    ['a huge year', '?from=99999999-01-01'],
    ['an unknown parameter', '?from=2026-03-01&status=delivered'],
    ['a parameter given twice', '?from=2026-03-01&from=2026-03-02'],
  ];
  it.each(refusals)('refuses %s', async (_why, query) => {
    const res = await admin.get(`/api/admin/analytics${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(typeof (res.json() as { message: string }).message).toBe('string');
    expect(res.body).not.toMatch(/Internal|stack/i);
  });

  it('takes exactly 366 days', async () => {
    const res = await admin.get('/api/admin/analytics?from=2024-01-01&to=2024-12-31');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as Analytics).series).toHaveLength(366);
  });
});

describe('who may read the figures', () => {
  it.each(['/api/admin/analytics', '/api/admin/analytics.csv'])('%s: 401 to a visitor, 403 to a customer, 200 to an admin', async (url) => {
    expect((await new Client(t.app).get(url)).statusCode).toBe(401);
    const customer = new Client(t.app);
    await signUp(customer, { email: `reader${url.length}@example.dz` });
    expect((await customer.get(url)).statusCode).toBe(403);
    expect((await admin.get(url)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/analytics.csv', () => {
  it('holds every section in the admin’s language, amounts in DA', async () => {
    const fr = new Client(t.app);
    await logIn(fr, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await fr.request({ method: 'GET', url: RANGE.replace('analytics?', 'analytics.csv?'), headers: { 'accept-language': 'fr' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="analytics-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Rubrique,Élément,Détail,Commandes,Chiffre d’affaires (DA),Livrées,Retournées,Annulées,Unités,Nombre');
    expect(lines).toContain('Jour,2026-03-01,,1,2000.00,1,0,0,,');
    expect(lines).toContain('Wilaya,31,,2,,0,1,,,');
    expect(lines).toContain('Provenance,facebook,printemps,2,2000.00,1,1,,,');
    expect(lines).toContain('Transporteur,Yalidine,,2,,1,1,,,');
    expect(lines).toContain('Entonnoir,Visites,,,,,,,,60');
    expect(lines).toContain(`Plante,Olivier,${olive.id},2,2400.00,,,,3,`);
  });

  it('neutralises a source that a spreadsheet would run as a formula', async () => {
    await insertPastOrder(t.app.ctx.db, { at: '2026-01-10T10:00:00Z', lines: [{ plant: olive, quantity: 1 }], source: '=HYPERLINK("http://evil.example")' });
    const res = await admin.get('/api/admin/analytics.csv?from=2026-01-10&to=2026-01-10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`Source,"'=hyperlink(""http://evil.example"")",`);
    expect(res.body).not.toMatch(/(^|,)=hyperlink/m);
  });

  it('refuses a bad range like the JSON route', async () => {
    const res = await admin.get('/api/admin/analytics.csv?from=2026-03-04&to=2026-03-01');
    expect(res.statusCode).toBe(400);
    expect(typeof (res.json() as { message: string }).message).toBe('string');
  });
});
