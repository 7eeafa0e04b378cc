import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createSharedStore, MemoryStore, type SharedStore } from './shared-store';

// The same behaviour in process and in Redis; Redis runs when TEST_REDIS_URL is set (.ci/run sets it).
const kinds: [string, () => SharedStore][] = [['memory', () => new MemoryStore()]];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) kinds.push(['redis', () => createSharedStore({ redisUrl, keyPrefix: `nabta-test:${randomUUID()}:` })]);

describe.each(kinds)('shared store (%s)', (_kind, make) => {
  const stores: SharedStore[] = [];
  const open = () => {
    const store = make();
    stores.push(store);
    return store;
  };
  afterEach(async () => {
    await Promise.all(stores.splice(0).map((s) => s.close()));
  });

  it('counts hits in a window that starts at the first hit', async () => {
    const store = open();
    expect((await store.hit('login:a', 60_000)).count).toBe(1);
    const second = await store.hit('login:a', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect(await store.peek('login:a')).toMatchObject({ count: 2 });
    expect(await store.peek('login:b')).toBeNull();
  });

  it('starts counting again once the window is over', async () => {
    const store = open();
    await store.hit('k', 40);
    await store.hit('k', 40);
    await new Promise((r) => setTimeout(r, 80));
    expect(await store.peek('k')).toBeNull();
    expect((await store.hit('k', 40)).count).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const store = open();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hit('burst', 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it('gives a hit back without moving the window or going below zero', async () => {
    const store = open();
    await store.hit('reserve', 60_000);
    await store.hit('reserve', 60_000);
    await Promise.all([store.release('reserve'), store.release('reserve'), store.release('reserve')]);
    expect(await store.peek('reserve')).toMatchObject({ count: 0 });
    await store.release('never-hit');
    expect(await store.peek('never-hit')).toBeNull();
    expect((await store.hit('reserve', 60_000)).count).toBe(1);
  });

  it('keeps values until their time is up, and deletes them on demand', async () => {
    const store = open();
    await store.set('plant:1', '{"name":"Olivier"}', 60_000);
    await store.set('short', 'x', 30);
    expect(await store.get('plant:1')).toBe('{"name":"Olivier"}');
    await new Promise((r) => setTimeout(r, 60));
    expect(await store.get('short')).toBeNull();
    await store.del('plant:1', 'never-set');
    expect(await store.get('plant:1')).toBeNull();
  });

  it('delivers a published message to every subscriber', async () => {
    const store = open();
    const received: string[] = [];
    await store.subscribe('catalog', (m) => received.push(`a:${m}`));
    await store.subscribe('catalog', (m) => received.push(`b:${m}`));
    await store.publish('catalog', 'changed');
    await expect.poll(() => received.sort()).toEqual(['a:changed', 'b:changed']);
  });
});

describe.runIf(redisUrl)('shared store across instances (redis)', () => {
  it('shares counters, values and messages between two connections with the same prefix', async () => {
    const keyPrefix = `nabta-test:${randomUUID()}:`;
    const one = createSharedStore({ redisUrl, keyPrefix });
    const two = createSharedStore({ redisUrl, keyPrefix });
    try {
      await one.hit('login:x', 60_000);
      expect((await two.hit('login:x', 60_000)).count).toBe(2);
      await one.set('v', '1', 60_000);
      expect(await two.get('v')).toBe('1');
      const heard: string[] = [];
      await two.subscribe('bus', (m) => heard.push(m));
      await one.publish('bus', 'hello');
      await expect.poll(() => heard).toEqual(['hello']);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
