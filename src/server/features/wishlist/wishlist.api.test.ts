import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plant } from '@shared/contracts/catalog';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { buildTestApp, Client, signUp, type TestApp } from '../../../../tests/helpers/test-app';
import type { PlantRow } from '../../db/schema';
import { en } from '@shared/messages';

let t: TestApp;
let customer: Client;
let fern: PlantRow;
let olive: PlantRow;
let cactus: PlantRow;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  const db = t.app.ctx.db;
  const category = await createCategory(db, { name: 'Garden' });
  fern = await createPlant(db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_000, originalPriceCentimes: 200_000 });
  olive = await createPlant(db, { name: 'Olive Tree', categoryId: category.id });
  cactus = await createPlant(db, { name: 'Prickly Pear', categoryId: category.id, stock: 0 });
  customer = new Client(t.app);
  await signUp(customer);
});
afterEach(() => t.close());

const names = (plants: Plant[]) => plants.map((p) => p.name);

describe('wishlist', () => {
  it('is for signed-in users only: every call answers 401 to a visitor', async () => {
    const visitor = new Client(t.app);
    for (const res of [
      await visitor.get('/api/wishlist'),
      await visitor.get(`/api/wishlist/${fern.id}/check`),
      await visitor.post('/api/wishlist', { plantId: fern.id }),
      await visitor.delete(`/api/wishlist/${fern.id}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: en.errors.unauthorized });
    }
  });

  it('starts empty', async () => {
    const res = await customer.get('/api/wishlist');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await customer.get(`/api/wishlist/${fern.id}/check`)).json()).toEqual({ isInWishlist: false });
  });

  it('adds a plant (201) and lists it with its category, prices as text', async () => {
    const res = await customer.post('/api/wishlist', { plantId: fern.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ plantId: fern.id, isInWishlist: true });
    expect((await customer.get(`/api/wishlist/${fern.id}/check`)).json()).toEqual({ isInWishlist: true });
    const list = (await customer.get('/api/wishlist')).json() as Plant[];
    expect(list).toEqual([
      expect.objectContaining({ id: fern.id, name: 'Boston Fern', price: '1800.00', originalPrice: '2000.00', category: { id: fern.categoryId, name: 'Garden', translations: { fr: { name: null }, ar: { name: null } } } }),
    ]);
  });

  it('lists the most recently added first, out-of-stock plants included', async () => {
    for (const p of [olive, cactus, fern]) expect((await customer.post('/api/wishlist', { plantId: p.id })).statusCode).toBe(201);
    const list = (await customer.get('/api/wishlist')).json() as Plant[];
    expect(names(list)).toEqual(['Boston Fern', 'Prickly Pear', 'Olive Tree']);
    expect(list[1]!.stock).toBe(0);
  });

  it('treats adding the same plant twice as harmless: still 201, listed once, first date kept', async () => {
    await customer.post('/api/wishlist', { plantId: fern.id });
    await customer.post('/api/wishlist', { plantId: olive.id });
    const again = await customer.post('/api/wishlist', { plantId: fern.id });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ plantId: fern.id, isInWishlist: true });
    expect(names((await customer.get('/api/wishlist')).json())).toEqual(['Olive Tree', 'Boston Fern']);
  });

  it('answers 404 for a plant that does not exist, 400 for a malformed id', async () => {
    const res = await customer.post('/api/wishlist', { plantId: 99999 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: en.catalog.plantNotFound });
    expect((await customer.post('/api/wishlist', { plantId: 'abc' })).statusCode).toBe(400);
    expect((await customer.post('/api/wishlist', {})).statusCode).toBe(400);
    expect((await customer.get('/api/wishlist/abc/check')).statusCode).toBe(400);
    expect((await customer.get('/api/wishlist')).json()).toEqual([]);
  });

  it('removes a plant, and removing it again is still fine (idempotent)', async () => {
    await customer.post('/api/wishlist', { plantId: fern.id });
    await customer.post('/api/wishlist', { plantId: olive.id });
    const res = await customer.delete(`/api/wishlist/${fern.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ plantId: fern.id, isInWishlist: false });
    expect((await customer.get(`/api/wishlist/${fern.id}/check`)).json()).toEqual({ isInWishlist: false });
    expect(names((await customer.get('/api/wishlist')).json())).toEqual(['Olive Tree']);
    const again = await customer.delete(`/api/wishlist/${fern.id}`);
    expect(again.statusCode).toBe(200);
    expect((await customer.delete('/api/wishlist/99999')).statusCode).toBe(200);
  });

  it("keeps each user's wishlist to themselves", async () => {
    await customer.post('/api/wishlist', { plantId: fern.id });
    const other = new Client(t.app);
    await signUp(other, { email: 'yacine@example.dz', firstName: 'Yacine' });
    expect((await other.get('/api/wishlist')).json()).toEqual([]);
    expect((await other.get(`/api/wishlist/${fern.id}/check`)).json()).toEqual({ isInWishlist: false });
    await other.delete(`/api/wishlist/${fern.id}`);
    expect(names((await customer.get('/api/wishlist')).json())).toEqual(['Boston Fern']);
  });
});
