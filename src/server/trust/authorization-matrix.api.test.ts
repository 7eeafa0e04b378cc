import { eq } from 'drizzle-orm';
import type { FastifySchema } from 'fastify';
import { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlant } from '../../../tests/factories/catalog';
import { orderPayload } from '../../../tests/factories/orders';
import { startChargilyFake, type ChargilyFake } from '../../../tests/fakes/chargily.fake';
import { STRIPE_FAKE_WEBHOOK_SECRET } from '../../../tests/fakes/stripe.fake';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../tests/helpers/test-app';
import { contactMessages, identifications, orderReceipts, savedAddresses, users } from '../db/schema';
import { ROLES, RULES, type Expect, type Fixtures, type Role } from './route-rules';

/**
 * Every route the app registers × every kind of caller, against one line of expectations per
 * route (`route-rules.ts`). The routes come from the app itself (`app.routeTable`), so a route added
 * without a line there fails this test. Bodies are left out (except where a rule needs one to reach
 * the check). An allowed caller then gets a 2xx, or the 400 of the route's own validation: a 400 counts as
 * "let through" only when it names the fields at fault (`fieldErrors`) of a request the route's schemas
 * refuse (checked here against the schemas the route registered), on a route where a caller the rule
 * refuses is refused on the same request (so the guard answered before the validation); a bare 400 (a
 * guard that answers 400, a refusal dressed as a client error) is not "allowed". Public routes have no
 * guard: their 400 (a forged signature, for everyone) is their answer.
 */

/** The built client's files (`dist/client`, when present) are public static files. */
const isStaticFile = (method: string, url: string) => method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/images/');

const fill = (url: string, params: Record<string, string | number>) =>
  url.replace(/:(\w+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`no fixture for :${key} in ${url}`);
    return encodeURIComponent(String(params[key]));
  });

/** What the test sent a route: its path's parameters (as the URL carries them, strings) and its body. */
interface Sent {
  params: Record<string, string>;
  body: unknown;
}

/** Whether the route's own schemas (params, query, body; zod, as `registerRoute` declares them) refuse what was sent. */
function schemaRefuses(schema: FastifySchema | undefined, sent: Sent): boolean {
  const parts: [unknown, unknown][] = [
    [schema?.params, sent.params],
    [schema?.querystring, {}],
    [schema?.body, sent.body],
  ];
  return parts.some(([part, value]) => part instanceof ZodType && !part.safeParse(value).success);
}

/**
 * A 400 that is the route's validation of the request: its message, the fields at fault, and a request its
 * schemas do refuse. A 400 with field errors for a request the schemas accept is the route's own answer
 * (a service's refusal dressed as a client error, say), not proof the caller was let through.
 */
function isValidationAnswer(body: string, schema: FastifySchema | undefined, sent: Sent): boolean {
  if (!schemaRefuses(schema, sent)) return false;
  try {
    const answer = JSON.parse(body) as { message?: unknown; fieldErrors?: unknown };
    return typeof answer.message === 'string' && typeof answer.fieldErrors === 'object' && answer.fieldErrors !== null && Object.keys(answer.fieldErrors).length > 0;
  } catch {
    return false;
  }
}

function allowed(expect: Expect, status: number, isOwnCustomer: boolean, body: string, isPublic: boolean, schema: FastifySchema | undefined, sent: Sent): boolean {
  if (expect === 'ok') {
    if (status === 401 || status === 403 || status >= 500 || (isOwnCustomer && status === 404)) return false;
    return status !== 400 || isPublic || isValidationAnswer(body, schema, sent);
  }
  if (expect === 'denied') return status === 403 || status === 404;
  return status === expect;
}

const CHARGILY_SECRET = 'test_sk_trust_suite';
let chargily: ChargilyFake;
let t: TestApp;
let clients: Record<Role, Client>;
let fixtures: Fixtures;

beforeAll(async () => {
  // Every payment provider configured (Chargily on its local fake), so each route does its real work.
  chargily = await startChargilyFake(CHARGILY_SECRET);
  t = await buildTestApp({
    catalogue: false,
    env: { LOGIN_DELAY_MS: '0', STRIPE_WEBHOOK_SECRET: STRIPE_FAKE_WEBHOOK_SECRET, CHARGILY_SECRET_KEY: CHARGILY_SECRET, CHARGILY_API_URL: chargily.url, YALIDINE_WEBHOOK_SECRET: 'whsec_trust_suite' },
  });
  const db = t.app.ctx.db;
  const owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
  const admin = new Client(t.app);
  const adminRes = await owner.post('/api/admin/users', { email: 'karim.admin@nabta.test', password: 'admin-pass', firstName: 'K', lastName: 'H', role: 'admin' });
  await logIn(admin, 'karim.admin@nabta.test', 'admin-pass');
  const peer = await owner.post('/api/admin/users', { email: 'nadia.admin@nabta.test', password: 'admin-pass', firstName: 'N', lastName: 'A', role: 'admin' });
  const customer = new Client(t.app);
  await signUp(customer, { email: 'amina@example.dz' });
  const otherCustomer = new Client(t.app);
  await signUp(otherCustomer, { email: 'yacine@example.dz' });
  const target = await signUp(new Client(t.app), { email: 'target@example.dz' });
  clients = { visitor: new Client(t.app), customer, otherCustomer, admin, owner };

  const category = await createCategory(db, { name: 'Garden' });
  const fern = await createPlant(db, { name: 'Fern', categoryId: category.id, priceCentimes: 150_000, stock: 50 });
  const order = (await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }]))).json() as { id: string };
  // A transfer's receipt, so that reading it back is a resource the customer owns.
  await db.insert(orderReceipts).values({ orderId: order.id, contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n') });
  const [amina] = await db.select().from(users).where(eq(users.email, 'amina@example.dz'));
  const [identification] = await db
    .insert(identifications)
    .values({ userId: amina!.id, plantName: 'Fern', confidence: 90, engine: 'embedded' })
    .returning();
  const [message] = await db.insert(contactMessages).values({ name: 'N', email: 'n@example.dz', subject: 'S', message: 'M' }).returning();
  const [targetRow] = await db.select().from(users).where(eq(users.email, target.email));
  const [address] = await db.select().from(savedAddresses).where(eq(savedAddresses.userId, amina!.id));
  expect(adminRes.statusCode).toBe(201);
  fixtures = {
    plant: fern.id,
    category: category.id,
    order: order.id,
    identification: identification!.id,
    message: message!.id,
    user: targetRow!.id,
    admin: (peer.json() as { id: string }).id,
    address: address!.id,
  };
});
afterAll(async () => {
  await t.close();
  await chargily.close();
});

describe('authorization matrix', () => {
  it('has one rule for every route the app registers, and no rule for a route that is gone', () => {
    const routes = t.app.routeTable.filter((r) => !isStaticFile(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    expect(routes.filter((r) => !RULES[r]), 'routes without a rule in RULES').toEqual([]);
    expect(Object.keys(RULES).filter((r) => !routes.includes(r)), 'rules for routes that do not exist').toEqual([]);
  });

  it('answers every route × visitor, customer, other customer, admin and owner as its rule says', async () => {
    // Signing out last: it ends the caller's session.
    const routes = t.app.routeTable
      .filter((r) => !isStaticFile(r.method, r.url) && RULES[`${r.method} ${r.url}`])
      .sort((a, b) => Number(a.url === '/api/auth/logout') - Number(b.url === '/api/auth/logout'));
    const wrong: string[] = [];
    let checked = 0;
    /** What the allowed callers got: a 2xx, the route's validation (400), or another answer of the route's (404, 409…). */
    const letThrough = { success: 0, validation: 0, other: 0 };
    for (const route of routes) {
      const rule = RULES[`${route.method} ${route.url}`]!;
      const params = Object.fromEntries(Object.entries(rule.params?.(fixtures) ?? {}).map(([k, v]) => [k, String(v)]));
      const url = fill(route.url, params);
      for (const [i, role] of ROLES.entries()) {
        const body = rule.body?.(fixtures);
        const res = await clients[role].request({ method: route.method as 'GET', url, ...(body ? { payload: body } : {}) });
        checked++;
        if (rule.access[i] === 'ok') {
          if (res.statusCode < 400) letThrough.success++;
          else if (res.statusCode === 400) letThrough.validation++;
          else letThrough.other++;
        }
        const ownsIt = role === 'customer' && rule.access.includes('denied');
        const isPublic = rule.access.every((a) => a === 'ok');
        if (!allowed(rule.access[i]!, res.statusCode, ownsIt, res.body, isPublic, route.schema, { params, body })) {
          wrong.push(`${route.method} ${url} as ${role}: ${res.statusCode} (expected ${rule.access[i]}) ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(routes.length * ROLES.length);
    console.log(`authorization matrix: ${routes.length} routes × ${ROLES.length} roles = ${checked} checks; allowed callers: ${JSON.stringify(letThrough)}`);
  });
});
