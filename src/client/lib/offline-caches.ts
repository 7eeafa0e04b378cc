import { READER_CACHES } from '@shared/offline';

/**
 * Empties the service worker's caches of pages and catalogue reads (docs/decisions/023): called at
 * sign-out, so the next person on this phone finds nothing the account saw. They hold only what the
 * server lets any visitor see; this is the second lock.
 */
export async function clearReaderCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(READER_CACHES.map((name) => caches.delete(name).catch(() => false)));
}
