import pg from 'pg';

/**
 * A database of its own on the PostgreSQL server at `baseUrl`, for a bench or a test to fill (the named
 * database is never written): created empty, dropped by `drop`. The drop waits (up to 10 s) for the
 * caller's connections to close rather than forcing them: a forced drop ends a connection a pool is still
 * closing with FATAL 57P01, an error event no one handles, and the process dies (bench-analytics, CI).
 */
export async function throwawayPostgres(baseUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`DROP DATABASE IF EXISTS ${name}`);
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await onServer(`DROP DATABASE IF EXISTS ${name}`);
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt === 100) throw err; // 55006: still in use
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  return { url: url.toString(), drop };
}
