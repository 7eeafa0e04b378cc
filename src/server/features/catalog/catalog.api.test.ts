import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Category, Plant } from '@shared/contracts/catalog';
import { en } from '@shared/messages';
import { untranslated } from '@shared/domain/catalog-text';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { orderItems, orders, plants, searchWords, wishlistItems } from '../../db/schema';
import { seedPlants } from '../../db/seed/catalogue.data';

const m = en.catalog;

let t: TestApp;
let visitor: Client;

afterEach(() => t.close());

const names = (res: LightMyRequestResponse) => (res.json() as Plant[]).map((p) => p.name);
const totalOf = (res: LightMyRequestResponse) => Number(res.headers['x-total-count']);

async function adminClient() {
  const admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  return admin;
}

async function customerClient() {
  const customer = new Client(t.app);
  await signUp(customer);
  return customer;
}

/**
 * A small catalogue of its own, so every order below is known: created oldest first, one hour apart.
 * Ratings tie on purpose (Lavender/Monstera 4.8, Rosemary/Fern 4.5) and so do two prices (1200).
 */
async function seedFixture() {
  const db = t.app.ctx.db;
  const herbs = await createCategory(db, { name: 'Herbs' });
  const ferns = await createCategory(db, { name: 'Ferns' });
  const house = await createCategory(db, { name: 'Houseplants' });
  const succulents = await createCategory(db, { name: 'Succulents' });
  const trees = await createCategory(db, { name: 'Trees' });
  const empty = await createCategory(db, { name: 'Aquatic Plants' });
  const base = Date.now() - 10 * 3_600_000;
  const specs = [
    { name: 'Monstera Deliciosa', commonName: 'Monstera', scientificName: 'Monstera deliciosa', family: 'Araceae', description: 'Large split leaves; an easy houseplant for bright indirect light.', categoryId: house.id, featured: true, priceCentimes: 350_000, rating: '4.8', reviewCount: 120 },
    { name: 'Boston Fern', commonName: 'Fougère de Boston', scientificName: 'Nephrolepis exaltata', family: 'Nephrolepidaceae', description: 'Arching fronds that love humidity.', categoryId: ferns.id, priceCentimes: 180_000, rating: '4.5', reviewCount: 40 },
    { name: 'Lavender', commonName: 'Lavande', scientificName: 'Lavandula angustifolia', family: 'Lamiaceae', description: 'Fleurs violettes très parfumées, idéales pour les jardins ensoleillés.', categoryId: herbs.id, featured: true, priceCentimes: 90_000, rating: '4.8', reviewCount: 200 },
    { name: 'Rosemary', commonName: 'Romarin', scientificName: 'Salvia rosmarinus', family: 'Lamiaceae', description: 'Fragrant evergreen herb of the Mediterranean garrigue.', categoryId: herbs.id, priceCentimes: 70_000, rating: '4.5', reviewCount: 90 },
    { name: 'Aloe Vera', commonName: 'Aloès', scientificName: 'Aloe vera', family: 'Asphodelaceae', description: 'A succulent with a soothing gel.', categoryId: succulents.id, priceCentimes: 120_000, rating: null, reviewCount: 0 },
    { name: 'Jade Plant', commonName: 'Arbre de jade', scientificName: 'Crassula ovata', family: 'Crassulaceae', description: 'A succulent often grown next to aloe on sunny windowsills.', categoryId: succulents.id, priceCentimes: 120_000, rating: '4.0', reviewCount: 15 },
    { name: 'Olive Tree', commonName: 'Olivier', scientificName: 'Olea europaea', family: 'Oleaceae', description: 'A hardy Mediterranean tree.', categoryId: trees.id, priceCentimes: null, rating: null, reviewCount: 0 },
  ];
  const created = [];
  for (const [i, spec] of specs.entries()) {
    created.push(await createPlant(db, { ...spec, createdAt: new Date(base + i * 3_600_000) }));
  }
  return { herbs, ferns, house, succulents, trees, empty, plants: created };
}

describe('catalogue reads', () => {
  beforeEach(async () => {
    t = await buildTestApp({ catalogue: false });
    visitor = new Client(t.app);
  });

  it('lists categories with their real plant counts', async () => {
    const f = await seedFixture();
    const res = await visitor.get('/api/categories');
    expect(res.statusCode).toBe(200);
    const counts = Object.fromEntries((res.json() as Category[]).map((c) => [c.name, c.plantCount]));
    expect(counts).toEqual({ Herbs: 2, Ferns: 1, Houseplants: 1, Succulents: 2, Trees: 1, 'Aquatic Plants': 0 });
    expect((res.json() as Category[])[0]).toMatchObject({ id: f.herbs.id, description: null, imageUrl: null });
  });

  it('answers the whole list without paging, with the total in X-Total-Count', async () => {
    await seedFixture();
    const res = await visitor.get('/api/plants');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(7);
    expect(totalOf(res)).toBe(7);
    const lavender = (res.json() as Plant[]).find((p) => p.name === 'Lavender')!;
    expect(lavender).toMatchObject({ price: '900.00', originalPrice: null, rating: '4.8', category: { name: 'Herbs' } });
    expect(res.body).not.toMatch(/search_?vector/i);
  });

  it('filters by category id', async () => {
    const f = await seedFixture();
    const res = await visitor.get(`/api/plants?category=${f.herbs.id}`);
    expect(names(res).sort()).toEqual(['Lavender', 'Rosemary']);
    expect(totalOf(res)).toBe(2);
    expect((await visitor.get(`/api/plants?category=${f.empty.id}`)).json()).toEqual([]);
  });

  it.each([
    ['featured', ['Lavender', 'Monstera Deliciosa', 'Olive Tree', 'Jade Plant', 'Aloe Vera', 'Rosemary', 'Boston Fern']],
    ['newest', ['Olive Tree', 'Jade Plant', 'Aloe Vera', 'Rosemary', 'Lavender', 'Boston Fern', 'Monstera Deliciosa']],
    ['price-low', ['Rosemary', 'Lavender', 'Aloe Vera', 'Jade Plant', 'Boston Fern', 'Monstera Deliciosa', 'Olive Tree']],
    ['price-high', ['Monstera Deliciosa', 'Boston Fern', 'Aloe Vera', 'Jade Plant', 'Lavender', 'Rosemary', 'Olive Tree']],
    ['rating', ['Lavender', 'Monstera Deliciosa', 'Rosemary', 'Boston Fern', 'Jade Plant', 'Aloe Vera', 'Olive Tree']],
  ])('sorts by %s (ties by id, plants without a price or rating last)', async (sort, expected) => {
    await seedFixture();
    const res = await visitor.get(`/api/plants?sort=${sort}`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(expected);
  });

  it('sorts featured first then newest when no sort is given', async () => {
    await seedFixture();
    expect(names(await visitor.get('/api/plants')).slice(0, 3)).toEqual(['Lavender', 'Monstera Deliciosa', 'Olive Tree']);
  });

  it('pages with limit and offset: stable, complete pages and the total in X-Total-Count', async () => {
    await seedFixture();
    const all = names(await visitor.get('/api/plants?sort=price-low'));
    const seen: string[] = [];
    for (let offset = 0; offset < 7; offset += 3) {
      const res = await visitor.get(`/api/plants?sort=price-low&limit=3&offset=${offset}`);
      expect(res.statusCode).toBe(200);
      expect(totalOf(res)).toBe(7);
      seen.push(...names(res));
    }
    expect(seen).toEqual(all);
    const beyond = await visitor.get('/api/plants?limit=3&offset=50');
    expect(beyond.json()).toEqual([]);
    expect(totalOf(beyond)).toBe(7);
  });

  it('pages within a category with the category total', async () => {
    const f = await seedFixture();
    const res = await visitor.get(`/api/plants?category=${f.succulents.id}&limit=1`);
    expect(res.json()).toHaveLength(1);
    expect(totalOf(res)).toBe(2);
  });

  it('refuses an unknown sort, a bad category and out-of-range paging with 400', async () => {
    for (const query of ['sort=cheapest', 'category=abc', 'limit=0', 'limit=101', 'offset=-1']) {
      const res = await visitor.get(`/api/plants?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toEqual(expect.any(String));
    }
  });

  it('lists at most 4 featured plants, featured only, newest first', async () => {
    const f = await seedFixture();
    const db = t.app.ctx.db;
    for (let i = 0; i < 4; i++) await createPlant(db, { name: `Featured ${i}`, categoryId: f.house.id, featured: true });
    const res = await visitor.get('/api/plants/featured');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Plant[];
    expect(list).toHaveLength(4);
    expect(list.every((p) => p.featured)).toBe(true);
    expect(list.map((p) => p.name)).toEqual(['Featured 3', 'Featured 2', 'Featured 1', 'Featured 0']);
  });

  it('answers one plant by id, and 404 for an unknown one', async () => {
    const f = await seedFixture();
    const fern = f.plants[1]!;
    const res = await visitor.get(`/api/plants/${fern.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: fern.id, name: 'Boston Fern', price: '1800.00', category: { id: f.ferns.id, name: 'Ferns' } });
    const missing = await visitor.get('/api/plants/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: m.plantNotFound });
    expect((await visitor.get('/api/plants/abc')).statusCode).toBe(400);
  });
});

describe('search', () => {
  beforeEach(async () => {
    t = await buildTestApp({ catalogue: false });
    visitor = new Client(t.app);
    await seedFixture();
  });

  const search = (q: string, extra = '') => visitor.get(`/api/plants?search=${encodeURIComponent(q)}${extra}`);

  it.each([
    ['monstra', 'Monstera Deliciosa'],
    ['fougere', 'Boston Fern'],
    ['Fougère', 'Boston Fern'],
    ['lavande', 'Lavender'],
    ['ALOE', 'Aloe Vera'],
    ['lavendre', 'Lavender'],
    ['rozmary', 'Rosemary'],
    ['romarin', 'Rosemary'],
    ['monst', 'Monstera Deliciosa'],
    ['nephrolepis', 'Boston Fern'],
    ['crassula ovata', 'Jade Plant'],
    ['olivier', 'Olive Tree'],
  ])('finds what a shopper means by %j', async (q, expected) => {
    const res = await search(q);
    expect(res.statusCode).toBe(200);
    expect(names(res)[0]).toBe(expected);
    expect(totalOf(res)).toBe(res.json().length);
  });

  it('searches the family and the description, accent-insensitively', async () => {
    expect(names(await search('lamiaceae')).sort()).toEqual(['Lavender', 'Rosemary']);
    expect(names(await search('parfumees'))).toEqual(['Lavender']);
    expect(names(await search('humidity'))).toEqual(['Boston Fern']);
    // French for humidity: close enough to the English word to find it.
    expect(names(await search('HUMIDITÉ'))).toEqual(['Boston Fern']);
  });

  it('ranks a plant named by the query before one that only mentions it', async () => {
    expect(names(await search('aloe'))).toEqual(['Aloe Vera', 'Jade Plant']);
  });

  it('needs every word to match', async () => {
    expect(names(await search('fougere boston'))).toEqual(['Boston Fern']);
    expect(names(await search('fougere lavande'))).toEqual([]);
  });

  it('finds nothing for a word no plant has, with a zero total', async () => {
    const res = await search('xylophone');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(totalOf(res)).toBe(0);
  });

  it('treats a blank search as no filter', async () => {
    for (const q of ['', '   ']) {
      const res = await search(q);
      expect(res.json()).toHaveLength(7);
      expect(totalOf(res)).toBe(7);
    }
  });

  it('takes tsquery syntax and quotes as plain text', async () => {
    for (const q of ["l'olivier", 'aloe & | ! :* ( )', "'); drop table plants; --", '\\', '!!!']) {
      const res = await search(q);
      expect(res.statusCode, q).toBe(200);
    }
    expect(names(await search("l'olivier"))).toEqual(['Olive Tree']);
    expect((await visitor.get('/api/plants')).json()).toHaveLength(7);
  });

  it('refuses a search longer than 100 characters, saying why', async () => {
    const res = await search('a'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en.catalog.searchTooLong, fieldErrors: { search: en.catalog.searchTooLong } });
    expect((await search('ب'.repeat(100))).statusCode).toBe(200);
  });

  it('combines search with the category filter, a sort and paging', async () => {
    const cats = (await visitor.get('/api/categories')).json() as Category[];
    const succulents = cats.find((c) => c.name === 'Succulents')!;
    const herbs = cats.find((c) => c.name === 'Herbs')!;
    expect(names(await search('aloe', `&category=${herbs.id}`))).toEqual([]);
    expect(names(await search('aloe', `&category=${succulents.id}`))).toEqual(['Aloe Vera', 'Jade Plant']);
    expect(names(await search('lamiaceae', '&sort=price-high'))).toEqual(['Lavender', 'Rosemary']);
    expect(names(await search('lamiaceae', '&sort=price-low'))).toEqual(['Rosemary', 'Lavender']);
    const page = await search('lamiaceae', '&sort=price-low&limit=1&offset=1');
    expect(names(page)).toEqual(['Lavender']);
    expect(totalOf(page)).toBe(2);
    const beyond = await search('lamiaceae', '&limit=1&offset=5');
    expect(beyond.json()).toEqual([]);
    expect(totalOf(beyond)).toBe(2);
  });

  it('finds a plant by the words an admin just gave it', async () => {
    const [aloe] = (await search('aloe')).json() as Plant[];
    const admin = await adminClient();
    const res = await admin.patch(`/api/plants/${aloe!.id}`, { commonName: 'Sabr' });
    expect(res.statusCode).toBe(200);
    expect(names(await search('sabr'))).toEqual(['Aloe Vera']);
  });
});

describe('search on the demo catalogue', () => {
  beforeEach(async () => {
    t = await buildTestApp();
    visitor = new Client(t.app);
  });

  const first = async (q: string) => ((await visitor.get(`/api/plants?search=${encodeURIComponent(q)}`)).json() as Plant[])[0];

  it('finds the Monstera, the fern, the lavender and the aloe as a shopper types them', async () => {
    expect((await first('monstra'))?.name).toMatch(/monstera/i);
    expect((await first('fougere'))?.commonName).toMatch(/Fougère/);
    expect(await first('lavande')).toMatchObject({ commonName: expect.stringMatching(/Lavande/) });
    expect((await first('ALOE'))?.name).toMatch(/^Aloe Vera/);
    expect((await first('lavendre'))?.commonName).toMatch(/Lavande/);
    expect((await first('rozmary'))?.name).toBe('Rosemary');
    expect((await first('figue de barbarie'))?.name).toBe('Prickly Pear');
  });

  it('keeps every seeded word in the search lexicon', async () => {
    const db = t.app.ctx.db;
    // Every seeded plant is there: the words below are the whole demo catalogue's.
    expect(await db.$count(plants)).toBe(seedPlants.length);
    // Each word of each plant's search document (English, French and Arabic names and descriptions).
    // PGlite and node-postgres both answer `{ rows }`.
    const words = (await db.execute(sql`SELECT DISTINCT lexeme AS word FROM ${plants}, unnest(tsvector_to_array(${plants.searchVector})) AS lexeme`)) as unknown as { rows: { word: string }[] };
    const lexicon = new Set((await db.select().from(searchWords)).map((r) => r.word));
    const seeded = words.rows.map((r) => r.word);
    expect(seeded.length).toBeGreaterThan(1000);
    expect(seeded.filter((w) => !lexicon.has(w))).toEqual([]);
    // Words a shopper types, in each language, among them.
    for (const word of ['lavande', 'monstera', 'fougere', 'صبار']) expect(seeded.some((w) => w.startsWith(word)), word).toBe(true);
  });
});

describe('admin: plants', () => {
  let f: Awaited<ReturnType<typeof seedFixture>>;
  const valid = () => ({
    name: 'Bougainvillea',
    commonName: 'Bougainvillier',
    scientificName: 'Bougainvillea glabra',
    family: 'Nyctaginaceae',
    origin: 'Brazil',
    description: 'Climbing shrub with bright bracts, loves Algerian summers.',
    careLevel: 'Easy',
    imageUrl: 'https://example.com/bougainvillea.jpg',
    categoryId: String(f.trees.id),
    price: '2500',
    originalPrice: '3000.5',
    stock: '12',
    featured: false,
  });

  beforeEach(async () => {
    t = await buildTestApp({ catalogue: false });
    visitor = new Client(t.app);
    f = await seedFixture();
  });

  it('refuses visitors (401) and customers (403) on every plant mutation', async () => {
    const customer = await customerClient();
    const id = f.plants[0]!.id;
    const calls = [
      (c: Client) => c.post('/api/plants', valid()),
      (c: Client) => c.patch(`/api/plants/${id}`, { name: 'X' }),
      (c: Client) => c.delete(`/api/plants/${id}`),
      (c: Client) => c.patch(`/api/plants/${id}/featured`, { featured: false }),
    ];
    for (const call of calls) {
      const anonymous = await call(visitor);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: en.errors.unauthorized });
      const forbidden = await call(customer);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: en.errors.adminRequired });
    }
    expect((await visitor.get(`/api/plants/${id}`)).json()).toMatchObject({ name: 'Monstera Deliciosa', featured: true });
  });

  it('creates a plant (201) with normalised prices, its category and a place in the shop', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/plants', valid());
    expect(res.statusCode).toBe(201);
    const plant = res.json() as Plant;
    expect(plant).toMatchObject({
      name: 'Bougainvillea',
      price: '2500.00',
      originalPrice: '3000.50',
      stock: 12,
      featured: false,
      careLevel: 'Easy',
      rating: null,
      reviewCount: 0,
      category: { id: f.trees.id, name: 'Trees' },
    });
    expect((await visitor.get(`/api/plants/${plant.id}`)).json()).toEqual(plant);
    expect(names(await visitor.get('/api/plants?search=bougainvilier'))).toEqual(['Bougainvillea']);
  });

  it('accepts a minimal plant: empty optional fields become null, stock 0, relative image path', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/plants', {
      name: '  Figuier  ',
      categoryId: f.trees.id,
      price: 800,
      commonName: '',
      imageUrl: '/images/plants/fig.svg',
      originalPrice: '',
      careLevel: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Figuier', commonName: null, imageUrl: '/images/plants/fig.svg', originalPrice: null, careLevel: null, stock: 0, price: '800.00' });
  });

  it('turns non-numeric stock text into 0, as the spec form does', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/plants', { ...valid(), stock: 'beaucoup' });
    expect(res.statusCode).toBe(201);
    expect(res.json().stock).toBe(0);
  });

  it('answers the spec messages for missing name, category and price', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/plants', { name: ' ', categoryId: '', price: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ name: m.nameRequired, categoryId: m.categoryRequired, price: m.priceRequired });
    const missing = await admin.post('/api/plants', {});
    expect(missing.json().fieldErrors).toEqual({ name: m.nameRequired, categoryId: m.categoryRequired, price: m.priceRequired });
  });

  it.each([
    [{ stock: -1 }, 'stock', m.stockNonNegative],
    [{ stock: '2.5' }, 'stock', m.stockWholeNumber],
    [{ price: '-10' }, 'price', m.priceNegative],
    [{ price: '12.345' }, 'price', m.priceInvalid],
    [{ price: '12,50' }, 'price', m.priceInvalid],
    [{ price: '99999999' }, 'price', m.priceTooHigh],
    [{ originalPrice: 'cheap' }, 'originalPrice', m.originalPriceInvalid],
    [{ imageUrl: 'not a url' }, 'imageUrl', m.imageUrlInvalid],
    [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', m.imageUrlInvalid],
    [{ imageUrl: '//evil.example/x.png' }, 'imageUrl', m.imageUrlInvalid],
    [{ careLevel: 'Medium' }, 'careLevel', m.careLevelInvalid],
    [{ name: 'x'.repeat(201) }, 'name', m.tooLong],
  ])('refuses %j with a clear message', async (patch, field, message) => {
    const admin = await adminClient();
    const res = await admin.post('/api/plants', { ...valid(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ [field]: message });
  });

  it('refuses a category that does not exist (400 on the category field)', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/plants', { ...valid(), categoryId: 9999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: m.categoryDoesNotExist, fieldErrors: { categoryId: m.categoryDoesNotExist } });
    const patch = await admin.patch(`/api/plants/${f.plants[0]!.id}`, { categoryId: 9999 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().fieldErrors).toEqual({ categoryId: m.categoryDoesNotExist });
  });

  it('updates only the fields sent, and moves a plant to another category', async () => {
    const admin = await adminClient();
    const fern = f.plants[1]!;
    const res = await admin.patch(`/api/plants/${fern.id}`, { price: '1750.5', stock: 3, categoryId: f.house.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Boston Fern', commonName: 'Fougère de Boston', price: '1750.50', stock: 3, category: { id: f.house.id, name: 'Houseplants' } });
    const cleared = await admin.patch(`/api/plants/${fern.id}`, { originalPrice: null, description: '' });
    expect(cleared.json()).toMatchObject({ originalPrice: null, description: null, price: '1750.50' });
    const full = await admin.patch(`/api/plants/${fern.id}`, { ...valid(), name: 'Boston Fern' });
    expect(full.json()).toMatchObject({ name: 'Boston Fern', price: '2500.00', category: { id: f.trees.id } });
  });

  it('refuses an empty name or a negative stock on update with the spec messages', async () => {
    const admin = await adminClient();
    const res = await admin.patch(`/api/plants/${f.plants[0]!.id}`, { name: '', stock: -5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ name: m.nameRequired, stock: m.stockNonNegative });
  });

  it('answers 404 when updating, featuring or deleting an unknown plant', async () => {
    const admin = await adminClient();
    for (const res of [
      await admin.patch('/api/plants/99999', { name: 'Ghost' }),
      await admin.patch('/api/plants/99999/featured', { featured: true }),
      await admin.delete('/api/plants/99999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: m.plantNotFound });
    }
  });

  it('keeps category plant counts and shop totals exact through create, move and delete', async () => {
    const admin = await adminClient();
    const countOf = async (id: number) =>
      ((await visitor.get('/api/categories')).json() as Category[]).find((c) => c.id === id)!.plantCount;
    const pageTotal = async (query: string) => totalOf(await visitor.get(`/api/plants?limit=1${query}`));

    const created = (await admin.post('/api/plants', valid())).json() as Plant;
    expect(await countOf(f.trees.id)).toBe(2);
    expect(await pageTotal('')).toBe(8);
    expect(await pageTotal(`&category=${f.trees.id}`)).toBe(2);

    await admin.patch(`/api/plants/${created.id}`, { categoryId: f.empty.id });
    await admin.patch(`/api/plants/${created.id}`, { categoryId: f.empty.id, name: 'Bougainvillea glabra' });
    expect(await countOf(f.trees.id)).toBe(1);
    expect(await countOf(f.empty.id)).toBe(1);
    expect(await pageTotal(`&category=${f.empty.id}`)).toBe(1);

    await admin.delete(`/api/plants/${created.id}`);
    await admin.delete(`/api/plants/${f.plants[0]!.id}`);
    expect(await countOf(f.empty.id)).toBe(0);
    expect(await countOf(f.house.id)).toBe(0);
    expect(await pageTotal('')).toBe(6);
    expect(await pageTotal(`&category=${f.house.id}`)).toBe(0);
  });

  it('toggles the featured flag, which the featured list follows', async () => {
    const admin = await adminClient();
    const rosemary = f.plants[3]!;
    const on = await admin.patch(`/api/plants/${rosemary.id}/featured`, { featured: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id: rosemary.id, featured: true });
    expect(names(await visitor.get('/api/plants/featured'))).toContain('Rosemary');
    const off = await admin.patch(`/api/plants/${rosemary.id}/featured`, { featured: false });
    expect(off.json().featured).toBe(false);
    expect(names(await visitor.get('/api/plants/featured'))).not.toContain('Rosemary');
    const bad = await admin.patch(`/api/plants/${rosemary.id}/featured`, { featured: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ featured: m.featuredInvalid });
  });

  it('deletes a plant without harming order history; wishlists drop it', async () => {
    const admin = await adminClient();
    const customer = await customerClient();
    const lavender = f.plants[2]!;
    expect((await customer.post('/api/wishlist', { plantId: lavender.id })).statusCode).toBe(201);
    const db = t.app.ctx.db;
    const [order] = await db
      .insert(orders)
      .values({ customerName: 'Amina Benali', customerEmail: 'amina@example.dz', address: '1 rue Didouche Mourad', city: 'Alger', subtotalCentimes: 180_000, shippingCentimes: 0, totalCentimes: 180_000, paymentMethod: 'bank_transfer' })
      .returning();
    await db.insert(orderItems).values({ orderId: order!.id, plantId: lavender.id, name: 'Lavender', imageUrl: null, unitPriceCentimes: 90_000, quantity: 2 });

    const res = await admin.delete(`/api/plants/${lavender.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: lavender.id, deleted: true });
    expect((await visitor.get(`/api/plants/${lavender.id}`)).statusCode).toBe(404);
    expect(names(await visitor.get('/api/plants?search=lavande'))).toEqual([]);

    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items).toEqual([expect.objectContaining({ plantId: null, name: 'Lavender', unitPriceCentimes: 90_000, quantity: 2 })]);
    expect(await db.select().from(wishlistItems).where(eq(wishlistItems.plantId, lavender.id))).toEqual([]);
    expect((await customer.get('/api/wishlist')).json()).toEqual([]);
    expect(await db.select().from(plants).where(eq(plants.id, lavender.id))).toEqual([]);
  });
});

describe('admin: categories', () => {
  let f: Awaited<ReturnType<typeof seedFixture>>;

  beforeEach(async () => {
    t = await buildTestApp({ catalogue: false });
    visitor = new Client(t.app);
    f = await seedFixture();
  });

  it('refuses visitors (401) and customers (403) on every category mutation', async () => {
    const customer = await customerClient();
    const calls = [
      (c: Client) => c.post('/api/categories', { name: 'Palms' }),
      (c: Client) => c.patch(`/api/categories/${f.empty.id}`, { name: 'Palms' }),
      (c: Client) => c.delete(`/api/categories/${f.empty.id}`),
    ];
    for (const call of calls) {
      expect((await call(visitor)).statusCode).toBe(401);
      expect((await call(customer)).statusCode).toBe(403);
    }
    expect((await visitor.get('/api/categories')).json()).toHaveLength(6);
  });

  it('creates a category (201) with a zero plant count', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/categories', { name: ' Palms ', description: 'Date palms and more', imageUrl: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Palms', description: 'Date palms and more', translations: untranslated(), imageUrl: null, plantCount: 0 });
    expect((await visitor.get('/api/categories')).json()).toHaveLength(7);
  });

  it('answers the spec messages for a missing name and a bad image URL', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/categories', { name: '  ', imageUrl: 'ftp://x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ name: m.nameRequired, imageUrl: m.imageUrlInvalid });
  });

  it('refuses a name already used, whatever its case (409)', async () => {
    const admin = await adminClient();
    const res = await admin.post('/api/categories', { name: 'herbs' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: m.categoryNameTaken, fieldErrors: { name: m.categoryNameTaken } });
    const rename = await admin.patch(`/api/categories/${f.empty.id}`, { name: 'FERNS' });
    expect(rename.statusCode).toBe(409);
  });

  it('updates a category and answers it with its plant count', async () => {
    const admin = await adminClient();
    const res = await admin.patch(`/api/categories/${f.herbs.id}`, { name: 'Herbes aromatiques', description: 'Thym, romarin, lavande' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: f.herbs.id, name: 'Herbes aromatiques', description: 'Thym, romarin, lavande', translations: untranslated(), imageUrl: null, plantCount: 2 });
    const sameName = await admin.patch(`/api/categories/${f.herbs.id}`, { name: 'herbes aromatiques' });
    expect(sameName.statusCode).toBe(200);
    expect((await visitor.get(`/api/plants/${f.plants[2]!.id}`)).json().category.name).toBe('herbes aromatiques');
  });

  it('answers 404 for an unknown category', async () => {
    const admin = await adminClient();
    const update = await admin.patch('/api/categories/9999', { name: 'Nowhere' });
    expect(update.statusCode).toBe(404);
    expect(update.json()).toEqual({ message: m.categoryNotFound });
    expect((await admin.delete('/api/categories/9999')).statusCode).toBe(404);
  });

  it('refuses to delete a category that still has plants (409), then deletes it once empty', async () => {
    const admin = await adminClient();
    const res = await admin.delete(`/api/categories/${f.herbs.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: m.categoryHasPlants });
    expect(names(await visitor.get(`/api/plants?category=${f.herbs.id}`)).sort()).toEqual(['Lavender', 'Rosemary']);

    for (const p of [f.plants[2]!, f.plants[3]!]) {
      expect((await admin.patch(`/api/plants/${p.id}`, { categoryId: f.empty.id })).statusCode).toBe(200);
    }
    const ok = await admin.delete(`/api/categories/${f.herbs.id}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: f.herbs.id, deleted: true });
    const cats = (await visitor.get('/api/categories')).json() as Category[];
    expect(cats.map((c) => c.name)).not.toContain('Herbs');
    expect(cats.find((c) => c.id === f.empty.id)?.plantCount).toBe(2);
  });
});
