import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import type { CourierFees, CourierFeesImport } from '@shared/contracts/shipments';
import { startYalidineFake, type YalidineFake } from '../../../../tests/fakes/yalidine.fake';
import { startEcotrackFake, type EcotrackFake } from '../../../../tests/fakes/ecotrack.fake';
import { shopWithPlant } from '../../../../tests/factories/shop';
import { Client, type TestApp } from '../../../../tests/helpers/test-app';

/** Issue 24 item 4 (decision 018 "Courier fees"): the courier's fees beside the owner's table, and their import. */

const KEYS = { apiId: 'fees-id', apiToken: 'fees-token', webhookSecret: 'fees-secret' };
const ECOTRACK_TOKEN = 'fees-ecotrack-token';

let yalidine: YalidineFake;
let ecotrack: EcotrackFake;
let t: TestApp;
let owner: Client;
let customer: Client;

beforeAll(async () => {
  yalidine = await startYalidineFake(KEYS);
  ecotrack = await startEcotrackFake(ECOTRACK_TOKEN);
});
afterAll(async () => {
  await yalidine.close();
  await ecotrack.close();
});

async function shop(env: Record<string, string>) {
  ({ t, owner, customer } = await shopWithPlant({ name: 'Olivier', priceCentimes: 250_000, stock: 6 }, env));
}

beforeEach(() => {
  yalidine.down = false;
  // The quotas are the client's to respect (quota.api.test.ts); here the 58 routes answer at once.
  yalidine.perSecond = 1000;
  yalidine.perMinute = 1000;
  yalidine.feeOverrides.clear();
  yalidine.requests.length = 0;
  ecotrack.down = false;
});
afterEach(() => t.close());

const yalidineShop = () => shop({ YALIDINE_API_ID: KEYS.apiId, YALIDINE_API_TOKEN: KEYS.apiToken, YALIDINE_API_URL: `${yalidine.url}/v1` });
const table = async () => (await owner.get('/api/shipping/wilayas')).json() as ShippingWilaya[];
const row = (rows: ShippingWilaya[], code: string) => rows.find((w) => w.code === code)!;
const feesCalls = () => yalidine.requests.filter((r) => r.url.pathname.startsWith('/v1/fees')).length;

describe('courier fees', () => {
  it("reads Yalidine's fees from the ship-from wilaya to the 58 wilayas (each wilaya's usual commune fee), then from the cache", async () => {
    await yalidineShop();
    const res = await owner.get('/api/admin/couriers/yalidine/fees');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as CourierFees;
    expect(answer).toMatchObject({ courier: 'yalidine', label: 'Yalidine', from: '16' });
    expect(answer.fees).toHaveLength(58);
    // The fake: 400/250 within Alger; Oran 700 home, 500 desk (its remote last commune's +150 ignored); Adrar 700, no desk.
    expect(answer.fees.find((f) => f.wilaya === '16')).toEqual({ wilaya: '16', home: '400.00', desk: '250.00' });
    expect(answer.fees.find((f) => f.wilaya === '31')).toEqual({ wilaya: '31', home: '700.00', desk: '500.00' });
    expect(answer.fees.find((f) => f.wilaya === '1')).toEqual({ wilaya: '1', home: '700.00', desk: null });
    expect(answer.changes).toBeGreaterThan(0);
    const asked = yalidine.requests.find((r) => r.url.pathname === '/v1/fees/')!;
    expect(asked.url.searchParams.get('from_wilaya_id')).toBe('16');
    expect(feesCalls()).toBe(58);

    expect((await owner.get('/api/admin/couriers/yalidine/fees')).statusCode).toBe(200);
    expect(feesCalls()).toBe(58); // kept: the quota is not spent again
  });

  it("imports the fees into the table (days kept, an unserved wilaya's row kept) and the checkout's quote follows", async () => {
    await yalidineShop();
    yalidine.feeOverrides.set(50, { home: null, desk: null }); // not served
    const before = await table();
    const oranQuote = async () => ((await customer.get('/api/shipping/quote?wilaya=31&delivery=home&subtotal=1000.00')).json() as { fee: string }).fee;
    expect(await oranQuote()).toBe(row(before, '31').home);

    const res = await owner.post('/api/admin/couriers/yalidine/fees/import');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as CourierFeesImport;
    const after = await table();
    expect(row(after, '31')).toMatchObject({ home: '700.00', desk: '500.00', days: row(before, '31').days });
    expect(row(after, '1')).toMatchObject({ home: '700.00', desk: row(before, '1').desk }); // no desk quoted: the table's kept
    expect(row(after, '50')).toEqual(row(before, '50'));
    expect(result.changed.find((c) => c.wilaya === '31')).toEqual({ wilaya: '31', before: { home: row(before, '31').home, desk: row(before, '31').desk }, after: { home: '700.00', desk: '500.00' } });
    expect(result.changed.some((c) => c.wilaya === '50')).toBe(false);
    expect(result.rates).toEqual(after);
    expect(await oranQuote()).toBe('700.00');
    // In the owner's audit log like a change of the table by hand: one line per changed wilaya, by whom.
    const audit = (await owner.get('/api/admin/audit')).json() as { key: string; oldValue: string; newValue: string }[];
    expect(audit.map((l) => l.key).sort()).toEqual(result.changed.map((c) => `shippingRate:${c.wilaya}`).sort());
    expect(audit.find((l) => l.key === 'shippingRate:31')?.newValue).toMatch(/^700\.00 \/ 500\.00 \//);

    // Imported: nothing left to change.
    expect(((await owner.get('/api/admin/couriers/yalidine/fees')).json() as CourierFees).changes).toBe(0);
    expect(((await owner.post('/api/admin/couriers/yalidine/fees/import')).json() as CourierFeesImport).changed).toEqual([]);
  });

  it("reads Ecotrack's get/fees (a wilaya without stop-desk: null)", async () => {
    await shop({ ECOTRACK_API_URL: `${ecotrack.url}/api/v1`, ECOTRACK_API_TOKEN: ECOTRACK_TOKEN });
    const answer = (await owner.get('/api/admin/couriers/ecotrack/fees')).json() as CourierFees;
    expect(answer.fees).toEqual([
      { wilaya: '16', home: '400.00', desk: '250.00' },
      { wilaya: '31', home: '700.00', desk: '450.00' },
      { wilaya: '1', home: '1200.00', desk: null },
    ]);
  });

  it('answers 409 for a courier without keys, and changes nothing', async () => {
    await shop({});
    const before = await table();
    for (const res of [await owner.get('/api/admin/couriers/yalidine/fees'), await owner.post('/api/admin/couriers/yalidine/fees/import')]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: expect.stringContaining('Yalidine is not configured') });
    }
    expect(await table()).toEqual(before);
  });

  it('answers 503 with a clear message when the courier is down, and changes nothing', async () => {
    await yalidineShop();
    const before = await table();
    yalidine.down = true;
    for (const res of [await owner.get('/api/admin/couriers/yalidine/fees'), await owner.post('/api/admin/couriers/yalidine/fees/import')]) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: expect.stringContaining("Yalidine's fees could not be read: nothing was changed") });
    }
    expect(await table()).toEqual(before);
  });

  it('refuses visitors (401) and customers (403), and changes nothing', async () => {
    await yalidineShop();
    const before = await table();
    const visitor = new Client(t.app);
    expect((await visitor.get('/api/admin/couriers/yalidine/fees')).statusCode).toBe(401);
    expect((await visitor.post('/api/admin/couriers/yalidine/fees/import')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/couriers/yalidine/fees')).statusCode).toBe(403);
    expect((await customer.post('/api/admin/couriers/yalidine/fees/import')).statusCode).toBe(403);
    expect(await table()).toEqual(before);
    expect(feesCalls()).toBe(0);
  });
});
