import { createHmac, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { ServerResponse } from 'node:http';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { communesOf } from '../../src/shared/domain/communes';
import { WILAYAS } from '../../src/shared/domain/wilayas';
import { sendJson, startFakeServer, type FakeServer, type RecordedRequest } from './fake-server';

/**
 * A local Yalidine API v1 on 127.0.0.1 speaking its documented JSON: `X-API-ID`/`X-API-TOKEN`,
 * quotas counted per second, minute, hour and day with what is left in `x-second-quota-left` …
 * `x-day-quota-left` on every answer and 429 beyond, `POST /parcels/` taking an array where one
 * invalid parcel fails the whole request (nothing created), answered per `order_id` with `success`,
 * `tracking`, `import_id`, `label`, `labels`; `GET /parcels/` (by `tracking` or `order_id`), `GET
 * /histories/`, `GET /centers/`, `GET /wilayas/` as paged lists; `GET /fees/?from_wilaya_id=&to_wilaya_id=`
 * (per commune: `express_home`, `express_desk`, …; `fakeYalidineFee`); labels as PDF.
 *
 * Webhooks as Yalidine sends them, with its own signing (hex HMAC-SHA256 of the raw body with the
 * webhook secret, in `x-yalidine-signature`; the shop's check is a second implementation):
 * `subscribe(url)` registers an address the way Yalidine's dashboard does, with a GET
 * `?subscribe&crc_token=<random base64>` that must answer the token; `status()` and `payment()` move a
 * parcel and build the signed event, `deliver()` POSTs it to the registered address. Run as a program
 * (`tsx tests/fakes/yalidine.fake.ts <port> <apiId> <apiToken> <webhookSecret>`), the same through
 * `POST /__fake/subscribe {url}`, `POST /__fake/status {tracking, status, reason?}` and `POST
 * /__fake/payment {tracking, status}` (each event delivered to the registered address).
 */

export interface FakeParcel {
  tracking: string;
  order_id: string;
  firstname: string;
  familyname: string;
  contact_phone: string;
  to_wilaya_name: string;
  to_commune_name: string;
  is_stopdesk: boolean;
  stopdesk_id: string | null;
  price: number;
  last_status: string;
  payment_status: 'not-ready' | 'ready' | 'receivable' | 'payed';
  histories: { date_status: string; status: string; reason: string }[];
}

export const FAKE_CENTERS = [
  { center_id: 163001, name: 'Agence de Bab Ezzouar', address: 'Cité 5 Juillet, Bab Ezzouar', commune_id: 1630, commune_name: 'Bab Ezzouar', wilaya_id: 16, wilaya_name: 'Alger' },
  { center_id: 310101, name: 'Agence d’Oran Centre', address: '12 boulevard de la Soummam, Oran', commune_id: 3101, commune_name: 'Oran', wilaya_id: 31, wilaya_name: 'Oran' },
  { center_id: 311301, name: 'Agence de Bir El Djir', address: 'Cité USTO, Bir El Djir', commune_id: 3113, commune_name: 'Bir El Djir', wilaya_id: 31, wilaya_name: 'Oran' },
  // Some centres' addresses are written in Arabic.
  { center_id: 310501, name: 'Agence d’Es Senia', address: 'حي النجمة، السانية', commune_id: 3105, commune_name: 'Es Senia', wilaya_id: 31, wilaya_name: 'Oran' },
];

export interface FakeWebhook {
  body: string;
  signature: string;
}

export interface YalidineFake extends FakeServer {
  parcels: Map<string, FakeParcel>;
  /** 503 to every call while true. */
  down: boolean;
  /** Requests allowed per second (Yalidine's default: 5). */
  perSecond: number;
  /** Requests allowed per minute (Yalidine's default: 50). */
  perMinute: number;
  /** Requests allowed per hour (Yalidine's default: 1,000). */
  perHour: number;
  /** Wilaya codes whose `GET /fees/` answers other figures than `fakeYalidineFee` (as if the contract changed). */
  feeOverrides: Map<number, { home: number | null; desk: number | null }>;
  /** Calls left today: each call spends one and `x-day-quota-left` says what is left; at 0, every call is a 429. */
  dayQuotaLeft: number;
  /** A fresh second and minute: what an earlier test spent in the same second no longer counts. */
  resetQuotas(): void;
  /** Yalidine's signature of a body: hex HMAC-SHA256 with the webhook secret (or another secret, to forge one). */
  sign(body: string, secret?: string): string;
  /**
   * Registers a webhook address as Yalidine's dashboard does: a GET with `subscribe` and a random
   * `crc_token` (base64: `+`, `/`, `=` included) that must come back as the body, else it throws.
   */
  subscribe(url: string): Promise<{ token: string }>;
  /** POSTs a signed event to the registered address as Yalidine does (raw JSON body); the shop's status code. */
  deliver(hook: FakeWebhook): Promise<number>;
  /** The address registered by `subscribe`, or null. */
  webhookUrl: string | null;
  /** A new status for the parcel and the signed `parcel_status_updated` webhook announcing it. */
  status(tracking: string, status: string, reason?: string): FakeWebhook;
  /** A new payment status and the signed `parcel_payment_updated` webhook. */
  payment(tracking: string, paymentStatus: FakeParcel['payment_status']): FakeWebhook;
}

/**
 * The fake's express fees (whole DA) from one wilaya to another, for most of the destination's
 * communes: 400/250 within the wilaya, else 600–1,000 home and 200 less at a desk; the deep south
 * (wilayas 1, 11, 33, 37) has no desk. Its last commune (a remote one) costs 150 more.
 */
export function fakeYalidineFee(from: number, to: number): { home: number; desk: number | null } {
  if (from === to) return { home: 400, desk: 250 };
  const home = 600 + (to % 5) * 100;
  return { home, desk: [1, 11, 33, 37].includes(to) ? null : home - 200 };
}

const REQUIRED = ['order_id', 'from_wilaya_name', 'firstname', 'familyname', 'contact_phone', 'address', 'to_commune_name', 'to_wilaya_name', 'product_list'] as const;
const wilayaNames = new Set(WILAYAS.map((w) => w.name));
const pad = (n: number) => String(n).padStart(2, '0');
/** "2026-11-24 23:01:42", Algiers time, as Yalidine writes dates. */
export function yalidineDate(d = new Date()): string {
  const a = new Date(d.getTime() + 3_600_000);
  return `${a.getUTCFullYear()}-${pad(a.getUTCMonth() + 1)}-${pad(a.getUTCDate())} ${pad(a.getUTCHours())}:${pad(a.getUTCMinutes())}:${pad(a.getUTCSeconds())}`;
}

export async function startYalidineFake(keys: { apiId: string; apiToken: string; webhookSecret: string }, port = 0): Promise<YalidineFake> {
  const parcels = new Map<string, FakeParcel>();
  let baseUrl = '';
  let imports = 0;
  let eventSeq = 0;
  const second = { at: 0, used: 0 };
  const minute = { at: 0, used: 0 };
  const hour = { at: 0, used: 0 };

  /** Counts the call against the quotas; the headers every answer carries, counting down; false: over quota (429). */
  function quota(res: ServerResponse): boolean {
    const now = Date.now();
    const turn = (window: { at: number; used: number }, at: number) => {
      if (window.at !== at) Object.assign(window, { at, used: 0 });
    };
    turn(second, Math.floor(now / 1000));
    turn(minute, Math.floor(now / 60_000));
    turn(hour, Math.floor(now / 3_600_000));
    const over = second.used >= fake.perSecond || minute.used >= fake.perMinute || hour.used >= fake.perHour || fake.dayQuotaLeft <= 0;
    if (!over) {
      second.used++;
      minute.used++;
      hour.used++;
      fake.dayQuotaLeft--;
    }
    res.setHeader('x-second-quota-left', String(Math.max(0, fake.perSecond - second.used)));
    res.setHeader('x-minute-quota-left', String(Math.max(0, fake.perMinute - minute.used)));
    res.setHeader('x-hour-quota-left', String(Math.max(0, fake.perHour - hour.used)));
    res.setHeader('x-day-quota-left', String(Math.max(0, fake.dayQuotaLeft)));
    return !over;
  }

  /** The fake's control plane for a program run (E2E by hand): register an address, move a parcel, its cash. */
  async function control(req: RecordedRequest, res: ServerResponse) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return sendJson(res, 400, { error: { message: 'Invalid JSON' } });
    }
    try {
      const path = req.url.pathname;
      if (path === '/__fake/subscribe') return sendJson(res, 200, await fake.subscribe(String(body.url)));
      const tracking = String(body.tracking);
      if (!parcels.has(tracking)) return sendJson(res, 404, { error: { message: `no parcel ${tracking}` } });
      if (path === '/__fake/status') return sendJson(res, 200, { delivered: await fake.deliver(fake.status(tracking, String(body.status), typeof body.reason === 'string' ? body.reason : '')) });
      if (path === '/__fake/payment') return sendJson(res, 200, { delivered: await fake.deliver(fake.payment(tracking, String(body.status) as FakeParcel['payment_status'])) });
      return sendJson(res, 404, { error: { message: 'Not found' } });
    } catch (err) {
      return sendJson(res, 409, { error: { message: (err as Error).message } });
    }
  }

  const list = (res: ServerResponse, data: unknown[]) => sendJson(res, 200, { has_more: false, total_data: data.length, data, links: { self: baseUrl } });

  function createParcels(req: RecordedRequest, res: ServerResponse) {
    let body: unknown;
    try {
      body = JSON.parse(req.body.toString('utf8'));
    } catch {
      return sendJson(res, 400, { error: { message: 'Invalid JSON' } });
    }
    if (!Array.isArray(body) || body.length === 0) return sendJson(res, 400, { error: { message: 'An array of parcels is expected' } });
    const seen = new Set<string>();
    // One invalid parcel fails the whole request: everything is checked before anything is created.
    for (const [i, raw] of body.entries()) {
      const p = raw as Record<string, unknown>;
      for (const field of REQUIRED) if (typeof p[field] !== 'string' || !(p[field] as string).trim()) return sendJson(res, 400, { error: { message: `parcel ${i}: ${field} is required` } });
      if (seen.has(p.order_id as string)) return sendJson(res, 400, { error: { message: `parcel ${i}: duplicated order_id ${String(p.order_id)}` } });
      seen.add(p.order_id as string);
      if (!wilayaNames.has(p.to_wilaya_name as string) || !wilayaNames.has(p.from_wilaya_name as string)) return sendJson(res, 400, { error: { message: `parcel ${i}: unknown wilaya name` } });
      if (typeof p.price !== 'number' || !Number.isInteger(p.price) || p.price < 0 || p.price > 150_000) return sendJson(res, 400, { error: { message: `parcel ${i}: price must be an integer between 0 and 150000` } });
      if (!/^0\d{8,9}$/.test(p.contact_phone as string)) return sendJson(res, 400, { error: { message: `parcel ${i}: contact_phone is invalid` } });
      if (p.is_stopdesk === true && !FAKE_CENTERS.some((c) => String(c.center_id) === String(p.stopdesk_id))) return sendJson(res, 400, { error: { message: `parcel ${i}: stopdesk_id is required and must be a center` } });
      for (const field of ['do_insurance', 'freeshipping', 'is_stopdesk', 'has_exchange']) if (typeof p[field] !== 'boolean' && p[field] !== 0 && p[field] !== 1) return sendJson(res, 400, { error: { message: `parcel ${i}: ${field} is required` } });
    }
    const importId = ++imports;
    const answer: Record<string, unknown> = {};
    for (const raw of body as Record<string, unknown>[]) {
      const tracking = `yal-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
      parcels.set(tracking, {
        tracking,
        order_id: raw.order_id as string,
        firstname: raw.firstname as string,
        familyname: raw.familyname as string,
        contact_phone: raw.contact_phone as string,
        to_wilaya_name: raw.to_wilaya_name as string,
        to_commune_name: raw.to_commune_name as string,
        is_stopdesk: raw.is_stopdesk === true,
        stopdesk_id: raw.stopdesk_id ? String(raw.stopdesk_id) : null,
        price: raw.price as number,
        last_status: 'En préparation',
        payment_status: 'not-ready',
        histories: [{ date_status: yalidineDate(), status: 'En préparation', reason: '' }],
      });
      answer[raw.order_id as string] = {
        success: true,
        order_id: raw.order_id,
        tracking,
        import_id: importId,
        label: `${baseUrl}/app/bordereau/${tracking}.pdf`,
        labels: `${baseUrl}/app/bordereau/import-${importId}.pdf`,
      };
    }
    sendJson(res, 200, answer);
  }

  async function label(res: ServerResponse, tracking: string) {
    const parcel = parcels.get(tracking);
    if (!parcel) return sendJson(res, 404, { error: { message: 'Not found' } });
    const doc = await PDFDocument.create();
    const page = doc.addPage([283, 425]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    page.drawText(`Yalidine ${tracking}`, { x: 20, y: 380, size: 16, font });
    page.drawText(`${parcel.to_commune_name}, ${parcel.to_wilaya_name}`, { x: 20, y: 350, size: 12, font });
    page.drawText(`COD ${parcel.price} DA`, { x: 20, y: 320, size: 12, font });
    const bytes = Buffer.from(await doc.save());
    res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': bytes.length });
    res.end(bytes);
  }

  const handler = (req: RecordedRequest, res: ServerResponse) => {
    if (req.method === 'POST' && req.url.pathname.startsWith('/__fake/')) return void control(req, res);
    const label_ = /^\/app\/bordereau\/(yal-[A-Z0-9]+)\.pdf$/.exec(req.url.pathname);
    if (label_) return void label(res, label_[1]!);
    if (fake.down) return sendJson(res, 503, { error: { message: 'Service Unavailable' } });
    if (req.headers['x-api-id'] !== keys.apiId || req.headers['x-api-token'] !== keys.apiToken) return sendJson(res, 401, { error: { message: 'Unauthenticated' } });
    if (!quota(res)) return sendJson(res, 429, { error: { message: 'Too Many Requests' } });
    const path = req.url.pathname.replace(/^\/v1/, '').replace(/\/+$/, '');
    if (req.method === 'POST' && path === '/parcels') return createParcels(req, res);
    if (req.method === 'GET' && path === '/parcels') {
      // Filters by `tracking` (comma-separated) and `order_id`; newest first, like Yalidine.
      const trackings = (req.url.searchParams.get('tracking') ?? '').split(',').filter(Boolean);
      const orderId = req.url.searchParams.get('order_id');
      const rows = [...parcels.values()]
        .filter((p) => (trackings.length === 0 || trackings.includes(p.tracking)) && (orderId === null || p.order_id === orderId))
        .reverse()
        .map((p) => ({ ...p, label: `${baseUrl}/app/bordereau/${p.tracking}.pdf` }));
      return list(res, rows);
    }
    if (req.method === 'GET' && path === '/fees') {
      // Both ids are required; per commune of the destination, keyed by its id (Yalidine's documented answer).
      const from = Number(req.url.searchParams.get('from_wilaya_id'));
      const to = Number(req.url.searchParams.get('to_wilaya_id'));
      const fromW = WILAYAS.find((w) => w.code === from && w.code <= 58);
      const toW = WILAYAS.find((w) => w.code === to && w.code <= 58);
      if (!fromW || !toW) return sendJson(res, 400, { error: { message: 'from_wilaya_id and to_wilaya_id are required' } });
      const base = fake.feeOverrides.get(to) ?? fakeYalidineFee(from, to);
      const communes = communesOf(to, false);
      const per_commune = Object.fromEntries(
        communes.map((c, i) => {
          const extra = i === communes.length - 1 && communes.length > 2 ? 150 : 0;
          const plus = (v: number | null) => (v === null ? null : v + extra);
          return [c.code, { commune_id: Number(c.code), commune_name: c.nameFr, express_home: plus(base.home), express_desk: plus(base.desk), economic_home: null, economic_desk: null }];
        }),
      );
      return sendJson(res, 200, { from_wilaya_name: fromW.name, to_wilaya_name: toW.name, zone: 1, retour_fee: 250, cod_percentage: 0.75, insurance_percentage: 0.75, oversize_fee: 100, per_commune });
    }
    if (req.method === 'GET' && path === '/wilayas') return list(res, WILAYAS.map((w) => ({ id: w.code, name: w.name, zone: 1, is_deliverable: 1 })));
    if (req.method === 'GET' && path === '/centers') {
      const wilaya = req.url.searchParams.get('wilaya_id');
      return list(res, FAKE_CENTERS.filter((c) => !wilaya || String(c.wilaya_id) === wilaya));
    }
    if (req.method === 'GET' && path === '/histories') {
      const wanted = (req.url.searchParams.get('tracking') ?? '').split(',').filter(Boolean);
      const rows = wanted.flatMap((t) => (parcels.get(t)?.histories ?? []).map((h) => ({ ...h, tracking: t, center_id: null, center_name: null })));
      return list(res, rows);
    }
    sendJson(res, 404, { error: { message: 'Not found' } });
  };

  /** Yalidine's signature, written here on its own (not the shop's code): hex HMAC-SHA256 of the raw body. */
  const sign = (body: string, secret = keys.webhookSecret) => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

  function webhook(type: string, data: Record<string, unknown>): FakeWebhook {
    const body = JSON.stringify({ type, events: [{ event_id: `evt_${++eventSeq}_${Date.now()}`, occurred_at: new Date().toISOString(), data }] });
    return { body, signature: sign(body) };
  }

  const server = await startFakeServer(handler, port);
  baseUrl = server.url;
  const fake: YalidineFake = {
    ...server,
    parcels,
    down: false,
    perSecond: 5,
    perMinute: 50,
    perHour: 1000,
    feeOverrides: new Map(),
    dayQuotaLeft: 9000,
    webhookUrl: null,
    resetQuotas() {
      for (const window of [second, minute, hour]) Object.assign(window, { at: 0, used: 0 });
    },
    sign,
    async subscribe(url) {
      const token = randomBytes(24).toString('base64'); // may hold `+`, `/` and `=`, as any random token
      const check = new URL(url);
      check.search = `subscribe&crc_token=${encodeURIComponent(token)}`;
      const res = await fetch(check, { signal: AbortSignal.timeout(10_000) });
      const answer = await res.text();
      if (res.status !== 200 || answer !== token) throw new Error(`webhook check failed at ${url}: ${res.status} ${answer.slice(0, 100)}`);
      fake.webhookUrl = url;
      return { token };
    },
    async deliver(hook) {
      if (!fake.webhookUrl) throw new Error('no webhook address registered (subscribe first)');
      const res = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-yalidine-signature': hook.signature },
        body: hook.body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer();
      return res.status;
    },
    status(tracking, status, reason = '') {
      const parcel = parcels.get(tracking);
      if (!parcel) throw new Error(`no parcel ${tracking}`);
      const date_status = yalidineDate();
      parcel.last_status = status;
      parcel.histories.push({ date_status, status, reason });
      return webhook('parcel_status_updated', { tracking, order_id: parcel.order_id, status, reason, date_status });
    },
    payment(tracking, paymentStatus) {
      const parcel = parcels.get(tracking);
      if (!parcel) throw new Error(`no parcel ${tracking}`);
      parcel.payment_status = paymentStatus;
      // As Yalidine sends it (decision 018 "Sources"): the payment status under `status`, with the payout's `payment_id`.
      return webhook('parcel_payment_updated', { tracking, order_id: parcel.order_id, status: paymentStatus, payment_id: paymentStatus === 'payed' ? `PAY-${parcel.tracking.slice(4)}` : null });
    },
  };
  return fake;
}

// By hand: `tsx tests/fakes/yalidine.fake.ts <port> <apiId> <apiToken> <webhookSecret>`; then `POST /__fake/subscribe
// {"url": "http://localhost:3000/api/couriers/yalidine/webhook"}`, and `POST /__fake/status {"tracking", "status"}` moves a
// parcel and posts the signed webhook there.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, apiId, apiToken, webhookSecret] = process.argv.slice(2);
  const fake = await startYalidineFake({ apiId: apiId ?? 'e2e-id', apiToken: apiToken ?? 'e2e-token', webhookSecret: webhookSecret ?? 'e2e-secret' }, Number(port ?? 0));
  console.log(`Yalidine fake on ${fake.url}`);
}
