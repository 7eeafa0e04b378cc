import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { courierFetch, failureOf, jsonOf, algiersTime } from '../http';
import type { CourierValues } from '@shared/domain/couriers';
import { CourierError, type CourierClient, type CourierDeps, type CourierFee, type CourierModule, type Desk, type ParcelEvent, type ParcelRequest, type ParcelResult } from '../types';
import { recordQuota, waitForQuota } from './quota';
import { YALIDINE_REASONS, YALIDINE_STATUSES, yalidineCash, yalidineStatus } from './statuses';

/**
 * Yalidine's API v1 (the same at Guepex's and the sister couriers' base URLs): `X-API-ID` and
 * `X-API-TOKEN` headers, JSON. Documented at https://yalidine.app/app/dev/docs/api/ (read through
 * the copies and SDKs cited in decision 018). Tests point `apiUrl` at tests/fakes/yalidine.fake.ts.
 */

/** Its fields as its declaration lists them (`shared/domain/courier-families/yalidine.ts`). */
export type YalidineKeys = CourierValues<'yalidine'>;

const NAME = 'Yalidine';

const CreatedSchema = z.record(
  z.string(),
  z.object({
    success: z.union([z.boolean(), z.number()]),
    order_id: z.string().optional(),
    tracking: z.string().nullish(),
    label: z.string().nullish(),
    message: z.string().nullish(),
  }),
);

const ListSchema = <T extends z.ZodType>(item: T) => z.object({ has_more: z.boolean().optional(), data: z.array(item) });

const CenterSchema = z.object({
  center_id: z.union([z.number(), z.string()]),
  name: z.string(),
  address: z.string().nullish(),
  commune_name: z.string().nullish(),
  wilaya_id: z.union([z.number(), z.string()]).optional(),
});

/** `GET /parcels/?order_id=&fields=…`: the parcels created under one of our references. */
const ParcelSchema = z.object({ tracking: z.string(), order_id: z.string().nullish(), label: z.string().nullish() });

const HistorySchema = z.object({
  date_status: z.string(),
  tracking: z.string(),
  status: z.string(),
  reason: z.string().nullish(),
});

/**
 * `GET /fees/?from_wilaya_id=&to_wilaya_id=`: one destination wilaya a call, its fees per commune
 * (`per_commune`, keyed by `commune_id`): `express_home`, `express_desk`, `economic_home`,
 * `economic_desk` in whole DA, null where there is no such service.
 */
const FeesSchema = z.object({
  per_commune: z.record(
    z.string(),
    z.object({
      commune_id: z.union([z.number(), z.string()]).optional(),
      express_home: z.number().nullish(),
      express_desk: z.number().nullish(),
    }),
  ),
});

/** Yalidine's fees change with the shipper's contract, rarely: each route's answer is kept 6 hours (in the shared store). */
export const FEES_TTL_MS = 6 * 60 * 60 * 1000;
/** The wilayas Yalidine's API knows (its ids are the codes 1–58). */
const COURIER_WILAYAS = 58;

/**
 * One figure for a wilaya from its communes' fees (whole DA; null: no such service): the fee most of
 * its communes pay, the lower on a tie. The shop's table is per wilaya while Yalidine prices per
 * commune, with one base fee for most communes (the capital's among them) and a surcharge for a few
 * remote ones: the usual fee is what most of the wilaya's customers would cost, the lowest would miss
 * a surcharge the majority pays, the highest would charge the many for the few. It does not rest on
 * how Yalidine numbers communes (which id is the capital).
 */
export function usualFee(values: readonly (number | null | undefined)[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) if (typeof v === 'number' && Number.isFinite(v) && v > 0) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [fee, n] of counts) {
    const bestN = best === null ? 0 : counts.get(best)!;
    if (n > bestN || (n === bestN && best !== null && fee < best)) best = fee;
  }
  return best;
}

/** `price` and `declared_value`: integers from 0 to 150,000 DA (Yalidine's limits). */
const MAX_PRICE_DA = 150_000;

export function createYalidineClient(keys: Pick<YalidineKeys, 'apiUrl' | 'apiId' | 'apiToken'>, { store }: CourierDeps): CourierClient {
  const account = `${keys.apiUrl}#${keys.apiId}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, retried = false): Promise<unknown> {
    await waitForQuota(store, account);
    const res = await courierFetch(NAME, `${keys.apiUrl}${path}`, {
      method,
      headers: {
        'x-api-id': keys.apiId,
        'x-api-token': keys.apiToken,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await recordQuota(store, account, res.headers, res.status);
    // One retry after a 429, once the window has turned (waitForQuota fails instead when that is far).
    if (res.status === 429 && !retried) return call(method, path, body, true);
    const failure = failureOf(NAME, res);
    if (failure) throw failure;
    return jsonOf(NAME, res);
  }

  async function getAll<T extends z.ZodType>(path: string, item: T): Promise<z.infer<T>[]> {
    const rows: z.infer<T>[] = [];
    for (let page = 1; page <= 20; page++) {
      const sep = path.includes('?') ? '&' : '?';
      const parsed = ListSchema(item).safeParse(await call('GET', `${path}${sep}page=${page}&page_size=1000`));
      if (!parsed.success) throw new CourierError('unavailable', `${NAME} answered an unexpected list`);
      rows.push(...parsed.data.data);
      if (!parsed.data.has_more) break;
    }
    return rows;
  }

  const toParcel = (p: ParcelRequest) => ({
    order_id: p.reference,
    from_wilaya_name: p.fromWilayaName,
    firstname: p.firstName,
    familyname: p.familyName,
    contact_phone: p.phone,
    address: p.address,
    to_commune_name: p.communeName,
    to_wilaya_name: p.wilayaName,
    product_list: p.productList,
    price: p.collectDa,
    do_insurance: false,
    declared_value: Math.min(p.declaredValueDa, MAX_PRICE_DA),
    length: 0,
    width: 0,
    height: 0,
    weight: 0,
    freeshipping: true,
    is_stopdesk: p.stopDesk,
    ...(p.stopDesk && p.deskId ? { stopdesk_id: p.deskId } : {}),
    has_exchange: false,
  });

  return {
    id: 'yalidine',
    async test() {
      await call('GET', '/wilayas/?page_size=1');
    },
    check(p) {
      if (!p.firstName || !p.familyName) return 'Yalidine needs a first name and a family name';
      if (!/^0[567]\d{8}$|^0\d{8}$/.test(p.phone)) return 'Yalidine needs an Algerian phone number';
      if (!p.communeName) return 'Yalidine needs the commune';
      if (p.wilayaCode < 1 || p.wilayaCode > 58) return 'Yalidine delivers to wilayas 1–58';
      if (!Number.isInteger(p.collectDa) || p.collectDa < 0 || p.collectDa > MAX_PRICE_DA) return `Yalidine collects at most ${MAX_PRICE_DA} DA, in whole dinars`;
      if (p.stopDesk && !p.deskId) return 'Yalidine stop-desk delivery needs the chosen desk';
      return null;
    },
    async createParcels(parcels) {
      if (parcels.length === 0) return [];
      const answer = CreatedSchema.safeParse(await call('POST', '/parcels/', parcels.map(toParcel)));
      if (!answer.success) throw new CourierError('unavailable', `${NAME} answered an unexpected body`);
      return parcels.map((p): ParcelResult => {
        const one = answer.data[p.reference];
        if (!one || !one.success || !one.tracking) return { orderId: p.orderId, ok: false, message: one?.message ?? `${NAME} created no parcel for ${p.reference}` };
        return { orderId: p.orderId, ok: true, tracking: one.tracking, labelUrl: one.label ?? null };
      });
    },
    async findParcel(reference) {
      const parcels = await getAll(`/parcels/?order_id=${encodeURIComponent(reference)}&fields=tracking,order_id,label`, ParcelSchema);
      // Newest first (Yalidine's default order); only an exact match of our reference counts.
      const parcel = parcels.find((p) => p.order_id === reference);
      return parcel ? { tracking: parcel.tracking, labelUrl: parcel.label ?? null } : null;
    },
    async label(tracking, labelUrl) {
      if (!labelUrl) throw new CourierError('invalid', `${NAME} gave no label for ${tracking}`);
      const res = await courierFetch(NAME, labelUrl, { method: 'GET', headers: { accept: 'application/pdf' } });
      const failure = failureOf(NAME, res);
      if (failure) throw failure;
      if (!res.body.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new CourierError('unavailable', `${NAME}'s label for ${tracking} is not a PDF`);
      return new Uint8Array(res.body);
    },
    async desks(wilayaCode) {
      const centers = await getAll(`/centers/?wilaya_id=${wilayaCode}`, CenterSchema);
      return centers.map((c): Desk => ({ id: String(c.center_id), name: c.name, commune: c.commune_name ?? '', address: c.address ?? '' }));
    },
    /**
     * The express fees from `fromWilayaCode` to each of the 58 wilayas: 58 calls (one per route), so
     * each answer is kept `FEES_TTL_MS` in the shared store and only missing routes are asked, one
     * after the other within the quotas (a short pause is waited out). When a quota is spent midway
     * (50 a minute), the call fails saying when to try again, and what was read is kept for that try.
     */
    async fees(fromWilayaCode) {
      const fees: CourierFee[] = [];
      const cacheKey = (to: number) => `couriers:yalidine:fees:${createHash('sha256').update(account).digest('hex').slice(0, 24)}:${fromWilayaCode}:${to}`;
      for (let to = 1; to <= COURIER_WILAYAS; to++) {
        const cached = await store.get(cacheKey(to));
        if (cached) {
          fees.push(JSON.parse(cached) as CourierFee);
          continue;
        }
        let answer: unknown;
        try {
          answer = await call('GET', `/fees/?from_wilaya_id=${fromWilayaCode}&to_wilaya_id=${to}`);
        } catch (err) {
          // A route Yalidine refuses (not deliverable): no service there. Anything else stops the read.
          if (err instanceof CourierError && err.kind === 'invalid') answer = { per_commune: {} };
          else if (err instanceof CourierError && err.kind === 'quota') throw new CourierError('quota', `${err.message} (fees of ${to - 1} of ${COURIER_WILAYAS} wilayas read and kept)`);
          else throw err;
        }
        const parsed = FeesSchema.safeParse(answer);
        if (!parsed.success) throw new CourierError('unavailable', `${NAME} answered unexpected fees`);
        const communes = Object.values(parsed.data.per_commune);
        const centimes = (da: number | null) => (da === null ? null : Math.round(da * 100));
        const fee: CourierFee = {
          wilaya: to,
          home: centimes(usualFee(communes.map((c) => c.express_home))),
          desk: centimes(usualFee(communes.map((c) => c.express_desk))),
        };
        await store.set(cacheKey(to), JSON.stringify(fee), FEES_TTL_MS);
        fees.push(fee);
      }
      return fees;
    },
    async track(trackings) {
      const events: ParcelEvent[] = [];
      for (let i = 0; i < trackings.length; i += 50) {
        const batch = trackings.slice(i, i + 50).map(encodeURIComponent).join(',');
        for (const h of await getAll(`/histories/?tracking=${batch}`, HistorySchema)) {
          events.push(historyEvent(h.tracking, h.status, h.reason ?? null, h.date_status, `history:${h.status}@${h.date_status}`));
        }
      }
      return events;
    },
  };
}

function historyEvent(tracking: string, courierStatus: string, reason: string | null, date: string, key: string): ParcelEvent {
  return { tracking, key, kind: 'status', status: yalidineStatus(courierStatus), cash: null, courierStatus, reason: reason || null, at: algiersTime(date) };
}

// ---- Webhooks ----

/** `x-yalidine-signature`: hex HMAC-SHA256 of the raw body keyed with the webhook secret, compared in constant time. */
export function isValidYalidineSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !secret || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(createHmac('sha256', secret).update(rawBody).digest(), Buffer.from(signature, 'hex'));
}


const WebhookSchema = z.object({
  type: z.string(),
  events: z.array(
    z.object({
      event_id: z.union([z.string(), z.number()]).transform(String),
      occurred_at: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
  ),
});

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/**
 * When an event happened: the status's own date (Yalidine's local time, "2026-11-24 11:30:00"), else
 * the envelope's `occurred_at` — as its zone says when it has one ("…Z"), else Algiers time; now when
 * neither reads.
 */
function eventTime(dateStatus: string, occurredAt: string): Date {
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(occurredAt.trim());
  const at = dateStatus ? algiersTime(dateStatus) : zoned ? new Date(occurredAt) : algiersTime(occurredAt);
  return Number.isNaN(at.getTime()) ? new Date() : at;
}

/**
 * The events of a verified webhook body the shop acts on: `parcel_status_updated` (data: tracking,
 * status, reason, date_status) and `parcel_payment_updated` (data: tracking, `status` — the parcel's
 * payment status, not-ready → ready → receivable → payed — and `payment_id`, the payout manifest;
 * decision 018 "Sources" says why `status`, and `payment_status`, the parcels list's name for the
 * same value, is still read when `status` is absent). Other types are acknowledged and ignored.
 * Null: not a Yalidine webhook body (400).
 */
export function parseYalidineWebhook(rawBody: Buffer): ParcelEvent[] | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = WebhookSchema.safeParse(json);
  if (!parsed.success) return null;
  const events: ParcelEvent[] = [];
  for (const e of parsed.data.events) {
    const tracking = text(e.data.tracking);
    if (!tracking) continue;
    const when = eventTime(text(e.data.date_status), e.occurred_at);
    if (parsed.data.type === 'parcel_status_updated') {
      const status = text(e.data.status);
      events.push({ ...historyEvent(tracking, status, text(e.data.reason) || null, '', `event:${e.event_id}`), at: when });
    } else if (parsed.data.type === 'parcel_payment_updated') {
      const payment = text(e.data.status) || text(e.data.payment_status);
      // The payout manifest the cash left with (`payment_id`), kept as the event's reason.
      const payout = text(e.data.payment_id) || null;
      events.push({ tracking, key: `event:${e.event_id}`, kind: 'payment', status: null, cash: yalidineCash(payment), courierStatus: payment, reason: payout, at: when });
    }
  }
  return events;
}

/**
 * The registration check (`GET <address>?subscribe&crc_token=X` must answer X): the token as Yalidine
 * sent it — percent-escapes decoded but a `+` kept as `+` (a token in base64 may hold `+`, `/`, `=`),
 * at most 512 characters, no control character nor space. Null: not such a request (400).
 */
export function yalidineHandshake(rawQuery: string): string | null {
  let subscribe = false;
  let token: string | null = null;
  for (const part of rawQuery.split('&')) {
    const eq = part.indexOf('=');
    const name = eq === -1 ? part : part.slice(0, eq);
    if (name === 'subscribe') subscribe = true;
    if (name !== 'crc_token' || eq === -1) continue;
    try {
      token = decodeURIComponent(part.slice(eq + 1));
    } catch {
      return null; // a malformed escape
    }
  }
  return subscribe && token !== null && /^[^\p{C}\s]{1,512}$/u.test(token) ? token : null;
}

/** Yalidine's module in the registry (`integrations/couriers/index.ts`). */
export const yalidineModule: CourierModule<'yalidine'> = {
  create: createYalidineClient,
  webhook: {
    signatureHeader: 'x-yalidine-signature',
    secret: (keys) => keys.webhookSecret,
    verify: isValidYalidineSignature,
    parse: parseYalidineWebhook,
    handshake: yalidineHandshake,
  },
  statuses: YALIDINE_STATUSES,
  reasons: YALIDINE_REASONS,
};
