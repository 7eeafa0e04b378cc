// The catalogue at shop scale: starts the built server on a throw-away database, adds
// BENCH_PLANTS generated plants (10,000 by default) through the admin API, then measures the shop's
// first page, a few sorts and searches, and /api/categories as the baseline (a small, nearly static
// JSON answer from the same server). Runs on PGlite, then — when DATABASE_URL points at a PostgreSQL
// server — on a fresh database created on that server (and dropped after; the named one is never used).
//
// Latency: BENCH_SAMPLES sequential requests on one keep-alive connection (p50/p95/p99, exact).
// Throughput: autocannon with 10 connections for BENCH_SECONDS. Figures are printed; nothing asserts.
// Those repeat one URL, so past the first request the catalogue's response cache answers them.
// `--first-searches [N]` (or BENCH_FIRST_SEARCHES=N) also times N searches (300 by default) whose texts
// all differ — words of the generated names (a cultivar, a French name, a genus and epithet) — so
// every one is a first search that the cache cannot answer: what a customer's new search costs.
//
//   npm run build && node scripts/bench-catalog.mjs [--first-searches [N]]   (npm run bench calls it
//   without options, after its own table)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const PLANTS = Number(process.env.BENCH_PLANTS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${PORT}`;
const FIRST_SEARCHES = firstSearchesOption(process.argv.slice(2), process.env.BENCH_FIRST_SEARCHES);
const admin = { email: 'bench@nabta.local', password: 'bench-password' };

const targets = [
  ['baseline: categories', '/api/categories'],
  ['shop, first page', '/api/plants?limit=8'],
  ['shop, page 50, price-low', '/api/plants?limit=8&offset=400&sort=price-low'],
  ['shop, category, rating', '/api/plants?limit=8&category=3&sort=rating'],
  ['search "lavande"', '/api/plants?limit=8&search=lavande'],
  ['search typo "lavendre"', '/api/plants?limit=8&search=lavendre'],
  ['search typo "rozmary"', '/api/plants?limit=8&search=rozmary'],
  ['search "fougere boston"', '/api/plants?limit=8&search=fougere%20boston'],
  ['search "plante"', '/api/plants?limit=8&search=plante'],
  ['featured', '/api/plants/featured'],
];

// ---- A generated catalogue: real genera, French and English names, varied descriptions ----

const genera = [
  ['Monstera', 'Swiss Cheese Plant', 'Faux philodendron', 'Araceae'],
  ['Nephrolepis', 'Boston Fern', 'Fougère de Boston', 'Nephrolepidaceae'],
  ['Lavandula', 'Lavender', 'Lavande', 'Lamiaceae'],
  ['Salvia', 'Rosemary', 'Romarin', 'Lamiaceae'],
  ['Aloe', 'Aloe', 'Aloès', 'Asphodelaceae'],
  ['Olea', 'Olive Tree', 'Olivier', 'Oleaceae'],
  ['Opuntia', 'Prickly Pear', 'Figuier de Barbarie', 'Cactaceae'],
  ['Phoenix', 'Date Palm', 'Palmier dattier', 'Arecaceae'],
  ['Jasminum', 'Jasmine', 'Jasmin', 'Oleaceae'],
  ['Bougainvillea', 'Bougainvillea', 'Bougainvillier', 'Nyctaginaceae'],
  ['Ficus', 'Fig', 'Figuier', 'Moraceae'],
  ['Citrus', 'Lemon Tree', 'Citronnier', 'Rutaceae'],
  ['Mentha', 'Mint', 'Menthe', 'Lamiaceae'],
  ['Ocimum', 'Basil', 'Basilic', 'Lamiaceae'],
  ['Thymus', 'Thyme', 'Thym', 'Lamiaceae'],
  ['Pelargonium', 'Geranium', 'Géranium', 'Geraniaceae'],
  ['Sansevieria', 'Snake Plant', 'Langue de belle-mère', 'Asparagaceae'],
  ['Epipremnum', 'Pothos', 'Lierre du diable', 'Araceae'],
  ['Crassula', 'Jade Plant', 'Arbre de jade', 'Crassulaceae'],
  ['Echeveria', 'Mexican Snowball', 'Rose de pierre', 'Crassulaceae'],
  ['Nerium', 'Oleander', 'Laurier-rose', 'Apocynaceae'],
  ['Hibiscus', 'Hibiscus', 'Hibiscus', 'Malvaceae'],
  ['Rosa', 'Rose', 'Rosier', 'Rosaceae'],
  ['Nymphaea', 'Water Lily', 'Nénuphar', 'Nymphaeaceae'],
  ['Adiantum', 'Maidenhair Fern', 'Capillaire', 'Pteridaceae'],
  ['Ceratonia', 'Carob', 'Caroubier', 'Fabaceae'],
  ['Punica', 'Pomegranate', 'Grenadier', 'Lythraceae'],
  ['Myrtus', 'Myrtle', 'Myrte', 'Myrtaceae'],
  ['Argania', 'Argan Tree', 'Arganier', 'Sapotaceae'],
  ['Pistacia', 'Mastic Tree', 'Lentisque', 'Anacardiaceae'],
];
const epithets = ['alba', 'vulgaris', 'officinalis', 'deliciosa', 'exaltata', 'angustifolia', 'europaea', 'dactylifera', 'sinensis', 'glabra', 'elegans', 'compacta', 'variegata', 'nana', 'grandiflora', 'atlantica', 'saharensis', 'numidica', 'mauritanica', 'kabylica'];
const sentences = [
  'Une plante robuste qui supporte la chaleur de l’été algérien.',
  'Thrives in bright, indirect light and tolerates dry air.',
  'Arrosage modéré : laisser sécher la terre entre deux arrosages.',
  'A fragrant choice for balconies and sunny terraces.',
  'Idéale pour les jardins méditerranéens, du littoral aux Hauts Plateaux.',
  'Keep away from cold drafts in winter.',
  'Feuillage persistant, croissance lente, très décorative en pot.',
  'Attracts bees and butterflies when in bloom.',
  'Résiste bien à la sécheresse une fois installée.',
  'Prefers well-drained soil and a light feed in spring.',
];
const syllables = ['ka', 'li', 'mo', 'ra', 'ne', 'si', 'ta', 'bel', 'dor', 'fen', 'gar', 'hil', 'jun', 'lor', 'mar', 'nil', 'ous', 'pra', 'qui', 'sel', 'tiz', 'vor', 'zel', 'am', 'ir'];

/** A deterministic pseudo-random generator, so every run benches the same catalogue. */
function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0) / 2 ** 32);
}

/** The i-th generated plant (a body for POST /api/plants). */
export function generatedPlant(i, categoryIds) {
  const r = rng(i + 1);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const [genus, en, fr, family] = pick(genera);
  const cultivar = Array.from({ length: 2 + Math.floor(r() * 2) }, () => pick(syllables)).join('');
  const cultivarName = cultivar[0].toUpperCase() + cultivar.slice(1);
  const price = 300 + Math.floor(r() * 20_000);
  const onSale = r() < 0.2;
  return {
    name: `${en} '${cultivarName}'`,
    commonName: `${fr} ${cultivarName}`,
    scientificName: `${genus} ${pick(epithets)}`,
    family,
    origin: pick(['Algérie', 'Maroc', 'Tunisie', 'Méditerranée', 'Brésil', 'Mexique', 'Asie du Sud-Est']),
    description: `${en} (${fr}) ${cultivarName}. ${pick(sentences)} ${pick(sentences)}`,
    careLevel: pick(['Easy', 'Intermediate', 'Hard']),
    imageUrl: `/images/plants/generated-${i}.svg`,
    categoryId: pick(categoryIds),
    price: `${price}.${String(Math.floor(r() * 100)).padStart(2, '0')}`,
    originalPrice: onSale ? `${Math.round(price * 1.25)}.00` : null,
    stock: Math.floor(r() * 50),
    featured: r() < 0.02,
  };
}

/** `--first-searches [N]` → N (300 when N is left out), else BENCH_FIRST_SEARCHES, else 0 (not run). */
function firstSearchesOption(args, env) {
  const at = args.indexOf('--first-searches');
  if (at === -1) return Number(env ?? 0);
  const n = Number(args[at + 1]);
  return Number.isInteger(n) && n > 0 ? n : 300;
}

/**
 * N different search texts taken from the generated plants' names, in turn a cultivar ("Kalimo"),
 * a French name with its cultivar ("olivier kalimo") and a genus with an epithet and a cultivar
 * ("olea europaea kalimo"): no two alike once lower-cased, so no answer can come from the cache.
 */
export function firstSearchTexts(n, plants = PLANTS) {
  const texts = new Set();
  for (let i = 0; texts.size < n && i < plants; i++) {
    const plant = generatedPlant(i, [1]);
    const cultivar = plant.commonName.split(' ').at(-1).toLowerCase();
    const kind = i % 3;
    const text = kind === 0 ? cultivar : kind === 1 ? plant.commonName.toLowerCase() : `${plant.scientificName.toLowerCase()} ${cultivar}`;
    texts.add(text);
  }
  return [...texts];
}

// ---- Running ----

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waitForServer(server) {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/categories`)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 240) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function populate() {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const categoryIds = (await (await fetch(`${base}/api/categories`)).json()).map((c) => c.id);
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < PLANTS) {
      const i = next++;
      const res = await fetch(`${base}/api/plants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify(generatedPlant(i, categoryIds)),
      });
      if (res.status !== 201) throw new Error(`creating plant ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${PLANTS} plants created through POST /api/plants in ${seconds.toFixed(1)} s (${Math.round(PLANTS / seconds)}/s)`);
}

async function measure(url) {
  const latencies = [];
  let bytes = 0;
  let total = '';
  for (let i = 0; i < SAMPLES + 20; i++) {
    const started = performance.now();
    const res = await fetch(base + url);
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    if (i >= 20) latencies.push(ms); // the first 20 warm up
    bytes = body.byteLength;
    total = res.headers.get('x-total-count') ?? '';
  }
  latencies.sort((a, b) => a - b);
  const load = await autocannon({ url: base + url, connections: 10, duration: DURATION });
  return {
    'req/s (10 conn)': Math.round(load.requests.average),
    'p50 ms': +percentile(latencies, 50).toFixed(2),
    'p95 ms': +percentile(latencies, 95).toFixed(2),
    'p99 ms': +percentile(latencies, 99).toFixed(2),
    'p99 ms (10 conn)': load.latency.p99,
    bytes,
    'X-Total-Count': total,
    errors: load.errors + load.non2xx,
  };
}

/** One request per text, in turn on one keep-alive connection: each a first search (p50/p95/p99/max, exact). */
async function measureFirstSearches(texts) {
  const latencies = [];
  let hits = 0;
  for (const text of texts) {
    const started = performance.now();
    const res = await fetch(`${base}/api/plants?limit=8&search=${encodeURIComponent(text)}`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (!res.ok) throw new Error(`search "${text}": ${res.status}`);
    if (Number(res.headers.get('x-total-count')) > 0) hits++;
  }
  latencies.sort((a, b) => a - b);
  return {
    searches: texts.length,
    'with results': hits,
    'p50 ms': +percentile(latencies, 50).toFixed(2),
    'p95 ms': +percentile(latencies, 95).toFixed(2),
    'p99 ms': +percentile(latencies, 99).toFixed(2),
    'max ms': +latencies.at(-1).toFixed(2),
  };
}

async function benchOn(label, env) {
  console.log(`\n${label}`);
  const server = spawn('node', ['dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'warn', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(server);
    await populate();
    const rows = {};
    for (const [name, url] of targets) rows[name] = await measure(url);
    console.table(rows);
    if (FIRST_SEARCHES > 0) {
      console.log(`  first searches: ${FIRST_SEARCHES} different texts, one request each, on one connection`);
      console.table({ 'first search (uncached)': await measureFirstSearches(firstSearchTexts(FIRST_SEARCHES)) });
    }
  } finally {
    await new Promise((r) => setTimeout(r, 1000)); // let requests autocannon left in flight finish
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-bench-catalog-'));
  const serverUrl = process.env.DATABASE_URL;
  try {
    await benchOn(`PGlite (embedded), ${PLANTS} generated plants`, { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!serverUrl) {
    console.log('\n(set DATABASE_URL to a PostgreSQL server to bench it too: a throw-away database is created there)');
    return;
  }
  const name = `nabta_bench_${process.pid}`;
  const adminClient = new pg.Client({ connectionString: serverUrl });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await benchOn(`PostgreSQL server (${url.host}), ${PLANTS} generated plants`, { DATABASE_URL: url.toString() });
  } finally {
    await adminClient.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminClient.end();
  }
}

// Run when called as a script; importing it (for generatedPlant) runs nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
