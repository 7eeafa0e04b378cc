import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlant } from '../../../tests/factories/catalog';
import { orderPayload } from '../../../tests/factories/orders';
import { startChargilyFake, type ChargilyFake } from '../../../tests/fakes/chargily.fake';
import { startEcotrackFake, type EcotrackFake } from '../../../tests/fakes/ecotrack.fake';
import { startSmtpFake, type SmtpFake } from '../../../tests/fakes/smtp.fake';
import { STRIPE_FAKE_WEBHOOK_SECRET } from '../../../tests/fakes/stripe.fake';
import { startYalidineFake, type YalidineFake } from '../../../tests/fakes/yalidine.fake';
import { buildTestApp, Client, ownerAndAdmin, signUp, type TestApp } from '../../../tests/helpers/test-app';
import { orders } from '../db/schema';
import { settleBackground } from '../lib/background';
import { IMAGE_MAX_BYTES } from '../lib/images';

/**
 * Property-based fuzzing of every route the app registers (`app.routeTable`): random bodies,
 * query strings, path parameters and multipart uploads — shaped on each route's own fields, with
 * hostile values mixed in (NUL bytes, lone surrogates, huge numbers, wrong types, long text) — from a
 * visitor, a customer, an admin who is not the owner, and the owner. Whatever comes in, the answer is
 * never a 5xx, and a 4xx is JSON `{ message }`. A second pass fuzzes the routes that mail account
 * links as a shop that can send them (SMTP and a public address), so their real branch runs.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);

const hostile = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '',
  ' ',
  '0x2',
  '1e309',
  '-1',
  '99999999999999999999999',
  '12.345',
  'NaN',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  'x'.repeat(5000),
  'ُنبتة 🌵',
  'true',
  '[]',
  '00000000-0000-4000-8000-000000000000',
  'amina@example.dz',
  '1500.00',
);
const scalar = fc.oneof(
  hostile,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.constantFrom(0, 1, -1, 2 ** 31, 2 ** 53, Number.MAX_VALUE, 1.5),
  fc.boolean(),
  fc.constant(null),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.dictionary(fc.constantFrom('id', 'quantity', 'price', 'name'), scalar), { maxLength: 3 }) },
);

/** The field names of a zod object schema (unwrapping refinements); none for anything else. */
function fieldsOf(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; def?: { in?: unknown; schema?: unknown; innerType?: unknown } } | undefined;
  for (let i = 0; i < 5 && s && !s.shape; i++) s = (s.def?.in ?? s.def?.schema ?? s.def?.innerType) as typeof s;
  return s?.shape ? Object.keys(s.shape) : [];
}

/** An object with some of the route's own fields (and now and then a stranger), each any value. */
const objectFor = (fields: string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.record(Object.fromEntries([...fields, 'extra'].map((f) => [f, value])), { requiredKeys: [] }) },
    { weight: 1, arbitrary: value },
  );

const paramValue = fc.oneof(hostile, fc.string({ maxLength: 20 }), fc.nat().map(String), fc.uuid());

/**
 * The multipart routes (`field`: the file's own field name) are fuzzed as multipart, never as JSON:
 * broken boundaries, cut bodies, wrong or duplicate field names, extra fields, and a file that is
 * random bytes, a real photo, a PDF, or a part over the 10 MB limit.
 */
const MULTIPART_ROUTES: Record<string, string> = {
  'POST /api/identify-plant': 'image',
  'POST /api/admin/images': 'image',
  'POST /api/orders/:id/receipt': 'file',
  'POST /api/reviews/photos': 'image',
  'POST /api/diagnose-plant': 'image',
  'POST /api/care/plants/:id/photo': 'image',
};
const HUGE = Buffer.alloc(IMAGE_MAX_BYTES + 64 * 1024, 0xd8);
let realPhoto = Buffer.alloc(0);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Mostly `usual` (so that the file is read and checked), now and then one of `odd`. */
const mostly = <T>(usual: fc.Arbitrary<T>, ...odd: fc.Arbitrary<T>[]) => fc.oneof({ weight: 3, arbitrary: usual }, ...odd.map((arbitrary) => ({ weight: 1, arbitrary })));

const multipartFor = (field: string) =>
  fc
    .record({
      boundary: mostly(fc.constant('nabtaFuzz'), fc.string({ minLength: 1, maxLength: 20 }), fc.constantFrom('a'.repeat(80), '--', 'x\r\ny')),
      header: mostly(
        fc.constant('multipart/form-data; boundary=nabtaFuzz'),
        fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="a b"', 'multipart/mixed; boundary=nabtaFuzz'),
      ),
      names: mostly<string[]>(fc.constant([field]), fc.array(fc.constantFrom(field, 'image', 'file', 'photo', '', 'file[]', `${field}\u0000`, '"'), { minLength: 1, maxLength: 3 })),
      field: mostly(fc.constant(null), fc.record({ name: fc.constantFrom('note', field, 'x'.repeat(300)), value: fc.string({ maxLength: 50 }) })),
      bytes: fc.oneof(
        { weight: 3, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)) },
        { weight: 3, arbitrary: fc.constant(null).map(() => realPhoto) },
        { weight: 1, arbitrary: fc.constant(PDF) },
        { weight: 1, arbitrary: fc.constant(HUGE) },
      ),
      cut: mostly(fc.constant(null), fc.nat({ max: 400 })),
    })
    .map(multipartBody);

interface MultipartParts {
  boundary: string;
  header: string;
  names: readonly string[];
  field: { name: string; value: string } | null;
  bytes: Buffer;
  cut: number | null;
}

function multipartBody({ boundary, header, names, field: extra, bytes, cut }: MultipartParts): { payload: Buffer; contentType: string } {
  const file = (name: string) =>
    Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`), bytes, Buffer.from('\r\n')]);
  const text = extra ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${extra.name}"\r\n\r\n${extra.value}\r\n`)] : [];
  const full = Buffer.concat([...text, ...names.map(file), Buffer.from(`--${boundary}--\r\n`)]);
  return { payload: cut === null ? full : full.subarray(0, cut), contentType: header.replace('nabtaFuzz', boundary) };
}

/** A well-formed upload of `bytes` as `field`: each multipart route is fuzzed with a real photo and a part over the limit first. */
const wellFormed = (field: string, bytes: Buffer) =>
  multipartBody({ boundary: 'nabtaFuzz', header: 'multipart/form-data; boundary=nabtaFuzz', names: [field], field: null, bytes, cut: null });
/** Who may upload there (the customer has a delivered order and an order awaiting its transfer). */
const UPLOADER: Record<string, Caller> = {
  'POST /api/identify-plant': 'visitor',
  'POST /api/admin/images': 'admin',
  'POST /api/orders/:id/receipt': 'customer',
  'POST /api/reviews/photos': 'customer',
  'POST /api/diagnose-plant': 'visitor',
  'POST /api/care/plants/:id/photo': 'customer',
};

const CHARGILY_SECRET = 'test_sk_trust_suite';
const YALIDINE = { apiId: 'fuzz-yalidine-id', apiToken: 'fuzz-yalidine-token', webhookSecret: 'fuzz-yalidine-webhook-secret' };
const ECOTRACK_TOKEN = 'fuzz-ecotrack-token';

/** Who calls: a visitor, a customer, an admin who is not the owner, and the owner (most often: they reach the most code). */
type Caller = 'visitor' | 'customer' | 'admin' | 'owner';
interface Shop {
  t: TestApp;
  callers: Record<Caller, Client>;
  /** Real values mixed into some routes' path parameters, so the fuzz gets past their lookup (`route` → parameter → value). */
  params: Record<string, Record<string, string>>;
}

/**
 * A shop with a catalogue, the four callers, and the customer's orders: one awaiting its transfer
 * (its receipt can be sent) and one delivered (the customer may upload a review photo).
 */
async function openShop(env: Record<string, string>): Promise<Shop> {
  const t = await buildTestApp({ catalogue: false, env: { LOGIN_DELAY_MS: '0', ...env } });
  const db = t.app.ctx.db;
  const category = await createCategory(db, { name: 'Garden' });
  const fern = await createPlant(db, { name: 'Fern', categoryId: category.id, priceCentimes: 150_000, stock: 1000 });
  const { owner, admin } = await ownerAndAdmin(t.app);
  const customer = new Client(t.app);
  await signUp(customer);
  const place = async () => (await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 1 }]))).json() as { id: string };
  const awaiting = await place();
  const delivered = await place();
  await db.update(orders).set({ orderStatus: 'delivered' }).where(eq(orders.id, delivered.id));
  const ownOrder = { id: awaiting.id };
  return {
    t,
    callers: { visitor: new Client(t.app), customer, admin, owner },
    params: { 'POST /api/orders/:id/receipt': ownOrder, 'GET /api/orders/:id/receipt': ownOrder, 'GET /api/orders/:id': ownOrder },
  };
}

/**
 * A path parameter as a client could send it. A lone surrogate has no UTF-8 form (encodeURIComponent
 * throws): it goes as the three bytes a careless encoder would write (CESU-8, "%ED%A0%80").
 */
function encodePathValue(value: string): string {
  return [...value]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch.length > 1 || c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

interface Fuzzed {
  caller: Caller;
  url: string;
  body: unknown;
}

function requestFor(shop: Shop, method: string, url: string, schema: FastifySchema | undefined): fc.Arbitrary<Fuzzed> {
  const key = `${method} ${url}`;
  const params = (url.match(/:(\w+)/g) ?? []).map((p) => p.slice(1));
  const paramFor = (name: string) => {
    const real = shop.params[key]?.[name];
    return real === undefined ? paramValue : mostly(fc.constant(real), paramValue);
  };
  const field = MULTIPART_ROUTES[key];
  return fc
    .record({
      caller: fc.constantFrom<Caller>('visitor', 'customer', 'admin', 'owner', 'owner'),
      params: fc.tuple(...params.map(paramFor)),
      query: fc.dictionary(fc.constantFrom(...fieldsOf(schema?.querystring), 'page', 'x'), fc.oneof(hostile, fc.string({ maxLength: 12 })), { maxKeys: 4 }),
      body: field !== undefined ? multipartFor(field) : method === 'GET' || method === 'DELETE' ? fc.constant(undefined) : objectFor(fieldsOf(schema?.body)),
    })
    .map(({ caller, params: values, query, body }) => {
      let i = 0;
      const path = url.replace(/:(\w+)/g, () => encodePathValue(values[i++] ?? ''));
      const qs = new URLSearchParams(query).toString();
      return { caller, url: qs ? `${path}?${qs}` : path, body };
    });
}

/**
 * Fuzzes `routes` of `shop`: never a 5xx, every 4xx a JSON `{ message }`. Returns how many requests
 * were sent, and the statuses each route answered.
 */
async function fuzz(shop: Shop, routes: readonly { method: string; url: string; schema?: FastifySchema }[]) {
  let cases = 0;
  const statuses = new Map<string, Set<number>>();
  const serverErrors: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    const field = MULTIPART_ROUTES[key];
    const examples = field
      ? [realPhoto, HUGE].map((bytes) => [{ caller: UPLOADER[key]!, url: route.url.replace(':id', shop.params[key]?.id ?? ''), body: wellFormed(field, bytes) }] as [Fuzzed])
      : [];
    await fc.assert(
      fc.asyncProperty(requestFor(shop, route.method, route.url, route.schema), async ({ caller, url, body }) => {
        const upload = body && typeof body === 'object' && 'contentType' in body ? (body as { payload: Buffer; contentType: string }) : undefined;
        const res = await shop.callers[caller].request({
          method: route.method as 'POST',
          url,
          ...(upload
            ? { payload: upload.payload, headers: { 'content-type': upload.contentType } }
            : body !== undefined
              ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
              : {}),
        });
        cases++;
        statuses.set(key, (statuses.get(key) ?? new Set()).add(res.statusCode));
        if (res.statusCode >= 500) serverErrors.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        expect(res.statusCode, `${route.method} ${url} as ${caller}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(typeof (res.json() as { message?: unknown }).message).toBe('string');
      }),
      { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 15), examples },
    );
  }
  console.log(`fuzzing: ${cases} requests over ${routes.length} routes, ${serverErrors.length} answered 5xx`);
  expect(serverErrors).toEqual([]);
  return { cases, statuses };
}

beforeAll(async () => {
  realPhoto = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2c5' } }).jpeg().toBuffer();
});

describe('fuzzing every route', () => {
  let shop: Shop;
  let chargily: ChargilyFake;
  let yalidine: YalidineFake;
  let ecotrack: EcotrackFake;
  beforeAll(async () => {
    // Every payment provider and courier configured (each on its local fake), so each route does its real work.
    [chargily, yalidine, ecotrack] = await Promise.all([startChargilyFake(CHARGILY_SECRET), startYalidineFake(YALIDINE), startEcotrackFake(ECOTRACK_TOKEN)]);
    shop = await openShop({
      STRIPE_WEBHOOK_SECRET: STRIPE_FAKE_WEBHOOK_SECRET,
      CHARGILY_SECRET_KEY: CHARGILY_SECRET,
      CHARGILY_API_URL: chargily.url,
      YALIDINE_API_ID: YALIDINE.apiId,
      YALIDINE_API_TOKEN: YALIDINE.apiToken,
      YALIDINE_API_URL: `${yalidine.url}/v1`,
      YALIDINE_WEBHOOK_SECRET: YALIDINE.webhookSecret,
      ECOTRACK_API_URL: `${ecotrack.url}/api/v1`,
      ECOTRACK_API_TOKEN: ECOTRACK_TOKEN,
    });
  });
  afterAll(async () => {
    await shop.t.close();
    await Promise.all([chargily.close(), yalidine.close(), ecotrack.close()]);
  });

  it('never answers 5xx, and answers every 4xx with a JSON message, whatever the body, query, path or upload', async () => {
    // Static client files (when dist/ is built) have no input to fuzz; signing out would end the callers' sessions.
    const routes = shop.t.app.routeTable.filter((r) => (r.url.startsWith('/api/') || r.url.startsWith('/images/')) && r.url !== '/api/auth/logout');
    for (const key of Object.keys(MULTIPART_ROUTES)) expect(routes.map((r) => `${r.method} ${r.url}`), 'a multipart route is gone').toContain(key);
    const { cases, statuses } = await fuzz(shop, routes);
    expect(cases).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
    // The uploads were fuzzed through to their real work: a photo was read and stored (or
    // identified), and a part over 10 MB was refused with 413.
    for (const [key, read] of Object.entries({ 'POST /api/identify-plant': [200, 422], 'POST /api/admin/images': [201], 'POST /api/orders/:id/receipt': [201], 'POST /api/reviews/photos': [201] })) {
      const seen = [...statuses.get(key)!];
      expect(seen, key).toContain(413);
      expect(seen.some((s) => read.includes(s)), `${key}: ${seen.join(', ')}`).toBe(true);
    }
  }, 400_000);
});

describe('fuzzing the account-link routes as a shop that mails links (SMTP_URL and PUBLIC_ORIGIN set)', () => {
  /** What mails a link, or reads one, once links can leave (account-links.ts): their real branch, not "cannot reset by e-mail". */
  const LINK_ROUTES = ['POST /api/auth/forgot-password', 'POST /api/auth/reset-password', 'POST /api/auth/verify-email', 'POST /api/auth/resend-verification', 'POST /api/auth/signup', 'PATCH /api/profile'];
  let shop: Shop;
  let smtp: SmtpFake;
  beforeAll(async () => {
    smtp = await startSmtpFake();
    shop = await openShop({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://nabta.example' });
  });
  afterAll(async () => {
    await shop.t.close();
    await smtp.close();
  });

  it('never answers 5xx, and answers every 4xx with a JSON message', async () => {
    const routes = shop.t.app.routeTable.filter((r) => LINK_ROUTES.includes(`${r.method} ${r.url}`));
    expect(routes).toHaveLength(LINK_ROUTES.length);
    expect((await fuzz(shop, routes)).cases).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
    // The links really went: the sign-up's confirmation at least, through the SMTP server.
    await settleBackground(shop.t.app.ctx);
    expect(smtp.messages.length).toBeGreaterThan(0);
  }, 300_000);
});
