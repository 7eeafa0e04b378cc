import { z } from 'zod';
import { createHash } from 'node:crypto';
import type { SharedStore } from '../../../lib/shared-store';
import { algiersTime, courierFetch, failureOf, jsonOf, sleep, type CourierResponse } from '../http';
import type { CourierValues } from '@shared/domain/couriers';
import { CourierError, type CourierClient, type CourierDeps, type CourierFee, type CourierModule, type ParcelEvent, type ParcelResult } from '../types';
import { ECOTRACK_REASONS, ECOTRACK_STATUSES, ecotrackStatus } from './statuses';

/**
 * The Ecotrack platform's API v1 (DHD, Conexlog, World Express and ~80 couriers, each at
 * `https://<tenant>.ecotrack.dz/api/v1`): `Authorization: Bearer <token>`, about 50 requests a minute.
 * A parcel is `create/order` then `valid/order` (until validated the courier never picks it up);
 * there are no webhooks, statuses are polled with `get/orders/status` (≤ 100 trackings a call).
 * Documented at https://documenter.getpostman.com/view/14517169/Tz5je15g (decision 018 cites the
 * copies read). Tests point `apiUrl` at tests/fakes/ecotrack.fake.ts.
 */

/** Its fields as its declaration lists them (`shared/domain/courier-families/ecotrack.ts`). */
export type EcotrackKeys = CourierValues<'ecotrack'>;

const NAME = 'Ecotrack';

/** 50 requests in any 60 s per account, in this process; a call waits for its turn (at most a few seconds). */
const PER_MINUTE = 50;
const MAX_WAIT_MS = 5_000;
const sent = new Map<string, number[]>();

/**
 * When Ecotrack says to hold back (a 429's `Retry-After`, or a spent window's `X-RateLimit-Reset`),
 * the account is paused until then in the shared store (every instance of the shop holds back, as
 * with Yalidine's quotas): a pause up to `MAX_WAIT_MS` is waited out, a longer one fails the call
 * at once ("try again in N s") and nothing is sent meanwhile.
 */
const pauseKey = (account: string) => `couriers:ecotrack:pause:${createHash('sha256').update(account).digest('hex').slice(0, 24)}`;

async function waitForPause(store: SharedStore, account: string): Promise<void> {
  const wait = Number((await store.get(pauseKey(account))) ?? 0) - Date.now();
  if (!(wait > 0)) return;
  if (wait > MAX_WAIT_MS) throw new CourierError('quota', `${NAME}: too many requests, try again in ${Math.ceil(wait / 1000)} s`);
  await sleep(wait);
}

/** Seconds (`Retry-After`, a reset in seconds) or an epoch in seconds (`X-RateLimit-Reset`) → epoch ms. */
function untilOf(value: string | null, now: number): number | null {
  const n = Number(value);
  if (value === null || value.trim() === '' || !Number.isFinite(n) || n < 0) return null;
  return n > 1e9 ? n * 1000 : now + n * 1000;
}

/** Reads Laravel's throttle headers (and Ecotrack's hour and day ones) and pauses the account where they say so. */
async function recordThrottle(store: SharedStore, account: string, res: CourierResponse, now = Date.now()): Promise<void> {
  const ends: number[] = [];
  if (res.status === 429) ends.push(untilOf(res.headers.get('retry-after'), now) ?? untilOf(res.headers.get('x-ratelimit-reset'), now) ?? now + 60_000);
  for (const suffix of ['', '-hour', '-day']) {
    if (res.headers.get(`x-ratelimit-remaining${suffix}`) !== '0') continue;
    const end = untilOf(res.headers.get(`x-ratelimit-reset${suffix}`), now);
    if (end !== null) ends.push(end);
  }
  const until = Math.max(0, ...ends);
  if (until <= now) return;
  const current = Number((await store.get(pauseKey(account))) ?? 0);
  if (until > current) await store.set(pauseKey(account), String(until), until - now);
}

async function takeTurn(account: string): Promise<void> {
  const now = Date.now();
  const recent = (sent.get(account) ?? []).filter((t) => t > now - 60_000);
  if (recent.length >= PER_MINUTE) {
    const wait = recent[0]! + 60_000 - now;
    if (wait > MAX_WAIT_MS) throw new CourierError('quota', `${NAME}: 50 requests a minute reached, try again in ${Math.ceil(wait / 1000)} s`);
    await sleep(wait);
  }
  recent.push(Date.now());
  sent.set(account, recent);
}

const SuccessSchema = z.object({ success: z.union([z.boolean(), z.number()]), tracking: z.string().nullish(), message: z.string().nullish() });

const StatusesSchema = z.object({
  data: z.record(
    z.string(),
    z.object({
      status: z.string(),
      activity: z.array(z.object({ reason: z.string().nullish(), date: z.string(), time: z.string().nullish() })).optional(),
    }),
  ),
});

const FeesSchema = z.object({
  livraison: z.array(
    z.object({
      wilaya_id: z.union([z.number(), z.string()]),
      tarif: z.union([z.number(), z.string()]).nullish(),
      tarif_stopdesk: z.union([z.number(), z.string()]).nullish(),
    }),
  ),
});

const centimes = (v: number | string | null | undefined) => {
  const n = Number(v);
  return v === null || v === undefined || v === '' || !Number.isFinite(n) || n <= 0 ? null : Math.round(n * 100);
};

/** The start of the second `d` falls in (Ecotrack's activities are dated to the second). */
const wholeSecond = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);

/**
 * What makes a polled status one event: the status with the activity that brought it (its date and
 * time, and how many activities the parcel had then). A poll that finds nothing new gives the same
 * key (a replay, recorded once); a status seen again later (`en_livraison` after `suspendu`) comes
 * with a new activity, so a new key, and is applied.
 */
function eventKey(status: string, activity: readonly { date: string; time?: string | null }[]): string {
  const last = activity.at(-1);
  return last ? `status:${status}@${last.date} ${last.time ?? ''}#${activity.length}` : `status:${status}`;
}

export function createEcotrackClient(keys: EcotrackKeys, { store }: CourierDeps): CourierClient {
  const account = `${keys.apiUrl}#${keys.apiToken.slice(-8)}`;

  async function call(method: 'GET' | 'POST', path: string, query: Record<string, string> = {}, body?: unknown, retried = false): Promise<CourierResponse> {
    await waitForPause(store, account);
    await takeTurn(account);
    const qs = new URLSearchParams(query).toString();
    const res = await courierFetch(NAME, `${keys.apiUrl}/${path}${qs ? `?${qs}` : ''}`, {
      method,
      headers: {
        authorization: `Bearer ${keys.apiToken}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    await recordThrottle(store, account, res);
    // One retry after a 429, once the pause it asked for is over (waitForPause fails instead when that is far).
    if (res.status === 429 && !retried) return call(method, path, query, body, true);
    const failure = failureOf(NAME, res);
    if (failure) throw failure;
    return res;
  }

  const succeeded = (value: unknown) => {
    const parsed = SuccessSchema.safeParse(value);
    return parsed.success && Boolean(parsed.data.success) ? parsed.data : null;
  };

  return {
    id: 'ecotrack',
    async test() {
      await call('GET', 'get/wilayas');
    },
    check(p) {
      if (!/^0\d{8,9}$/.test(p.phone)) return 'Ecotrack needs a phone number of 9 or 10 digits';
      if (p.wilayaCode < 1 || p.wilayaCode > 58) return 'Ecotrack delivers to wilayas 1–58';
      if (!p.communeName) return 'Ecotrack needs the commune';
      if (!Number.isInteger(p.collectDa) || p.collectDa < 0) return 'Ecotrack collects whole dinars';
      return null;
    },
    /**
     * One parcel at a time, each created then validated: a parcel created but refused at validation
     * is reported failed (the courier does not take it until validated; the next try creates a new one).
     */
    async createParcels(parcels) {
      const results: ParcelResult[] = [];
      for (const p of parcels) {
        try {
          const created = succeeded(
            jsonOf(
              NAME,
              await call('POST', 'create/order', {}, {
                reference: p.reference,
                nom_client: `${p.firstName} ${p.familyName}`.trim(),
                telephone: p.phone,
                adresse: p.address,
                commune: p.communeName,
                code_wilaya: p.wilayaCode,
                montant: p.collectDa,
                produit: p.productList,
                type: 1,
                stop_desk: p.stopDesk ? 1 : 0,
              }),
            ),
          );
          if (!created?.tracking) {
            results.push({ orderId: p.orderId, ok: false, message: `${NAME} created no parcel` });
            continue;
          }
          const valid = succeeded(jsonOf(NAME, await call('POST', 'valid/order', { tracking: created.tracking, ask_collection: '1' })));
          results.push(valid ? { orderId: p.orderId, ok: true, tracking: created.tracking, labelUrl: null } : { orderId: p.orderId, ok: false, message: `${NAME} did not validate ${created.tracking}` });
        } catch (err) {
          // Nothing created yet in this batch and the courier is down: the caller reports it for every order.
          if (results.length === 0 && err instanceof CourierError && err.kind !== 'invalid') throw err;
          results.push({ orderId: p.orderId, ok: false, message: (err as Error).message });
        }
      }
      return results;
    },
    async label(tracking) {
      const res = await call('GET', 'get/order/label', { tracking });
      if (!res.body.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new CourierError('unavailable', `${NAME}'s label for ${tracking} is not a PDF`);
      return new Uint8Array(res.body);
    },
    async desks() {
      // Ecotrack lists communes with a desk, not desks with ids: the customer picks stop-desk, the courier the desk.
      return [];
    },
    async fees(): Promise<CourierFee[]> {
      const parsed = FeesSchema.safeParse(jsonOf(NAME, await call('GET', 'get/fees')));
      if (!parsed.success) throw new CourierError('unavailable', `${NAME} answered unexpected fees`);
      return parsed.data.livraison.map((f) => ({ wilaya: Number(f.wilaya_id), home: centimes(f.tarif), desk: centimes(f.tarif_stopdesk) }));
    },
    async track(trackings) {
      const events: ParcelEvent[] = [];
      for (let i = 0; i < trackings.length; i += 100) {
        const batch = trackings.slice(i, i + 100);
        const parsed = StatusesSchema.safeParse(jsonOf(NAME, await call('GET', 'get/orders/status', { trackings: batch.join(','), status: 'all' })));
        if (!parsed.success) throw new CourierError('unavailable', `${NAME} answered unexpected statuses`);
        for (const [tracking, entry] of Object.entries(parsed.data.data)) {
          if (!batch.includes(tracking)) continue; // only what was asked: never another parcel's status
          const { status, cash } = ecotrackStatus(entry.status);
          const last = entry.activity?.at(-1);
          // Ecotrack dates to the second; a status without activity (the parcel waiting) gets this second
          // too, never a later instant within it, so an activity dated in the same second sorts after it.
          const at = last ? algiersTime(last.date, last.time ?? undefined) : wholeSecond(new Date());
          events.push({
            tracking,
            key: eventKey(entry.status, entry.activity ?? []),
            kind: 'status',
            status,
            cash,
            courierStatus: entry.status,
            reason: last?.reason || null,
            at: Number.isNaN(at.getTime()) ? wholeSecond(new Date()) : at,
          });
        }
      }
      return events;
    },
  };
}

/** Ecotrack's module in the registry: no webhooks, so the poller asks for its parcels' statuses. */
export const ecotrackModule: CourierModule<'ecotrack'> = {
  create: createEcotrackClient,
  statuses: Object.fromEntries(Object.entries(ECOTRACK_STATUSES).map(([word, { status }]) => [word, status])),
  reasons: ECOTRACK_REASONS,
};
