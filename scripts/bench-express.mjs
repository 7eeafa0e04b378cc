// Express orders (issue 35, docs/contract.md §7) beside the checkout's cash-on-delivery orders: 20
// concurrent buyers on the built server, on a throw-away embedded database and — with DATABASE_URL —
// on a throw-away database created on that PostgreSQL server (dropped after). Each express buyer
// places BENCH_ORDERS orders (10 by default), each with its own phone and address (the fake-order caps
// are per phone and per address: TRUST_PROXY and X-Forwarded-For give each its own); each checkout
// buyer is an account placing 5 cash-on-delivery orders (its open-unpaid cap). Prints orders/s and the
// latency's p50/p95 per kind. Nothing asserts.
//
//   npm run build && node scripts/bench-express.mjs   (runs alone: it costs CPU)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const admin = { email: 'bench@nabta.local', password: 'bench-password' };

let address = 0;
const nextAddress = () => {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function call(method, url, body, cookie) {
  const res = await fetch(base + url, {
    method,
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextAddress(), ...(cookie ? { cookie } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, json: await res.json().catch(() => null), cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

async function waitForServer(server) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error('the server stopped');
    try {
      if ((await fetch(`${base}/api/categories`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** `buyers` in parallel, each running `orders` calls of `place` in turn: orders/s and latencies. */
async function run(buyers, orders, place) {
  const times = [];
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async (_, b) => {
      for (let i = 0; i < orders; i++) {
        const t0 = performance.now();
        const res = await place(b, i);
        times.push(performance.now() - t0);
        if (res.status !== 201) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { orders: times.length - failed, failed, 'orders/s': Math.round(((times.length - failed) / seconds) * 10) / 10, 'p50 ms': Math.round(quantile(times, 0.5)), 'p95 ms': Math.round(quantile(times, 0.95)) };
}

async function benchOn(label, env) {
  console.log(`\n${label}: ${BUYERS} concurrent buyers`);
  const server = spawn('node', ['dist/server/main.js'], {
    env: { ...process.env, ...env, PORT: String(PORT), LOG_LEVEL: 'warn', TRUST_PROXY: 'true', SEED_DEMO_CATALOGUE: 'false', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SIGNUPS_PER_HOUR: '1000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForServer(server);
    const login = await call('POST', '/api/auth/login', admin);
    const categories = (await call('GET', '/api/categories')).json;
    let categoryId = categories?.[0]?.id;
    if (!categoryId) categoryId = (await call('POST', '/api/categories', { name: 'Bench' }, login.cookie)).json.id;
    const plant = (await call('POST', '/api/plants', { name: 'Ficus bench', price: '1500.00', stock: 100000, categoryId, description: 'Bench' }, login.cookie)).json;
    const phone = (b, i, base) => `0${base}${String(b * 1000 + i).padStart(8, '0')}`;
    const express = await run(BUYERS, ORDERS, (b, i) =>
      call('POST', '/api/orders/express', { items: [{ id: plant.id, quantity: 1 }], customerName: 'أمينة بن علي', phone: phone(b, i, 5), wilaya: '31', commune: '3101', address: '12 حي السلام' }),
    );
    const accounts = await Promise.all(
      Array.from({ length: BUYERS }, async (_, b) => (await call('POST', '/api/auth/signup', { email: `buyer${b}@bench.dz`, password: 'secret123', firstName: 'Amina', lastName: 'Benali' })).cookie),
    );
    const quote = (await call('GET', `/api/shipping/quote?wilaya=31&delivery=home&subtotal=1500`)).json;
    const total = (1500 + Number(quote.fee)).toFixed(2);
    const checkout = await run(BUYERS, 5, (b, i) =>
      call(
        'POST',
        '/api/orders',
        {
          customerName: 'Amina Benali',
          customerEmail: `buyer${b}@bench.dz`,
          shippingAddress: { address: '12 rue Didouche Mourad', commune: '3101', wilaya: '31', delivery: 'home', phone: phone(b, i, 6) },
          items: [{ id: plant.id, quantity: 1 }],
          totalAmount: total,
          paymentMethod: 'cod',
        },
        accounts[b],
      ),
    );
    console.table({ 'express order (no account)': express, 'checkout, cash on delivery (signed in)': checkout });
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((r) => server.once('exit', r));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-bench-express-'));
try {
  await benchOn('PGlite (embedded)', { DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const name = `nabta_bench_express_${process.pid}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    await benchOn(`PostgreSQL server (${url.host})`, { DATABASE_URL: url.toString() });
  } finally {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  }
} else console.log('\n(set DATABASE_URL to a PostgreSQL server to bench it too: a throw-away database is created there)');
