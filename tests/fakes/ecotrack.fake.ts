import { pathToFileURL } from 'node:url';
import type { ServerResponse } from 'node:http';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sendJson, startFakeServer, type FakeServer, type RecordedRequest } from './fake-server';

/**
 * A local Ecotrack tenant (`/api/v1`) on 127.0.0.1 speaking its documented JSON: `Authorization:
 * Bearer <token>`, 50 requests a minute with Laravel's throttle headers on every answer
 * (`X-RateLimit-Limit`, `X-RateLimit-Remaining`, and the hour's and day's `X-RateLimit-*-Hour` /
 * `-Day` Ecotrack adds) and, beyond, a 429 "Too Many Attempts." with `Retry-After` (seconds) and
 * `X-RateLimit-Reset` (decision 018 "Sources"); `throttle(seconds)` makes the next call such a 429
 * (another program of the shop spent the minute); `POST create/order` (Laravel-style 422 for a
 * missing field, `{ success, tracking }`), `POST valid/order?tracking=` (until then the parcel is
 * not the courier's: `get/orders/status` does not know it and its label is refused), `GET
 * get/orders/status?trackings=&status=all` (`{ data: { <tracking>: { status, activity } } }`), `GET
 * get/order/label?tracking=` (PDF), `GET get/fees`, `GET get/wilayas`. `status()` moves a parcel.
 * Run as a program (`tsx tests/fakes/ecotrack.fake.ts <port> <token>`) for E2E.
 */

export interface FakeEcotrackOrder {
  tracking: string;
  body: Record<string, unknown>;
  validated: boolean;
  status: string;
  activity: { reason: string; details: string; station: string; driver: string; date: string; time: string; postponed_to: null }[];
}

export interface EcotrackFake extends FakeServer {
  orders: Map<string, FakeEcotrackOrder>;
  down: boolean;
  /** Requests allowed a minute (Ecotrack's: 50). */
  perMinute: number;
  /** The next call answers 429 asking to retry after `seconds` (as when the minute was spent elsewhere). */
  throttle(seconds: number): void;
  status(tracking: string, status: string, reason?: string): void;
}

const REQUIRED = ['nom_client', 'telephone', 'adresse', 'commune', 'code_wilaya', 'montant', 'type'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

export async function startEcotrackFake(token: string, port = 0): Promise<EcotrackFake> {
  const orders = new Map<string, FakeEcotrackOrder>();
  let seq = 0;
  const minute = { at: 0, used: 0 };
  const hour = { at: 0, used: 0 };
  const day = { at: 0, used: 0 };
  let throttled: number | null = null;
  const PER_HOUR = 1500;
  const PER_DAY = 15_000;

  /**
   * Counts the call (Laravel's throttle: per minute, and Ecotrack's hour and day) and sets the headers
   * every answer carries; false, with the 429's `Retry-After` and `X-RateLimit-Reset`, beyond.
   */
  function throttle(res: ServerResponse): boolean {
    const now = Date.now();
    const windows = [
      { w: minute, ms: 60_000, limit: fake.perMinute, suffix: '' },
      { w: hour, ms: 3_600_000, limit: PER_HOUR, suffix: '-Hour' },
      { w: day, ms: 86_400_000, limit: PER_DAY, suffix: '-Day' },
    ];
    for (const { w, ms } of windows) if (w.at !== Math.floor(now / ms)) Object.assign(w, { at: Math.floor(now / ms), used: 0 });
    const spent = windows.find(({ w, limit }) => w.used >= limit);
    const forced = throttled;
    throttled = null;
    if (!spent && forced === null) for (const { w } of windows) w.used++;
    for (const { w, limit, suffix } of windows) {
      res.setHeader(`X-RateLimit-Limit${suffix}`, String(limit));
      res.setHeader(`X-RateLimit-Remaining${suffix}`, String(forced !== null ? 0 : Math.max(0, limit - w.used)));
    }
    if (!spent && forced === null) return true;
    const retryAfter = forced ?? Math.ceil(((spent!.w.at + 1) * spent!.ms - now) / 1000);
    res.setHeader('Retry-After', String(retryAfter));
    res.setHeader('X-RateLimit-Reset', String(Math.floor(now / 1000) + retryAfter));
    return false;
  }

  const body = (req: RecordedRequest): Record<string, unknown> => {
    try {
      return req.body.length ? (JSON.parse(req.body.toString('utf8')) as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };

  async function label(res: ServerResponse, order: FakeEcotrackOrder) {
    const doc = await PDFDocument.create();
    const page = doc.addPage([283, 425]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    page.drawText(`Ecotrack ${order.tracking}`, { x: 20, y: 380, size: 14, font });
    const bytes = Buffer.from(await doc.save());
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': bytes.length });
    res.end(bytes);
  }

  const handler = (req: RecordedRequest, res: ServerResponse) => {
    if (fake.down) return sendJson(res, 503, { message: 'Service Unavailable' });
    if (req.headers.authorization !== `Bearer ${token}`) return sendJson(res, 401, { message: 'Unauthenticated.' });
    if (!throttle(res)) return sendJson(res, 429, { message: 'Too Many Attempts.' });
    const path = req.url.pathname.replace(/^\/api\/v1\//, '');
    const q = req.url.searchParams;

    if (req.method === 'POST' && path === 'create/order') {
      const b = body(req);
      const errors: Record<string, string[]> = {};
      for (const f of REQUIRED) if (b[f] === undefined || b[f] === null || b[f] === '') errors[f] = [`Le champ ${f} est obligatoire.`];
      if (b.code_wilaya !== undefined && !(Number(b.code_wilaya) >= 1 && Number(b.code_wilaya) <= 58)) errors.code_wilaya = ['Le champ code wilaya doit être entre 1 et 58.'];
      if (typeof b.telephone === 'string' && !/^\d{9,10}$/.test(b.telephone)) errors.telephone = ['Le champ telephone doit avoir entre 9 et 10 chiffres.'];
      if (Object.keys(errors).length) return sendJson(res, 422, { message: 'The given data was invalid.', errors });
      const now = new Date(Date.now() + 3_600_000);
      const tracking = `ECQFLD${now.getUTCFullYear() % 100}${pad(now.getUTCMonth() + 1)}${String(++seq).padStart(6, '0')}`;
      orders.set(tracking, { tracking, body: b, validated: false, status: 'prete_a_expedier', activity: [] });
      return sendJson(res, 200, { success: true, tracking });
    }
    if (req.method === 'POST' && path === 'valid/order') {
      const order = orders.get(q.get('tracking') ?? '');
      if (!order) return sendJson(res, 422, { message: 'The given data was invalid.', errors: { tracking: ['Le champ tracking sélectionné est invalide.'] } });
      order.validated = true;
      return sendJson(res, 200, { success: true, message: 'Commande expédiée avec succès' });
    }
    if (req.method === 'GET' && path === 'get/orders/status') {
      const wanted = (q.get('trackings') ?? '').split(',').filter(Boolean);
      if (wanted.length === 0 || wanted.length > 100 || !q.get('status')) return sendJson(res, 422, { message: 'The given data was invalid.' });
      const data: Record<string, unknown> = {};
      // An order never validated is not the courier's: it is not tracked.
      for (const t of wanted) {
        const o = orders.get(t);
        if (o?.validated) data[t] = { status: o.status, order_id: String(o.body.reference ?? ''), activity: o.activity };
      }
      return sendJson(res, 200, { data });
    }
    if (req.method === 'GET' && path === 'get/order/label') {
      const order = orders.get(q.get('tracking') ?? '');
      if (!order?.validated) return sendJson(res, 422, { message: 'The given data was invalid.', errors: { tracking: ['Le champ tracking sélectionné est invalide.'] } });
      return void label(res, order);
    }
    if (req.method === 'GET' && path === 'get/fees') {
      return sendJson(res, 200, {
        livraison: [
          { wilaya_id: 16, tarif: '400', tarif_stopdesk: '250' },
          { wilaya_id: 31, tarif: '700', tarif_stopdesk: '450' },
          { wilaya_id: 1, tarif: '1200', tarif_stopdesk: null },
        ],
      });
    }
    if (req.method === 'GET' && path === 'get/wilayas') return sendJson(res, 200, [{ wilaya_id: 16, wilaya_name: 'Alger' }]);
    sendJson(res, 404, { message: 'Not Found' });
  };

  const server = await startFakeServer(handler, port);
  const fake: EcotrackFake = {
    ...server,
    orders,
    down: false,
    perMinute: 50,
    throttle(seconds) {
      throttled = seconds;
    },
    status(tracking, status, reason = '') {
      const order = orders.get(tracking);
      if (!order) throw new Error(`no order ${tracking}`);
      const now = new Date(Date.now() + 3_600_000);
      order.status = status;
      order.activity.push({
        reason,
        details: '',
        station: 'Station principale',
        driver: '',
        date: `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}-${pad(now.getUTCDate())}`,
        time: `${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`,
        postponed_to: null,
      });
    },
  };
  return fake;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, token] = process.argv.slice(2);
  const fake = await startEcotrackFake(token ?? 'e2e-ecotrack-token', Number(port ?? 0));
  console.log(`Ecotrack fake on ${fake.url}`);
}
