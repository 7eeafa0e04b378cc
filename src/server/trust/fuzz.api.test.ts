import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createPlant } from '../../../tests/factories/catalog';
import { startChargilyFake, type ChargilyFake } from '../../../tests/fakes/chargily.fake';
import { startEcotrackFake, type EcotrackFake } from '../../../tests/fakes/ecotrack.fake';
import { STRIPE_FAKE_WEBHOOK_SECRET } from '../../../tests/fakes/stripe.fake';
import { startYalidineFake, type YalidineFake } from '../../../tests/fakes/yalidine.fake';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../tests/helpers/test-app';

/**
 * Property-based fuzzing of every route the app registers (`app.routeTable`): random bodies,
 * query strings, path parameters and multipart uploads — shaped on each route's own fields, with
 * hostile values mixed in (NUL bytes, lone surrogates, huge numbers, wrong types, long text) — from a
 * visitor, a customer and the owner. Whatever comes in, the answer is never a 5xx, and a 4xx is
 * JSON `{ message }`.
 */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 60);
const MULTIPART_ROUTES = new Set(['POST /api/identify-plant', 'POST /api/admin/images']);

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

/** A multipart body: well-formed or not, with or without a boundary, with random bytes as the file. */
const multipart = fc
  .record({
    boundary: fc.oneof(fc.constant('nabtaFuzz'), fc.string({ minLength: 1, maxLength: 20 })),
    header: fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=nabtaFuzz', 'multipart/form-data; boundary=', 'multipart/form-data; boundary="a b"'),
    field: fc.constantFrom('image', 'file', '', 'image\u0000'),
    bytes: fc.uint8Array({ maxLength: 2048 }),
    cut: fc.option(fc.nat({ max: 400 })),
  })
  .map(({ boundary, header, field, bytes, cut }) => {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const full = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return { payload: cut === null ? full : full.subarray(0, cut), contentType: header.replace('nabtaFuzz', boundary) };
  });

const CHARGILY_SECRET = 'test_sk_trust_suite';
const YALIDINE = { apiId: 'fuzz-yalidine-id', apiToken: 'fuzz-yalidine-token', webhookSecret: 'fuzz-yalidine-webhook-secret' };
const ECOTRACK_TOKEN = 'fuzz-ecotrack-token';
let chargily: ChargilyFake;
let yalidine: YalidineFake;
let ecotrack: EcotrackFake;
let t: TestApp;
let callers: Record<'visitor' | 'customer' | 'owner', Client>;
let cases = 0;
const serverErrors: string[] = [];

beforeAll(async () => {
  // Every payment provider and courier configured (each on its local fake), so each route does its real work.
  [chargily, yalidine, ecotrack] = await Promise.all([startChargilyFake(CHARGILY_SECRET), startYalidineFake(YALIDINE), startEcotrackFake(ECOTRACK_TOKEN)]);
  t = await buildTestApp({
    catalogue: false,
    env: {
      LOGIN_DELAY_MS: '0',
      STRIPE_WEBHOOK_SECRET: STRIPE_FAKE_WEBHOOK_SECRET,
      CHARGILY_SECRET_KEY: CHARGILY_SECRET,
      CHARGILY_API_URL: chargily.url,
      YALIDINE_API_ID: YALIDINE.apiId,
      YALIDINE_API_TOKEN: YALIDINE.apiToken,
      YALIDINE_API_URL: `${yalidine.url}/v1`,
      YALIDINE_WEBHOOK_SECRET: YALIDINE.webhookSecret,
      ECOTRACK_API_URL: `${ecotrack.url}/api/v1`,
      ECOTRACK_API_TOKEN: ECOTRACK_TOKEN,
    },
  });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  await createPlant(t.app.ctx.db, { name: 'Fern', categoryId: category.id, priceCentimes: 150_000, stock: 1000 });
  const owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
  const customer = new Client(t.app);
  await signUp(customer);
  callers = { visitor: new Client(t.app), customer, owner };
});
afterAll(async () => {
  console.log(`fuzzing: ${cases} requests, ${serverErrors.length} answered 5xx`);
  await t.close();
  await Promise.all([chargily.close(), yalidine.close(), ecotrack.close()]);
});

function routes() {
  // Static client files (when dist/ is built) have no input to fuzz; signing out would end the callers' sessions.
  return t.app.routeTable.filter((r) => (r.url.startsWith('/api/') || r.url.startsWith('/images/')) && r.url !== '/api/auth/logout');
}

function requestFor(method: string, url: string, schema: FastifySchema | undefined) {
  const params = (url.match(/:(\w+)/g) ?? []).map((p) => p.slice(1));
  const key = `${method} ${url}`;
  return fc.record({
    caller: fc.constantFrom('visitor', 'customer', 'owner', 'owner', 'owner'),
    params: fc.tuple(...params.map(() => paramValue)),
    query: fc.dictionary(fc.constantFrom(...fieldsOf(schema?.querystring), 'page', 'x'), fc.oneof(hostile, fc.string({ maxLength: 12 })), { maxKeys: 4 }),
    body: MULTIPART_ROUTES.has(key) ? multipart : method === 'GET' || method === 'DELETE' ? fc.constant(undefined) : objectFor(fieldsOf(schema?.body)),
  }).map(({ caller, params: values, query, body }) => {
    let i = 0;
    const path = url.replace(/:(\w+)/g, () => encodeURIComponent(values[i++] ?? ''));
    const qs = new URLSearchParams(query).toString();
    return { caller: caller as keyof typeof callers, url: qs ? `${path}?${qs}` : path, body };
  });
}

describe('fuzzing every route', () => {
  it('never answers 5xx, and answers every 4xx with a JSON message, whatever the body, query, path or upload', async () => {
    for (const route of routes()) {
      await fc.assert(
        fc.asyncProperty(requestFor(route.method, route.url, route.schema), async ({ caller, url, body }) => {
          const upload = body && typeof body === 'object' && 'contentType' in body ? (body as { payload: Buffer; contentType: string }) : undefined;
          const res = await callers[caller].request({
            method: route.method as 'POST',
            url,
            ...(upload
              ? { payload: upload.payload, headers: { 'content-type': upload.contentType } }
              : body !== undefined
                ? { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
                : {}),
          });
          cases++;
          if (res.statusCode >= 500) serverErrors.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          expect(res.statusCode, `${route.method} ${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof (res.json() as { message?: unknown }).message).toBe('string');
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 15) },
      );
    }
    expect(serverErrors).toEqual([]);
    expect(cases).toBeGreaterThanOrEqual(routes().length * RUNS_PER_ROUTE);
  }, 300_000);
});
