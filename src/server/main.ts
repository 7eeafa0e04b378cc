import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/client';
import { DataDirLockedError, DataDirLockUnavailableError } from './db/data-dir-lock';
import { seedDatabase } from './db/seed';
import { createSharedStore } from './lib/shared-store';
import { projectRoot } from './lib/project-root';

const startedAt = performance.now();

async function main() {
  const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  const config = loadConfig(process.env, version);
  const database = createDatabase(config);
  await database.migrate();
  const store = createSharedStore({ redisUrl: config.redis?.url, keyPrefix: config.redis?.keyPrefix });
  const app = await buildApp(config, { database, store });
  const seed = await seedDatabase(app.ctx);

  if (seed.generatedAdmin) {
    // Printed once, on the start that created the account; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own.
    console.log(
      `\n  Admin account created: ${seed.generatedAdmin.email} / ${seed.generatedAdmin.password}\n  (shown once — set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
    );
  }

  await app.listen({ port: config.port, host: config.host });
  const rssMb = Math.round(process.memoryUsage().rss / 1024 / 1024);
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt), rssMb, database: database.description, seededCatalogue: seed.seededCatalogue },
    `Nabta ready on http://localhost:${config.port}`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await store.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataDirLockUnavailableError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
