import type { ServiceContext } from '../../context';
import { ResponseCache } from '../../lib/response-cache';
import type { SharedStore } from '../../lib/shared-store';

/**
 * The storefront's reads (plant lists, plants, featured, categories, public settings) are cached
 * whole — serialized and compressed — in each instance's memory. Any change to what they show
 * calls `invalidateCatalog` after its transaction commits: this instance forgets at once, and the
 * others hear it on the shared store's channel (Redis pub/sub with REDIS_URL) before the change's
 * request is answered.
 */
const CHANGED = 'catalog:changed';

// One cache per shared store: the store is what carries the invalidations it must hear.
const caches = new WeakMap<SharedStore, ResponseCache>();

export async function startCatalogCache(ctx: ServiceContext): Promise<ResponseCache> {
  const existing = caches.get(ctx.store);
  if (existing) return existing;
  const cache = new ResponseCache({
    maxEntries: 2000,
    maxBytes: 64 * 1024 * 1024,
    // NOTE: a message lost while Redis reconnects would leave another instance stale: bound it.
    maxAgeMs: ctx.store.kind === 'redis' ? 60_000 : Number.POSITIVE_INFINITY,
  });
  caches.set(ctx.store, cache);
  await ctx.store.subscribe(CHANGED, () => cache.clear());
  return cache;
}

/**
 * Call after every committed change to plants, categories, stock, settings or images: every
 * instance's catalogue cache is emptied before this resolves on this one (and as soon as the
 * message arrives on the others). Never inside a transaction: a read between the clear and the
 * commit would cache the old rows.
 */
export async function invalidateCatalog(ctx: ServiceContext): Promise<void> {
  caches.get(ctx.store)?.clear();
  try {
    await ctx.store.publish(CHANGED, '');
  } catch (err) {
    // The change is committed; other instances catch up within maxAgeMs. Not the customer's error.
    ctx.log.error({ err }, 'catalogue cache invalidation could not be published');
  }
}
