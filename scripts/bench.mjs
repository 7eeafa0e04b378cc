// `npm run bench`: builds, then measures the main read paths of the built app with autocannon, each
// beside a bare Fastify hello-world measured in the same round (the ratio is what compares across
// machines), on a throw-away embedded database and — with DATABASE_URL — on a throw-away database
// created on that PostgreSQL server (dropped after; the named database is never written). Then a
// probe: 50 connections on the unpaged list while another route is timed. Prints one table, then the
// initial JavaScript per storefront route beside its 100 KB target, then Lighthouse's medians per
// storefront page (scripts/lighthouse.mjs; BENCH_NO_LIGHTHOUSE=1 skips it, BENCH_LIGHTHOUSE_RUNS sets the
// runs, 3 by default), the plant-care reminder sweep (scripts/bench-care-sweep.ts), the owner's figures
// (scripts/bench-analytics.ts), and last one summary
// table: every figure beside its target.
// Loopback only, bounded in time; nothing asserts. BENCH_MAIN_ONLY=1 skips the focused benches.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BUDGET_KB, limitOf, measureRoutes, readCeilings } from './js-budget.mjs';
import { FIGURES, tableRows } from './lighthouse-figures.mjs';
import { measureLighthouse, readBudget, waitFor } from './lighthouse.mjs';
import { TARGET_MS as TAP_TARGET_MS, measureTapAnswer } from './tap-answer.mjs';
import { measureIdentifyReady, TARGET_MS as IDENTIFY_TARGET_MS } from './identify-ready.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const HELLO_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const base = `http://127.0.0.1:${PORT}`;

// [label, path, target ratio to hello-world on PostgreSQL]
const targets = [
  ['plant list page', '/api/plants?limit=8', 0.5],
  ['plant by id', '/api/plants/1', 0.5],
  ['featured', '/api/plants/featured', 0.5],
  ['categories', '/api/categories', 0.5],
  ['search "lavande"', '/api/plants?limit=8&search=lavande', 0.25],
  // Server-rendered pages (docs/decisions 015), no target of the issue's: a visitor's plant page comes
  // from the page cache; a shop search is never cached: rendered when a renderer is free (two passes
  // and its API calls), else sent for the browser to draw.
  ['page /plant/1 (rendered, cached)', '/plant/1', null],
  ['page /shop?search=lavande (never cached)', '/shop?search=lavande', null],
];

if (!process.env.BENCH_NO_BUILD) {
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const HELLO = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });
`;

/** CPU seconds a process has used (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
  } catch {
    return null;
  }
}

/**
 * Waits until the server's start-up work is over (the identification index is built in the
 * background after listening): under 5% CPU for one second, at most 60 s.
 */
async function settle(pid) {
  for (let i = 0; i < 60; i++) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 1000));
    const after = cpuSeconds(pid);
    if (before === null || after === null || after - before < 0.05) return;
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** The one summary table printed last: { area, item, measured, target, met } per figure. */
const summary = [];

const load = (url, connections = CONNECTIONS) => autocannon({ url, connections, duration: DURATION });

async function benchOn(label, env) {
  const server = spawn('node', ['dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ADMIN_EMAIL: 'bench@nabta.local', ADMIN_PASSWORD: 'bench-password' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const rows = [];
  try {
    await waitFor(`${base}/api/categories`, server);
    await settle(server.pid);
    for (const [name, url, target] of targets) {
      await load(base + url, 10).catch(() => undefined); // warm up (JIT, caches)
      const helloRun = await load(`http://127.0.0.1:${HELLO_PORT}/`);
      const run = await load(base + url);
      const targetText = target === null ? '—' : `≥ ${target * 100}%, p99 ≤ 30 ms`;
      summary.push({
        area: `API, ${label}`,
        item: name,
        measured: `${Math.round((100 * run.requests.average) / helloRun.requests.average)}% of hello-world, p99 ${run.latency.p99} ms`,
        target: targetText,
        met: target === null ? '—' : run.requests.average >= target * helloRun.requests.average && run.latency.p99 <= 30 ? 'yes' : 'no',
      });
      rows.push({
        database: label,
        endpoint: name,
        'req/s': Math.round(run.requests.average),
        'p99 ms': run.latency.p99,
        'hello req/s': Math.round(helloRun.requests.average),
        ratio: `${Math.round((100 * run.requests.average) / helloRun.requests.average)}%`,
        target: targetText,
        errors: run.errors + run.non2xx,
      });
    }
    rows.push({ database: label, endpoint: 'probe while 50 conn. read the unpaged list', ...(await probe()) });
  } finally {
    await new Promise((r) => setTimeout(r, 500)); // requests autocannon left in flight
    await stop(server);
  }
  return rows;
}

// The probe runs in a process of its own, so autocannon's work in this one does not count in its times.
// Its first fetch is not timed: Node loads undici and compiles it on the first call (50–60 ms on an
// idle server, 90–160 ms beside the flood, while curl's first request takes 1 ms), so timing it made the
// maximum the probe's own start-up rather than the server's worst answer.
const PROBE = `
const [url, seconds] = process.argv.slice(1);
await (await fetch(url)).arrayBuffer();
const times = [];
const until = Date.now() + Number(seconds) * 1000;
while (Date.now() < until) {
  const started = performance.now();
  await (await fetch(url)).arrayBuffer();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(JSON.stringify({ p99: times[Math.floor(times.length * 0.99)], max: times.at(-1), n: times.length }));
`;

/** 50 connections on the unpaged list; meanwhile one connection (another process) times another route. */
async function probe() {
  const flood = load(`${base}/api/plants`);
  await new Promise((r) => setTimeout(r, 500));
  const child = spawn('node', ['--input-type=module', '-e', PROBE, `${base}/api/plants/featured`, String(DURATION - 1.5)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await new Promise((r) => child.once('exit', r));
  const run = await flood;
  const times = JSON.parse(out);
  return {
    'req/s': Math.round(run.requests.average),
    'p99 ms': run.latency.p99,
    'hello req/s': '',
    ratio: `probe p99 ${times.p99.toFixed(1)} ms, max ${times.max.toFixed(1)} ms (${times.n} requests)`,
    target: 'probe < 50 ms',
    errors: run.errors + run.non2xx,
  };
}

const hello = spawn('node', ['--input-type=module', '-e', HELLO], { stdio: ['ignore', 'inherit', 'inherit'] });
const rows = [];
try {
  await waitFor(`http://127.0.0.1:${HELLO_PORT}/`, hello);
  // The embedded database in its worker thread (the default) and, to compare, on the event loop.
  for (const thread of (process.env.BENCH_PGLITE_THREADS ?? 'worker,main').split(',')) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-bench-'));
    try {
      rows.push(...(await benchOn(`PGlite (${thread})`, { DATA_DIR: dataDir, DATABASE_URL: '', PGLITE_THREAD: thread })));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `nabta_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      rows.push(...(await benchOn('PostgreSQL', { DATABASE_URL: url.toString() })));
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  } else {
    console.log('(set DATABASE_URL to a PostgreSQL server to bench it too: a throw-away database is created there)');
  }
} finally {
  await stop(hello);
}
console.log(`\n${CONNECTIONS} connections, ${DURATION} s per run; ratio = req/s over a bare Fastify hello-world run just before`);
console.table(rows);

// Initial JavaScript per storefront route, from the build above (scripts/js-budget.mjs; .ci/run fails over the limit).
const ceilings = readCeilings();
console.log(`\nInitial JS per storefront route, gzip as served; target ${BUDGET_KB} KB (limit: the route's ceiling until it meets the target)`);
const routes = measureRoutes();
console.table(
  routes.map(({ route, kb }) => ({ route, 'initial JS KB gz': +kb.toFixed(1), target: BUDGET_KB, limit: limitOf(route, ceilings), met: kb <= BUDGET_KB ? 'yes' : 'no' })),
);
for (const { route, kb } of routes) {
  summary.push({ area: 'initial JS', item: route, measured: `${kb.toFixed(1)} KB gz`, target: `≤ ${BUDGET_KB} KB`, met: kb <= BUDGET_KB ? 'yes' : 'no' });
}

// Lighthouse medians per storefront page (mobile profile), beside the targets of issue 14.
if (!process.env.BENCH_NO_LIGHTHOUSE) {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const lighthouse = await measureLighthouse({ runs, port: PORT });
  console.log(`\nLighthouse medians of ${runs} runs per page (mobile: slow 4G and the CPU throttled by the browser, the benchmark-400 phone); target in brackets, ✗ = not met`);
  console.table(tableRows(lighthouse, readBudget()));
  const targeted = FIGURES.filter((f) => f.target !== null);
  const shown = (f, v) => (f.key === 'cls' ? v.toFixed(3) : String(Math.round(v)));
  for (const [page, { median }] of Object.entries(lighthouse.pages)) {
    const missed = targeted.filter((f) => (f.higherIsBetter ? median[f.key] < f.target : median[f.key] > f.target));
    summary.push({
      area: 'Lighthouse',
      item: page,
      measured: targeted.map((f) => `${f.label} ${shown(f, median[f.key])}`).join(', '),
      target: targeted.map((f) => `${f.higherIsBetter ? '≥' : '≤'} ${shown(f, f.target)}`).join(', '),
      met: missed.length ? `no: ${missed.map((f) => f.label).join(', ')}` : 'yes',
    });
  }
}

// Each page answering a first tap, on the same phone and network (scripts/tap-answer.mjs, docs/decisions/029).
if (!process.env.BENCH_NO_LIGHTHOUSE) {
  const taps = await measureTapAnswer({ port: PORT + 2 });
  for (const [page, { median }] of Object.entries(taps)) {
    summary.push({ area: 'tap answered', item: page, measured: `${median} ms`, target: `≤ ${TAP_TARGET_MS} ms`, met: median <= TAP_TARGET_MS ? 'yes' : 'no' });
  }
}

// /identify: a photo chosen as soon as the heading is painted, on the same phone (scripts/identify-ready.mjs).
if (!process.env.BENCH_NO_LIGHTHOUSE) {
  const ready = await measureIdentifyReady({ port: PORT + 1 });
  console.log(`\n/identify at 360 px: photo shown ${ready.median} ms after the heading, in the identifier's hands after ${ready.hydratedMedian} ms (medians of ${ready.runs.length})`);
  summary.push({ area: 'identify', item: 'photo shown after the heading', measured: `${ready.median} ms`, target: `≤ ${IDENTIFY_TARGET_MS} ms`, met: ready.median <= IDENTIFY_TARGET_MS ? 'yes' : 'no' });
}

/**
 * A focused bench in its own process (`npx tsx scripts/{script}`): its output echoed, and each line
 * `{tag} {json}` it prints turned into summary rows.
 */
function taggedBench(script, tag, rowsOf) {
  console.log(`\n> ${script}`);
  const run = spawnSync('npx', ['tsx', `scripts/${script}`], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  for (const line of run.stdout.split('\n')) {
    if (line.startsWith(`${tag} `)) summary.push(...rowsOf(JSON.parse(line.slice(tag.length + 1))));
    else if (line) console.log(line);
  }
  if (run.status !== 0) summary.push({ area: script, item: 'the run', measured: `failed (exit ${run.status})`, target: 'exit 0', met: 'no' });
}

// The plant-care reminder sweep at its target size (scripts/bench-care-sweep.ts: 100,000 plants in 20,000
// gardens, on PGlite and on DATABASE_URL's server); BENCH_NO_CARE=1 skips it.
if (!process.env.BENCH_NO_CARE) {
  taggedBench('bench-care-sweep.ts', 'BENCH_CARE_SWEEP', (r) => [
    {
      area: `care sweep, ${r.database}`,
      item: `reminders: ${r.plants.toLocaleString('en')} plants, ${r.gardens.toLocaleString('en')} gardens`,
      measured: `${(r.ms / 1000).toFixed(1)} s`,
      target: `≤ ${r.targetMs / 1000} s`,
      met: r.ms <= r.targetMs ? 'yes' : 'no',
    },
  ]);
}

// The owner's figures over a busy year (scripts/bench-analytics.ts: 100,000 orders, on PGlite and on
// DATABASE_URL's server), and what computing them costs the storefront; BENCH_NO_ANALYTICS=1 skips it.
if (!process.env.BENCH_NO_ANALYTICS) {
  taggedBench('bench-analytics.ts', 'BENCH_ANALYTICS', (r) => [
    ...Object.entries(r.figures).map(([range, f]) => ({
      area: `owner's figures, ${r.database}`,
      item: `GET /api/admin/analytics, ${range} of ${r.orders.toLocaleString('en')} orders (p95)`,
      measured: `${f.p95} ms`,
      target: `≤ ${r.targetMs} ms`,
      met: f.p95 <= r.targetMs ? 'yes' : 'no',
    })),
    {
      area: `owner's figures, ${r.database}`,
      item: `a year after 500 orders of the last 30 days moved on (their days summed again)`,
      measured: `${r.afterDayMs} ms`,
      target: `≤ ${r.targetMs} ms`,
      met: r.afterDayMs <= r.targetMs ? 'yes' : 'no',
    },
    {
      area: `owner's figures, ${r.database}`,
      item: 'first read, which sums the whole year (once, after the migration or an import)',
      measured: `${r.firstReadMs} ms`,
      target: 'report',
      met: '-',
    },
    {
      area: `owner's figures, ${r.database}`,
      item: 'storefront reads while the year is computed, to alone',
      measured: r.ratio.toFixed(2),
      target: 'report',
      met: '-',
    },
  ]);
}

console.log('\nSummary: every figure beside its target (issue 14)');
console.table(summary);

if (!process.env.BENCH_MAIN_ONLY) {
  // The focused benches, each starting its own server on its own throw-away database:
  // - catalogue at shop scale (10,000 generated plants, searches), on PGlite and on DATABASE_URL's server;
  // - identification of a 12-megapixel photo with the embedded engine;
  // - the Plant Assistant's offline replies.
  for (const script of ['bench-catalog.mjs', 'bench-identify.mjs', 'bench-chat.mjs', 'bench-express.mjs']) {
    console.log(`\n> ${script}`);
    const run = spawnSync('node', [`scripts/${script}`], { stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
