import { createHash } from 'node:crypto';
import type { SharedStore } from '../../../lib/shared-store';
import { CourierError } from '../types';
import { sleep } from '../http';

/**
 * Yalidine's quotas (5/s, 50/min, 1,000/h, 10,000/day by default; repeated excess gets the account
 * banned). Every answer carries what is left in `x-second-quota-left` … `x-day-quota-left`; when one
 * reaches 0 the account is paused until that window turns, and no request is sent meanwhile. A short
 * pause (the next second) is waited out; a longer one fails the call with a clear "try later".
 *
 * The quotas are the account's, whichever instance spends them: the pauses live in the shared store
 * (Redis with REDIS_URL, so every instance of the shop holds back once one of them saw a quota spent;
 * this process's memory otherwise). One key per account and window, holding when the window turns:
 * instances that see the same spent window write the same value, so concurrent writers agree.
 */

const WINDOWS = [
  { name: 'second', header: 'x-second-quota-left', next: (now: number) => Math.floor(now / 1000) * 1000 + 1000 },
  { name: 'minute', header: 'x-minute-quota-left', next: (now: number) => Math.floor(now / 60_000) * 60_000 + 60_000 },
  { name: 'hour', header: 'x-hour-quota-left', next: (now: number) => Math.floor(now / 3_600_000) * 3_600_000 + 3_600_000 },
  // "Every midnight", Algiers time (UTC+1).
  { name: 'day', header: 'x-day-quota-left', next: (now: number) => Math.floor((now + 3_600_000) / 86_400_000) * 86_400_000 + 86_400_000 - 3_600_000 },
] as const;

/** The longest pause a request waits out before failing instead. */
export const MAX_QUOTA_WAIT_MS = 2_000;

/** The account (API URL + id) named without its id in the store's keys. */
const keyOf = (account: string, window: (typeof WINDOWS)[number]['name']) =>
  `couriers:yalidine:quota:${createHash('sha256').update(account).digest('hex').slice(0, 24)}:${window}`;

/** Until when the account is paused (epoch ms; 0: it is not). */
async function pausedUntil(store: SharedStore, account: string): Promise<number> {
  const values = await Promise.all(WINDOWS.map((w) => store.get(keyOf(account, w.name))));
  return Math.max(0, ...values.map((v) => Number(v ?? 0)).filter(Number.isFinite));
}

export async function waitForQuota(store: SharedStore, account: string, maxWaitMs = MAX_QUOTA_WAIT_MS): Promise<void> {
  const wait = (await pausedUntil(store, account)) - Date.now();
  if (wait <= 0) return;
  if (wait > maxWaitMs) throw new CourierError('quota', `Yalidine quota reached: try again in ${Math.ceil(wait / 1000)} s`);
  await sleep(wait);
}

/** Reads the quota headers of an answer; a 429 without an exhausted header pauses until the next second. */
export async function recordQuota(store: SharedStore, account: string, headers: Headers, status: number, now = Date.now()): Promise<void> {
  const spent = WINDOWS.filter((w) => {
    const left = headers.get(w.header);
    return left !== null && Number(left) <= 0;
  });
  if (status === 429 && spent.length === 0) spent.push(WINDOWS[0]);
  await Promise.all(spent.map((w) => store.set(keyOf(account, w.name), String(w.next(now)), w.next(now) - now)));
}
