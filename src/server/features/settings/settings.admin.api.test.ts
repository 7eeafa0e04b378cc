import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { getStripeKeys } from './settings.service';
import { en } from '@shared/messages';

const e = en.admin.errors;
const SECRET = 'sk_live_51NabtaAdminDialogSecretKey0000000ABCDEFGH';
const WEBHOOK = 'whsec_NabtaAdminWebhookSecret000012345678';

let t: TestApp;
let admin: Client;
beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
});
afterEach(() => t.close());

describe('PATCH /api/admin/settings', () => {
  it('answers 401 to visitors and 403 to customers, and changes nothing', async () => {
    const customer = new Client(t.app);
    await signUp(customer);
    expect((await new Client(t.app).patch('/api/admin/settings', { siteName: 'Pirate' })).statusCode).toBe(401);
    expect((await customer.patch('/api/admin/settings', { siteName: 'Pirate' })).statusCode).toBe(403);
    expect((await customer.get('/api/admin/settings')).json().siteName).toBe('Nabta');
  });

  it('saves the dialog’s fields; amounts are decimals in DA and the public settings (checkout) see them at once', async () => {
    const res = await admin.patch('/api/admin/settings', {
      siteName: '  Nabta Oran ',
      siteDescription: 'Plantes et identification',
      logo: 'https://cdn.example.dz/logo.png',
      favicon: '/favicon.svg',
      stripePublishableKey: 'pk_test_123',
      primaryColor: '#16A34A',
      secondaryColor: '#475569',
      minFreeShipping: '3000',
      shippingFee: 350.5,
      bankName: 'BEA',
      bankAccountHolder: 'SARL Nabta',
      bankRib: '002 00012 1234567890 42',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      siteName: 'Nabta Oran',
      primaryColor: '#16a34a',
      minFreeShipping: '3000.00',
      shippingFee: '350.50',
      bankRib: '002 00012 1234567890 42',
    });
    const visitor = (await new Client(t.app).get('/api/admin/settings')).json();
    expect(visitor).toMatchObject({ siteName: 'Nabta Oran', minFreeShipping: '3000.00', shippingFee: '350.50', stripePublishableKey: 'pk_test_123' });
    expect(visitor).not.toHaveProperty('bankRib');
    expect((await new Client(t.app).get('/api/site/info')).json().minFreeShipping).toBe('3000.00');

    // Empty amounts and colours keep the current ones; an empty logo clears it; absent fields are kept.
    const kept = (await admin.patch('/api/admin/settings', { minFreeShipping: '', shippingFee: '', primaryColor: '', logo: '' })).json();
    expect(kept).toMatchObject({ minFreeShipping: '3000.00', shippingFee: '350.50', primaryColor: '#16a34a', logo: '', siteName: 'Nabta Oran' });
  });

  it('refuses an empty site name, a bad URL, colour or amount, with the spec’s messages where it has one', async () => {
    const res = await admin.patch('/api/admin/settings', {
      siteName: ' ',
      logo: 'javascript:alert(1)',
      favicon: 'not a url',
      primaryColor: 'green',
      minFreeShipping: '-5',
      shippingFee: '12.345',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      siteName: e.siteNameRequired,
      logo: e.urlInvalid,
      favicon: e.urlInvalid,
      primaryColor: e.colorInvalid,
      minFreeShipping: e.amountInvalid,
      shippingFee: e.amountInvalid,
    });
    expect((await admin.patch('/api/admin/settings', { minFreeShipping: '99999999' })).json().message).toBe(e.amountTooHigh);
    expect((await admin.get('/api/admin/settings')).json().siteName).toBe('Nabta');
  });

  it('masks secrets and keeps the stored one when the dialog sends it back masked or empty', async () => {
    const saved = await admin.patch('/api/admin/settings', { stripeSecretKey: SECRET, stripeWebhookSecret: WEBHOOK });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    expect(saved.body).not.toContain(WEBHOOK);
    const shown = saved.json();
    expect(shown.stripeSecretKey).toBe(`********${SECRET.slice(-8)}`);
    expect(shown.stripeWebhookSecret).toBe(`********${WEBHOOK.slice(-8)}`);

    // The dialog sends back what it was shown, or nothing typed: the secrets stay.
    for (const body of [{ stripeSecretKey: shown.stripeSecretKey, stripeWebhookSecret: shown.stripeWebhookSecret }, { stripeSecretKey: '', stripeWebhookSecret: '' }, {}]) {
      expect((await admin.patch('/api/admin/settings', { siteName: 'Nabta', ...body })).statusCode).toBe(200);
      expect(await getStripeKeys(t.app.ctx)).toMatchObject({ secretKey: SECRET, webhookSecret: WEBHOOK });
    }

    // A new key replaces it.
    const NEW = 'sk_live_51NabtaRotatedSecretKey00000000ZYXWVUTS';
    expect((await admin.patch('/api/admin/settings', { stripeSecretKey: NEW })).json().stripeSecretKey).toBe('********ZYXWVUTS');
    expect((await getStripeKeys(t.app.ctx)).secretKey).toBe(NEW);
    // Visitors never see a secret field.
    const visitor = (await new Client(t.app).get('/api/admin/settings')).json();
    expect(visitor).not.toHaveProperty('stripeSecretKey');
    expect(JSON.stringify(visitor)).not.toContain('ZYXWVUTS');
  });

  it('offers the chosen payment methods; the default must be one of them', async () => {
    const res = await admin.patch('/api/admin/settings', { paymentMethods: ['bank_transfer'], defaultPaymentMethod: 'stripe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ defaultPaymentMethod: e.defaultMethodNotOffered });

    // Only card offered: the default moves to it.
    expect((await admin.patch('/api/admin/settings', { paymentMethods: ['stripe'] })).json()).toMatchObject({
      paymentMethods: ['stripe'],
      defaultPaymentMethod: 'stripe',
    });
    const lone = await admin.patch('/api/admin/settings', { defaultPaymentMethod: 'bank_transfer' });
    expect(lone.statusCode).toBe(400);
    expect((await admin.patch('/api/admin/settings', { paymentMethods: [] })).json().message).toBe(e.paymentMethodsRequired);
    expect(
      (await admin.patch('/api/admin/settings', { paymentMethods: ['bank_transfer', 'stripe'], defaultPaymentMethod: 'bank_transfer' })).json(),
    ).toMatchObject({ paymentMethods: ['bank_transfer', 'stripe'], defaultPaymentMethod: 'bank_transfer' });
  });
});
