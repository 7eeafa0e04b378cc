import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { HomeFigures } from '@shared/contracts/figures';
import type { IdentifyCoverage } from '@shared/domain/shop-facts';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { moveOrderTo, orderPayload } from '../../../../tests/factories/orders';
import type { FakeServer } from '../../../../tests/fakes/fake-server';
import { PLANTNET_FAKE_KEY, startPlantNetFake } from '../../../../tests/fakes/plantnet.fake';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { identifications } from '../../db/schema';
import { catalogueReferencePlants } from '../identify/identify.engines';

/**
 * Decisions.md §6: the home page's figures and the identification promise are the shop's data and
 * its engines, never fixed text. Each figure is checked against the rows that make it.
 */

let t: TestApp | undefined;
let plantnet: FakeServer;

beforeAll(async () => {
  plantnet = await startPlantNetFake({ current: 'success' });
});
afterAll(() => plantnet.close());
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const figures = async (client: Client) => {
  const res = await client.get('/api/figures');
  expect(res.statusCode).toBe(200);
  return res.json() as HomeFigures;
};
const coverage = async (client: Client) => ((await client.get('/api/identify/engines')).json() as { coverage: IdentifyCoverage }).coverage;

async function owner(app: TestApp) {
  const client = new Client(app.app);
  await logIn(client, TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

describe('GET /api/figures on a fresh install', () => {
  it('shows no figure: nothing identified, no customer served, and the offline matcher knows only the shop’s plants', async () => {
    t = await buildTestApp();
    const visitor = new Client(t.app);
    expect(await figures(visitor)).toEqual({ identifications: null, species: null, customers: null });
    // The promise is the shop's plants, with their real number (below the threshold of 100).
    const shopPlants = new Set(catalogueReferencePlants().map((p) => p.scientificName)).size;
    expect(await coverage(visitor)).toEqual({ scope: 'shop', species: shopPlants });
    expect(shopPlants).toBeLessThan(100);
  });
});

describe('GET /api/figures counts the shop’s data', () => {
  it('identifications made, customers with a delivered order (each once, cancelled ones not), from the owner’s threshold on', async () => {
    t = await buildTestApp({ catalogue: false });
    const { db } = t.app.ctx;
    const category = await createCategory(db, { name: 'Garden' });
    const plant = await createPlant(db, { name: 'Olive tree', priceCentimes: 150_000, stock: 100, categoryId: category.id });
    const shop = await owner(t);

    // Ten customers each receive an order; the first receives two; an eleventh's order is cancelled.
    for (let i = 0; i < 11; i++) {
      const customer = new Client(t.app);
      const email = `customer${i}@example.dz`;
      await signUp(customer, { email, firstName: 'Yacine', lastName: `Client${i}` });
      const orders = i === 0 ? 2 : 1;
      for (let k = 0; k < orders; k++) {
        const res = await customer.post('/api/orders', orderPayload([{ plant, quantity: 1 }], { customerEmail: email }));
        expect(res.statusCode, res.body).toBe(201);
        await moveOrderTo(shop, (res.json() as { id: string }).id, i === 10 ? 'cancelled' : 'delivered');
      }
    }
    const ident = { plantName: 'Olea europaea', confidence: 90, engine: 'embedded' };
    await db.insert(identifications).values(Array.from({ length: 12 }, () => ident));

    const visitor = new Client(t.app);
    // The default threshold (100) hides both.
    expect(await figures(visitor)).toEqual({ identifications: null, species: null, customers: null });

    // Species: the offline matcher's reference plants, all it can name.
    const species = new Set(catalogueReferencePlants().map((p) => p.scientificName)).size;
    expect((await shop.patch('/api/admin/settings', { homeFiguresFrom: 10 })).statusCode).toBe(200);
    expect(await figures(visitor)).toEqual({ identifications: 12, species, customers: 10 });

    expect((await shop.patch('/api/admin/settings', { homeFiguresFrom: 11 })).statusCode).toBe(200);
    expect(await figures(visitor)).toEqual({ identifications: 12, species, customers: null });
  }, 60_000);

  it('species: the figure Pl@ntNet declares for the configured flora; none for a project it does not list, or when it cannot be reached', async () => {
    t = await buildTestApp({ env: { PLANTNET_API_KEY: PLANTNET_FAKE_KEY, PLANTNET_API_URL: plantnet.url, PLANTNET_PROJECT: 'k-world-flora' } });
    const visitor = new Client(t.app);
    expect(await coverage(visitor)).toEqual({ scope: 'species', species: 84_612 });
    expect((await figures(visitor)).species).toBe(84_612);
    await t.close();

    // 'all' (the default) is not a flora with a count: the shop promises "plants from all over the world", no figure.
    t = await buildTestApp({ env: { PLANTNET_API_KEY: PLANTNET_FAKE_KEY, PLANTNET_API_URL: plantnet.url } });
    expect(await coverage(new Client(t.app))).toEqual({ scope: 'world', species: null });
    expect((await figures(new Client(t.app))).species).toBeNull();
    await t.close();

    t = await buildTestApp({ env: { PLANTNET_API_KEY: PLANTNET_FAKE_KEY, PLANTNET_API_URL: 'http://127.0.0.1:9', PLANTNET_PROJECT: 'k-world-flora' } });
    expect(await coverage(new Client(t.app))).toEqual({ scope: 'world', species: null });
  });
});

describe('PATCH /api/admin/settings homeFiguresFrom', () => {
  it('takes a whole number from 10 on, refuses anything else with the field named, and keeps the old value', async () => {
    t = await buildTestApp({ catalogue: false });
    const shop = await owner(t);
    for (const bad of [9, 10.5, '100', -1, 1e12, null]) {
      const res = await shop.patch('/api/admin/settings', { homeFiguresFrom: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Enter a whole number from 10 to 1000000000' });
    }
    expect(((await shop.get('/api/admin/settings')).json() as { homeFiguresFrom: number }).homeFiguresFrom).toBe(100);
    expect((await shop.patch('/api/admin/settings', { homeFiguresFrom: 500 })).statusCode).toBe(200);
    expect(((await shop.get('/api/admin/settings')).json() as { homeFiguresFrom: number }).homeFiguresFrom).toBe(500);
  });
});
