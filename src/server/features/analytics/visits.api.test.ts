import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Analytics } from '@shared/contracts/analytics';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { visitCounts, visitSalts, visitVisitors } from '../../db/schema';
import { settleBackground } from '../../lib/background';
import { countPageHit, visitorHash } from './visits.service';

/**
 * Visits counted on the server without cookies or personal data (docs/contract.md §9,
 * docs/decisions/035-owners-figures.md): a visitor once a day, plant pages as plant views, the
 * storefront's add-to-cart beacon; the day's salt forgotten the next day; no address stored.
 */

const root = mkdtempSync(path.join(tmpdir(), 'nabta-visits-'));
copyFileSync(path.resolve('src/client/index.html'), path.join(root, 'index.html'));

const PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-A145F) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const ADDRESS = '41.200.17.93';

let t: TestApp;
let plantPage: string;
const today = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp({ clientRoot: root });
  plantPage = `/plant/${((await t.app.inject({ method: 'GET', url: '/api/plants?limit=1' })).json() as { id: number }[])[0]!.id}`;
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.app.ctx.db.execute(sql`truncate ${visitCounts}, ${visitVisitors}, ${visitSalts}`);
});

/** A page asked for, once its count (written after the answer went) is done. */
async function page(url: string, userAgent: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: ADDRESS, headers: { 'user-agent': userAgent, ...headers } });
  await settleBackground(t.app.ctx);
  return res;
}

async function counts(): Promise<Record<string, number>> {
  await settleBackground(t.app.ctx);
  const rows = await t.app.ctx.db.select().from(visitCounts);
  return Object.fromEntries(rows.map((r) => [`${r.day}:${r.kind}`, r.count]));
}

async function funnel() {
  const admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  return ((await admin.get('/api/admin/analytics')).json() as Analytics).funnel;
}

describe('pages served count visitors once a day', () => {
  it('counts the same visitor twice in a day once, another browser apart, and plant pages as plant views', async () => {
    expect((await page(plantPage, PHONE)).statusCode).toBe(200);
    expect((await page(plantPage, PHONE)).statusCode).toBe(200);
    expect((await page('/shop', PHONE)).statusCode).toBe(200);
    expect((await page('/', LAPTOP)).statusCode).toBe(200);
    expect(await counts()).toEqual({ [`${today()}:visit`]: 2, [`${today()}:productView`]: 2 });
    expect(await funnel()).toMatchObject({ visits: 2, productViews: 2, addToCart: 0 });
  });

  it('sets no cookie and keeps no address: only a day, a count and a salted hash', async () => {
    const res = await page(plantPage, PHONE);
    expect(res.headers['set-cookie']).toBeUndefined();
    const { db } = t.app.ctx;
    const stored = JSON.stringify([await db.select().from(visitCounts), await db.select().from(visitVisitors), await db.select().from(visitSalts)]);
    expect(stored).not.toContain(ADDRESS);
    expect(stored).not.toContain('Android');
    const [visitor] = await db.select().from(visitVisitors);
    expect(visitor!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves out robots, link previews and prefetches', async () => {
    await page(plantPage, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await page(plantPage, 'facebookexternalhit/1.1');
    await page(plantPage, PHONE, { 'sec-purpose': 'prefetch' });
    expect(await counts()).toEqual({});
  });

  it('does not count a page that is not there', async () => {
    expect((await page('/plant/999999', PHONE)).statusCode).toBe(404);
    expect(await counts()).toEqual({});
  });

  it('does not count API calls or files as visits', async () => {
    await t.app.inject({ method: 'GET', url: '/api/categories', remoteAddress: ADDRESS, headers: { 'user-agent': PHONE } });
    await t.app.inject({ method: 'GET', url: '/missing.js', remoteAddress: ADDRESS, headers: { 'user-agent': PHONE } });
    expect(await counts()).toEqual({});
  });
});

describe('the day’s salt is forgotten the next day', () => {
  it('counts the same visitor again the next day, under a new salt, and deletes the day before’s salt and hashes', async () => {
    const { ctx } = t.app;
    const hit = { path: '/plant/5', ip: ADDRESS, userAgent: PHONE, prefetch: false };
    await countPageHit(ctx, hit, new Date('2026-05-10T12:00:00Z'));
    await countPageHit(ctx, hit, new Date('2026-05-10T22:30:00Z'));
    const [first] = await ctx.db.select().from(visitSalts);
    const [firstHash] = await ctx.db.select().from(visitVisitors);
    expect(first!.day).toBe('2026-05-10');
    expect(firstHash!.hash).toBe(visitorHash(first!.salt, ADDRESS, PHONE));

    // 23:10 UTC is 00:10 on 11 May in Algiers.
    await countPageHit(ctx, hit, new Date('2026-05-10T23:10:00Z'));
    const salts = await ctx.db.select().from(visitSalts);
    const hashes = await ctx.db.select().from(visitVisitors);
    expect(salts.map((s) => s.day)).toEqual(['2026-05-11']);
    expect(salts[0]!.salt).not.toBe(first!.salt);
    expect(hashes.map((h) => h.day)).toEqual(['2026-05-11']);
    expect(hashes[0]!.hash).not.toBe(firstHash!.hash);
    expect(await counts()).toEqual({ '2026-05-10:visit': 1, '2026-05-10:productView': 2, '2026-05-11:visit': 1, '2026-05-11:productView': 1 });
  });
});

describe('POST /api/visits (the add-to-cart beacon)', () => {
  const beacon = (payload: unknown, remoteAddress = ADDRESS) =>
    t.app.inject({ method: 'POST', url: '/api/visits', remoteAddress, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

  it('counts an add to cart and answers 204 with no cookie', async () => {
    const res = await beacon({ kind: 'addToCart' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    expect(res.headers['set-cookie']).toBeUndefined();
    await beacon({ kind: 'addToCart' });
    expect(await counts()).toEqual({ [`${today()}:addToCart`]: 2 });
  });

  it('refuses another kind or any other field (400), counting nothing', async () => {
    for (const body of [{ kind: 'visit' }, { kind: 'addToCart', phone: '0550123456' }, { kind: 'addToCart\u0000' }, {}]) {
      const res = await beacon(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof (res.json() as { message: string }).message).toBe('string');
    }
    expect(await counts()).toEqual({});
  });

  it('is rate-limited per address (429 past 30 a minute)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await beacon({ kind: 'addToCart' }, '41.200.99.1')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(await counts()).toEqual({ [`${today()}:addToCart`]: 30 });
  });
});
