// Benchmark of the plant-care reminder sweep (issue 41, docs/decisions/027-plant-care.md): 100,000 plants
// in 20,000 gardens, every garden with a push subscription, on a throw-away embedded database and — with
// DATABASE_URL — on a throw-away database created on that PostgreSQL server (dropped after). The push
// service is not called: the sender counts (the sweep's own work is measured: the sync, the one query,
// 100,000 care plans, the claim, the payloads). Target: within 10 s. Prints figures; nothing asserts.
// `npm run bench` runs it (scripts/bench.mjs) and puts its figures in the summary table.
//
//   npx tsx scripts/bench-care-sweep.ts      (BENCH_CARE_GARDENS=20000, BENCH_CARE_PLANTS=100000)
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/config';
import { createPglite, createPostgres, type Database } from '../src/server/db/client';
import { sweepReminders } from '../src/server/features/care/care.reminders';
import { speciesData } from '../src/server/features/identify/species/species';
import { MemoryStore } from '../src/server/lib/shared-store';
import type { ServiceContext } from '../src/server/context';
import { throwawayPostgres } from './throwaway-postgres';

const GARDENS = Number(process.env.BENCH_CARE_GARDENS ?? 20_000);
const PLANTS = Number(process.env.BENCH_CARE_PLANTS ?? 100_000);
const TARGET_MS = 10_000;

async function run(label: string, database: Database) {
  await database.migrate();
  const db = database.db;
  const names = speciesData.map((s) => s.name);
  let t = performance.now();
  await db.execute(sql`insert into users (email, password_hash) select 'bench' || g || '@example.dz', 'x' from generate_series(1, ${GARDENS}) g`);
  await db.execute(sql`
    insert into care_push_subscriptions (user_id, endpoint, p256dh, auth)
    select id, 'https://fcm.googleapis.com/fcm/send/' || id, 'BLc4xRzKlKORKWlbdgFaBrrPK3ydWAHo4M0gs0i1oEKgPpWC5cW8OCzVrOQRv-1npXRWk8udnW3oqtlDtLgQsQk', 'eOGpJxGBM3JR3KrbmXCsJg' from users where email like 'bench%'`);
  await db.execute(sql`
    insert into garden_plants (user_id, source, species_name, label, created_at, watered_at)
    select u.id, 'own', (string_to_array(${names.join('|')}, '|'))[1 + (g % ${names.length})], 'Plante ' || g,
      now() - ((g % 40) || ' days')::interval, case when g % 3 = 0 then now() - ((g % 9) || ' days')::interval end
    from generate_series(1, ${PLANTS}) g
    join (select id, row_number() over (order by id) as n from users where email like 'bench%') u on u.n = 1 + (g % ${GARDENS})`);
  const seeded = performance.now() - t;
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  const ctx: ServiceContext = { db, database, store: new MemoryStore(), config, log: pino({ level: 'silent' }) as never };
  let sent = 0;
  t = performance.now();
  const result = await sweepReminders(ctx, new Date(), async () => {
    sent++;
    return 'sent';
  });
  const ms = performance.now() - t;
  console.log(
    `${label.padEnd(10)} seed ${(seeded / 1000).toFixed(1)} s · sweep ${(ms / 1000).toFixed(2)} s (target ${TARGET_MS / 1000} s) ${ms <= TARGET_MS ? 'OK' : 'OVER'} · ${GARDENS} gardens, ${PLANTS} plants, ${result.due} due, ${sent} sent · phases ${JSON.stringify(result.ms)}`,
  );
  // One line for scripts/bench.mjs's summary table (`npm run bench` runs this script and reads it).
  console.log(`BENCH_CARE_SWEEP ${JSON.stringify({ database: label, ms: Math.round(ms), targetMs: TARGET_MS, gardens: GARDENS, plants: PLANTS, due: result.due, phases: result.ms })}`);
  await database.close();
}

await run('PGlite', createPglite('memory://', 'main'));
if (process.env.DATABASE_URL) {
  const pgdb = await throwawayPostgres(process.env.DATABASE_URL, 'nabta_bench_care');
  try {
    await run('PostgreSQL', createPostgres(pgdb.url));
  } finally {
    await pgdb.drop();
  }
}
