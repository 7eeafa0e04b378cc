import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appSecrets } from '../db/schema';

const cache = new WeakMap<object, Map<string, Promise<Buffer>>>();

/**
 * A random 256-bit key named `name`, created on first use and the same for every instance on this
 * database (the first insert wins). Read once per process.
 */
export function appSecret(db: Executor, name: string): Promise<Buffer> {
  let byName = cache.get(db);
  if (!byName) cache.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    secret.catch(() => byName.delete(name)); // a failed read is tried again next time
    byName.set(name, secret);
  }
  return secret;
}

async function loadOrCreate(db: Executor, name: string): Promise<Buffer> {
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return Buffer.from(row!.value, 'base64url');
}
