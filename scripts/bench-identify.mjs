// Benchmark of plant identification with the embedded engine (no key, no network): the server-side
// time of one identification of a 12-megapixel phone JPEG (p50/p95, from the Server-Timing header),
// the wall time seen by the client on loopback, and the server's memory. Loopback only, bounded.
//
//   node scripts/bench-identify.mjs            (BENCH_IDENTIFY_RUNS=40, BENCH_PORT=4392)
//
// It starts the app as `npm start` does (building what is missing) on a throw-away database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const PORT = Number(process.env.BENCH_PORT ?? 4392);
const RUNS = Number(process.env.BENCH_IDENTIFY_RUNS ?? 40);
const TARGET_P95_MS = 300;
const base = `http://127.0.0.1:${PORT}`;

/** A 12 MP (4000×3000) photo-like JPEG of a sample plant: upscaled, with sensor noise, as a phone would send it. */
async function twelveMegapixelPhoto() {
  const sample = await fetch(`${base}/images/samples/sample-1.jpg`).then((r) => r.arrayBuffer());
  const plant = await sharp(Buffer.from(sample)).resize(3000, 3000, { kernel: 'cubic' }).raw().toBuffer({ resolveWithObject: true });
  // Grain: what makes real photos weigh 3–6 MB.
  let seed = 12345;
  for (let i = 0; i < plant.data.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    plant.data[i] = Math.max(0, Math.min(255, plant.data[i] + ((seed >>> 24) % 25) - 12));
  }
  return sharp(plant.data, { raw: plant.info })
    .extend({ left: 500, right: 500, background: '#eae6dc' })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

/** CPU time (user + system, all threads) the server process has used, in ms: unlike wall time, a busy machine does not inflate it. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks (USER_HZ = 100)
};
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

async function identifyOnce(photo, n) {
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  // Each run counts as another client for the per-client rate limit (the server trusts the proxy header here).
  const res = await fetch(`${base}/api/identify-plant`, { method: 'POST', body: form, headers: { 'x-forwarded-for': `127.0.1.${n % 250}` } });
  const wall = performance.now() - started;
  const body = await res.json();
  // 422 is an answer too: the offline matcher declining to name a plant it is not sure of.
  if (!res.ok && res.status !== 422) throw new Error(`identification failed: ${res.status} ${JSON.stringify(body)}`);
  const timing = res.headers.get('server-timing') ?? '';
  const step = (name) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(timing)?.[1] ?? 0);
  return {
    wall,
    identify: step('identify'),
    steps: { prepare: step('prepare'), engine: step('engine'), save: step('save') },
    engine: (body.identification ?? body.notRecognised).engine.id,
    name: body.identification?.plantName ?? 'not recognised',
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-bench-identify-'));
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '', // its own embedded database, never the one DATABASE_URL names
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    IDENTIFY_ENGINES: 'embedded',
    ADMIN_EMAIL: 'bench@nabta.local',
    ADMIN_PASSWORD: 'bench-password',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/identify/engines`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  // `node scripts/start.mjs` imports the server: its pid is the child's.
  const pid = server.pid;
  const photo = await twelveMegapixelPhoto();
  const meta = await sharp(photo).metadata();
  console.log(`photo: ${meta.width}×${meta.height} JPEG, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);

  const rssIdle = rssMb(pid);
  const first = performance.now();
  const warm = await identifyOnce(photo, 0); // waits for the index if it is still being built
  console.log(`first identification (index ready): ${Math.round(performance.now() - first)} ms → ${warm.name} (${warm.engine})`);
  await identifyOnce(photo, 1);

  const series = { identify: [], prepare: [], engine: [], save: [], wall: [] };
  let rssPeak = 0;
  const cpuBefore = cpuMs(pid);
  // Meanwhile another client asks for a small JSON answer every 25 ms: its latency shows whether an
  // identification blocks the server's event loop (decoding and resizing run on libvips' threads).
  const others = [];
  let identifying = true;
  const otherClient = (async () => {
    while (identifying) {
      const t0 = performance.now();
      await fetch(`${base}/api/identify/engines`).then((r) => r.arrayBuffer());
      others.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  for (let i = 0; i < RUNS; i++) {
    const r = await identifyOnce(photo, i + 2);
    series.identify.push(r.identify);
    for (const k of ['prepare', 'engine', 'save']) series[k].push(r.steps[k]);
    series.wall.push(r.wall);
    rssPeak = Math.max(rssPeak, rssMb(pid));
  }
  const cpuPerRun = (cpuMs(pid) - cpuBefore) / RUNS;
  identifying = false;
  await otherClient;
  series.others = others;
  for (const v of Object.values(series)) v.sort((a, b) => a - b);
  const row = (label, v) => ({ measure: label, 'p50 ms': Math.round(quantile(v, 0.5)), 'p95 ms': Math.round(quantile(v, 0.95)), 'max ms': Math.round(v[v.length - 1]) });
  console.table([
    row('server-side identification (Server-Timing)', series.identify),
    row('  decode + EXIF + resize to 1280 px', series.prepare),
    row('  embedded engine', series.engine),
    row('  knowledge base, shop links, log row', series.save),
    row('client wall time (loopback upload incl.)', series.wall),
    row(`another client's GET meanwhile (${others.length} requests)`, series.others),
  ]);
  console.table([{ 'RSS idle MB': rssIdle, 'RSS peak MB': rssPeak, 'RSS after MB': rssMb(pid), 'server CPU ms / identification': Math.round(cpuPerRun), runs: RUNS }]);
  console.log(`load average during the run: ${loadAverage()} (${(await import('node:os')).availableParallelism()} cores) — wall times include waiting for the CPU`);
  const p95 = quantile(series.identify, 0.95);
  console.log(p95 < TARGET_P95_MS ? `OK: p95 ${Math.round(p95)} ms < ${TARGET_P95_MS} ms` : `SLOW: p95 ${Math.round(p95)} ms ≥ ${TARGET_P95_MS} ms`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
