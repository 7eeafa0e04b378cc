import { msg } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import type { SharedStore } from '../../lib/shared-store';

/**
 * Password guessing defence, shared by every instance through `SharedStore` (Redis with REDIS_URL).
 * Failed attempts are counted per account (from any address) and per address (on any account), on
 * the login form and on the profile's current-password check alike. After a few failures each
 * attempt waits longer (doubling), then the account or address gets 429 with `Retry-After` until
 * its window ends. A success clears the account's count; the address's count only expires, so an
 * attacker cannot reset it by signing in to an account of their own between guesses.
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
 */
export async function beginPasswordAttempt(
  store: SharedStore,
  opts: { account: string; address: string; delayMs: number },
): Promise<PasswordAttempt> {
  const { windowMs, account: A, address: B } = LOGIN_POLICY;
  const accountKey = `login:account:${opts.account}`;
  const addressKey = `login:address:${opts.address}`;
  const [byAccount, byAddress] = await Promise.all([store.peek(accountKey), store.peek(addressKey)]);
  if (byAddress && byAddress.count >= B.max) throw tooMany(byAddress.resetInMs);
  if (byAccount && byAccount.count >= A.max) throw tooMany(byAccount.resetInMs);
  // The account's count is taken before the check, so a burst of parallel guesses cannot all pass
  // the peek above: the attempt past the limit is refused here. A success gives it back.
  const reserved = await store.hit(accountKey, windowMs);
  if (reserved.count > A.max) throw tooMany(reserved.resetInMs);
  const wait = Math.max(delayFor(reserved.count - 1, A.free, opts.delayMs), delayFor(byAddress?.count ?? 0, B.free, opts.delayMs));
  if (wait > 0) await sleep(wait);
  return {
    succeeded: () => store.del(accountKey),
    failed: async () => {
      await store.hit(addressKey, windowMs);
    },
  };
}
