import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Plant, PlantListItem } from '@shared/contracts/catalog';
import { en } from '@shared/messages';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { plants } from '../../db/schema';

const m = en.catalog;
let t: TestApp;
let admin: Client;
let categoryId: number;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  categoryId = (await createCategory(t.app.ctx.db, { name: 'Houseplants' })).id;
});
afterEach(() => t.close());

const photo = (n: number) => `/images/uploads/0000000${n}-0000-4000-8000-000000000000.webp`;
const base = () => ({ name: 'Monstera', categoryId, price: '1800', stock: 3 });

describe('a plant’s photos', () => {
  it('are kept in the order sent, described in every language, the first one being the spec’s imageUrl', async () => {
    const res = await admin.post('/api/plants', {
      ...base(),
      images: [
        { url: photo(1), alt: 'Monstera in its pot', translations: { fr: { alt: 'Monstera dans son pot' }, ar: { alt: 'مونستيرا في أصيصها' } } },
        { url: photo(2), alt: 'A leaf, close' },
        { url: photo(3) },
        { url: 'https://cdn.example.dz/monstera-back.jpg', alt: '' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const plant = res.json() as Plant;
    expect(plant.imageUrl).toBe(photo(1));
    expect(plant.images.map((i) => i.url)).toEqual([photo(1), photo(2), photo(3), 'https://cdn.example.dz/monstera-back.jpg']);
    expect(plant.images[0]).toEqual({ url: photo(1), alt: 'Monstera in its pot', translations: { fr: { alt: 'Monstera dans son pot' }, ar: { alt: 'مونستيرا في أصيصها' } } });
    expect(plant.images[3]!.alt).toBeNull();
    expect((await new Client(t.app).get(`/api/plants/${plant.id}`)).json()).toEqual(plant);

    // Reordered and one removed: the new first photo is the imageUrl every list and card shows.
    const reordered = await admin.patch(`/api/plants/${plant.id}`, { images: [plant.images[2], plant.images[0], plant.images[1]] });
    expect(reordered.statusCode).toBe(200);
    expect((reordered.json() as Plant).images.map((i) => i.url)).toEqual([photo(3), photo(1), photo(2)]);
    const listed = ((await new Client(t.app).get('/api/plants')).json() as PlantListItem[]).find((p) => p.id === plant.id)!;
    expect(listed.imageUrl).toBe(photo(3));
    expect('images' in listed).toBe(false);

    const none = await admin.patch(`/api/plants/${plant.id}`, { images: [] });
    expect((none.json() as Plant).imageUrl).toBeNull();
  });

  it('follow a spec client that sends only imageUrl: its first photo is replaced or removed, the others stay', async () => {
    const plant = (await admin.post('/api/plants', { ...base(), images: [{ url: photo(1), alt: 'Front' }, { url: photo(2), alt: 'Side' }] })).json() as Plant;
    const replaced = (await admin.patch(`/api/plants/${plant.id}`, { imageUrl: photo(5) })).json() as Plant;
    expect(replaced.images.map((i) => [i.url, i.alt])).toEqual([[photo(5), null], [photo(2), 'Side']]);
    const same = (await admin.patch(`/api/plants/${plant.id}`, { imageUrl: photo(5), name: 'Monstera deliciosa' })).json() as Plant;
    expect(same.images).toEqual(replaced.images);
    const removed = (await admin.patch(`/api/plants/${plant.id}`, { imageUrl: '' })).json() as Plant;
    expect(removed.imageUrl).toBe(photo(2));
    expect(removed.images.map((i) => i.url)).toEqual([photo(2)]);
    const created = (await admin.post('/api/plants', { ...base(), imageUrl: photo(7) })).json() as Plant;
    expect(created.images.map((i) => i.url)).toEqual([photo(7)]);
  });

  it('refuses a bad address, a thirteenth photo, an unknown field, a NUL byte or a line break in a description, field by field (400)', async () => {
    const refused = async (images: unknown) => {
      const res = await admin.post('/api/plants', { ...base(), images });
      expect(res.statusCode, JSON.stringify(images).slice(0, 80)).toBe(400);
      return res.json().fieldErrors as Record<string, string>;
    };
    expect(await refused([{ url: photo(1) }, { url: 'javascript:alert(1)' }])).toEqual({ 'images.1.url': m.imageUrlInvalid });
    expect(await refused([{ url: '' }])).toEqual({ 'images.0.url': m.imageUrlInvalid });
    expect(await refused(Array.from({ length: 13 }, (_, i) => ({ url: `${photo(1)}?n=${i}` })))).toEqual({ images: m.tooManyImages });
    expect(Object.keys(await refused([{ url: photo(1), caption: 'x' }]))).toEqual(['images.0']);
    expect(await refused([{ url: photo(1), alt: 'x'.repeat(301) }])).toEqual({ 'images.0.alt': m.tooLong });
    expect(await refused([{ url: photo(1), translations: { ar: { alt: 'سطر\nآخر' } } }])).toEqual({ 'images.0.translations.ar.alt': m.textControlCharacters });
    const nul = await admin.post('/api/plants', { ...base(), images: [{ url: photo(1), alt: 'a\u0000b' }] });
    expect(nul.statusCode).toBe(400);
    expect(await refused('not a list')).toEqual({ images: m.imageUrlInvalid });
    expect((await t.app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(plants))[0]!.n).toBe(0);
  });

  it('are the admins’ to change: a visitor gets 401 and a customer 403, and nothing changes', async () => {
    const plant = (await admin.post('/api/plants', { ...base(), images: [{ url: photo(1) }] })).json() as Plant;
    const customer = new Client(t.app);
    await signUp(customer);
    expect((await new Client(t.app).patch(`/api/plants/${plant.id}`, { images: [] })).statusCode).toBe(401);
    expect((await customer.patch(`/api/plants/${plant.id}`, { images: [] })).statusCode).toBe(403);
    expect(((await admin.get(`/api/plants/${plant.id}`)).json() as Plant).images).toHaveLength(1);
  });

  it('come from each plant’s one picture on a database from before photos (migration 0041)', async () => {
    const db = t.app.ctx.db;
    const old = await createPlant(db, { categoryId, name: 'Aloe' });
    await db.update(plants).set({ imageUrl: '/images/plants/aloe-vera.svg', images: [] }).where(eq(plants.id, old.id));
    const without = await createPlant(db, { categoryId, name: 'Fern' });
    const migration = readFileSync(new URL('../../db/migrations/0041_plant_images.sql', import.meta.url), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'))!;
    await db.execute(sql.raw(backfill));
    const aloe = (await admin.get(`/api/plants/${old.id}`)).json() as Plant;
    expect(aloe.images).toEqual([{ url: '/images/plants/aloe-vera.svg', alt: null, translations: { fr: { alt: null }, ar: { alt: null } } }]);
    expect(((await admin.get(`/api/plants/${without.id}`)).json() as Plant).images).toEqual([]);
  });
});
