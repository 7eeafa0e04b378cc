import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createPglite, createPostgres, type Database } from '../../src/server/db/client';

let shared: Promise<Database> | undefined;

/**
 * One database per test worker, migrated once: PGlite in memory by default, or — when
 * TEST_DATABASE_URL is set — a database of its own on that PostgreSQL server.
 */
export function workerDatabase(): Promise<Database> {
  shared ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const database = url ? createPostgres(await freshServerDatabase(url)) : createPglite('memory://');
    await database.migrate();
    return database;
  })();
  return shared;
}

async function freshServerDatabase(baseUrl: string): Promise<string> {
  const name = `nabta_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Empties every table (identities restarted) so each test starts from the same state. */
export async function resetDatabase(database: Database): Promise<void> {
  const result = await database.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tablename: string }[] }).rows) as { tablename: string }[];
  if (rows.length === 0) return;
  const list = rows.map((r) => `"${r.tablename}"`).join(', ');
  await database.db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}
