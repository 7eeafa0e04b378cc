import { afterEach, describe, expect, it } from 'vitest';
import type { SiteInfo } from '@shared/contracts/contact';
import { SITE_COOKIES } from '@shared/domain/site-cookies';
import { en } from '@shared/messages';
import { t as translatorOf } from '@shared/messages/catalogues';
import { buildTestApp, Client, ownerAndAdmin, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';

/**
 * Issue 29 item 7: the seller's identity (law 18-05 art. 11) is the owner's to publish, like the CCP
 * account: another admin reads it and cannot change it, every change is in the audit log, and
 * customers get it through the public site info, with nothing else of the owner's settings.
 */

const IDENTITY = {
  sellerName: 'SARL Nabta Plantes',
  sellerAddress: '12 rue Didouche Mourad, Alger-Centre, 16000 Alger',
  sellerRc: '16/00-1234567 B 18',
  sellerNif: '000 016 001 234 567',
};

let t: TestApp;
afterEach(() => t.close());

async function start(env: Record<string, string> = {}) {
  t = await buildTestApp({ catalogue: false, env });
  return ownerAndAdmin(t.app);
}

const siteInfo = async () => (await new Client(t.app).get('/api/site/info')).json() as SiteInfo;

describe('the seller’s identity', () => {
  it('is published by the owner (the NIF kept as its digits), shown to customers, and every change is in the audit log', async () => {
    const { owner } = await start();
    expect((await siteInfo()).seller).toEqual({ name: null, address: null, rc: null, nif: null });

    const res = await owner.patch('/api/admin/settings', IDENTITY);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...IDENTITY, sellerNif: '000016001234567' });
    expect((await siteInfo()).seller).toEqual({ name: IDENTITY.sellerName, address: IDENTITY.sellerAddress, rc: IDENTITY.sellerRc, nif: '000016001234567' });

    // '' withdraws a part: the pages then say it is not published.
    expect((await owner.patch('/api/admin/settings', { sellerRc: '' })).statusCode).toBe(200);
    expect((await siteInfo()).seller.rc).toBeNull();

    const audit = (await owner.get('/api/admin/audit')).json() as { actorEmail: string; key: string; oldValue: string; newValue: string }[];
    expect(audit.map((e) => [e.actorEmail, e.key, e.oldValue, e.newValue])).toEqual(
      expect.arrayContaining([
        [TEST_ADMIN.email, 'sellerName', '', IDENTITY.sellerName],
        [TEST_ADMIN.email, 'sellerAddress', '', IDENTITY.sellerAddress],
        [TEST_ADMIN.email, 'sellerNif', '', '000016001234567'],
        [TEST_ADMIN.email, 'sellerRc', IDENTITY.sellerRc, ''],
      ]),
    );
  });

  it('is the owner’s alone: another admin reads it and gets 403 for any change of it, and customers cannot reach the setting', async () => {
    const { owner, admin } = await start();
    expect((await owner.patch('/api/admin/settings', IDENTITY)).statusCode).toBe(200);
    expect((await admin.get('/api/admin/settings')).json()).toMatchObject({ sellerName: IDENTITY.sellerName, sellerRc: IDENTITY.sellerRc });

    for (const change of [{ sellerName: 'Karim Haddad' }, { sellerAddress: 'Oran' }, { sellerRc: '31/00-7654321 A 20' }, { sellerNif: '099916001234567' }]) {
      const refused = await admin.patch('/api/admin/settings', change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(403);
      expect(refused.json().message).toBe(en.trust.settings.ownerOnly);
    }
    // The dialog sends the owner's identity back unchanged with the admin's own change: that is saved.
    const saved = await admin.patch('/api/admin/settings', { ...IDENTITY, sellerNif: '000016001234567', siteDescription: 'Plantes d’Algérie' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await siteInfo()).seller.name).toBe(IDENTITY.sellerName);

    const customer = new Client(t.app);
    await signUp(customer);
    expect((await customer.patch('/api/admin/settings', { sellerName: 'Amina' })).statusCode).toBe(403);
    expect((await new Client(t.app).patch('/api/admin/settings', { sellerName: 'Amina' })).statusCode).toBe(401);
  });

  it('refuses control characters, an RC or NIF that is not one, and overlong texts, with a field error in the reader’s language (400)', async () => {
    const { owner } = await start();
    const m = en.admin.errors;
    const cases: [object, string, string][] = [
      [{ sellerName: 'SARL Nabta\nBcc: x@example.com' }, 'sellerName', en.checkout.validation.controlCharacters],
      [{ sellerAddress: 'Alger\u001b[2J' }, 'sellerAddress', en.checkout.validation.controlCharacters],
      [{ sellerName: 'Nabta \u202eatbaN' }, 'sellerName', en.checkout.validation.controlCharacters],
      [{ sellerRc: '16/00\t1234567' }, 'sellerRc', en.checkout.validation.controlCharacters],
      [{ sellerRc: 'RC n° 16/00' }, 'sellerRc', m.sellerRcInvalid],
      [{ sellerNif: '12345' }, 'sellerNif', m.sellerNifInvalid],
      [{ sellerNif: '00001600123456A' }, 'sellerNif', m.sellerNifInvalid],
      [{ sellerNif: '000016\n001234567' }, 'sellerNif', en.checkout.validation.controlCharacters],
      [{ sellerAddress: 'a'.repeat(301) }, 'sellerAddress', m.tooLong],
    ];
    for (const [body, field, message] of cases) {
      const res = await owner.patch('/api/admin/settings', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors?.[field], JSON.stringify(body)).toBe(message);
    }
    const arabic = await owner.request({ method: 'PATCH', url: '/api/admin/settings', payload: { sellerNif: '12' }, headers: { 'accept-language': 'ar' } });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().fieldErrors.sellerNif).toBe(translatorOf('ar').m.admin.errors.sellerNifInvalid);
    expect((await siteInfo()).seller).toEqual({ name: null, address: null, rc: null, nif: null });
  });

  it('reaches customers through the site info, which carries none of the owner’s settings; the public settings carry none of it', async () => {
    const { owner } = await start({ SESSION_TTL_DAYS: '14' });
    expect((await owner.patch('/api/admin/settings', { ...IDENTITY, bankRib: '00400123456789012345', ccpNumber: '0012345678', ccpKey: '42', ccpHolder: 'SARL Nabta' })).statusCode).toBe(200);
    const info = await siteInfo();
    expect(Object.keys(info).sort()).toEqual(['email', 'minFreeShipping', 'phone', 'privacy', 'seller', 'whatsapp']);
    expect(info.privacy).toEqual({ sessionDays: 14, assistantModel: false });
    expect(JSON.stringify(info)).not.toMatch(/00400123456789012345|0012345678/);

    const visitorSettings = (await new Client(t.app).get('/api/admin/settings')).json() as Record<string, unknown>;
    for (const key of ['sellerName', 'sellerAddress', 'sellerRc', 'sellerNif', 'bankRib', 'ccpNumber', 'ccpHolder']) expect(visitorSettings, key).not.toHaveProperty(key);
  });
});

describe('the cookies the shop sets', () => {
  it('are the ones the cookies page lists, with the lifetimes it states', async () => {
    t = await buildTestApp({ catalogue: false, env: { SESSION_TTL_DAYS: '14' } });
    const res = await new Client(t.app).post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    const listed = new Map(SITE_COOKIES.map((c) => [c.name, c]));
    expect(res.cookies.length).toBeGreaterThan(0);
    for (const cookie of res.cookies) {
      const entry = listed.get(cookie.name);
      expect(entry, `${cookie.name} is set but the cookies page does not list it`).toBeDefined();
      expect(cookie.maxAge).toBe((entry!.days === 'session' ? 14 : entry!.days) * 24 * 3600);
      expect(Boolean(cookie.httpOnly), cookie.name).toBe(entry!.httpOnly);
    }
    // The language and measurement answers are set by the page's script, the source by a landing (below).
    const setByBrowser = ['lang', 'consent', 'source'];
    expect(res.cookies.map((c) => c.name).sort()).toEqual(SITE_COOKIES.filter((c) => !setByBrowser.includes(c.id)).map((c) => c.name).sort());

    // A landing from an ad keeps where it came from: a cookie the page lists too, with its lifetime.
    const landing = await t.app.inject({ method: 'GET', url: '/?utm_source=facebook&utm_campaign=ramadan&fbclid=IwAR0abc' });
    const source = landing.cookies.find((c) => c.name === listed.get('nabta_src')?.name);
    expect(source, 'a landing from an ad sets the source cookie the page lists').toBeDefined();
    expect(source!.maxAge).toBe(30 * 24 * 3600);
    expect(Boolean(source!.httpOnly)).toBe(true);
  });
});
