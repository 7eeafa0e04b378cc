import type { CompressedBody } from './compressed-body';

export interface CachedResponse {
  body: CompressedBody;
  /** Extra headers sent with it (X-Total-Count). */
  headers?: Record<string, string>;
  /** Its status when not 200 (a page whose plant does not exist is a 404). */
  status?: number;
}

interface Slot {
  response: Promise<CachedResponse>;
  bytes: number;
  storedAt: number;
}

/**
 * An instance's memory of finished answers, keyed by the request's meaning. Concurrent misses on one
 * key share one load (50 clients asking for the whole list cost one query). `clear()` forgets
 * everything at once, loads in flight included: a load that started before a change is answered to
 * the requests that started it but never stored, so the cache never holds data older than its last
 * clear. Bounded in entries and bytes (oldest first out) and, as a safety net for a lost
 * invalidation message, in age.
 */
export class ResponseCache {
  private slots = new Map<string, Slot>();
  private bytes = 0;

  constructor(
    private readonly limits: { maxEntries: number; maxBytes: number; maxAgeMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<CachedResponse>): Promise<CachedResponse> {
    const slot = this.slots.get(key);
    if (slot && this.now() - slot.storedAt < this.limits.maxAgeMs) return slot.response;
    if (slot) this.forget(key, slot);

    const slots = this.slots;
    const fresh: Slot = { response: load(), bytes: 0, storedAt: this.now() };
    slots.set(key, fresh);
    fresh.response.then(
      (response) => {
        // Cleared meanwhile: this map is no longer the cache's, nothing to account.
        if (this.slots !== slots || slots.get(key) !== fresh) return;
        fresh.bytes = response.body.size;
        this.bytes += fresh.bytes;
        this.evict();
      },
      () => {
        if (slots.get(key) === fresh) slots.delete(key);
      },
    );
    this.evict();
    return fresh.response;
  }

  clear(): void {
    this.slots = new Map();
    this.bytes = 0;
  }

  get size(): number {
    return this.slots.size;
  }

  private forget(key: string, slot: Slot) {
    this.slots.delete(key);
    this.bytes -= slot.bytes;
  }

  private evict() {
    for (const [key, slot] of this.slots) {
      if (this.slots.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) return;
      this.forget(key, slot);
    }
  }
}
