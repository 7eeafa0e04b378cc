import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/**
 * State that every instance of the app must agree on: counters for throttles and rate limits,
 * cached values, and invalidation messages. With `REDIS_URL` it lives in Redis, so several
 * instances behind one proxy count and cache together; without it (one process, a newcomer's
 * laptop) it lives in this process's memory with the same behaviour.
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** The Redis connection, for libraries that take one (@fastify/rate-limit); undefined in memory. */
  readonly redis: Redis | undefined;
  /**
   * Counts one hit on `key` in a fixed window that starts with its first hit and lasts `windowMs`.
   * Returns the count including this hit and the time left in the window.
   */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** Gives one hit back (a reservation that turned out not to count); the window is unchanged, never below 0. */
  release(key: string): Promise<void>;
  /** Reads a counter without counting; null when there is none (never hit, or its window ended). */
  peek(key: string): Promise<Counter | null>;
  get(key: string): Promise<string | null>;
  /** Stores `value` for `ttlMs`. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Deletes keys (counters or values); unknown keys are ignored. */
  del(...keys: string[]): Promise<void>;
  /** Sends `message` to every subscriber of `channel`, in every instance, this one included. */
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

export interface Counter {
  count: number;
  resetInMs: number;
}

export function createSharedStore(opts: { redisUrl?: string | undefined; keyPrefix?: string }): SharedStore {
  return opts.redisUrl ? new RedisStore(opts.redisUrl, opts.keyPrefix ?? 'nabta:') : new MemoryStore();
}

/** In-process store: entries expire lazily on read and are swept when the map grows. */
export class MemoryStore implements SharedStore {
  readonly kind = 'memory';
  readonly redis = undefined;
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  private readonly bus = new EventEmitter().setMaxListeners(0);

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Counter> {
    const now = this.now();
    const entry = this.live(key, now);
    if (entry) {
      entry.value = String(Number(entry.value) + 1);
      return { count: Number(entry.value), resetInMs: entry.expiresAt - now };
    }
    this.put(key, '1', windowMs, now);
    return { count: 1, resetInMs: windowMs };
  }

  async release(key: string): Promise<void> {
    const entry = this.live(key, this.now());
    if (entry && Number(entry.value) > 0) entry.value = String(Number(entry.value) - 1);
  }

  async peek(key: string): Promise<Counter | null> {
    const now = this.now();
    const entry = this.live(key, now);
    return entry ? { count: Number(entry.value), resetInMs: entry.expiresAt - now } : null;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key, this.now())?.value ?? null;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    this.put(key, value, ttlMs, this.now());
  }

  async del(...keys: string[]): Promise<void> {
    for (const key of keys) this.entries.delete(key);
  }

  async publish(channel: string, message: string): Promise<void> {
    this.bus.emit(channel, message);
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<void> {
    this.bus.on(channel, onMessage);
  }

  async close(): Promise<void> {
    this.bus.removeAllListeners();
    this.entries.clear();
  }

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private put(key: string, value: string, ttlMs: number, now: number) {
    this.entries.set(key, { value, expiresAt: now + ttlMs });
    if (this.entries.size > 100_000) {
      for (const [k, e] of this.entries) if (e.expiresAt <= now) this.entries.delete(k);
    }
  }
}

// INCR then start the window on the first hit, atomically (a crash between two calls would leave a
// counter without expiry, locking someone out for good).
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

// DECR keeps the key's expiry; a counter whose window ended is not brought back to life at -1.
const RELEASE_SCRIPT = `
local value = tonumber(redis.call('GET', KEYS[1]) or '0')
if value > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Redis store: every key is prefixed, so several apps (or test runs) can share one server. */
export class RedisStore implements SharedStore {
  readonly kind = 'redis';
  readonly redis: Redis;
  private subscriber: Redis | undefined;
  private readonly handlers = new Map<string, ((message: string) => void)[]>();

  constructor(url: string, private readonly prefix: string) {
    // NOTE: fail fast rather than queue commands forever when Redis is down: a request then gets an
    // error (500, logged) instead of hanging. See @fastify/rate-limit's README on ioredis settings.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true, lazyConnect: false });
  }

  async hit(key: string, windowMs: number): Promise<Counter> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async peek(key: string): Promise<Counter | null> {
    const [value, ttl] = await Promise.all([this.redis.get(this.prefix + key), this.redis.pttl(this.prefix + key)]);
    return value === null || ttl <= 0 ? null : { count: Number(value), resetInMs: ttl };
  }

  get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }

  async del(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((k) => this.prefix + k));
  }

  async publish(channel: string, message: string): Promise<void> {
    await this.redis.publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<void> {
    if (!this.subscriber) {
      // A connection in subscriber mode can do nothing else: it gets its own.
      this.subscriber = this.redis.duplicate();
      this.subscriber.on('message', (ch: string, message: string) => {
        for (const handler of this.handlers.get(ch) ?? []) handler(message);
      });
    }
    const full = this.prefix + channel;
    const list = this.handlers.get(full) ?? [];
    list.push(onMessage);
    this.handlers.set(full, list);
    if (list.length === 1) await this.subscriber.subscribe(full);
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.quit().catch(() => undefined), this.subscriber?.quit().catch(() => undefined)]);
  }
}
