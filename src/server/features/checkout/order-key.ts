import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The key of an order's link (`/order/{id}?key=…`, docs/contract.md §7): 24 random bytes; the order
 * keeps only SHA-256 hashes of its keys (a duplicate order answered again gets a key of its own, so
 * the first link keeps working): space-separated, the newest last, at most MAX_KEYS.
 */
const MAX_KEYS = 5;

export const newOrderKey = (): string => randomBytes(24).toString('base64url');
export const hashOrderKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export function withKeyHash(stored: string | null, hash: string): string {
  return [...(stored ? stored.split(' ') : []), hash].slice(-MAX_KEYS).join(' ');
}

/** Whether `key` opens an order whose hashes are `stored` (constant time per hash). */
export function keyOpens(stored: string | null, key: string | undefined): boolean {
  if (!stored || !key || key.length > 100) return false;
  const given = Buffer.from(hashOrderKey(key), 'hex');
  let ok = false;
  for (const hash of stored.split(' ')) {
    const known = Buffer.from(hash, 'hex');
    if (known.length === given.length && timingSafeEqual(known, given)) ok = true;
  }
  return ok;
}

export const orderUrlOf = (id: string, key: string) => `/order/${id}?key=${key}`;
