import { msg } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import type { SharedStore } from '../../lib/shared-store';

/**
 * Password guessing defence, shared by every instance through `SharedStore` (Redis with REDIS_URL).
 * Failed attempts are counted per account (from any address) and per address (on any account), on
 * the login form and on the profile's current-password check alike. After a few failures each
 * attempt waits longer (doubling), then the account or address gets 429 with `Retry-After` until
 * its window ends.
 */
export const LOGIN_POLICY = {
  windowMs: 15 * 60_000,
  account: { free: 3, max: 10 },
  address: { free: 10, max: 30 },
  maxDelayMs: 8_000,
} as const;

/** The wait before answering the attempt that follows `failures` failures (0 while still free). */
export function delayFor(failures: number, free: number, baseMs: number): number {
  if (failures < free || baseMs <= 0) return 0;
  return Math.min(baseMs * 2 ** (failures - free), LOGIN_POLICY.maxDelayMs);
}

const tooMany = (resetInMs: number) => {
  const err = new AppError('TOO_MANY_REQUESTS', msg.errors.tooManyLogins);
  err.retryAfterS = Math.max(1, Math.ceil(resetInMs / 1000));
  return err;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PasswordAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

/**
 * Call before checking a password for `account` (a lower-cased e-mail) from `address` (the client
 * IP); then report the outcome. Throws 429 when either is locked out.
 *
 * Both counts are reserved (incremented atomically, INCR in Redis) before the password is checked,
 * so the Nth of a burst of parallel attempts sees N whichever instance answers it: no more
 * passwords are ever checked than the limits allow. A success gives its reservations back.
 *
 * `device` is the nonce of a valid device cookie for this account (a browser that signed in to it
 * before, OWASP "device cookies"): its attempts are counted on the device instead of the account,
 * so someone guessing elsewhere cannot lock the account's owner out of their own browser, and a
 * device that guesses is locked on its own. The address limit applies to everyone.
 */
export async function beginPasswordAttempt(
  store: SharedStore,
  opts: { account: string; address: string; device?: string | null; delayMs: number },
): Promise<PasswordAttempt> {
  const { windowMs, account: A, address: B } = LOGIN_POLICY;
  const addressKey = `login:address:${opts.address}`;
  const accountKey = opts.device ? `login:device:${opts.device}` : `login:account:${opts.account}`;
  const byAddress = await store.hit(addressKey, windowMs);
  if (byAddress.count > B.max) throw tooMany(byAddress.resetInMs);
  const byAccount = await store.hit(accountKey, windowMs);
  if (byAccount.count > A.max) {
    // Not checked, so not the address's failure: only the account (or device) is locked.
    await store.release(addressKey);
    throw tooMany(byAccount.resetInMs);
  }
  const wait = Math.max(delayFor(byAccount.count - 1, A.free, opts.delayMs), delayFor(byAddress.count - 1, B.free, opts.delayMs));
  if (wait > 0) await sleep(wait);
  return {
    // The account's (or device's) failures are forgiven; the address's stay until its window ends, so
    // an attacker cannot reset them by signing in to an account of their own between guesses.
    succeeded: async () => {
      await Promise.all([store.del(accountKey), store.release(addressKey)]);
    },
    failed: async () => undefined,
  };
}
