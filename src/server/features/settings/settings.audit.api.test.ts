import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, Client, ownerAndAdmin, signUp, TEST_ADMIN, TEST_BANK, type TestApp } from '../../../../tests/helpers/test-app';
import type { ShippingWilaya } from '@shared/contracts/shipping';
import { en } from '@shared/messages';

// docs/contract.md §2 "Admins are not all equal": where the money goes and the outside services' keys are the owner's.
const CHARGILY = 'test_sk_NabtaOwnersChargilyKey000000ABCDEFGH';

let t: TestApp;
afterEach(() => t.close());

/** The audit's lines about settings: `ownerAndAdmin` made an admin, a role change the log keeps too. */
const settingsLines = (res: { json(): unknown }) => (res.json() as { key: string }[]).filter((line) => line.key !== 'role');

async function start(env: Record<string, string> = {}) {
  t = await buildTestApp({ catalogue: false, env });
  return ownerAndAdmin(t.app);
}

describe('owner-only settings', () => {
  it('refuses a non-owner admin who changes the bank details, the payment methods or a payment key, and keeps the rest of the settings theirs', async () => {
    const { owner, admin } = await start();
    for (const change of [
      { bankRib: '00799999999999999999' },
      { bankAccountHolder: 'Karim Haddad' },
      { chargilySecretKey: 'test_sk_KarimsOwnChargilyKey0000000000' },
      { stripeSecretKey: 'sk_test_KarimsOwnStripeKey00000000000' },
      { paymentMethods: ['bank_transfer'] },
      { siteName: 'Nabta', bankName: 'Karim Bank' },
    ]) {
      const res = await admin.patch('/api/admin/settings', change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json().message).toBe(en.trust.settings.ownerOnly);
    }
    const settings = (await owner.get('/api/admin/settings')).json();
    expect(settings).toMatchObject({ bankRib: '00400123456789012345', bankAccountHolder: 'SARL Nabta', chargilySecretKey: '' });
    expect(settings.paymentMethods).toContain('cod');

    // The dialog sends the owner's values back unchanged: that is no change, the rest is saved.
    const saved = await admin.patch('/api/admin/settings', { siteName: 'Nabta Oran', bankRib: settings.bankRib, paymentMethods: settings.paymentMethods, chargilySecretKey: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().siteName).toBe('Nabta Oran');
  });

  it('keeps every change in an audit log the owner alone reads, secrets masked, and e-mails the owner when the money’s destination changes', async () => {
    const { owner, admin } = await start();
    expect((await admin.patch('/api/admin/settings', { siteName: 'Nabta Oran' })).statusCode).toBe(200);
    expect((await owner.patch('/api/admin/settings', { bankRib: '00211112222333344445', chargilySecretKey: CHARGILY })).statusCode).toBe(200);

    const res = await owner.get('/api/admin/audit');
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json() as { actorEmail: string; key: string; oldValue: string; newValue: string; createdAt: string }[];
    expect(entries.map((e) => [e.actorEmail, e.key, e.oldValue, e.newValue])).toEqual(
      expect.arrayContaining([
        ['karim.admin@nabta.test', 'siteName', 'Nabta', 'Nabta Oran'],
        // The RIB in force was the environment's (BANK_RIB): the line says so (issue 37).
        [TEST_ADMIN.email, 'bankRib', TEST_BANK.BANK_RIB, '00211112222333344445'],
        [TEST_ADMIN.email, 'chargilySecretKey', '', '********ABCDEFGH'],
      ]),
    );
    expect(JSON.stringify(entries)).not.toContain(CHARGILY);
    expect(Date.parse(entries[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await admin.get('/api/admin/audit')).statusCode).toBe(403);
    const customer = new Client(t.app);
    await signUp(customer);
    expect((await customer.get('/api/admin/audit')).statusCode).toBe(403);
    expect((await new Client(t.app).get('/api/admin/audit')).statusCode).toBe(401);

    const mail = (await owner.get('/api/admin/outbox')).json() as { kind: string; to: string; text: string }[];
    const alerts = mail.filter((m) => m.kind === 'settings-alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toBe(TEST_ADMIN.email);
    expect(alerts[0]!.text).toContain('00211112222333344445');
    expect(alerts[0]!.text).not.toContain(CHARGILY);
  });

  it('keeps the identification engines’ URLs and keys the owner’s, and a changed URL drops the saved key unless a key comes with it', async () => {
    const { owner, admin } = await start();
    for (const change of [{ visionApiUrl: 'https://karim.example/v1', visionModel: 'x' }, { plantnetApiKey: 'karims-own-key-0000000000' }]) {
      expect((await admin.patch('/api/admin/identify', change)).statusCode).toBe(403);
    }
    const first = await owner.patch('/api/admin/identify', { visionApiUrl: 'https://vision.nabta.dz/v1', visionModel: 'llava', visionApiKey: 'owners-vision-key-0000000001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().visionApiKey).toBe('********00000001');
    const moved = await owner.patch('/api/admin/identify', { visionApiUrl: 'https://elsewhere.example/v1' });
    expect(moved.json()).toMatchObject({ visionApiUrl: 'https://elsewhere.example/v1', visionApiKey: '' });
    const withKey = await owner.patch('/api/admin/identify', { visionApiUrl: 'https://vision2.nabta.dz/v1', visionApiKey: 'owners-vision-key-0000000002' });
    expect(withKey.json()).toMatchObject({ visionApiUrl: 'https://vision2.nabta.dz/v1', visionApiKey: '********00000002' });
  });

  it('never sends the environment’s engine key to an address saved in the settings', async () => {
    const { owner } = await start({ VISION_API_URL: 'https://vision.nabta.dz/v1', VISION_MODEL: 'llava', VISION_API_KEY: 'env-vision-key-00000000009' });
    expect((await owner.get('/api/admin/identify')).json().visionApiKey).toBe('********00000009');
    const moved = await owner.patch('/api/admin/identify', { visionApiUrl: 'https://elsewhere.example/v1' });
    expect(moved.json()).toMatchObject({ visionApiUrl: 'https://elsewhere.example/v1', visionApiKey: '' });
  });
});

describe('the order rules in the settings dialog', () => {
  it('saves the COD confirmation rule and the new wilayas’ date, refuses values out of bounds, and sending back what was shown changes nothing', async () => {
    const { owner } = await start();
    const shown = (await owner.get('/api/admin/settings')).json();
    expect(shown).toMatchObject({ codConfirmAttempts: 3, codConfirmDays: 2, newWilayasFrom: '2027-01-01' });
    const untouched = await owner.patch('/api/admin/settings', { codConfirmAttempts: 3, codConfirmDays: 2, newWilayasFrom: '2027-01-01' });
    expect(untouched.statusCode, untouched.body).toBe(200);
    expect(settingsLines(await owner.get('/api/admin/audit'))).toEqual([]);

    for (const [field, value, message] of [
      ['codConfirmAttempts', 0, en.admin.errors.codConfirmAttemptsInvalid],
      ['codConfirmDays', 31, en.admin.errors.codConfirmDaysInvalid],
      ['newWilayasFrom', '2027-02-30', en.communes.switchDateInvalid],
    ] as const) {
      const res = await owner.patch('/api/admin/settings', { [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors[field], field).toBe(message);
    }
    const saved = await owner.patch('/api/admin/settings', { codConfirmAttempts: 4, codConfirmDays: 3, newWilayasFrom: '2026-12-15' });
    expect(saved.json()).toMatchObject({ codConfirmAttempts: 4, codConfirmDays: 3, newWilayasFrom: '2026-12-15' });
    const audit = settingsLines(await owner.get('/api/admin/audit')) as { key: string; oldValue: string; newValue: string }[];
    expect(audit.map((a) => [a.key, a.oldValue, a.newValue]).sort()).toEqual([
      ['codConfirmAttempts', '3', '4'],
      ['codConfirmDays', '2', '3'],
      ['newWilayasFrom', '', '2026-12-15'],
    ]);
  });
});

describe('the shipping rates table in the audit log', () => {
  it('keeps one line per wilaya whose rate an admin changed, added or removed, and none when the table is saved unchanged', async () => {
    const { owner, admin } = await start();
    const table = ((await owner.get('/api/shipping/wilayas')).json() as ShippingWilaya[]).filter((w) => w.days !== null);
    const body = (rows: ShippingWilaya[]) => ({ rates: rows.map((w) => ({ wilaya: Number(w.code), home: w.home, desk: w.desk, daysMin: w.days!.min, daysMax: w.days!.max })) });
    expect((await admin.put('/api/admin/shipping-rates', body(table))).statusCode).toBe(200);
    expect(settingsLines(await owner.get('/api/admin/audit'))).toEqual([]);

    const oran = table.find((w) => w.code === '31')!;
    const changed = table.filter((w) => w.code !== '16').map((w) => (w === oran ? { ...w, home: '650.00', desk: null } : w));
    const saved = await admin.put('/api/admin/shipping-rates', body(changed));
    expect(saved.statusCode, saved.body).toBe(200);

    const audit = settingsLines(await owner.get('/api/admin/audit')) as { actorEmail: string; key: string; oldValue: string; newValue: string }[];
    const alger = table.find((w) => w.code === '16')!;
    const row = (w: ShippingWilaya) => `${w.home} / ${w.desk ?? '—'} / ${w.days!.min}-${w.days!.max}`;
    expect(audit.map((a) => [a.actorEmail, a.key, a.oldValue, a.newValue]).sort()).toEqual([
      ['karim.admin@nabta.test', 'shippingRate:16', row(alger), ''],
      ['karim.admin@nabta.test', 'shippingRate:31', row(oran), row({ ...oran, home: '650.00', desk: null })],
    ]);
  });
});
