import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Order } from '../../src/shared/contracts/orders';
import { gardenPlants, users, type PlantRow } from '../../src/server/db/schema';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../helpers/test-app';
import { createCategory, createPlant } from './catalog';
import { moveOrderTo, orderPayload } from './orders';

const DAY = 86_400_000;

export interface CareShop {
  t: TestApp;
  /** Signed in as the test admin, who is the owner. */
  owner: Client;
  /** A desert plant (Echinocactus) and a fern: two care plans far apart. */
  cactus: PlantRow;
  fern: PlantRow;
}

/** What the care tests start from: an empty shop (`env` added to its configuration) selling a cactus and a fern. */
export async function careShop(env: Record<string, string> = {}): Promise<CareShop> {
  const t = await buildTestApp({ catalogue: false, env });
  const category = await createCategory(t.app.ctx.db, { name: 'Intérieur' });
  const cactus = await createPlant(t.app.ctx.db, { name: 'Coussin de belle-mère', scientificName: 'Echinocactus grusonii', categoryId: category.id });
  const fern = await createPlant(t.app.ctx.db, { name: 'Fougère de Boston', scientificName: 'Nephrolepis exaltata', categoryId: category.id });
  const owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
  return { t, owner, cactus, fern };
}

/**
 * A signed-up customer (address confirmed unless said otherwise) whose delivered order's cactus and fern
 * joined the garden `daysAgo` days ago, so their watering is due: by default 60 days, longer than the
 * longest interval of any season and zone (a cactus in the highlands' winter: 50 days), whatever today is.
 */
export async function gardener(shop: CareShop, email: string, opts: { confirmed?: boolean; daysAgo?: number } = {}) {
  const { t, owner, cactus, fern } = shop;
  const client = new Client(t.app);
  await signUp(client, { email });
  const userId = ((await client.get('/api/auth/user')).json() as { id: string }).id;
  if (opts.confirmed !== false) await t.app.ctx.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  const res = await client.post('/api/orders', orderPayload([{ plant: cactus, quantity: 1 }, { plant: fern, quantity: 1 }], { customerEmail: email }));
  expect(res.statusCode, res.body).toBe(201);
  await moveOrderTo(owner, (res.json() as Order).id, 'delivered');
  expect((await client.get('/api/care/plants')).statusCode).toBe(200);
  const joined = new Date(Date.now() - (opts.daysAgo ?? 60) * DAY);
  await t.app.ctx.db.update(gardenPlants).set({ createdAt: joined }).where(eq(gardenPlants.userId, userId));
  return { client, userId };
}
