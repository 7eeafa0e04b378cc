import { afterEach, describe, expect, it } from 'vitest';
import type { SiteInfo } from '@shared/contracts/contact';
import { en } from '@shared/messages';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { isolated } from '@shared/domain/typed-text';

// Issue 29 item 6: the shop can be reached. The phone and WhatsApp number are the owner's (customers
// would call or write whoever they name), saved as E.164, shown as Algerians read them.

let t: TestApp;
afterEach(() => t.close());

async function start() {
  t = await buildTestApp({ catalogue: false });
  const owner = new Client(t.app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
  return owner;
}

const siteInfo = async () => (await new Client(t.app).get('/api/site/info')).json() as SiteInfo;

describe('the shop’s phone and WhatsApp number', () => {
  it('are saved from what the owner types, and the public details show the phone as Algerians read it, WhatsApp as E.164 for its links', async () => {
    const owner = await start();
    const res = await owner.patch('/api/admin/settings', { contactPhone: '021.23.45.67', whatsappNumber: '+213 661 23 45 67' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contactPhone: '021 23 45 67', whatsappNumber: '0661 23 45 67' });
    expect(await siteInfo()).toMatchObject({ phone: '021 23 45 67', whatsapp: '+213661234567' });

    // An empty field removes it.
    expect((await owner.patch('/api/admin/settings', { whatsappNumber: '' })).statusCode).toBe(200);
    expect(await siteInfo()).toMatchObject({ phone: '021 23 45 67', whatsapp: null });
  });

  it('refuses a number that is not Algerian (a landline for WhatsApp, letters, a NUL byte), with the field’s message, and keeps the old one', async () => {
    const owner = await start();
    expect((await owner.patch('/api/admin/settings', { whatsappNumber: '0550 12 34 56' })).statusCode).toBe(200);
    const errors = en.admin.errors;
    for (const [change, message] of [
      [{ whatsappNumber: '021 23 45 67' }, errors.whatsappInvalid],
      [{ whatsappNumber: '0661 23 45 6' }, errors.whatsappInvalid],
      [{ whatsappNumber: '0661\u000023 45 67' }, en.errors.badCharacters],
      [{ whatsappNumber: 661234567 }, errors.whatsappInvalid],
      [{ contactPhone: '+33 1 23 45 67 89' }, errors.shopPhoneInvalid],
      [{ contactPhone: 'appelez-nous' }, errors.shopPhoneInvalid],
    ] as const) {
      const res = await owner.patch('/api/admin/settings', change);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().message, JSON.stringify(change)).toBe(message);
    }
    expect(await siteInfo()).toMatchObject({ whatsapp: '+213550123456' });
  });

  it('are the owner’s alone: another admin’s change is refused, and the owner is e-mailed when they change', async () => {
    const owner = await start();
    const created = await owner.post('/api/admin/users', { email: 'karim.admin@nabta.test', password: 'admin-pass', firstName: 'Karim', lastName: 'Haddad', role: 'admin' });
    expect(created.statusCode, created.body).toBe(201);
    const admin = new Client(t.app);
    await logIn(admin, 'karim.admin@nabta.test', 'admin-pass');
    const refused = await admin.patch('/api/admin/settings', { whatsappNumber: '0770 00 00 00' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(en.trust.settings.ownerOnly);

    expect((await owner.patch('/api/admin/settings', { whatsappNumber: '0661 23 45 67' })).statusCode).toBe(200);
    const alerts = ((await owner.get('/api/admin/outbox')).json() as { kind: string; to: string; text: string }[]).filter((e) => e.kind === 'settings-alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ to: TEST_ADMIN.email });
    expect(alerts[0]!.text).toContain(`${en.admin.settings.whatsappNumber}: — → ${isolated('+213661234567')}`);
  });
});

describe('the shop’s contact e-mail (issue 38 item 9)', () => {
  it('is the one the owner sets: the public details give it to the footer, contact, help and legal pages; a wrong address is refused and the old one kept', async () => {
    const owner = await start();
    expect(await siteInfo()).toMatchObject({ email: 'contact@nabta.dz' });
    const res = await owner.patch('/api/admin/settings', { contactEmail: '  Boutique@Nabta-Oran.DZ ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contactEmail: 'boutique@nabta-oran.dz' });
    expect(await siteInfo()).toMatchObject({ email: 'boutique@nabta-oran.dz' });

    for (const contactEmail of ['', 'boutique', 'بوتيك@', 'a@b.dz\u0000', 'boutique@nabta.dz\nBcc: x@evil.example', 42]) {
      const refused = await owner.patch('/api/admin/settings', { contactEmail });
      expect(refused.statusCode, JSON.stringify(contactEmail)).toBe(400);
    }
    expect((await owner.patch('/api/admin/settings', { contactEmail: 'boutique' })).json().message).toBe(en.admin.errors.contactEmailInvalid);
    expect(await siteInfo()).toMatchObject({ email: 'boutique@nabta-oran.dz' });
  });

  it('is the owner’s alone, like the phone', async () => {
    const owner = await start();
    expect((await owner.post('/api/admin/users', { email: 'karim.admin@nabta.test', password: 'admin-pass', firstName: 'Karim', lastName: 'Haddad', role: 'admin' })).statusCode).toBe(201);
    const admin = new Client(t.app);
    await logIn(admin, 'karim.admin@nabta.test', 'admin-pass');
    expect((await admin.patch('/api/admin/settings', { contactEmail: 'karim@elsewhere.example' })).statusCode).toBe(403);
    expect(await siteInfo()).toMatchObject({ email: 'contact@nabta.dz' });
  });
});
