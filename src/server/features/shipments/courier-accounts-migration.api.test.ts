import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/client';

/*
 * Migration 0033 moves the couriers' keys from a column per key (`courier_settings`) to one row per
 * courier (`courier_accounts`, its fields as JSON): a shop that saved keys before the change keeps
 * them. The database is migrated up to 0032, given keys as the old settings form saved them, then
 * migrated to the end. On PGlite, and on TEST_DATABASE_URL's server when set.
 */

const BEFORE = '0032_seller_identity';

/** A copy of the migrations whose journal stops at `tag`: what a shop had before the change. */
async function migrationsUpTo(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nabta-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last, `migration ${tag}`).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

interface Target {
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function pgliteTarget(): Promise<Target> {
  const client = new PGlite('memory://', { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client);
  return { db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
}

async function postgresTarget(baseUrl: string): Promise<Target> {
  const name = `nabta_migration_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzleNodePg(pool);
  return {
    db,
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      // Not WITH (FORCE): `pool.end()` can resolve while a connection is still closing, and a forced
      // drop ended it with FATAL 57P01, an uncaught error in this process (CI, twice). Waited out instead.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt === 50) throw err; // 55006: still in use
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    },
  };
}

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

describe('migration 0033 (courier_accounts)', () => {
  // Every migration runs twice (up to 0032, then to the last), on PGlite and on the server when set: minutes on a busy machine.
  it("carries the keys saved before it over, field by field, and leaves out what was never saved", async () => {
    const old = await migrationsUpTo(BEFORE);
    folders.push(old);
    const target = process.env.TEST_DATABASE_URL ? await postgresTarget(process.env.TEST_DATABASE_URL) : await pgliteTarget();
    try {
      await target.migrate(old);
      // As the settings form saved them: Yalidine's four keys (its address with a space typed after it), Ecotrack never configured.
      await target.db.execute(sql`
        insert into courier_settings (id, ship_from_wilaya, yalidine_api_id, yalidine_api_token, yalidine_api_url, yalidine_webhook_secret, ecotrack_api_url, ecotrack_api_token)
        values (1, '31', '08467949173865045243', 'tok_6tDv0VDFh5MKfvcyQtO3eouLUT8Sc7w5', 'https://api.guepex.app/v1 ', 'whsec_saved_before', '', '')`);

      await target.migrate(migrationsFolder);

      const accounts = rowsOf<{ courier: string; settings: Record<string, string> }>(await target.db.execute(sql`select courier, settings from courier_accounts order by courier`));
      expect(accounts).toEqual([
        {
          courier: 'yalidine',
          settings: { apiId: '08467949173865045243', apiToken: 'tok_6tDv0VDFh5MKfvcyQtO3eouLUT8Sc7w5', apiUrl: 'https://api.guepex.app/v1', webhookSecret: 'whsec_saved_before' },
        },
      ]);
      const settings = rowsOf<Record<string, unknown>>(await target.db.execute(sql`select * from courier_settings`));
      expect(settings).toHaveLength(1);
      expect(settings[0]).toMatchObject({ id: 1, ship_from_wilaya: '31' });
      expect(Object.keys(settings[0]!).sort()).toEqual(['id', 'ship_from_wilaya', 'updated_at']);
    } finally {
      await target.close();
    }
  }, 180_000);
});
