import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createCategory, createPlant } from '../factories/catalog';
import { projectRoot } from '../../src/server/lib/project-root';
import { createPglite } from '../../src/server/db/client';
import { categories, plants, users } from '../../src/server/db/schema';

const run = promisify(execFile);
const work = mkdtempSync(path.join(tmpdir(), 'nabta-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const script = (args: string[], dataDir: string) =>
  run(process.execPath, [path.join(projectRoot, 'scripts/db-backup.mjs'), ...args], { env: { ...process.env, DATA_DIR: dataDir }, cwd: work });

async function snapshot(dataDir: string) {
  const database = createPglite(dataDir);
  try {
    const { db } = database;
    return {
      users: await db.select().from(users).orderBy(users.email),
      categories: await db.select().from(categories).orderBy(categories.id),
      plants: await db.select().from(plants).orderBy(plants.id),
    };
  } finally {
    await database.close();
  }
}

describe('npm run backup / npm run restore (embedded database)', () => {
  it('restores a backup into another DATA_DIR with exactly the same rows, keeping what was there aside', async () => {
    const source = path.join(work, 'shop');
    const database = createPglite(source);
    await database.migrate();
    const category = await createCategory(database.db, { name: 'Intérieur' });
    await createPlant(database.db, { name: 'Monstera “Deliciosa”', categoryId: category.id, priceCentimes: 350_050, stock: 7 });
    await database.db.insert(users).values({ email: 'amina@example.dz', passwordHash: 'x', firstName: 'Amina', lastName: 'B', role: 'user' });
    await database.close();

    const file = path.join(work, 'shop.tar.gz');
    await script(['backup', file], source);
    const target = path.join(work, 'restored');
    await script(['restore', file], target);
    const [before, after] = [await snapshot(source), await snapshot(target)];
    expect(after).toEqual(before);
    expect(after.plants).toHaveLength(1);
    // A second restore keeps the current database aside instead of overwriting it.
    const { stdout } = await script(['restore', file], target);
    expect(stdout).toMatch(/previous database is kept in .*pg\.before-restore-/);
  }, 120_000);

  it('refuses to restore into, or back up, a DATA_DIR a running server holds', async () => {
    const busy = path.join(work, 'busy');
    const database = createPglite(busy);
    await database.migrate();
    await database.close();
    writeFileSync(path.join(busy, 'nabta.lock'), `${process.pid}\n`);
    for (const args of [['backup', path.join(work, 'x.tar.gz')], ['restore', path.join(work, 'shop.tar.gz')]]) {
      const err = await script(args, busy).then(
        () => undefined,
        (e: { stderr: string }) => e,
      );
      expect(err?.stderr).toMatch(new RegExp(`in use by process ${process.pid}`));
    }
  }, 120_000);
});
