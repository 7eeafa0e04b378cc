import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@shared/contracts/orders';
import type { OutboxEmail } from '@shared/contracts/outbox';
import { createCategory, createPlant } from '../../../../tests/factories/catalog';
import { orderPayload } from '../../../../tests/factories/orders';
import { startSmtpFake, type SmtpFake } from '../../../../tests/fakes/smtp.fake';
import { buildTestApp, Client, logIn, signUp, signUpConfirmed, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { eq } from 'drizzle-orm';
import { emailOutbox, settings, type PlantRow } from '../../db/schema';
import { english } from '@shared/messages';
import { updateSettings } from '../settings/settings.service';
import { deliverDueEmails, drainDeliveries } from './outbox.service';
import { isolated } from '@shared/domain/typed-text';

const BANK = { bankName: 'CPA — Crédit Populaire d’Algérie', bankAccountHolder: 'SARL Nabta', bankRib: '00400123456789012345' };
const NBSP = '\u00a0';

let t: TestApp;
let smtp: SmtpFake | undefined;
let customer: Client;
let fern: PlantRow;

async function setUp(env: Record<string, string> = {}) {
  t = await buildTestApp({ catalogue: false, env });
  const category = await createCategory(t.app.ctx.db, { name: 'Garden' });
  fern = await createPlant(t.app.ctx.db, { name: 'Boston Fern', categoryId: category.id, priceCentimes: 180_050, stock: 5 });
  customer = new Client(t.app);
  // A shop that mails confirms addresses first (docs/contract.md §2).
  if (smtp) await signUpConfirmed(customer, smtp);
  else await signUp(customer);
  // The owner's new-order alert is not what these tests are about (checkout's tests cover it).
  await t.app.ctx.db.update(settings).set({ notifyNewOrders: false }).where(eq(settings.id, 1));
}

async function adminClient() {
  const client = new Client(t.app);
  await logIn(client, TEST_ADMIN.email, TEST_ADMIN.password);
  return client;
}

async function outboxAsAdmin(): Promise<OutboxEmail[]> {
  const res = await (await adminClient()).get('/api/admin/outbox');
  expect(res.statusCode).toBe(200);
  return res.json() as OutboxEmail[];
}

/** Placed by a French-speaking customer: the e-mail is written in French. */
async function placeBankTransferOrder(): Promise<Order> {
  const payload = orderPayload([{ plant: fern, quantity: 2 }]);
  const res = await customer.request({ method: 'POST', url: '/api/orders', payload, headers: { 'accept-language': 'fr-DZ,fr;q=0.9' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

afterEach(async () => {
  await t.close();
  await smtp?.close();
  smtp = undefined;
});

describe('bank transfer e-mail through SMTP', () => {
  beforeEach(async () => {
    smtp = await startSmtpFake();
    await setUp({ SMTP_URL: smtp.url, PUBLIC_ORIGIN: 'https://nabta.example', MAIL_FROM: 'Nabta <commandes@nabta.dz>' });
    const admin = (await t.app.ctx.db.query.users.findFirst())!;
    await updateSettings(t.app.ctx, { id: admin.id, email: admin.email, role: 'admin', isOwner: true }, BANK, english);
    // The owner's alert about the new bank details (sent at once, after its commit) is not what these tests are about.
    await drainDeliveries();
    smtp.messages.splice(0);
    await t.app.ctx.db.delete(emailOutbox).where(eq(emailOutbox.kind, 'settings-alert'));
  });

  it('sends the order summary with the stored figures and the bank details after the order is created', async () => {
    const order = await placeBankTransferOrder();
    const [mail] = await smtp!.waitFor(1);
    const number = `#${order.id.slice(-8)}`;
    expect(mail!.to).toEqual(['amina@example.dz']);
    expect(mail!.from).toBe('commandes@nabta.dz');
    expect(mail!.subject).toContain(number);
    for (const text of [
      `Bonjour ${isolated('Amina Benali')}`,
      `${isolated('Boston Fern')} × 2 — 1${NBSP}800,50${NBSP}DA = 3${NBSP}601,00${NBSP}DA`,
      `Livraison : 400,00${NBSP}DA`,
      `Total à virer : 4${NBSP}001,00${NBSP}DA`,
      `Banque : ${isolated(BANK.bankName)}`,
      `Titulaire du compte : ${isolated(BANK.bankAccountHolder)}`,
      `RIB : ${isolated(BANK.bankRib)}`,
      `Référence à indiquer : ${number}`,
    ]) {
      expect(mail!.text).toContain(text);
    }
    await drainDeliveries();
    const [row] = await outboxAsAdmin();
    expect(row).toMatchObject({ kind: 'order_bank_transfer', to: 'amina@example.dz', orderId: order.id, status: 'sent', attempts: 1, lastError: null });
  });

  it('has replies reach the contact e-mail the owner set (the sender is a no-reply address), changed for mails still queued', async () => {
    await placeBankTransferOrder();
    const [first] = await smtp!.waitFor(1);
    expect(first!.replyTo).toBe('contact@nabta.dz');
    const admin = (await t.app.ctx.db.query.users.findFirst())!;
    await updateSettings(t.app.ctx, { id: admin.id, email: admin.email, role: 'admin', isOwner: true }, { contactEmail: 'boutique@nabta-oran.dz' }, english);
    await t.app.ctx.db.delete(emailOutbox).where(eq(emailOutbox.kind, 'settings-alert'));
    await placeBankTransferOrder();
    const [, second] = await smtp!.waitFor(2);
    expect(second!.replyTo).toBe('boutique@nabta-oran.dz');
  });

  it('never loses or blocks the order when SMTP fails: the e-mail stays queued and the worker retries it', async () => {
    smtp!.failing = true;
    const order = await placeBankTransferOrder();
    await drainDeliveries();
    expect(smtp!.messages).toHaveLength(0);
    expect((await customer.get(`/api/orders/${order.id}`)).statusCode).toBe(200);
    let [row] = await outboxAsAdmin();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toMatch(/451|unavailable/i);

    // Not due yet: nothing is sent before its next attempt time.
    expect(await deliverDueEmails(t.app.ctx)).toEqual({ sent: 0, failed: 0 });

    smtp!.failing = false;
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await deliverDueEmails(t.app.ctx, { now: later })).toEqual({ sent: 1, failed: 0 });
    const [mail] = await smtp!.waitFor(1);
    expect(mail!.text).toContain(`RIB : ${isolated(BANK.bankRib)}`);
    [row] = await outboxAsAdmin();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // Sent once: a later run finds nothing to do.
    expect(await deliverDueEmails(t.app.ctx, { now: new Date(Date.now() + 60 * 60_000) })).toEqual({ sent: 0, failed: 0 });
  });

  it('sends no e-mail for a refused order', async () => {
    const res = await customer.post('/api/orders', orderPayload([{ plant: fern, quantity: 9 }]));
    expect(res.statusCode).toBe(409);
    await drainDeliveries();
    expect(smtp!.messages).toHaveLength(0);
    // Only the customer's address confirmation, sent at sign-up.
    expect((await outboxAsAdmin()).map((m) => m.kind)).toEqual(['verify-email']);
  });
});

describe('without SMTP', () => {
  beforeEach(() => setUp({ BANK_NAME: 'BNA', BANK_ACCOUNT_HOLDER: 'Nabta SARL', BANK_RIB: '001 00123 0123456789 12' }));

  it('keeps the e-mail in the outbox for admins, bank details from the environment', async () => {
    const order = await placeBankTransferOrder();
    const [row] = await outboxAsAdmin();
    expect(row).toMatchObject({ kind: 'order_bank_transfer', to: 'amina@example.dz', orderId: order.id, status: 'stored', attempts: 0 });
    expect(row!.text).toContain(`Banque : ${isolated('BNA')}`);
    // Isolated, the RIB's groups of digits keep their order whatever the e-mail's direction.
    expect(row!.text).toContain(`RIB : ${isolated('001 00123 0123456789 12')}`);
  });

  it('answers 401 to visitors and 403 to customers on GET /api/admin/outbox', async () => {
    expect((await new Client(t.app).get('/api/admin/outbox')).statusCode).toBe(401);
    expect((await customer.get('/api/admin/outbox')).statusCode).toBe(403);
  });
});
