import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '@shared/messages';
import { catalogues } from '@shared/messages/catalogues';

const { ar, fr } = catalogues;
import { startPushServiceFake, type PushServiceFake } from '../../../../tests/fakes/push-service.fake';
import { careShop, gardener, type CareShop } from '../../../../tests/factories/care';
import { buildTestApp, Client, signUp, type TestApp } from '../../../../tests/helpers/test-app';
import { carePushSubscriptions } from '../../db/schema';
import { sweepReminders } from './care.reminders';

let push: PushServiceFake;
let t: TestApp;
let shop: CareShop;
let extra: TestApp | undefined;

beforeEach(async () => {
  push = await startPushServiceFake();
  shop = await careShop({ WEB_PUSH_EXTRA_ORIGINS: push.url });
  t = shop.t;
});
afterEach(async () => {
  await extra?.close();
  extra = undefined;
  await t.close();
  await push.close();
});

/** A gardener (tests/factories/care.ts) whose plants joined `daysAgo` days ago, with a device subscribed to reminders in `lang`. */
async function subscribedGardener(email: string, lang: 'en' | 'fr' | 'ar', daysAgo = 60) {
  const { client } = await gardener(shop, email, { confirmed: false, daysAgo });
  const device = push.subscribe();
  const sub = await client.request({ method: 'POST', url: '/api/care/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys }, headers: { 'accept-language': lang } });
  expect(sub.statusCode, sub.body).toBe(201);
  return { client, device, subscriptionId: (sub.json() as { id: string }).id };
}

describe('push subscriptions', () => {
  it('a customer reads and removes only their own devices: another’s is a 404 and stays', async () => {
    const amina = await subscribedGardener('amina@example.dz', 'fr');
    const yacine = await subscribedGardener('yacine@example.dz', 'ar');
    const list = (await amina.client.get('/api/care/subscriptions')).json() as { id: string; endpoint: string }[];
    expect(list).toEqual([expect.objectContaining({ id: amina.subscriptionId, endpoint: amina.device.endpoint })]);
    expect(((await yacine.client.get('/api/care/subscriptions')).json() as { id: string }[]).map((s) => s.id)).toEqual([yacine.subscriptionId]);

    const theft = await yacine.client.delete(`/api/care/subscriptions/${amina.subscriptionId}`);
    expect(theft.statusCode).toBe(404);
    expect(theft.json()).toEqual({ message: en.errors.notFound });
    expect(await t.app.ctx.db.select().from(carePushSubscriptions).where(eq(carePushSubscriptions.id, amina.subscriptionId))).toHaveLength(1);

    expect((await amina.client.delete(`/api/care/subscriptions/${amina.subscriptionId}`)).json()).toEqual({ id: amina.subscriptionId, removed: true });
    expect((await amina.client.get('/api/care/subscriptions')).json()).toEqual([]);
    expect((await new Client(t.app).get('/api/care/subscriptions')).statusCode).toBe(401);
  });

  it('refuses an endpoint that is not a push service (no request to an address a customer picks) and malformed keys', async () => {
    const c = new Client(t.app);
    await signUp(c);
    const keys = push.subscribe().keys;
    for (const endpoint of ['https://evil.example/push/1', 'http://127.0.0.1:5432/', 'https://fcm.googleapis.com.evil.example/x', 'https://fcm.googleapis.com:8443/x', 'file:///etc/passwd']) {
      const res = await c.post('/api/care/subscriptions', { endpoint, keys });
      expect(res.statusCode, endpoint).toBe(400);
    }
    expect((await c.post('/api/care/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).statusCode).toBe(201);
    expect((await c.post('/api/care/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/abd', keys: { ...keys, auth: 'x\u0000' } })).statusCode).toBe(400);
    expect((await c.get('/api/care/vapid-key')).json()).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
  });
});

describe('the reminder sweep', () => {
  it('sends one notification listing the plants due, in the customer’s language, signed and encrypted as the push service checks; never twice a day', async () => {
    const yacine = await subscribedGardener('yacine@example.dz', 'ar');
    const amina = await subscribedGardener('amina@example.dz', 'fr');
    const first = await sweepReminders(t.app.ctx);
    expect(first).toMatchObject({ due: 2, claimed: 2, sent: 2, failed: 0 });
    expect(push.refused).toEqual([]);
    const bySub = Object.fromEntries(push.received.map((r) => [r.subscriptionId, JSON.parse(r.text) as { title: string; body: string; url: string; subscriptionId: string }]));
    expect(bySub[yacine.device.id]).toMatchObject({ title: ar.care.reminders.pushTitle, url: '/my-plants', subscriptionId: yacine.subscriptionId });
    // Same day in the garden: by name (gardensOf orders a garden's plants newest first, then by name).
    expect(bySub[yacine.device.id]!.body).toBe('نبتتان تحتاجان عناية اليوم: Coussin de belle-mère، Fougère de Boston');
    expect(bySub[amina.device.id]!.title).toBe(fr.care.reminders.pushTitle);
    expect(bySub[amina.device.id]!.body).toMatch(/^2 plantes ont besoin de soin aujourd’hui : /);
    expect(push.received[0]!.vapid.sub).toBe('mailto:no-reply@nabta.dz');

    expect(await sweepReminders(t.app.ctx)).toMatchObject({ due: 0, sent: 0 });
    expect(push.received).toHaveLength(2);
  });

  it('with two app instances on the same database sweeping at once, each customer gets exactly one notification', async () => {
    const customers = [];
    for (let i = 0; i < 6; i++) customers.push(await subscribedGardener(`client${i}@example.dz`, i % 2 ? 'ar' : 'fr'));
    extra = await buildTestApp({ catalogue: false, keepData: true, env: { WEB_PUSH_EXTRA_ORIGINS: push.url } });
    const [a, b] = await Promise.all([sweepReminders(t.app.ctx), sweepReminders(extra.app.ctx)]);
    expect(a.sent + b.sent).toBe(6);
    expect(a.claimed + b.claimed).toBe(6);
    expect(push.received.map((r) => r.subscriptionId).sort()).toEqual(customers.map((c) => c.device.id).sort());
  });

  it('sends nothing to a customer whose plants were just watered', async () => {
    const amina = await subscribedGardener('amina@example.dz', 'fr');
    const plants = (await amina.client.get('/api/care/plants')).json() as { plants: { id: string }[] };
    for (const p of plants.plants) {
      await amina.client.post(`/api/care/plants/${p.id}/done`, { task: 'water' });
      await amina.client.post(`/api/care/plants/${p.id}/done`, { task: 'feed' });
    }
    expect(await sweepReminders(t.app.ctx)).toMatchObject({ due: 0, sent: 0 });
    expect(push.received).toEqual([]);
  });

  it('deletes a subscription the push service says is gone (410)', async () => {
    const amina = await subscribedGardener('amina@example.dz', 'fr');
    push.drop(amina.device.id);
    expect(await sweepReminders(t.app.ctx)).toMatchObject({ gone: 1, sent: 0 });
    expect((await amina.client.get('/api/care/subscriptions')).json()).toEqual([]);
  });

  it('the local push service refuses a message signed by another key than the one it names', async () => {
    const device = push.subscribe();
    const signer = webpush.generateVAPIDKeys();
    const other = webpush.generateVAPIDKeys();
    const details = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, 'hello', {
      vapidDetails: { subject: 'mailto:test@nabta.dz', publicKey: signer.publicKey, privateKey: signer.privateKey },
      contentEncoding: 'aes128gcm',
    });
    const headers = { ...(details.headers as Record<string, string>) };
    headers.Authorization = headers.Authorization!.replace(/k=.*/, `k=${other.publicKey}`);
    const res = await fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(details.body!) });
    expect(res.status).toBe(403);
    expect(push.refused.at(-1)?.reason).toBe('bad signature');
    headers.Authorization = details.headers.Authorization as string;
    const tampered = Buffer.from(details.body!);
    tampered.writeUInt8(tampered.readUInt8(tampered.length - 1) ^ 1, tampered.length - 1);
    expect((await fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(tampered) })).status).toBe(400);
    expect((await fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(details.body!) })).status).toBe(201);
    expect(push.received.at(-1)?.text).toBe('hello');
  });
});
