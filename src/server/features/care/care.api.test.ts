import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Garden, GardenPlant } from '@shared/contracts/care';
import type { Order } from '@shared/contracts/orders';
import { algiersDay } from '@shared/domain/care-climate';
import { addDays } from '@shared/domain/care';
import { en } from '@shared/messages';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { moveOrderTo, orderPayload } from '../../../../tests/factories/orders';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { multipartFile } from '../../../../tests/helpers/multipart';
import { gardenPlants, orders, plants, type PlantRow } from '../../db/schema';

let t: TestApp;
let customer: Client;
let other: Client;
let owner: Client;
let cactus: PlantRow;
let fern: PlantRow;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  const category = await createCategory(t.app.ctx.db, { name: 'Intérieur' });
  cactus = await createPlant(t.app.ctx.db, { name: 'Coussin de belle-mère', scientificName: 'Echinocactus grusonii', categoryId: category.id, priceCentimes: 250_000 });
  fern = await createPlant(t.app.ctx.db, { name: 'Fougère de Boston', scientificName: 'Nephrolepis exaltata', categoryId: category.id, priceCentimes: 180_000 });
  customer = new Client(t.app);
  await signUp(customer);
  other = new Client(t.app);
  await signUp(other, { email: 'yacine@example.dz', firstName: 'Yacine' });
  owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(() => t.close());

async function deliveredOrder(client: Client, wilaya: string | null, lines = [{ plant: cactus, quantity: 1 }, { plant: fern, quantity: 2 }]) {
  const res = await client.post('/api/orders', orderPayload(lines));
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as Order;
  if (wilaya) await t.app.ctx.db.update(orders).set({ wilaya }).where(eq(orders.id, order.id));
  await moveOrderTo(owner, order.id, 'delivered');
  return order;
}

const garden = async (client: Client) => {
  const res = await client.get('/api/care/plants');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Garden;
};

describe('My Plants as a garden', () => {
  it('is for signed-in customers: 401 to a visitor', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get('/api/care/plants')).statusCode).toBe(401);
    expect((await visitor.post('/api/care/plants', { speciesName: 'Monstera deliciosa' })).statusCode).toBe(401);
  });

  it('adds a delivered order’s plants, not a pending order’s, with next watering from the species and the wilaya’s climate', async () => {
    const pending = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }]));
    expect(pending.statusCode).toBe(201);
    expect((await garden(customer)).plants).toEqual([]);

    const order = await deliveredOrder(customer, '1'); // Adrar: Sahara
    const g = await garden(customer);
    expect(g.wilaya).toBe(1);
    expect(g.wilayaChosen).toBe(false);
    expect(g.plants.map((p) => [p.label, p.source, p.speciesName, p.knownSpecies, p.orderNumber])).toEqual(
      expect.arrayContaining([
        ['Coussin de belle-mère', 'order', 'Kroenleinia grusonii', true, `#${order.id.slice(-8)}`],
        ['Fougère de Boston', 'order', 'Nephrolepis exaltata', true, `#${order.id.slice(-8)}`],
      ]),
    );
    expect(g.plants).toHaveLength(2);
    // The catalogue's French and Arabic names travel beside the label, for the reader's language.
    expect(g.plants.find((p) => p.label === 'Fougère de Boston')!.translations).toEqual({ fr: { name: null }, ar: { name: null } });
    await t.app.ctx.db.update(plants).set({ nameAr: 'سرخس بوسطن', nameFr: 'Fougère de Boston' }).where(eq(plants.id, fern.id));
    expect((await garden(customer)).plants.find((p) => p.label === 'Fougère de Boston')!.translations).toEqual({ fr: { name: 'Fougère de Boston' }, ar: { name: 'سرخس بوسطن' } });
    const cactusPlan = g.plants.find((p) => p.speciesName === 'Kroenleinia grusonii')!.plan;
    const fernPlan = g.plants.find((p) => p.speciesName === 'Nephrolepis exaltata')!.plan;
    expect(cactusPlan.zone).toBe('sahara');
    expect(cactusPlan.intervals.water).toBeGreaterThan(fernPlan.intervals.water);
    expect(fernPlan.next.water).toBe(addDays(algiersDay(new Date()), fernPlan.intervals.water));
    // Asking again adds nothing twice.
    expect((await garden(customer)).plants).toHaveLength(2);
    // The other customer's garden is theirs alone.
    expect((await garden(other)).plants).toEqual([]);
  });

  it('the chosen wilaya wins over the order’s: Algiers makes the cactus’s plan the littoral’s', async () => {
    await deliveredOrder(customer, '1');
    const sahara = (await garden(customer)).plants.find((p) => p.speciesName === 'Kroenleinia grusonii')!.plan;
    const res = await customer.patch('/api/care/settings', { wilaya: 16 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ wilaya: 16, weeklyEmail: false });
    const g = await garden(customer);
    const littoral = g.plants.find((p) => p.speciesName === 'Kroenleinia grusonii')!.plan;
    expect([g.wilaya, g.wilayaChosen, littoral.zone]).toEqual([16, true, 'littoral']);
    expect(littoral.intervals.water).toBeGreaterThanOrEqual(sahara.intervals.water);
    expect((await customer.patch('/api/care/settings', { wilaya: 70 })).statusCode).toBe(400);
    expect((await customer.patch('/api/care/settings', { wilaya: 16, extra: 1 })).statusCode).toBe(400);
  });

  it('"done" moves the next watering one interval from today, and an unknown task is a 400', async () => {
    await deliveredOrder(customer, '16');
    const plant = (await garden(customer)).plants[0]!;
    // Joined 60 days ago, longer than any season's interval (a cactus in winter: 42 days here): watering is overdue whatever today is.
    await t.app.ctx.db.update(gardenPlants).set({ createdAt: new Date(Date.now() - 60 * 86_400_000) }).where(eq(gardenPlants.id, plant.id));
    const before = (await garden(customer)).plants.find((p) => p.id === plant.id)!;
    expect(before.plan.due).toContain('water');
    const res = await customer.post(`/api/care/plants/${plant.id}/done`, { task: 'water' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as GardenPlant;
    expect(after.plan.next.water).toBe(addDays(algiersDay(new Date()), after.plan.intervals.water));
    expect(after.plan.next.water > before.plan.next.water).toBe(true);
    expect(after.plan.due).not.toContain('water');
    expect((await customer.post(`/api/care/plants/${plant.id}/done`, { task: 'prune' })).statusCode).toBe(400);
    // "I last watered it 10 days ago": the plan counts from that day; a day in the future is refused.
    const tenDaysAgo = addDays(algiersDay(new Date()), -10);
    const corrected = await customer.patch(`/api/care/plants/${plant.id}`, { lastWatered: tenDaysAgo });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((corrected.json() as GardenPlant).plan.next.water).toBe(addDays(tenDaysAgo, after.plan.intervals.water));
    expect((await customer.patch(`/api/care/plants/${plant.id}`, { lastWatered: addDays(algiersDay(new Date()), 1) })).statusCode).toBe(400);
    expect((await customer.patch(`/api/care/plants/${plant.id}`, { lastWatered: '2027-02-30' })).statusCode).toBe(400);
  });

  it('another customer’s plant is not found: 404 to read, rename, mark done, photograph or remove, and nothing changes', async () => {
    await deliveredOrder(customer, '16');
    const plant = (await garden(customer)).plants[0]!;
    const photo = multipartFile(readFileSync('tests/fixtures/photos/potted-plant.jpg'));
    for (const res of [
      await other.patch(`/api/care/plants/${plant.id}`, { nickname: 'volée' }),
      await other.post(`/api/care/plants/${plant.id}/done`, { task: 'water' }),
      await other.delete(`/api/care/plants/${plant.id}`),
      await other.request({ method: 'POST', url: `/api/care/plants/${plant.id}/photo`, ...photo }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: en.errors.notFound });
    }
    const same = (await garden(customer)).plants.find((p) => p.id === plant.id)!;
    expect([same.nickname, same.photoUrl, same.plan.next.water]).toEqual([null, null, plant.plan.next.water]);
  });

  it('a removed plant stays removed although its order is still delivered', async () => {
    await deliveredOrder(customer, '16');
    const [first, second] = (await garden(customer)).plants;
    const res = await customer.delete(`/api/care/plants/${first!.id}`);
    expect(res.json()).toEqual({ id: first!.id, removed: true });
    expect((await garden(customer)).plants.map((p) => p.id)).toEqual([second!.id]);
    expect((await customer.delete(`/api/care/plants/${first!.id}`)).statusCode).toBe(404);
  });

  it('adds a plant the customer owns from the species list, with an Arabic nickname; an unknown species is a 400', async () => {
    const species = (await customer.get('/api/care/species')).json() as { name: string }[];
    expect(species.some((s) => s.name === 'Aloe vera')).toBe(true);
    const res = await customer.post('/api/care/plants', { speciesName: 'Aloe vera', nickname: 'صبّار جدّتي' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ source: 'own', speciesName: 'Aloe vera', nickname: 'صبّار جدّتي', knownSpecies: true });
    expect((await customer.post('/api/care/plants', { speciesName: 'Plantus imaginarius' })).statusCode).toBe(400);
    expect((await customer.post('/api/care/plants', { speciesName: 'Aloe vera', nickname: 'a\u0000b' })).statusCode).toBe(400);
    expect((await customer.post('/api/care/plants', { speciesName: 'Aloe vera', nickname: 'x\u202Ey' })).statusCode).toBe(400);
  });

  it('takes a photo of the customer’s own, checked like every upload (a text file is refused)', async () => {
    await deliveredOrder(customer, '16');
    const plant = (await garden(customer)).plants[0]!;
    const ok = await customer.request({ method: 'POST', url: `/api/care/plants/${plant.id}/photo`, ...multipartFile(readFileSync('tests/fixtures/photos/aloe.jpg')) });
    expect(ok.statusCode, ok.body).toBe(200);
    const url = (ok.json() as GardenPlant).photoUrl!;
    expect(url).toMatch(/^\/images\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await customer.get(url)).headers['content-type']).toBe('image/webp');
    const bad = await customer.request({ method: 'POST', url: `/api/care/plants/${plant.id}/photo`, ...multipartFile(Buffer.from('not an image at all')) });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('lists saved identifications too, renamed with a nickname', async () => {
    const id = (
      (await t.app.ctx.db.execute(
        // A saved identification of this customer (what POST /api/identifications/:id/save leaves).
        `insert into identifications (user_id, plant_name, common_name, scientific_name, confidence, engine, saved_at)
         select id, 'Monstera deliciosa', 'Monstera', 'Monstera deliciosa', 91, 'embedded', now() from users where email = 'amina@example.dz' returning id`,
      )) as unknown as { rows: { id: string }[] }
    ).rows[0]!;
    const g = await garden(customer);
    expect(g.plants.map((p) => [p.source, p.label, p.speciesName])).toEqual([['identification', 'Monstera', 'Monstera deliciosa']]);
    const renamed = await customer.patch(`/api/care/plants/${g.plants[0]!.id}`, { nickname: 'Mounir' });
    expect((renamed.json() as GardenPlant).nickname).toBe('Mounir');
    expect(id.id).toBeTruthy();
  });
});
