import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startYalidineFake, type YalidineFake } from '../../../../../tests/fakes/yalidine.fake';
import { createSharedStore, MemoryStore, type SharedStore } from '../../../lib/shared-store';
import { CourierError } from '../types';
import { createYalidineClient } from '.';

/*
 * Yalidine's quotas are the account's, whichever instance of the shop spends them (decision 018): once
 * one instance saw a window spent, the others hold back too. Two instances are two clients on one
 * store in process, and two stores (two connections) on one Redis when TEST_REDIS_URL is set.
 */

const KEYS = { apiId: '08467949173865045243', apiToken: 'tok_quota_6tDv0VDFh5MKfvcyQtO3' };
const kinds: [string, () => [SharedStore, SharedStore]][] = [
  [
    'in process',
    () => {
      const store = new MemoryStore();
      return [store, store];
    },
  ],
];
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) {
  kinds.push([
    'Redis',
    () => {
      const keyPrefix = `nabta-test:${randomUUID()}:`;
      return [createSharedStore({ redisUrl, keyPrefix }), createSharedStore({ redisUrl, keyPrefix })];
    },
  ]);
}

let fake: YalidineFake;
beforeAll(async () => {
  fake = await startYalidineFake({ ...KEYS, webhookSecret: 'unused' });
});
afterAll(() => fake.close());

describe.each(kinds)("Yalidine's quotas shared by two instances (%s)", (_kind, open) => {
  let stores: [SharedStore, SharedStore];
  const instance = (i: 0 | 1) => createYalidineClient({ ...KEYS, apiUrl: `${fake.url}/v1` }, { store: stores[i] });
  const calls = () => fake.requests.filter((r) => r.url.pathname.startsWith('/v1/wilayas')).length;

  beforeEach(() => {
    stores = open();
    fake.resetQuotas();
    fake.requests.length = 0;
    fake.perSecond = 5;
    fake.dayQuotaLeft = 9000;
  });
  afterEach(async () => {
    await Promise.all([...new Set(stores)].map((s) => s.close()));
  });

  it('one instance spends the second: the other waits for the next second instead of meeting a 429', async () => {
    fake.perSecond = 2;
    // Start at the beginning of a second, so both calls of the first instance fall in it.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
    await instance(0).test();
    await instance(0).test(); // x-second-quota-left: 0
    const second = Math.floor(Date.now() / 1000);
    await instance(1).test();
    expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(second);
    expect(calls()).toBe(3); // no 429 and no retry: the second instance never sent into the spent second
  });

  it("the day's quota spent on one instance: the other refuses at once, saying when to try again, and sends nothing", async () => {
    fake.dayQuotaLeft = 1;
    await instance(0).test(); // the day's last call: x-day-quota-left: 0
    const refused = await instance(1)
      .test()
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(CourierError);
    expect(refused).toMatchObject({ kind: 'quota', message: expect.stringMatching(/^Yalidine quota reached: try again in \d+ s$/) });
    expect(calls()).toBe(1);
  });
});
