import { createHash } from 'node:crypto';
import type { ShippingDesk as Desk } from '@shared/contracts/shipping';
import type { SharedStore } from '../../lib/shared-store';

/**
 * The couriers' stop-desk lists, as only the shop decides to ask for them (issue 37; README
 * "Security"). `GET /api/shipping/desks` is public, and every call to a courier spends the shop's
 * quota (Yalidine: 5 a second, 50 a minute; repeated excess suspends the account), so:
 * - each list is kept per courier, address and wilaya in the shared store: a success for hours, a
 *   failure (courier down, quota spent) for a minute, so a stranger's retries cost nothing;
 * - one call per list at a time: concurrent readers wait for the same call — in this process on its
 *   promise, across instances (REDIS_URL) on a lock counter in the store, then read the kept answer;
 * - calls a visitor causes (the checkout's list, an order's desk check) spend a small budget of
 *   their own per courier account (`PUBLIC_CALLS_PER_MINUTE`, `PUBLIC_CALLS_PER_HOUR`), far below the
 *   courier's quota: the rest is the owner's (parcels, labels, tracking). Past the budget a visitor
 *   gets the list "unavailable" (empty: home delivery, or the desk they type) without a call.
 */

export const DESKS_TTL_MS = 6 * 60 * 60 * 1000;
export const DESKS_FAILURE_TTL_MS = 60 * 1000;
export const PUBLIC_CALLS_PER_MINUTE = 5;
export const PUBLIC_CALLS_PER_HOUR = 60;
/** How long a call may hold the lock; waiters give up after it (and the lock expires). */
const LOCK_MS = 15_000;
const POLL_MS = 100;

/** Who a call is for: a visitor's (budgeted, never retried past a kept failure) or the owner's work. */
export type DeskCaller = 'visitor' | 'owner';

type Kept = { ok: true; desks: Desk[] } | { ok: false };

const inFlight = new WeakMap<SharedStore, Map<string, Promise<Kept>>>();

const hash = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 24);

export class DesksUnavailable extends Error {
  constructor(readonly reason: 'failed' | 'budget', readonly failure?: unknown) {
    super(`stop-desks unavailable (${reason})`);
  }
}

/**
 * The desks of `list` (an account and a wilaya, e.g. `yalidine:<url>#<id>:31`), read through `read`
 * when not kept. Throws `DesksUnavailable` when the courier failed (now or within the last minute, for
 * a visitor) or a visitor's budget is spent.
 */
export async function keptDesks(store: SharedStore, account: string, wilaya: number, caller: DeskCaller, read: () => Promise<Desk[]>): Promise<Desk[]> {
  const key = `couriers:desks:${hash(account)}:${wilaya}`;
  const kept = await readKept(store, key);
  if (kept?.ok) return kept.desks;
  if (kept && caller === 'visitor') throw new DesksUnavailable('failed');

  let flights = inFlight.get(store);
  if (!flights) inFlight.set(store, (flights = new Map()));
  let flight = flights.get(key);
  if (!flight) {
    flight = fetchOnce(store, key, account, caller, read).finally(() => flights.delete(key));
    flights.set(key, flight);
  }
  const answer = await flight;
  if (answer.ok) return answer.desks;
  throw new DesksUnavailable('failed');
}

async function readKept(store: SharedStore, key: string): Promise<Kept | null> {
  const raw = await store.get(key);
  return raw ? (JSON.parse(raw) as Kept) : null;
}

async function fetchOnce(store: SharedStore, key: string, account: string, caller: DeskCaller, read: () => Promise<Desk[]>): Promise<Kept> {
  const lock = `${key}:lock`;
  const { count } = await store.hit(lock, LOCK_MS);
  if (count > 1) {
    // Another instance is asking: wait for its answer.
    for (let waited = 0; waited < LOCK_MS; waited += POLL_MS) {
      await new Promise((r) => setTimeout(r, POLL_MS));
      const kept = await readKept(store, key);
      if (kept) return kept;
      if (!(await store.peek(lock))) break;
    }
    const kept = await readKept(store, key);
    if (kept) return kept;
    if (caller === 'visitor') return { ok: false };
  }
  try {
    if (caller === 'visitor') {
      const [minute, hour] = await Promise.all([store.hit(`couriers:desks:budget:${hash(account)}:m`, 60_000), store.hit(`couriers:desks:budget:${hash(account)}:h`, 3_600_000)]);
      if (minute.count > PUBLIC_CALLS_PER_MINUTE || hour.count > PUBLIC_CALLS_PER_HOUR) throw new DesksUnavailable('budget');
    }
    let answer: Kept;
    try {
      answer = { ok: true, desks: await read() };
    } catch (err) {
      await store.set(key, JSON.stringify({ ok: false } satisfies Kept), DESKS_FAILURE_TTL_MS);
      throw new DesksUnavailable('failed', err);
    }
    await store.set(key, JSON.stringify(answer), DESKS_TTL_MS);
    return answer;
  } finally {
    await store.del(lock);
  }
}
