import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../lib/project-root';
import { withCommitHooks } from './after-commit';
import { lockDataDir } from './data-dir-lock';
import { PgliteWorkerClient } from './pglite-proxy';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver is behind it. Repositories take a `Db` (or a transaction) first. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Human description for Application Info, without credentials. */
  description: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

// Any constant works: it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 727_001;

export function createDatabase(opts: { databaseUrl?: string | undefined; dataDir: string; pgliteThread?: 'worker' | 'main' }): Database {
  return opts.databaseUrl ? createPostgres(opts.databaseUrl) : createPglite(opts.dataDir, opts.pgliteThread);
}

/**
 * Embedded PostgreSQL in DATA_DIR/pg ('memory://' keeps it in memory, for tests), in a worker thread
 * unless `thread` is 'main'. Only one process
 * may open it (two would corrupt it): DATA_DIR is locked until `close()`, else this throws
 * DataDirLockedError.
 */
export function createPglite(dataDir: string, thread: 'worker' | 'main' = 'worker'): Database {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.join(dataDir, 'pg');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const lock = inMemory ? undefined : lockDataDir(dataDir);
  // Off the event loop by default: a slow query must not stall every request (docs/decisions 009).
  const client = thread === 'main' ? new PGlite(dir, { extensions: { pg_trgm, unaccent } }) : new PgliteWorkerClient(dir);
  const db = withCommitHooks(drizzlePglite(client as PGlite, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    description: 'PostgreSQL (PGlite, embedded)',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export function createPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = withCommitHooks(drizzleNodePg(pool, { schema }) as unknown as Db);
  return {
    db,
    kind: 'postgres',
    description: 'PostgreSQL (server)',
    async migrate() {
      // NOTE: several app instances may start at once; an advisory lock makes them migrate one at a time.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
