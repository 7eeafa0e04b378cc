import { describe, expect, it } from 'vitest';
import { CompressedBody, pickEncoding } from './compressed-body';
import { ResponseCache, type CachedResponse } from './response-cache';

const answer = (value: unknown): CachedResponse => ({ body: CompressedBody.json(value) });
const limits = { maxEntries: 10, maxBytes: 1_000_000, maxAgeMs: 60_000 };

function deferred() {
  let resolve!: (r: CachedResponse) => void;
  const promise = new Promise<CachedResponse>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ResponseCache', () => {
  it('shares one load between concurrent misses of a key', async () => {
    const cache = new ResponseCache(limits);
    let loads = 0;
    const load = async () => (loads++, answer([1]));
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    await cache.get('k', load);
    expect(loads).toBe(1);
  });

  it('never keeps an answer whose load started before a clear', async () => {
    const cache = new ResponseCache(limits);
    const old = deferred();
    const first = cache.get('k', () => old.promise);
    cache.clear();
    old.resolve(answer('old'));
    expect((await first).body.raw.toString()).toBe('"old"');
    expect((await cache.get('k', async () => answer('new'))).body.raw.toString()).toBe('"new"');
  });

  it('forgets a failed load, so the next request tries again', async () => {
    const cache = new ResponseCache(limits);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.get('k', async () => answer('up'))).body.raw.toString()).toBe('"up"');
  });

  it('drops the oldest entries beyond its bounds, and entries past their age', async () => {
    let now = 0;
    const cache = new ResponseCache({ ...limits, maxEntries: 2, maxAgeMs: 1000 }, () => now);
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => answer(key));
    expect(cache.size).toBe(2);
    let reloaded = false;
    await cache.get('a', async () => ((reloaded = true), answer('a')));
    expect(reloaded).toBe(true);
    now = 1500;
    let aged = false;
    await cache.get('c', async () => ((aged = true), answer('c')));
    expect(aged).toBe(true);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('picks %s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
