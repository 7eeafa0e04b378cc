import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CourierSettings } from '@shared/contracts/shipments';
import { en } from '@shared/messages';
import { startYalidineFake, type YalidineFake } from '../../../../tests/fakes/yalidine.fake';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';

/*
 * Settings → Couriers (decisions.md §2, §5): a saved value wins over the environment, secrets leave
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
      fields: { yalidineApiId: 'env-id', yalidineApiToken: '********23456789', yalidineApiUrl: `${fake.url}/v1`, yalidineWebhookSecret: '' },
    });
    expect(ecotrack(before)).toMatchObject({ configured: false, webhookUrl: null });

    const res = await owner.patch('/api/admin/couriers', { yalidineApiId: KEYS.apiId, yalidineApiToken: KEYS.apiToken, yalidineWebhookSecret: KEYS.webhookSecret, shipFromWilaya: '31' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as CourierSettings;
    expect(after.shipFromWilaya).toBe('31');
    expect(yalidine(after).fields).toEqual({ yalidineApiId: KEYS.apiId, yalidineApiToken: `********${KEYS.apiToken.slice(-8)}`, yalidineApiUrl: `${fake.url}/v1`, yalidineWebhookSecret: `********${KEYS.webhookSecret.slice(-8)}` });
    expect(JSON.stringify(after)).not.toContain(KEYS.apiToken);

    // Each change is in the owner's audit log, by whom, secrets masked; the token itself nowhere.
    const audit = (await owner.get('/api/admin/audit')).json() as { key: string; actorEmail: string; oldValue: string; newValue: string }[];
    expect(audit.map((e) => e.key).sort()).toEqual(['shipFromWilaya', 'yalidineApiId', 'yalidineApiToken', 'yalidineWebhookSecret']);
    expect(audit.find((e) => e.key === 'shipFromWilaya')).toMatchObject({ actorEmail: TEST_ADMIN.email, oldValue: '16', newValue: '31' });
    expect(audit.find((e) => e.key === 'yalidineApiToken')).toMatchObject({ oldValue: '', newValue: `********${KEYS.apiToken.slice(-8)}` });
    expect(JSON.stringify(audit)).not.toContain(KEYS.apiToken);
    expect(JSON.stringify(audit)).not.toContain(KEYS.webhookSecret);
    // Sent again as shown: no change, no new line.
    await owner.patch('/api/admin/couriers', { yalidineApiId: KEYS.apiId, yalidineApiToken: yalidine(after).fields.yalidineApiToken!, shipFromWilaya: '31' });
    expect(((await owner.get('/api/admin/audit')).json() as unknown[]).length).toBe(audit.length);
  });

  it('keeps a secret sent masked or empty, and the key when the address in force comes back unchanged; a new address drops it', async () => {
    // The address comes from the environment; the token is saved. The form sends back what it showed.
    const owner = await start({ YALIDINE_API_URL: `${fake.url}/v1/` });
    expect((await owner.patch('/api/admin/couriers', { yalidineApiId: KEYS.apiId, yalidineApiToken: KEYS.apiToken })).statusCode).toBe(200);
    const shown = yalidine((await owner.get('/api/admin/couriers')).json() as CourierSettings).fields;
    const resent = await owner.patch('/api/admin/couriers', { yalidineApiUrl: shown.yalidineApiUrl!, yalidineApiToken: shown.yalidineApiToken!, yalidineWebhookSecret: '' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(yalidine(resent.json() as CourierSettings)).toMatchObject({ configured: true, fields: { yalidineApiToken: `********${KEYS.apiToken.slice(-8)}` } });
    expect((await owner.post('/api/admin/couriers/yalidine/test')).statusCode).toBe(200);

    const moved = await owner.patch('/api/admin/couriers', { yalidineApiUrl: 'https://api.guepex.app/v1' });
    expect(yalidine(moved.json() as CourierSettings)).toMatchObject({ configured: false, fields: { yalidineApiUrl: 'https://api.guepex.app/v1', yalidineApiToken: '' } });
  });

  it('Test says plainly what the courier answered: the keys work, refused keys, not configured', async () => {
    const owner = await start({ YALIDINE_API_URL: `${fake.url}/v1` });
    const unconfigured = await owner.post('/api/admin/couriers/yalidine/test');
    expect(unconfigured.statusCode).toBe(409);
    expect(unconfigured.json().message).toBe('Yalidine is not configured: add its keys in Settings → Couriers');

    await owner.patch('/api/admin/couriers', { yalidineApiId: KEYS.apiId, yalidineApiToken: 'tok_wrong_token_000000' });
    const refused = await owner.post('/api/admin/couriers/yalidine/test');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Yalidine refused: Yalidine refused the API keys (401)');

    await owner.patch('/api/admin/couriers', { yalidineApiToken: KEYS.apiToken });
    const ok = await owner.post('/api/admin/couriers/yalidine/test');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(fake.requests.at(-1)!.headers['x-api-token']).toBe(KEYS.apiToken);
  });

  it('are the owner’s: another admin reads them masked and may test them, but a change is 403 and nothing is saved', async () => {
    const owner = await start({ YALIDINE_API_URL: `${fake.url}/v1` });
    await owner.patch('/api/admin/couriers', { yalidineApiId: KEYS.apiId, yalidineApiToken: KEYS.apiToken });
    const created = await owner.post('/api/admin/users', { email: 'karim.admin@nabta.test', password: 'admin-pass', firstName: 'Karim', lastName: 'Haddad', role: 'admin' });
    expect(created.statusCode, created.body).toBe(201);
    const admin = new Client(t.app);
    await logIn(admin, 'karim.admin@nabta.test', 'admin-pass');

    const read = (await admin.get('/api/admin/couriers')).json() as CourierSettings;
    expect(yalidine(read).fields.yalidineApiToken).toBe(`********${KEYS.apiToken.slice(-8)}`);
    expect((await admin.post('/api/admin/couriers/yalidine/test')).statusCode).toBe(200);
    for (const body of [{ yalidineApiUrl: 'https://attacker.example/v1' }, { shipFromWilaya: '31' }]) {
      const refused = await admin.patch('/api/admin/couriers', body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(en.shipments.errors.ownerOnly);
    }
    expect((await owner.get('/api/admin/couriers')).json()).toEqual(read);
  });
});
