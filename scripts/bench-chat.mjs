// Benchmark of the Plant Assistant's offline engine (no model, no network): the time of one reply
// with the whole catalogue, the species knowledge base and the FAQ indexed — server-side (from the
// Server-Timing header) and as seen by a client on loopback — for a mix of real questions, on the
// demo catalogue and then with BENCH_CHAT_PLANTS generated plants added (10,000 by default, the
// catalogue bench's shop scale). Also the first message's time (it builds the index) and the
// server's memory. Loopback only, bounded; figures are printed, nothing asserts.
//
//   node scripts/bench-chat.mjs      (BENCH_CHAT_RUNS=400, BENCH_CHAT_PLANTS=10000, BENCH_PORT=4393)
//
// It starts the app as `npm start` does (building what is missing) on a throw-away database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatedPlant } from './bench-catalog.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4393);
const RUNS = Number(process.env.BENCH_CHAT_RUNS ?? 400);
const PLANTS = Number(process.env.BENCH_CHAT_PLANTS ?? 10_000);
const TARGET_P95_MS = 50;
const base = `http://127.0.0.1:${PORT}`;
const admin = { email: 'bench@nabta.local', password: 'bench-password' };

/** What customers ask, every kind of question (French, English, darija, typos). */
const QUESTIONS = [
  'Combien coûte la livraison à Oran ?',
  'livraison gratuite a partir de combien',
  'how long does delivery take to Tamanrasset',
  'ch7al tewsel l constantine',
  'Puis-je retourner une plante ?',
  'what is your return policy',
  'Quels sont les moyens de paiement ?',
  'Comment arroser mon aloe vera ?',
  'how often should I water a snake plant',
  'arosage du romarin',
  'is the spider plant safe for cats?',
  'je cherche une plante pour un balcon plein soleil',
  'a plant that needs little water',
  'plantes pet-safe à moins de 2000 DA',
  "je cherche une plante d'interieur facile pour peu de lumiere",
  'combien coute le monstera',
  'vous avez des oliviers ?',
  'vous êtes ouverts le vendredi ?',
  'comment identifier une plante avec une photo ?',
  'Pourquoi les feuilles de ma plante jaunissent ?',
  'je veux parler à un humain',
  "what's the weather tomorrow?",
];

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const rssMb = (pid) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

let client = 0;
async function ask(message) {
  const started = performance.now();
  // Each request counts as another client for the per-client rate limit (the server trusts the proxy header here).
  const res = await fetch(`${base}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `127.0.${Math.floor(client / 250) % 250}.${client++ % 250}` },
    body: JSON.stringify({ message }),
  });
  const body = await res.json();
  const wall = performance.now() - started;
  if (!res.ok) throw new Error(`chat failed: ${res.status} ${JSON.stringify(body)}`);
  const server = Number(/chat;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]);
  return { wall, server, topic: body.context.topic };
}

async function waitForServer(server) {
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${base}/api/categories`)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 360) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function addPlants(count) {
  const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const categoryIds = (await (await fetch(`${base}/api/categories`)).json()).map((c) => c.id);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${base}/api/plants`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(generatedPlant(i, categoryIds)) });
      if (res.status !== 201) throw new Error(`creating plant ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function measure(label, pid) {
  // The first message after a catalogue change builds the index.
  const first = await ask(QUESTIONS[0]);
  for (let i = 0; i < 40; i++) await ask(QUESTIONS[i % QUESTIONS.length]); // warm-up
  const wall = [];
  const server = [];
  const topics = new Map();
  for (let i = 0; i < RUNS; i++) {
    const r = await ask(QUESTIONS[i % QUESTIONS.length]);
    wall.push(r.wall);
    server.push(r.server);
    topics.set(r.topic, (topics.get(r.topic) ?? 0) + 1);
  }
  wall.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  const row = (xs) => ({ 'p50 ms': +quantile(xs, 0.5).toFixed(1), 'p95 ms': +quantile(xs, 0.95).toFixed(1), 'p99 ms': +quantile(xs, 0.99).toFixed(1), 'max ms': +xs.at(-1).toFixed(1) });
  console.log(`\n${label}: ${RUNS} replies, ${QUESTIONS.length} different questions (${[...topics].map(([t, n]) => `${t} ${n}`).join(', ')})`);
  console.table({ 'server (Server-Timing)': row(server), 'client, loopback': row(wall) });
  console.log(`  first message (builds the index): ${first.server.toFixed(0)} ms server-side; server memory ${rssMb(pid)} MB`);
  const p95 = quantile(server, 0.95);
  console.log(`  offline reply p95 ${p95.toFixed(1)} ms server-side: ${p95 < TARGET_P95_MS ? 'within' : 'ABOVE'} the ${TARGET_P95_MS} ms target`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-bench-chat-'));
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, CHAT_LLM_BASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForServer(server);
  await measure('Demo catalogue (PGlite)', server.pid);
  if (PLANTS > 0) {
    const started = performance.now();
    await addPlants(PLANTS);
    console.log(`\n  ${PLANTS} generated plants added in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await measure(`Demo catalogue + ${PLANTS} generated plants (PGlite)`, server.pid);
  }
} finally {
  server.kill('SIGTERM');
  if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
