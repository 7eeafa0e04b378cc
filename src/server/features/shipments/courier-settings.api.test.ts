import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CourierSettings } from '@shared/contracts/shipments';
import { en } from '@shared/messages';
import { startYalidineFake, type YalidineFake } from '../../../../tests/fakes/yalidine.fake';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';

/*
 * Settings → Couriers (docs/contract.md §2, §5): a saved value wins over the environment, secrets leave
 * masked, an address sent back as shown (or a masked secret) changes nothing, a changed address drops
 * its key, only the owner changes them, and Test says what the courier answered.
 */

const KEYS = { apiId: '08467949173865045243', apiToken: 'tok_6tDv0VDFh5MKfvcyQtO3eouLUT8Sc7w5', webhookSecret: 'whsec_yalidine_settings_secret' };

let fake: YalidineFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startYalidineFake(KEYS);
});
afterAll(() => fake.close());
afterEach(() => t.close());

async function start(env: Record<string, string> = {}) {
  fake.resetQuotas();
  t = await buildTestApp({ catalogue: false, env });
  const owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
  return owner;
}

const yalidine = (s: CourierSettings) => s.couriers.find((c) => c.id === 'yalidine')!;
const ecotrack = (s: CourierSettings) => s.couriers.find((c) => c.id === 'ecotrack')!;

describe('courier settings', () => {
  it('shows the keys in force masked, with the webhook address; a saved value wins over the environment', async () => {
    const owner = await start({ YALIDINE_API_ID: 'env-id', YALIDINE_API_TOKEN: 'env-token-0123456789', YALIDINE_API_URL: `${fake.url}/v1` });
    const before = (await owner.get('/api/admin/couriers')).json() as CourierSettings;
    expect(before.shipFromWilaya).toBe('16');
    expect(yalidine(before)).toMatchObject({
      configured: true,
      webhookUrl: expect.stringMatching(/\/api\/couriers\/yalidine\/webhook$/),
      fields: { apiId: 'env-id', apiToken: '********23456789', apiUrl: `${fake.url}/v1`, webhookSecret: '' },
    });
    expect(ecotrack(before)).toMatchObject({ configured: false, webhookUrl: null });

    const res = await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiId: KEYS.apiId, apiToken: KEYS.apiToken, webhookSecret: KEYS.webhookSecret } }, shipFromWilaya: '31' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as CourierSettings;
    expect(after.shipFromWilaya).toBe('31');
    expect(yalidine(after).fields).toEqual({ apiId: KEYS.apiId, apiToken: `********${KEYS.apiToken.slice(-8)}`, apiUrl: `${fake.url}/v1`, webhookSecret: `********${KEYS.webhookSecret.slice(-8)}` });
    expect(JSON.stringify(after)).not.toContain(KEYS.apiToken);

    // Each change is in the owner's audit log, by whom, secrets masked; the token itself nowhere.
    const audit = (await owner.get('/api/admin/audit')).json() as { key: string; actorEmail: string; oldValue: string; newValue: string }[];
    expect(audit.map((e) => e.key).sort()).toEqual(['shipFromWilaya', 'yalidineApiId', 'yalidineApiToken', 'yalidineWebhookSecret']);
    expect(audit.find((e) => e.key === 'shipFromWilaya')).toMatchObject({ actorEmail: TEST_ADMIN.email, oldValue: '16', newValue: '31' });
    // The token in force before was the environment's: the line says which, masked (issue 37).
    expect(audit.find((e) => e.key === 'yalidineApiToken')).toMatchObject({ oldValue: '********23456789', oldSource: 'environment', newValue: `********${KEYS.apiToken.slice(-8)}` });
    expect(JSON.stringify(audit)).not.toContain(KEYS.apiToken);
    expect(JSON.stringify(audit)).not.toContain(KEYS.webhookSecret);
    // The account that collects the cash changed: the owner is e-mailed, as for the bank details (masked there too).
    const alerts = ((await owner.get('/api/admin/outbox')).json() as { kind: string; text: string }[]).filter((m) => m.kind === 'settings-alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain(KEYS.apiToken.slice(-8));
    expect(alerts[0]!.text).not.toContain(KEYS.apiToken);
    // Sent again as shown: no change, no new line.
    await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiId: KEYS.apiId, apiToken: yalidine(after).fields.apiToken! } }, shipFromWilaya: '31' });
    expect(((await owner.get('/api/admin/audit')).json() as unknown[]).length).toBe(audit.length);
  });

  it('keeps a secret sent masked or empty, and the key when the address in force comes back unchanged; a new address drops it', async () => {
    // The address comes from the environment; the token is saved. The form sends back what it showed.
    const owner = await start({ YALIDINE_API_URL: `${fake.url}/v1/` });
    expect((await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiId: KEYS.apiId, apiToken: KEYS.apiToken } } })).statusCode).toBe(200);
    const shown = yalidine((await owner.get('/api/admin/couriers')).json() as CourierSettings).fields;
    const resent = await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiUrl: shown.apiUrl!, apiToken: shown.apiToken!, webhookSecret: '' } } });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(yalidine(resent.json() as CourierSettings)).toMatchObject({ configured: true, fields: { apiToken: `********${KEYS.apiToken.slice(-8)}` } });
    expect((await owner.post('/api/admin/couriers/yalidine/test')).statusCode).toBe(200);

    const moved = await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiUrl: 'https://api.guepex.app/v1' } } });
    expect(yalidine(moved.json() as CourierSettings)).toMatchObject({ configured: false, fields: { apiUrl: 'https://api.guepex.app/v1', apiToken: '' } });
  });

  it("never sends the environment's keys to an address the owner typed: they belong to the environment's address", async () => {
    // The environment holds an account at Yalidine's own address; the owner types another address and no key.
    const owner = await start({ YALIDINE_API_ID: 'env-id-0042', YALIDINE_API_TOKEN: 'env-token-0123456789', YALIDINE_API_URL: 'https://api.yalidine.app/v1' });
    expect(yalidine((await owner.get('/api/admin/couriers')).json() as CourierSettings)).toMatchObject({ configured: true, fields: { apiId: 'env-id-0042' } });
    fake.requests.length = 0;
    const typed = await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiUrl: `${fake.url}/v1` } } });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(yalidine(typed.json() as CourierSettings)).toMatchObject({ configured: false, fields: { apiUrl: `${fake.url}/v1`, apiId: '', apiToken: '' } });
    expect((await owner.post('/api/admin/couriers/yalidine/test')).statusCode).toBe(409);
    expect(fake.requests).toHaveLength(0); // the environment's token never reached the typed address

    // With its own keys typed, that address gets those; back at the environment's address, the environment's keys apply again.
    await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiId: KEYS.apiId, apiToken: KEYS.apiToken } } });
    expect((await owner.post('/api/admin/couriers/yalidine/test')).statusCode).toBe(200);
    expect(fake.requests.map((r) => r.headers['x-api-token'])).toEqual([KEYS.apiToken]);
    const back = await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiUrl: '', apiId: '' } } });
    expect(yalidine(back.json() as CourierSettings)).toMatchObject({ configured: true, fields: { apiUrl: 'https://api.yalidine.app/v1', apiId: 'env-id-0042', apiToken: '********23456789' } });
  });

  it('refuses a courier or a field no courier declares (400) and saves nothing', async () => {
    const owner = await start();
    for (const body of [{ couriers: { dhl: { apiUrl: 'https://dhl.example/v1' } } }, { couriers: { ecotrack: { apiId: 'x' } } }, { yalidineApiToken: 'flat-key' }, { couriers: { yalidine: { apiUrl: 'javascript:alert(1)' } } }]) {
      const res = await owner.patch('/api/admin/couriers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await owner.get('/api/admin/audit')).json()).toEqual([]);
  });

  it('audits two saves at once one after the other: each line says what the other left (the row is locked)', async () => {
    const owner = await start();
    const tenants = Array.from({ length: 8 }, (_, i) => `tenant${i}`);
    const saves = await Promise.all(tenants.map((tenant) => owner.patch('/api/admin/couriers', { couriers: { ecotrack: { apiUrl: `https://${tenant}.ecotrack.dz/api/v1` } } })));
    expect(saves.map((r) => r.statusCode)).toEqual(tenants.map(() => 200));
    const lines = ((await owner.get('/api/admin/audit')).json() as { key: string; oldValue: string; newValue: string }[]).filter((l) => l.key === 'ecotrackApiUrl');
    expect(lines).toHaveLength(tenants.length);
    // However they were ordered, they chain: exactly one started from nothing, each other from another's value, none from the same.
    expect(lines.filter((l) => l.oldValue === '')).toHaveLength(1);
    for (const l of lines.filter((x) => x.oldValue !== '')) expect(lines.map((x) => x.newValue)).toContain(l.oldValue);
    expect(new Set(lines.map((l) => l.oldValue)).size).toBe(tenants.length);
  });

  it('Test says plainly what the courier answered: the keys work, refused keys, not configured', async () => {
    const owner = await start({ YALIDINE_API_URL: `${fake.url}/v1` });
    const unconfigured = await owner.post('/api/admin/couriers/yalidine/test');
    expect(unconfigured.statusCode).toBe(409);
    expect(unconfigured.json().message).toBe('Yalidine is not configured: add its keys in Settings → Couriers');

    await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiId: KEYS.apiId, apiToken: 'tok_wrong_token_000000' } } });
    const refused = await owner.post('/api/admin/couriers/yalidine/test');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Yalidine refused: Yalidine refused the API keys (401)');

    await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiToken: KEYS.apiToken } } });
    const ok = await owner.post('/api/admin/couriers/yalidine/test');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fake.requests.at(-1)!.headers['x-api-token']).toBe(KEYS.apiToken);
  });

  it('are the owner’s: another admin reads them masked and may test them, but a change is 403 and nothing is saved', async () => {
    const owner = await start({ YALIDINE_API_URL: `${fake.url}/v1` });
    await owner.patch('/api/admin/couriers', { couriers: { yalidine: { apiId: KEYS.apiId, apiToken: KEYS.apiToken } } });
    const created = await owner.post('/api/admin/users', { email: 'karim.admin@nabta.test', password: 'admin-pass', firstName: 'Karim', lastName: 'Haddad', role: 'admin' });
    expect(created.statusCode, created.body).toBe(201);
    const admin = new Client(t.app);
    await logIn(admin, 'karim.admin@nabta.test', 'admin-pass');

    const read = (await admin.get('/api/admin/couriers')).json() as CourierSettings;
    expect(yalidine(read).fields.apiToken).toBe(`********${KEYS.apiToken.slice(-8)}`);
    expect((await admin.post('/api/admin/couriers/yalidine/test')).statusCode).toBe(200);
    for (const body of [{ couriers: { yalidine: { apiUrl: 'https://attacker.example/v1' } } }, { shipFromWilaya: '31' }]) {
      const refused = await admin.patch('/api/admin/couriers', body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(en.shipments.errors.ownerOnly);
    }
    expect((await owner.get('/api/admin/couriers')).json()).toEqual(read);
  });
});
