import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlant } from '../../../tests/factories/catalog';
import { orderPayload } from '../../../tests/factories/orders';
import { startChargilyFake, type ChargilyFake } from '../../../tests/fakes/chargily.fake';
import { STRIPE_FAKE_WEBHOOK_SECRET } from '../../../tests/fakes/stripe.fake';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../tests/helpers/test-app';
import { contactMessages, identifications, orderReceipts, savedAddresses, users } from '../db/schema';

/**
 * Every route the app registers × every kind of caller, against one line of expectations per
 * route. The routes come from the app itself (`app.routeTable`), so a route added without a line
 * here fails this test. Bodies are left out (except where a rule needs one to reach the check):
 * an allowed caller then gets at most a 400, which shows the guard let them through.
 */
const ROLES = ['visitor', 'customer', 'otherCustomer', 'admin', 'owner'] as const;
type Role = (typeof ROLES)[number];

/** 'ok': let through (never 401/403, nor 404 for the resource's own customer); 'denied': 403 or 404. */
type Expect = 'ok' | 401 | 403 | 'denied';
type Access = readonly [visitor: Expect, customer: Expect, otherCustomer: Expect, admin: Expect, owner: Expect];

const PUBLIC: Access = ['ok', 'ok', 'ok', 'ok', 'ok'];
const USER: Access = [401, 'ok', 'ok', 'ok', 'ok'];
/** A resource of `customer`'s: the other customer must not reach it; admins may (the order desk). */
const OWN: Access = [401, 'ok', 'denied', 'ok', 'ok'];
/** Owned resource that admins cannot act on either (an identification is its customer's alone). */
const OWN_ONLY: Access = [401, 'ok', 'denied', 'denied', 'denied'];
const ADMIN: Access = [401, 403, 403, 'ok', 'ok'];
const OWNER: Access = [401, 403, 403, 403, 'ok'];

interface Fixtures {
  plant: number;
  category: number;
  order: string;
  identification: string;
  message: number;
  user: string;
  admin: string;
  /** The customer's address, kept by their order. */
  address: string;
}

interface Rule {
  access: Access;
  params?: (f: Fixtures) => Record<string, string | number>;
  body?: (f: Fixtures) => object;
}

const plant = (f: Fixtures) => ({ id: f.plant });
const nothing = { id: 999_999 };

/** One line per route: `METHOD /path` → who may call it. Add your route here. */
const RULES: Record<string, Rule> = {
  'GET /api/auth/user': { access: USER },
  'POST /api/auth/login': { access: PUBLIC },
  'POST /api/auth/signup': { access: PUBLIC },
  'POST /api/auth/logout': { access: PUBLIC },
  'POST /api/auth/forgot-password': { access: PUBLIC, body: () => ({ email: 'nobody@example.dz' }) },
  'POST /api/auth/reset-password': { access: PUBLIC, body: () => ({ token: 'A'.repeat(43), password: 'new-password' }) },
  'POST /api/auth/verify-email': { access: PUBLIC, body: () => ({ token: 'A'.repeat(43) }) },
  'POST /api/auth/resend-verification': { access: USER },
  'PATCH /api/profile': { access: USER },
  'GET /api/login': { access: PUBLIC },

  'GET /api/categories': { access: PUBLIC },
  'GET /api/plants': { access: PUBLIC },
  'GET /api/plants/featured': { access: PUBLIC },
  'GET /api/plants/:id': { access: PUBLIC, params: plant },
  'POST /api/plants': { access: ADMIN },
  'PATCH /api/plants/:id': { access: ADMIN, params: plant },
  'DELETE /api/plants/:id': { access: ADMIN, params: () => nothing },
  'PATCH /api/plants/:plantId/featured': { access: ADMIN, params: (f) => ({ plantId: f.plant }) },
  'POST /api/categories': { access: ADMIN },
  'PATCH /api/categories/:id': { access: ADMIN, params: (f) => ({ id: f.category }) },
  'DELETE /api/categories/:id': { access: ADMIN, params: () => nothing },

  'GET /api/wishlist': { access: USER },
  'GET /api/wishlist/:plantId/check': { access: USER, params: (f) => ({ plantId: f.plant }) },
  'POST /api/wishlist': { access: USER },
  'DELETE /api/wishlist/:plantId': { access: USER, params: (f) => ({ plantId: f.plant }) },
  'GET /api/addresses': { access: USER },
  'POST /api/addresses': { access: USER, body: () => ({ address: '3 rue Larbi Ben M’hidi', city: 'Alger' }) },
  'PUT /api/addresses/:id': { access: OWN_ONLY, params: (f) => ({ id: f.address }), body: () => ({ address: '12 rue Didouche Mourad', city: 'Alger Centre' }) },
  'DELETE /api/addresses/:id': { access: OWN_ONLY, params: (f) => ({ id: f.address }) },

  'POST /api/newsletter': { access: PUBLIC },
  'GET /api/admin/newsletter-subscribers': { access: ADMIN },
  'POST /api/contact': { access: PUBLIC },
  'GET /api/site/info': { access: PUBLIC },
  'GET /api/admin/contact-messages': { access: ADMIN },
  'PATCH /api/admin/contact-messages/:id': { access: ADMIN, params: (f) => ({ id: f.message }) },

  'GET /images/plants/:file': { access: PUBLIC, params: () => ({ file: 'monstera.svg' }) },
  'GET /images/categories/:file': { access: PUBLIC, params: () => ({ file: 'indoor.svg' }) },
  'GET /images/samples/:file': { access: PUBLIC, params: () => ({ file: 'sample-1.jpg' }) },
  'GET /images/uploads/:file': { access: PUBLIC, params: () => ({ file: '00000000-0000-4000-8000-000000000000.webp' }) },
  'POST /api/identify-plant': { access: PUBLIC },
  'GET /api/identify/engines': { access: PUBLIC },
  'GET /api/figures': { access: PUBLIC },
  'GET /api/identify/samples': { access: PUBLIC },
  'POST /api/identifications/:id/save': { access: OWN_ONLY, params: (f) => ({ id: f.identification }) },
  'DELETE /api/identifications/:id/save': { access: OWN_ONLY, params: (f) => ({ id: f.identification }) },
  'GET /api/my-plants': { access: USER },
  'GET /api/admin/identify': { access: ADMIN },
  'PATCH /api/admin/identify': { access: ADMIN },
  'POST /api/admin/identify/test': { access: ADMIN },

  'POST /api/orders': { access: USER },
  'GET /api/orders': { access: USER },
  'GET /api/orders/last-shipping': { access: USER },
  'GET /api/orders/:id': { access: OWN, params: (f) => ({ id: f.order }) },
  'PATCH /api/orders/:id': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/create-payment-intent': { access: USER },
  // Signed by Stripe, not by a session: without a valid signature everyone gets 400.
  'POST /api/stripe/webhook': { access: PUBLIC },
  // Signed by Chargily with the secret key: without a valid signature everyone gets 400 (503 unconfigured).
  'POST /api/chargily/webhook': { access: PUBLIC },
  'GET /api/shipping/wilayas': { access: PUBLIC },
  'GET /api/shipping/quote': { access: PUBLIC },
  'PUT /api/admin/shipping-rates': { access: ADMIN },
  'GET /api/admin/orders': { access: ADMIN },
  'GET /api/admin/orders/:id': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/confirm': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/mark-paid': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/ship': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/deliver': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/cancel': { access: ADMIN, params: (f) => ({ id: f.order }) },
  'POST /api/admin/orders/:id/notes': { access: ADMIN, params: (f) => ({ id: f.order }) },
  // COD confirmation and phones (decision 018): the queue, a call's outcome, blocking a number for cash on delivery.
  'GET /api/admin/confirmations': { access: ADMIN },
  'POST /api/admin/orders/:id/calls': { access: ADMIN, params: (f) => ({ id: f.order }), body: () => ({ outcome: 'no_answer' }) },
  'PUT /api/admin/blocked-phones': { access: ADMIN, body: () => ({ phone: '0550123456', blocked: false }) },
  // The customer's signed link is the proof (a forged one is 400 for everyone, and changes nothing).
  // Only the customer changes how their order is paid: admins are denied like another customer.
  'POST /api/orders/:id/pay': { access: OWN_ONLY, params: (f) => ({ id: f.order }) },
  'POST /api/orders/:id/cash-on-delivery': { access: OWN_ONLY, params: (f) => ({ id: f.order }) },
  // Only a customer with a delivered order uploads a review photo: none of the callers here has one.
  'POST /api/reviews/photos': { access: [401, 403, 403, 403, 403] },
  'POST /api/orders/:id/receipt': { access: OWN, params: (f) => ({ id: f.order }) },
  'GET /api/orders/:id/receipt': { access: OWN, params: (f) => ({ id: f.order }) },
  'POST /api/orders/:id/confirm': { access: PUBLIC, params: (f) => ({ id: f.order }), body: () => ({ expires: 0, sig: 'forged' }) },
  'GET /api/admin/orders.csv': { access: ADMIN },
  'GET /api/admin/outbox': { access: ADMIN },
  'POST /api/admin/shipments': { access: ADMIN },
  'GET /api/admin/shipments/labels': { access: ADMIN },
  'GET /api/shipping/desks': { access: PUBLIC },
  'GET /api/shipping/communes': { access: PUBLIC },
  'GET /api/admin/couriers': { access: ADMIN },
  // The couriers' keys are the owner's alone (decisions §2).
  'PATCH /api/admin/couriers': { access: OWNER, body: () => ({ shipFromWilaya: '31' }) },
  'POST /api/admin/couriers/:id/test': { access: ADMIN, params: () => ({ id: 'yalidine' }) },
  'POST /api/admin/couriers/:id/poll': { access: ADMIN, params: () => ({ id: 'ecotrack' }) },
  'GET /api/admin/couriers/figures': { access: ADMIN },
  // The courier's fees beside the rates table, and their import: whoever edits the table (admins).
  'GET /api/admin/couriers/:id/fees': { access: ADMIN, params: () => ({ id: 'yalidine' }) },
  'POST /api/admin/couriers/:id/fees/import': { access: ADMIN, params: () => ({ id: 'yalidine' }) },
  // Signed by Yalidine with the webhook secret: without a valid signature everyone gets 400 (503 unconfigured).
  'POST /api/couriers/:courier/webhook': { access: PUBLIC, params: () => ({ courier: 'yalidine' }) },
  'GET /api/couriers/:courier/webhook': { access: PUBLIC, params: () => ({ courier: 'yalidine' }) },

  'GET /api/admin/stats': { access: ADMIN },
  'GET /api/admin/app-info': { access: ADMIN },
  'GET /api/admin/users': { access: ADMIN },
  'POST /api/admin/users': { access: ADMIN },
  'PATCH /api/admin/users/:id': { access: ADMIN, params: (f) => ({ id: f.user }) },
  // Roles, and another admin's credentials, are the owner's alone (decisions §2).
  'PATCH /api/admin/users/:userId/role': { access: OWNER, params: (f) => ({ userId: f.user }), body: () => ({ role: 'user' }) },
  'DELETE /api/admin/users/:id': { access: OWNER, params: (f) => ({ id: f.admin }) },
  'GET /api/admin/settings': { access: PUBLIC },
  'PATCH /api/admin/settings': { access: ADMIN },
  'GET /api/admin/audit': { access: OWNER },
  'POST /api/admin/images': { access: ADMIN },

  'GET /api/plants/:id/reviews': { access: PUBLIC, params: plant },
  'GET /api/plants/:id/reviews/summary': { access: PUBLIC, params: plant },
  'POST /api/plants/:id/reviews': { access: USER, params: plant },
  'GET /api/reviews/mine': { access: USER },
  'PATCH /api/reviews/:id': { access: USER, params: () => nothing },
  'DELETE /api/reviews/:id': { access: USER, params: () => nothing },
  'GET /api/admin/reviews': { access: ADMIN },
  'POST /api/admin/reviews/:id/approve': { access: ADMIN, params: () => nothing },
  'POST /api/admin/reviews/:id/reject': { access: ADMIN, params: () => nothing },
  'POST /api/admin/reviews/:id/reply': { access: ADMIN, params: () => nothing },

  'POST /api/chat': { access: PUBLIC },
  'GET /api/chat/history': { access: USER },
};

/** The built client's files (`dist/client`, when present) are public static files. */
const isStaticFile = (method: string, url: string) => method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/images/');

const fill = (url: string, params: Record<string, string | number>) =>
  url.replace(/:(\w+)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`no fixture for :${key} in ${url}`);
    return encodeURIComponent(String(params[key]));
  });

function allowed(expect: Expect, status: number, isOwnCustomer: boolean): boolean {
  if (expect === 'ok') return status !== 401 && status !== 403 && status < 500 && !(isOwnCustomer && status === 404);
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
    for (const route of routes) {
      const rule = RULES[`${route.method} ${route.url}`]!;
      const url = fill(route.url, rule.params?.(fixtures) ?? {});
      for (const [i, role] of ROLES.entries()) {
        const body = rule.body?.(fixtures);
        const res = await clients[role].request({ method: route.method as 'GET', url, ...(body ? { payload: body } : {}) });
        checked++;
        const ownsIt = role === 'customer' && rule.access.includes('denied');
        if (!allowed(rule.access[i]!, res.statusCode, ownsIt)) {
          wrong.push(`${route.method} ${url} as ${role}: ${res.statusCode} (expected ${rule.access[i]}) ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBe(routes.length * ROLES.length);
    console.log(`authorization matrix: ${routes.length} routes × ${ROLES.length} roles = ${checked} checks`);
  });
});
