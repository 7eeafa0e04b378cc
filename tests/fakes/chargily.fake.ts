import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { ServerResponse } from 'node:http';
import { signChargilyBody } from '../../src/server/integrations/chargily/chargily.client';
import { sendJson, startFakeServer, type FakeServer, type RecordedRequest } from './fake-server';

/**
 * A local Chargily Pay V2 on 127.0.0.1, speaking its documented JSON: `POST /checkouts` (Bearer key,
 * integer DZD `amount`, `currency: "dzd"`, `success_url` required), `GET /checkouts/{id}` and
 * `POST /checkouts/{id}/expire` (a pending checkout only). Its
 * hosted "checkout page" (`/pay/{id}`) has Pay and Cancel buttons, as the real one has: paying marks
 * the checkout paid, POSTs the signed `checkout.paid` event to the checkout's `webhook_endpoint`
 * (header `signature` = hex HMAC-SHA256 of the raw body with the secret key), then redirects to
 * `success_url`. Run as a program (`tsx tests/fakes/chargily.fake.ts <port> <secret>`) for E2E.
 */

export interface FakeCheckout {
  id: string;
  entity: 'checkout';
  livemode: false;
  amount: number;
  currency: 'dzd';
  status: 'pending' | 'processing' | 'paid' | 'failed' | 'canceled' | 'expired';
  locale: string;
  description: string | null;
  success_url: string;
  failure_url: string | null;
  webhook_endpoint: string | null;
  metadata: unknown;
  checkout_url: string;
  created_at: number;
  updated_at: number;
}

export interface ChargilyFake extends FakeServer {
  checkouts: Map<string, FakeCheckout>;
  /** The event body the real gateway would POST, and its signature. */
  event(checkout: FakeCheckout, type: string): { body: string; signature: string };
  /** Sets the status and delivers the signed event to the checkout's webhook; answers the app's status. */
  settle(id: string, status: 'paid' | 'failed' | 'canceled' | 'expired'): Promise<number>;
}

export async function startChargilyFake(secretKey: string, port = 0): Promise<ChargilyFake> {
  const checkouts = new Map<string, FakeCheckout>();
  let baseUrl = '';

  const event = (checkout: FakeCheckout, type: string) => {
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, entity: 'event', livemode: 'false', type, data: checkout, created_at: Math.floor(Date.now() / 1000) });
    return { body, signature: signChargilyBody(body, secretKey) };
  };

  async function settle(id: string, status: 'paid' | 'failed' | 'canceled' | 'expired'): Promise<number> {
    const checkout = checkouts.get(id);
    if (!checkout) throw new Error(`no checkout ${id}`);
    checkout.status = status;
    checkout.updated_at = Math.floor(Date.now() / 1000);
    if (!checkout.webhook_endpoint) return 0;
    const { body, signature } = event(checkout, `checkout.${status}`);
    const res = await fetch(checkout.webhook_endpoint, { method: 'POST', headers: { 'content-type': 'application/json', signature }, body });
    return res.status;
  }

  const handler = (req: RecordedRequest, res: ServerResponse) => {
    const path = req.url.pathname.replace(/^\/test\/api\/v2/, '');
    const page = /^\/pay\/([\w-]+)(?:\/(paid|canceled))?$/.exec(path);
    if (page) return hostedPage(req, res, page[1]!, page[2] as 'paid' | 'canceled' | undefined);

    if (req.headers.authorization !== `Bearer ${secretKey}`) return sendJson(res, 401, { message: 'Unauthenticated.' });
    if (req.method === 'POST' && path === '/checkouts') {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(req.body.toString('utf8')) as Record<string, unknown>;
      } catch {
        return sendJson(res, 422, { message: 'Invalid JSON' });
      }
      const errors: Record<string, string[]> = {};
      if (typeof body.amount !== 'number' || !Number.isInteger(body.amount) || body.amount < 50) errors.amount = ['The amount must be an integer of at least 50.'];
      if (body.currency !== 'dzd') errors.currency = ['The selected currency is invalid.'];
      if (typeof body.success_url !== 'string' || !/^https?:\/\//.test(body.success_url)) errors.success_url = ['The success url field is required.'];
      if (Object.keys(errors).length > 0) return sendJson(res, 422, { message: 'The given data was invalid.', errors });
      const id = `01h${randomUUID().replace(/-/g, '').slice(0, 23)}`;
      const now = Math.floor(Date.now() / 1000);
      const checkout: FakeCheckout = {
        id,
        entity: 'checkout',
        livemode: false,
        amount: body.amount as number,
        currency: 'dzd',
        status: 'pending',
        locale: typeof body.locale === 'string' ? body.locale : 'ar',
        description: typeof body.description === 'string' ? body.description : null,
        success_url: body.success_url as string,
        failure_url: typeof body.failure_url === 'string' ? body.failure_url : null,
        webhook_endpoint: typeof body.webhook_endpoint === 'string' ? body.webhook_endpoint : null,
        metadata: body.metadata ?? null,
        checkout_url: `${baseUrl}/pay/${id}`,
        created_at: now,
        updated_at: now,
      };
      checkouts.set(id, checkout);
      return sendJson(res, 200, checkout);
    }
    const expire = /^\/checkouts\/([\w-]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire) {
      const checkout = checkouts.get(expire[1]!);
      if (!checkout) return sendJson(res, 404, { message: 'Not found.' });
      // Only a checkout still waiting can be expired; a paid or final one is refused, as the real API does.
      if (checkout.status !== 'pending') return sendJson(res, 422, { message: 'The checkout can not be expired.' });
      checkout.status = 'expired';
      checkout.updated_at = Math.floor(Date.now() / 1000);
      return sendJson(res, 200, checkout);
    }
    const one = /^\/checkouts\/([\w-]+)$/.exec(path);
    if (req.method === 'GET' && one) {
      const checkout = checkouts.get(one[1]!);
      return checkout ? sendJson(res, 200, checkout) : sendJson(res, 404, { message: 'Not found.' });
    }
    sendJson(res, 404, { message: 'Not found.' });
  };

  function hostedPage(req: RecordedRequest, res: ServerResponse, id: string, action: 'paid' | 'canceled' | undefined) {
    const checkout = checkouts.get(id);
    if (!checkout) return sendJson(res, 404, { message: 'Not found.' });
    if (req.method === 'POST' && action) {
      void settle(id, action).then(
        () => {
          res.writeHead(303, { location: action === 'paid' ? checkout.success_url : (checkout.failure_url ?? checkout.success_url) });
          res.end();
        },
        (err: Error) => sendJson(res, 502, { message: err.message }),
      );
      return;
    }
    const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Chargily Pay (fake)</title></head><body>
<h1>Chargily Pay</h1><p data-testid="chargily-amount">${checkout.amount} DZD</p>
<form method="post" action="/pay/${id}/paid"><button type="submit">Payer</button></form>
<form method="post" action="/pay/${id}/canceled"><button type="submit">Annuler</button></form></body></html>`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  }

  const server = await startFakeServer(handler, port);
  baseUrl = server.url;
  return { ...server, checkouts, event, settle };
}

// E2E: `tsx tests/fakes/chargily.fake.ts <port> <secret>` keeps the fake running beside the app.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, secret] = process.argv.slice(2);
  const fake = await startChargilyFake(secret ?? 'test_sk_e2e', Number(port ?? 0));
  console.log(`Chargily fake on ${fake.url}`);
}
