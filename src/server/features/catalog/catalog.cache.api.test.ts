import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { UNPAGED_PLANTS_CAP, type Plant } from '@shared/contracts/catalog';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { orderPayload } from '../../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { plants } from '../../db/schema';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function start(opts: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp(opts);
  apps.push(t);
  return t;
}

async function admin(t: TestApp) {
  const client = new Client(t.app);
  await logIn(client, TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

describe('catalogue reads served from the cache', () => {
  it('compress as the client accepts, the same JSON in every encoding, varying on Accept-Encoding', async () => {
    const t = await start();
    const plain = await t.app.inject({ url: '/api/plants' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const br = await t.app.inject({ url: '/api/plants', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url: '/api/plants', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.headers['x-total-count']).toBe(plain.headers['x-total-count']);
  });

  it('serve one answer to readers of every language: the translations travel in the objects, no per-language key', async () => {
    const t = await start();
    const [ar, fr, en] = await Promise.all(
      ['ar', 'fr', 'en'].map((lang) => t.app.inject({ url: '/api/plants?search=olivier', headers: { cookie: `lang=${lang}` } })),
    );
    expect(ar!.headers.etag).toBe(en!.headers.etag);
    expect(fr!.body).toBe(en!.body);
    expect((ar!.json() as Plant[])[0]!.translations).toMatchObject({ fr: { name: 'Olivier' }, ar: { name: 'شجرة الزيتون' } });

    // A translation edited by the admin empties the cache like any other change.
    const olive = (ar!.json() as Plant[])[0]!;
    const url = `/api/plants/${olive.id}`;
    expect(((await t.app.inject({ url })).json() as Plant).translations.ar.name).toBe('شجرة الزيتون');
    await (await admin(t)).patch(`/api/plants/${olive.id}`, { translations: { ar: { name: 'زيتونة' } } });
    const after = await t.app.inject({ url, headers: { cookie: 'lang=ar' } });
    expect((after.json() as Plant).translations.ar.name).toBe('زيتونة');
  });

  it('answer 304 without a body to a client that already holds the answer', async () => {
    const t = await start();
    const first = await t.app.inject({ url: '/api/categories' });
    const again = await t.app.inject({ url: '/api/categories', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('still refuse a malformed query with the field at fault', async () => {
    const t = await start();
    const res = await t.app.inject({ url: '/api/plants?limit=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('fieldErrors.limit');
  });

  it('show an order’s stock change on the plant, its list and featured at once', async () => {
    const t = await start({ catalogue: false });
    const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
    const fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, stock: 5, featured: true });
    const stock = async (url: string) => {
      const body = (await t.app.inject({ url })).json() as Plant | Plant[];
      return (Array.isArray(body) ? body[0]! : body).stock;
    };
    const urls = [`/api/plants/${fern.id}`, '/api/plants', '/api/plants/featured'];
    for (const url of urls) expect(await stock(url)).toBe(5);

    const customer = new Client(t.app);
    await signUp(customer);
    expect((await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 2 }]))).statusCode).toBe(201);
    for (const url of urls) expect(await stock(url)).toBe(3);

    const order = (await (await customer.get('/api/orders')).json()) as { id: string }[];
    const cancel = await (await admin(t)).patch(`/api/orders/${order[0]!.id}`, { orderStatus: 'cancelled', reason: 'Out of stock' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const url of urls) expect(await stock(url)).toBe(5);
  });

  it('show an admin’s settings change to visitors at once, and only the public part', async () => {
    const t = await start({ catalogue: false });
    const before = (await t.app.inject({ url: '/api/admin/settings' })).json() as { shippingFee: string; bankRib?: string };
    expect(before.bankRib).toBeUndefined();
    const res = await (await admin(t)).patch('/api/admin/settings', { shippingFee: '650', bankRib: '00799999000123456789' });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await t.app.inject({ url: '/api/admin/settings' })).json() as { shippingFee: string; bankRib?: string };
    expect(after.shippingFee).toBe('650.00');
    expect(after.bankRib).toBeUndefined();
  });
});

describe('the unpaged plant list', () => {
  it(`answers at most ${UNPAGED_PLANTS_CAP} plants, with the whole count in X-Total-Count; offset pages on`, async () => {
    const t = await start({ catalogue: false });
    const category = await createCategory(t.app.ctx.db, { name: 'Many' });
    const rows = Array.from({ length: UNPAGED_PLANTS_CAP + 5 }, (_, i) => ({ name: `Plant ${i}`, categoryId: category.id, priceCentimes: 10_000 + i }));
    for (let i = 0; i < rows.length; i += 500) await t.app.ctx.db.insert(plants).values(rows.slice(i, i + 500));
    const res = await t.app.inject({ url: '/api/plants?sort=price-low' });
    expect((res.json() as Plant[]).length).toBe(UNPAGED_PLANTS_CAP);
    expect(res.headers['x-total-count']).toBe(String(UNPAGED_PLANTS_CAP + 5));
    const rest = await t.app.inject({ url: `/api/plants?sort=price-low&offset=${UNPAGED_PLANTS_CAP}` });
    expect((rest.json() as Plant[]).map((p) => p.name)).toEqual(['Plant 1000', 'Plant 1001', 'Plant 1002', 'Plant 1003', 'Plant 1004']);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('the catalogue cache with REDIS_URL', () => {
  it('is emptied on every instance when an admin changes the catalogue on one', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `nabta-test:${randomUUID()}:` };
    const one = await start({ env });
    const two = await start({ env, keepData: true });
    const [first] = (await two.app.inject({ url: '/api/plants?limit=1' })).json() as Plant[];
    await two.app.inject({ url: `/api/plants/${first!.id}` });
    const res = await (await admin(one)).request({ method: 'PATCH', url: `/api/plants/${first!.id}`, payload: { name: 'Renamed Fern' } });
    expect(res.statusCode, res.body).toBe(200);
    // The message travels through Redis to the other instance's subscriber: milliseconds.
    await new Promise((r) => setTimeout(r, 50));
    expect(((await two.app.inject({ url: `/api/plants/${first!.id}` })).json() as Plant).name).toBe('Renamed Fern');
    expect(((await two.app.inject({ url: '/api/plants?limit=1' })).json() as Plant[])[0]!.name).toBe('Renamed Fern');
  });
});
