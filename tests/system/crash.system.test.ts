import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { toMoneyString } from '../../src/shared/domain/money';
import { orderTotals } from '../../src/shared/domain/order';
import { flatShipping } from '../factories/orders';
import { startSmtpFake } from '../fakes/smtp.fake';

/**
 * The real server (`node --import tsx src/server/main.ts`), killed with SIGKILL in the middle of a
 * stream of concurrent orders, then restarted on the same data: every order it acknowledged (201)
 * is there and whole, and each plant's stock is its initial stock minus what the stored orders
 * took. And orders placed while the SMTP server is down are kept and mailed once it is back.
 */
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 3);
const ADMIN = { email: 'owner@nabta.test', password: 'owner-password' };
const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

interface Server {
  base: string;
  child: ChildProcess;
  log: string[];
}

/** Servers still running: a failing test must not leave one behind. */
const running = new Set<ChildProcess>();

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Bank transfer is offered only once the shop has bank details (the orders here pay by transfer).
      BANK_NAME: 'Banque de test',
      BANK_ACCOUNT_HOLDER: 'SARL Nabta',
      BANK_RIB: '00799999000123456789',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  child.stdout!.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => log.push(d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${log.join('')}`);
    const ok = await fetch(`${base}/api/site/info`).then((r) => r.ok, () => false);
    if (ok) return { base, child, log };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start: ${log.join('')}`);
}

const killNow = (server: Server) =>
  new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });

/** A cookie-keeping caller of one server. */
class Session {
  cookie = '';
  constructor(public base: string) {}
  async call(method: string, url: string, body?: unknown) {
    const res = await fetch(this.base + url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('nabta_session='));
    if (set) this.cookie = set.split(';')[0]!;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many shapes, checked field by field below
    return { status: res.status, json: (await res.json().catch(() => null)) as any };
  }
}

async function signIn(base: string, email: string, password: string, signUp = false) {
  const s = new Session(base);
  const res = signUp
    ? await s.call('POST', '/api/auth/signup', { email, password, firstName: 'Client', lastName: 'Test' })
    : await s.call('POST', '/api/auth/login', { email, password });
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  return s;
}

interface Acked {
  id: string;
  plantId: number;
  quantity: number;
  total: string;
}

async function crashRounds(env: Record<string, string>) {
  const fullEnv = env;
  let server = await startServer(fullEnv);
  let owner = await signIn(server.base, ADMIN.email, ADMIN.password);
  const { json: list } = await owner.call('GET', '/api/plants?limit=2');
  const chosen = (list as { id: number; price: string }[]).slice(0, 2);
  const initial = new Map<number, number>();
  for (const plant of chosen) {
    expect((await owner.call('PATCH', `/api/plants/${plant.id}`, { stock: 100_000 })).status).toBe(200);
    initial.set(plant.id, 100_000);
  }
  const acked: Acked[] = [];
  let refused = 0;

  for (let round = 0; round < ROUNDS; round++) {
    const customers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => signIn(server.base, `r${round}c${i}.${randomUUID().slice(0, 6)}@example.dz`, 'secret123', true)),
    );
    const placed: Promise<void>[] = [];
    let stop = false;
    for (const [i, customer] of customers.entries()) {
      placed.push(
        (async () => {
          for (let n = 0; n < 3 && !stop; n++) {
            const plant = chosen[(i + n) % chosen.length]!;
            const quantity = 1 + ((i + n) % 3);
            const res = await customer
              .call('POST', '/api/orders', {
                customerName: 'Client Test',
                customerEmail: 'client@example.dz',
                shippingAddress: { address: '1 rue Didouche Mourad', city: 'Alger', zipCode: '16000' },
                items: [{ id: plant.id, quantity }],
                totalAmount: toMoneyString(orderTotals([{ unitPrice: Math.round(Number(plant.price) * 100), quantity }], flatShipping).total),
                paymentMethod: 'bank_transfer',
              })
              .catch(() => undefined); // the connection dies with the server
            if (res?.status === 201) acked.push({ id: res.json.id, plantId: plant.id, quantity, total: res.json.totalAmount });
            else if (res) {
              refused++;
              if (res.status !== 429) console.warn(`order refused: ${res.status} ${JSON.stringify(res.json)}`);
            }
          }
        })(),
      );
    }
    // Kill once some orders are acknowledged and others are still in flight.
    const before = acked.length;
    for (let i = 0; i < 200 && acked.length < before + 4; i++) await new Promise((r) => setTimeout(r, 10));
    stop = true;
    await killNow(server);
    await Promise.all(placed);
    server = await startServer(fullEnv);
    owner = await signIn(server.base, ADMIN.email, ADMIN.password);
  }

  // Every acknowledged order is there, whole.
  for (const order of acked) {
    const { status, json } = await owner.call('GET', `/api/orders/${order.id}`);
    expect(status).toBe(200);
    expect(json.totalAmount).toBe(order.total);
    expect(json.items).toHaveLength(1);
    // An order item's `id` is the plant's id (spec §3); `lineId` is the line's own.
    expect(json.items[0]).toMatchObject({ id: order.plantId, quantity: order.quantity });
  }
  // Stock = initial − what the stored orders took (acknowledged or not: a commit whose answer was lost still counts).
  const stored: { items: { id: number; quantity: number }[] }[] = [];
  for (let page = 1; ; page++) {
    const { json } = await owner.call('GET', `/api/admin/orders?page=${page}&pageSize=100`);
    stored.push(...json.items);
    if (page * 100 >= json.total) break;
  }
  for (const [plantId, start] of initial) {
    const taken = stored.flatMap((o) => o.items).filter((i) => i.id === plantId).reduce((sum, i) => sum + i.quantity, 0);
    const { json } = await owner.call('GET', `/api/plants/${plantId}`);
    expect(json.stock).toBe(start - taken);
  }
  expect(acked.length).toBeGreaterThanOrEqual(ROUNDS);

  await new Promise<void>((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
  console.log(`${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}: ${ROUNDS} kill -9 rounds, ${acked.length} acknowledged orders, 0 lost, ${stored.length} stored, ${refused} refused`);
}

const dirs: string[] = [];
afterEach(() => running.forEach((child) => child.kill('SIGKILL')));
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/**
 * Orders placed while the SMTP server is down are kept; their e-mails go out, once each, when it is back.
 * A shop that mails names its public address (docs/contract.md §2) and mails orders only to confirmed
 * addresses: the customers confirm theirs before the outage, as they would.
 */
async function smtpOutage(env: Record<string, string>) {
  const smtpPort = await freePort();
  let smtp = await startSmtpFake(smtpPort);
  const server = await startServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_ORIGIN: 'https://nabta.example', MAIL_RETRY_INTERVAL_MS: '1000' });
  const owner = await signIn(server.base, ADMIN.email, ADMIN.password);
  const { json: list } = await owner.call('GET', '/api/plants?limit=1');
  const plant = (list as { id: number; price: string }[])[0]!;
  expect((await owner.call('PATCH', `/api/plants/${plant.id}`, { stock: 1000 })).status).toBe(200);
  const customers: Session[] = [];
  for (let i = 0; i < 4; i++) {
    const email = `smtp${i}.${randomUUID().slice(0, 6)}@example.dz`;
    const customer = await signIn(server.base, email, 'secret123', true);
    const link = () => smtp.messages.find((m) => m.to.includes(email))?.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
    while (!link()) await smtp.waitFor(smtp.messages.length + 1, 30_000);
    expect((await customer.call('POST', '/api/auth/verify-email', { token: link() })).status).toBe(200);
    customers.push(customer);
  }
  await smtp.close();
  const ids: string[] = [];
  for (const customer of customers) {
    const res = await customer.call('POST', '/api/orders', {
      customerName: 'Client Test',
      customerEmail: 'client@example.dz',
      shippingAddress: { address: '1 rue Didouche Mourad', city: 'Alger', zipCode: '16000' },
      items: [{ id: plant.id, quantity: 1 }],
      totalAmount: toMoneyString(orderTotals([{ unitPrice: Math.round(Number(plant.price) * 100), quantity: 1 }], flatShipping).total),
      paymentMethod: 'bank_transfer',
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    ids.push(res.json.id);
  }
  // Let the worker fail a few times against the closed port.
  await new Promise((r) => setTimeout(r, 4000));
  smtp = await startSmtpFake(smtpPort);
  try {
    // Each order: the customer's e-mail and the owner's new-order alert, each delivered once.
    await smtp.waitFor(ids.length * 2, 120_000);
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.messages).toHaveLength(ids.length * 2);
    expect(smtp.messages.filter((m) => m.to.includes(ADMIN.email.toLowerCase()))).toHaveLength(ids.length);
    for (const id of ids) expect((await owner.call('GET', `/api/orders/${id}`)).status).toBe(200);
    console.log(`SMTP outage (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${ids.length} orders kept, ${smtp.messages.length} e-mails delivered once SMTP was back`);
  } finally {
    await smtp.close();
    server.child.kill('SIGTERM');
  }
}

describe('SMTP down during orders', () => {
  it('keeps the orders and delivers each e-mail once when SMTP is back (embedded database)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-smtp-'));
    dirs.push(dataDir);
    await smtpOutage({ DATA_DIR: dataDir });
  });
});

describe('kill -9 in the middle of a stream of orders', () => {
  it('loses no acknowledged order on the embedded database, and stock matches the stored orders', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nabta-crash-'));
    dirs.push(dataDir);
    await crashRounds({ DATA_DIR: dataDir });
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.runIf(pgUrl)('loses no acknowledged order on PostgreSQL, and stock matches the stored orders', async () => {
    const name = `nabta_crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const url = new URL(pgUrl!);
      url.pathname = `/${name}`;
      await crashRounds({ DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nabta-crash-pg-')) });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
