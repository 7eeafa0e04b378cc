import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../../src/server/db/client';
import { throwawayPostgres } from '../../scripts/throwaway-postgres';

/*
 * A database migrated in two steps, for tests of a migration that carries a shop's data over: up to
 * the migration before it (`migrationsUpTo`), given data as the shop had it, then to the last one.
 * On PGlite, and on TEST_DATABASE_URL's server when set (a database of its own, dropped by `close`).
 */

/** A copy of the migrations whose journal stops at `tag`: what a shop had before the change. */
export async function migrationsUpTo(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'nabta-migrations-'));
  await cp(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 1) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return dir;
}

export interface MigrationTarget {
  db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> };
  migrate: (folder: string) => Promise<void>;
  close: () => Promise<void>;
}

async function pgliteTarget(): Promise<MigrationTarget> {
  const client = new PGlite('memory://', { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client);
  return { db, migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
}

async function postgresTarget(baseUrl: string, label: string): Promise<MigrationTarget> {
  const database = await throwawayPostgres(baseUrl, `nabta_migration_${label}`);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const db = drizzleNodePg(pool);
  return {
    db,
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

export const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** PostgreSQL when TEST_DATABASE_URL is set, else an in-memory PGlite; `label` names the test's own database. */
export const migrationTarget = (label: string): Promise<MigrationTarget> =>
  process.env.TEST_DATABASE_URL ? postgresTarget(process.env.TEST_DATABASE_URL, label) : pgliteTarget();
