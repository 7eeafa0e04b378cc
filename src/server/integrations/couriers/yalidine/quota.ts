import { CourierError } from '../types';
import { sleep } from '../http';

/**
 * Yalidine's quotas (5/s, 50/min, 1,000/h, 10,000/day by default; repeated excess gets the account
 * banned). Every answer carries what is left in `x-second-quota-left` … `x-day-quota-left`; when one
 * reaches 0 the account is paused until that window turns, and no request is sent meanwhile. A short
 * pause (the next second) is waited out; a longer one fails the call with a clear "try later".
 */

const WINDOWS = [
  { header: 'x-second-quota-left', next: (now: Date) => Math.floor(now.getTime() / 1000) * 1000 + 1000 },
  { header: 'x-minute-quota-left', next: (now: Date) => Math.floor(now.getTime() / 60_000) * 60_000 + 60_000 },
  { header: 'x-hour-quota-left', next: (now: Date) => Math.floor(now.getTime() / 3_600_000) * 3_600_000 + 3_600_000 },
  // "Every midnight", Algiers time (UTC+1).
  { header: 'x-day-quota-left', next: (now: Date) => Math.floor((now.getTime() + 3_600_000) / 86_400_000) * 86_400_000 + 86_400_000 - 3_600_000 },
] as const;

/** The longest pause a request waits out before failing instead. */
export const MAX_QUOTA_WAIT_MS = 2_000;

/** Per account (API URL + id), in this process. */
const pausedUntil = new Map<string, number>();

export async function waitForQuota(account: string, maxWaitMs = MAX_QUOTA_WAIT_MS): Promise<void> {
  const until = pausedUntil.get(account) ?? 0;
  const wait = until - Date.now();
  if (wait <= 0) return;
  if (wait > maxWaitMs) throw new CourierError('quota', `Yalidine quota reached: try again in ${Math.ceil(wait / 1000)} s`);
  await sleep(wait);
}

/** Reads the quota headers of an answer; a 429 without an exhausted header pauses one second. */
export function recordQuota(account: string, headers: Headers, status: number, now = new Date()): void {
  let until = 0;
  for (const w of WINDOWS) {
    const left = headers.get(w.header);
    if (left !== null && Number(left) <= 0) until = Math.max(until, w.next(now));
  }
  if (status === 429 && until === 0) until = WINDOWS[0].next(now);
  if (until > 0) pausedUntil.set(account, Math.max(pausedUntil.get(account) ?? 0, until));
}

/** Tests: forget the pauses. */
export function resetQuotas(): void {
  pausedUntil.clear();
}
