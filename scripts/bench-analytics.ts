// Benchmark of the owner's figures (docs/decisions/035-owners-figures.md): BENCH_ANALYTICS_ORDERS
// generated orders (100,000 by default) over the last year — 58 wilayas, every status, five sources,
// two couriers, one or two lines each — on a throw-away embedded database (PGlite in its worker thread,
// as the server runs it) and — with DATABASE_URL — on a throw-away database created on that PostgreSQL
// server (dropped after). Times `GET /api/admin/analytics` for the last 30 days and for a whole year
// (p50/p95 of BENCH_ANALYTICS_RUNS calls, target p95 ≤ 500 ms), then the storefront's reads per
// second (shop searches no cache answers, 10 at a time) alone and while the year's figures are
// computed without pause: their ratio is what the figures cost the shop. Prints figures; nothing asserts.
//
//   npx tsx scripts/bench-analytics.ts      (BENCH_ANALYTICS_ORDERS=100000, BENCH_ANALYTICS_RUNS=20)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createPglite, createPostgres, type Database } from '../src/server/db/client';
import { seedDatabase } from '../src/server/db/seed';
import { getAnalytics } from '../src/server/features/analytics/analytics.service';
import { MemoryStore } from '../src/server/lib/shared-store';
import { addDays, shopDay } from '../src/shared/domain/analytics';
import { throwawayPostgres } from './throwaway-postgres';

const ORDERS = Number(process.env.BENCH_ANALYTICS_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 20);
const TARGET_MS = 500;
const READ_SECONDS = 3;
const admin = { id: '00000000-0000-4000-8000-000000000000', email: 'owner@bench.dz', role: 'admin' as const, isOwner: true };

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

async function seedOrders(database: Database) {
  const { db } = database;
  await db.execute(sql`
    insert into orders (customer_name, customer_email, address, city, wilaya, subtotal_centimes, shipping_centimes, total_centimes,
                        payment_method, payment_status, order_status, utm_source, utm_campaign, created_at, updated_at)
    select 'Client ' || g, 'client' || g || '@example.dz', 'Rue ' || g, 'Ville', (1 + g % 58)::text,
           150000, 40000, 190000, 'cod',
           case when g % 6 in (3, 4) then 'completed' else 'pending' end,
           (array['pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'])[1 + g % 6],
           (array[null, 'facebook', 'instagram', 'google', 'tiktok'])[1 + g % 5], 'campagne-' || (g % 7),
           now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval, now()
    from generate_series(1, ${ORDERS}) g`);
  await db.execute(sql`
    insert into order_items (order_id, plant_id, name, unit_price_centimes, quantity)
    select o.id, p.id, p.name, 150000, 1 + (o.n % 3)
    from (select id, row_number() over () as n from orders) o
    join (select id, name, row_number() over (order by id) - 1 as k, count(*) over () as total from plants) p on p.k = o.n % p.total`);
  await db.execute(sql`
    insert into shipments (order_id, courier, state, status, tracking)
    select id, case when order_status = 'returned' then 'ecotrack' else 'yalidine' end, 'live', order_status, 'TRK-' || id
    from orders where order_status in ('shipped', 'delivered', 'returned')`);
  await db.execute(sql`analyze`);
}

/** Storefront reads a second: shop searches that all differ (no cache answers them), `concurrency` at a time. */
async function readsPerSecond(app: Awaited<ReturnType<typeof buildApp>>, concurrency = 10): Promise<number> {
  let done = 0;
  let n = 0;
  const until = performance.now() + READ_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const res = await app.inject({ method: 'GET', url: `/api/plants?limit=8&search=${encodeURIComponent(`plante ${n++}`)}` });
        if (res.statusCode === 200) done++;
      }
    }),
  );
  return done / READ_SECONDS;
}

async function run(label: string, database: Database) {
  await database.migrate();
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_CATALOGUE: 'true', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: 'bench-password' });
  const app = await buildApp(config, { database, store: new MemoryStore(), pageRenderer: null });
  await seedDatabase(app.ctx);
  await app.ready();
  let t = performance.now();
  await seedOrders(database);
  const seeded = performance.now() - t;
  const today = shopDay(new Date());
  const ranges = { '30 days': { from: addDays(today, -29), to: today }, '366 days': { from: addDays(today, -365), to: today } };
  // The first read sums every day of the seeded year (docs/decisions/035, "Daily sums"): what the first
  // read after the migration, or after a bulk import, costs once.
  t = performance.now();
  await getAnalytics(app.ctx, admin, ranges['366 days']);
  const firstReadMs = Math.round(performance.now() - t);
  const figures: Record<string, { p50: number; p95: number }> = {};
  for (const [name, range] of Object.entries(ranges)) {
    await getAnalytics(app.ctx, admin, range); // one untimed call: the plans and caches warm
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      await getAnalytics(app.ctx, admin, range);
      ms.push(performance.now() - t);
    }
    figures[name] = { p50: Math.round(percentile(ms, 50)), p95: Math.round(percentile(ms, 95)) };
  }
  // A day's work: 500 orders of the last 30 days move on (confirmed, delivered, returned…), then the year is read.
  await database.db.execute(sql`
    update orders set order_status = case order_status when 'pending' then 'processing' when 'processing' then 'shipped' when 'shipped' then 'delivered' else order_status end
    where id in (select id from orders where created_at > now() - interval '30 days' order by id limit 500)`);
  t = performance.now();
  await getAnalytics(app.ctx, admin, ranges['366 days']);
  const afterDayMs = Math.round(performance.now() - t);
  const alone = await readsPerSecond(app);
  let running = true;
  let computed = 0;
  const analytics = (async () => {
    while (running) {
      await getAnalytics(app.ctx, admin, ranges['366 days']);
      computed++;
    }
  })();
  const during = await readsPerSecond(app);
  running = false;
  await analytics;
  const ratio = during / alone;
  for (const [name, f] of Object.entries(figures)) {
    console.log(`${label.padEnd(10)} analytics ${name.padEnd(8)} p50 ${f.p50} ms · p95 ${f.p95} ms (target ≤ ${TARGET_MS} ms) ${f.p95 <= TARGET_MS ? 'OK' : 'OVER'}`);
  }
  console.log(`${label.padEnd(10)} analytics first read (sums the year) ${firstReadMs} ms · a year read after 500 orders of 30 days moved on ${afterDayMs} ms`);
  console.log(
    `${label.padEnd(10)} seed ${(seeded / 1000).toFixed(1)} s (${ORDERS.toLocaleString('en')} orders) · storefront reads ${alone.toFixed(0)}/s alone, ${during.toFixed(0)}/s while ${computed} year figures ran: ratio ${ratio.toFixed(2)}`,
  );
  console.log(`BENCH_ANALYTICS ${JSON.stringify({ database: label, orders: ORDERS, figures, firstReadMs, afterDayMs, targetMs: TARGET_MS, readsAlone: Math.round(alone), readsDuring: Math.round(during), ratio: +ratio.toFixed(2) })}`);
  await app.close();
  await database.close();
}

const dir = mkdtempSync(path.join(tmpdir(), 'nabta-bench-analytics-'));
try {
  await run('PGlite', createPglite(dir, 'worker'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const pgdb = await throwawayPostgres(process.env.DATABASE_URL, 'nabta_bench_analytics');
  try {
    await run('PostgreSQL', createPostgres(pgdb.url));
  } finally {
    await pgdb.drop();
  }
}
