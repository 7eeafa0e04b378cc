// `npm run bench`: starts the built app on a throw-away embedded database and measures the main
// read paths with autocannon. Loopback only; bounded in time; prints a table.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const base = `http://127.0.0.1:${PORT}`;
const targets = ['/api/categories', '/api/plants', '/api/plants/featured', '/', '/images/plants/olive-tree.svg'];

const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-bench-'));
const server = spawn('node', ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_EMAIL: 'bench@nabta.local', ADMIN_PASSWORD: 'bench-password' },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/categories`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 120) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  const rows = [];
  for (const url of targets) {
    const result = await autocannon({ url: base + url, connections: 10, duration: DURATION });
    rows.push({
      path: url,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  console.table(rows);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

// The focused benches, each starting its own server:
// - catalogue at shop scale (10,000 generated plants, searches), on PGlite and on DATABASE_URL's server;
// - identification of a 12-megapixel photo with the embedded engine;
// - the Plant Assistant's offline replies.
for (const script of ['bench-catalog.mjs', 'bench-identify.mjs', 'bench-chat.mjs']) {
  console.log(`\n> ${script}`);
  const run = spawnSync('node', [`scripts/${script}`], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
