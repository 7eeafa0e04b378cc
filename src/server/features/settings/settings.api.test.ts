import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { workerDatabase } from '../../../../tests/helpers/test-db';
import { english } from '@shared/messages';
import { updateSettings } from './settings.service';

const SECRET = 'sk_live_51NabtaVerySecretKeyThatMustNeverLeaveTheServer0000ABCDEFGH';
const WEBHOOK_SECRET = 'whsec_NabtaWebhookSecretNeverSentOut12345678';
const PUBLISHABLE = 'pk_live_51NabtaPublishableKeyIsPublic00000000000000';

let t: TestApp | undefined;
// Each test builds its app with its own environment: migrate the worker's database once, under the hook timeout.
beforeAll(() => workerDatabase());
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const app = () => t!.app;

async function clients() {
  const visitor = new Client(app());
  const customer = new Client(app());
  await signUp(customer);
  const admin = new Client(app());
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  return { visitor, customer, admin };
}

async function adminActor() {
  const row = (await app().ctx.db.query.users.findFirst())!;
  return { id: row.id, email: row.email, role: 'admin' as const, isOwner: true };
}

describe('GET /api/admin/settings', () => {
  it('answers everyone with the public settings and defaults (amounts as decimal strings)', async () => {
    t = await buildTestApp({ catalogue: false });
    const { visitor, customer } = await clients();
    for (const client of [visitor, customer]) {
      const res = await client.get('/api/admin/settings');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        siteName: 'Nabta',
        siteDescription: 'Plant identification and e-commerce platform',
        logo: '',
        favicon: '',
        primaryColor: '#22c55e',
        secondaryColor: '#64748b',
        minFreeShipping: '5000.00',
        shippingFee: '400.00',
        stripePublishableKey: '',
        // Bank details come from the test environment; card and Chargily are enabled but have no keys:
        // customers are not offered them at all (the owner sees why, below).
        paymentMethods: ['bank_transfer', 'cod'],
        defaultPaymentMethod: 'bank_transfer',
        availablePaymentMethods: ['bank_transfer', 'cod'],
        cardPaymentsAvailable: false,
        // Ordering in one screen without an account is on unless the owner turns it off (docs/contract.md §7).
        expressOrders: true,
        // No ad platform set up: the browser pixels load nothing (docs/contract.md §9).
        metaPixelId: null,
        tiktokPixelId: null,
      });
    }
  });

  it('shows the owner every enabled method and why one is not offered; customers get only the configured ones', async () => {
    t = await buildTestApp({ catalogue: false });
    const { customer, admin } = await clients();
    const owner = (await admin.get('/api/admin/settings')).json();
    expect(owner.paymentMethods).toEqual(['bank_transfer', 'cod', 'chargily', 'stripe']);
    expect(Object.keys(owner.paymentMethodProblems).sort()).toEqual(['chargily', 'stripe']);
    await updateSettings(app().ctx, await adminActor(), { defaultPaymentMethod: 'stripe' }, english);
    // The owner's preferred method cannot be used yet: customers start on the first one that works.
    expect((await customer.get('/api/admin/settings')).json()).toMatchObject({ paymentMethods: ['bank_transfer', 'cod'], defaultPaymentMethod: 'bank_transfer' });
    expect((await admin.get('/api/admin/settings')).json().defaultPaymentMethod).toBe('stripe');
  });

  it('never sends a secret in full: visitors get no secret field, admins get the last 8 characters', async () => {
    t = await buildTestApp({ catalogue: false });
    const { visitor, customer, admin } = await clients();
    await updateSettings(app().ctx, await adminActor(), {
      stripeSecretKey: SECRET,
      stripeWebhookSecret: WEBHOOK_SECRET,
      stripePublishableKey: PUBLISHABLE,
      bankRib: '00400123456789012345',
    }, english);
    for (const client of [visitor, customer]) {
      const res = await client.get('/api/admin/settings');
      expect(res.json()).toMatchObject({ stripePublishableKey: PUBLISHABLE, cardPaymentsAvailable: true });
      expect(res.json()).not.toHaveProperty('stripeSecretKey');
      expect(res.json()).not.toHaveProperty('bankRib');
      expect(res.body).not.toContain(SECRET.slice(-8));
    }
    const res = await admin.get('/api/admin/settings');
    expect(res.json()).toMatchObject({
      stripeSecretKey: `********${SECRET.slice(-8)}`,
      stripeWebhookSecret: `********${WEBHOOK_SECRET.slice(-8)}`,
      bankRib: '00400123456789012345',
    });
    expect(res.body).not.toContain(SECRET.slice(0, 20));
    expect(res.body).not.toContain(WEBHOOK_SECRET.slice(0, 20));
  });

  it('keeps the stored secret when an update sends it masked or empty', async () => {
    t = await buildTestApp({ catalogue: false });
    const actor = await adminActor();
    await updateSettings(app().ctx, actor, { stripeSecretKey: SECRET }, english);
    const masked = `********${SECRET.slice(-8)}`;
    await updateSettings(app().ctx, actor, { stripeSecretKey: masked, siteName: 'Nabta DZ' }, english);
    const after = await updateSettings(app().ctx, actor, { stripeSecretKey: '' }, english);
    expect(after).toMatchObject({ siteName: 'Nabta DZ', stripeSecretKey: masked });
    const row = (await app().ctx.db.query.settings.findFirst())!;
    expect(row.stripeSecretKey).toBe(SECRET);
  });

  it('takes Stripe keys from the environment when the settings have none, still masked', async () => {
    t = await buildTestApp({ catalogue: false, env: { STRIPE_SECRET_KEY: SECRET, STRIPE_PUBLISHABLE_KEY: PUBLISHABLE } });
    const { visitor, admin } = await clients();
    expect((await visitor.get('/api/admin/settings')).json()).toMatchObject({ cardPaymentsAvailable: true, stripePublishableKey: PUBLISHABLE });
    const res = await admin.get('/api/admin/settings');
    expect(res.json().stripeSecretKey).toBe(`********${SECRET.slice(-8)}`);
    expect(res.body).not.toContain(SECRET.slice(0, 20));
  });
});
