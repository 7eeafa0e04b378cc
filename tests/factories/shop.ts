import type { PlantRow } from '../../src/server/db/schema';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../helpers/test-app';
import { createCategory, createPlant } from './catalog';

export interface ShopWithPlant {
  t: TestApp;
  plant: PlantRow;
  /** Signed up (amina@example.dz). */
  customer: Client;
  /** Signed in as the test admin, who is the owner. */
  owner: Client;
}

/**
 * What the order, confirmation and shipment tests start from: an empty shop (`env` added to its
 * configuration) with one plant in one category, a signed-up customer and the signed-in owner.
 */
export async function shopWithPlant(plant: { name: string; priceCentimes: number; stock: number }, env: Record<string, string> = {}): Promise<ShopWithPlant> {
  const t = await buildTestApp({ catalogue: false, env });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  const row = await createPlant(t.app.ctx.db, { ...plant, categoryId: category.id });
  const customer = new Client(t.app);
  await signUp(customer);
  const owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
  return { t, plant: row, customer, owner };
}
