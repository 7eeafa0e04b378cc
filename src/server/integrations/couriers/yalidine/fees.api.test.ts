import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { startYalidineFake, type YalidineFake } from '../../../../../tests/fakes/yalidine.fake';
import { MemoryStore } from '../../../lib/shared-store';
import { CourierError } from '../types';
import { createYalidineClient } from '.';

/*
 * Yalidine's fees are one call per destination wilaya (58), more than its 50 calls a minute (decision
 * 018 "Courier fees"): a read stops when a quota is spent, saying so, and keeps what it read; the next
 * read asks only for the rest. The clock is set (Date only) so that the minute is far from turning.
 */

const KEYS = { apiId: '30467949173865045211', apiToken: 'tok_fees_6tDv0VDFh5MKfvcyQtO3' };
let fake: YalidineFake;
beforeAll(async () => {
  fake = await startYalidineFake({ ...KEYS, webhookSecret: 'unused' });
});
afterAll(() => fake.close());
afterEach(() => {
  vi.useRealTimers();
});

it('stops at a spent minute quota with what to do, then reads only the wilayas it had not read', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:05Z'));
  fake.perSecond = 1000;
  fake.perMinute = 10;
  fake.resetQuotas();
  const client = createYalidineClient({ ...KEYS, apiUrl: `${fake.url}/v1` }, { store: new MemoryStore() });
  const feesCalls = () => fake.requests.filter((r) => r.url.pathname === '/v1/fees/').length;

  const refusal = await client.fees!(16).catch((err: unknown) => err);
  expect(refusal).toBeInstanceOf(CourierError);
  expect((refusal as CourierError).kind).toBe('quota');
  expect((refusal as CourierError).message).toMatch(/try again in 55 s \(fees of 10 of 58 wilayas read and kept\)/);
  expect(feesCalls()).toBe(10);

  vi.setSystemTime(new Date('2026-11-25T12:01:05Z'));
  fake.perMinute = 1000;
  const fees = await client.fees!(16);
  expect(fees.map((f) => f.wilaya)).toEqual(Array.from({ length: 58 }, (_, i) => i + 1));
  expect(fees.find((f) => f.wilaya === 31)).toEqual({ wilaya: 31, home: 70_000, desk: 50_000 });
  expect(feesCalls()).toBe(58); // the first 10 from the store
});
