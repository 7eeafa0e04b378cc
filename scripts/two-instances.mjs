// Two real instances (`node dist/server/main.js`) on one fresh PostgreSQL database and one Redis, as
// a deployment behind a load balancer runs them. Checks what must hold across instances:
//   - a session made on one works on the other;
//   - an admin change on one is visible on the other at once (catalogue cache invalidation);
//   - a rate limit counts across both;
//   - the last unit is sold once when both sell it at the same moment;
//   - 200 parallel wrong passwords from one address, half to each, check no more passwords than the
//     address limit, lock the owner's account for a new browser, and the owner's known browser (its
//     device cookie) still signs in (the instances trust X-Forwarded-For here, to tell addresses apart).
// Needs a built app (npm run build), TEST_DATABASE_URL (a PostgreSQL server: a database is created
// there and dropped) and TEST_REDIS_URL (keys under a prefix of their own). Exits non-zero on failure.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = [Number(process.env.TWO_PORT ?? 4611), Number(process.env.TWO_PORT ?? 4611) + 1];
const admin = { email: 'owner@two.nabta.dz', password: 'two-instances-password' };
const dbName = `nabta_two_${process.pid}`;

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? '  ✓' : '  ✗'} ${what}`);
  if (!ok) failures++;
}

/** A tiny browser: one cookie jar, on one instance; `from` is the address it calls from (X-Forwarded-For). */
function client(port, from) {
  const cookies = new Map();
  const call = async (method, path, body) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        ...(from ? { 'x-forwarded-for': from } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, value] = pair.split('=');
      if (value) cookies.set(name, value);
      else cookies.delete(name);
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return { cookies, get: (p) => call('GET', p), post: (p, b) => call('POST', p, b), patch: (p, b) => call('PATCH', p, b) };
}

async function waitFor(port, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/categories`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`instance on ${port} did not start`);
}

const adminDb = new pg.Client({ connectionString: serverUrl });
await adminDb.connect();
await adminDb.query(`CREATE DATABASE ${dbName}`);
const url = new URL(serverUrl);
url.pathname = `/${dbName}`;
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: `nabta-two:${randomUUID()}:`,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  // Bank transfer is offered only once the shop has bank details (the orders here pay by transfer).
  BANK_NAME: 'Banque de test',
  BANK_ACCOUNT_HOLDER: 'SARL Nabta',
  BANK_RIB: '00799999000123456789',
  // The login burst below comes from several addresses, told by X-Forwarded-For as behind a proxy.
  TRUST_PROXY: 'true',
};
// Started together: migrations and the seed must cope with a sibling starting at the same time.
const instances = ports.map((port) => spawn('node', ['dist/server/main.js'], { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] }));

try {
  await Promise.all(ports.map((port, i) => waitFor(port, instances[i])));
  const [A, B] = ports;
  console.log(`two instances on ${dbName} with Redis: ${A} and ${B}`);

  // A session made on one works on the other.
  const shopper = client(A);
  const email = `two.${Date.now()}@example.dz`;
  const signup = await shopper.post('/api/auth/signup', { email, password: 'secret123', firstName: 'Amina', lastName: 'Benali' });
  const onB = client(B);
  for (const [k, v] of shopper.cookies) onB.cookies.set(k, v);
  const me = await onB.get('/api/auth/user');
  check(signup.status === 201 && me.status === 200 && me.body.email === email, 'a session made on one instance works on the other');

  // An admin change on one is visible on the other at once.
  const owner = client(A);
  check((await owner.post('/api/auth/login', admin)).status === 200, 'the admin signs in');
  const [plant] = (await client(B).get('/api/plants?limit=1')).body;
  await client(B).get(`/api/plants/${plant.id}`); // now in B's cache
  const renamed = `${plant.name} (renamed ${Date.now()})`;
  check((await owner.patch(`/api/plants/${plant.id}`, { name: renamed })).status === 200, 'the admin renames a plant on one instance');
  const seen = await client(B).get(`/api/plants/${plant.id}`);
  const listed = await client(B).get('/api/plants?limit=1');
  check(seen.body.name === renamed && listed.body[0].name === renamed, 'the other instance shows the new name on the next request');

  // The rate limit counts across both: 20 newsletter sign-ups per address, whichever instance.
  const statuses = [];
  for (let i = 0; i < 21; i++) statuses.push((await client(i % 2 ? A : B).post('/api/newsletter', { email: `reader${i}@example.dz` })).status);
  check(statuses.slice(0, 20).every((s) => s === 200) && statuses[20] === 429, `the newsletter rate limit counts across both (${statuses.at(-1)} on the 21st)`);

  // The last unit is sold once.
  check((await owner.patch(`/api/plants/${plant.id}`, { stock: 1 })).status === 200, 'the admin leaves one unit');
  const settings = (await client(A).get('/api/admin/settings')).body;
  const price = Number(plant.price);
  const total = price >= Number(settings.minFreeShipping) ? price : price + Number(settings.shippingFee);
  const buyers = [];
  for (const port of [A, B]) {
    const buyer = client(port);
    await buyer.post('/api/auth/signup', { email: `buyer.${port}.${Date.now()}@example.dz`, password: 'secret123', firstName: 'Karim', lastName: 'Haddad' });
    buyers.push(buyer);
  }
  const order = (buyer) =>
    buyer.post('/api/orders', {
      customerName: 'Karim Haddad',
      customerEmail: 'karim@example.dz',
      shippingAddress: { address: '3 rue Larbi Ben M’hidi', city: 'Oran', zipCode: '31000' },
      items: [{ id: plant.id, name: renamed, price, quantity: 1 }],
      totalAmount: total.toFixed(2),
      paymentMethod: 'bank_transfer',
    });
  const results = (await Promise.all(buyers.map(order))).map((r) => r.status).sort();
  check(results[0] === 201 && results[1] === 409, `two customers on two instances, one unit: one order, one refusal (${results.join(', ')})`);
  const stocks = await Promise.all([A, B].map(async (port) => (await client(port).get(`/api/plants/${plant.id}`)).body.stock));
  check(stocks.every((s) => s === 0), `both instances show it out of stock at once (${stocks.join(', ')})`);

  // A login burst (issue 25): the owner's browser signed in before, from the owner's address.
  const ownersBrowser = client(B, '198.51.100.50');
  check((await ownersBrowser.post('/api/auth/login', admin)).status === 200 && ownersBrowser.cookies.has('nabta_device'), 'the owner signs in and the browser keeps a device cookie');
  // 200 wrong passwords at once from one address, half to each instance, three in four at the owner's account.
  const targets = Array.from({ length: 200 }, (_, i) => (i % 4 === 3 ? `sprayed${i}@example.dz` : admin.email));
  const attack = Promise.all(targets.map((email, i) => client(i % 2 ? A : B, '203.0.113.66').post('/api/auth/login', { email, password: 'wrong-guess' })));
  const duringAttack = await ownersBrowser.post('/api/auth/login', admin);
  const burst = await attack;
  const checked = burst.filter((r) => r.status === 401).length;
  check(checked <= 30 && burst.every((r) => r.status === 401 || r.status === 429), `at most the address limit (30) of passwords checked: ${checked} of 200, the rest 429`);
  const onOwner = burst.filter((r, i) => r.status === 401 && targets[i] === admin.email).length;
  const newBrowsers = await Promise.all([A, B].map(async (port) => (await client(port, '198.51.100.51').post('/api/auth/login', admin)).status));
  check(onOwner === 10 && newBrowsers.every((s) => s === 429), `the owner's account is locked for a new browser (${onOwner} guesses checked on it; the right password from a new browser: ${newBrowsers.join(', ')})`);
  const known = [duringAttack.status, (await ownersBrowser.post('/api/auth/login', admin)).status];
  const knownOnA = client(A, '198.51.100.50');
  for (const [k, v] of ownersBrowser.cookies) if (k === 'nabta_device') knownOnA.cookies.set(k, v);
  known.push((await knownOnA.post('/api/auth/login', admin)).status);
  check(known.every((s) => s === 200), `the owner's known browser signs in during the attack and after it, on both instances (${known.join(', ')})`);
} finally {
  await Promise.all(
    instances.map((child) => {
      if (child.exitCode !== null) return undefined;
      child.kill('SIGTERM');
      return new Promise((r) => child.once('exit', r));
    }),
  );
  await adminDb.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminDb.end();
}

console.log(failures ? `${failures} check(s) failed` : 'all checks passed');
process.exit(failures ? 1 : 0);
