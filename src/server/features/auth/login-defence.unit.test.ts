import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../lib/shared-store';
import { beginPasswordAttempt, delayFor, LOGIN_POLICY } from './login-defence';

describe('login defence', () => {
  it('waits nothing while failures are few, then doubles the wait with each failure, up to a cap', () => {
    expect([0, 2, 3, 4, 5, 6].map((n) => delayFor(n, 3, 250))).toEqual([0, 0, 250, 500, 1000, 2000]);
    expect(delayFor(30, 3, 250)).toBe(LOGIN_POLICY.maxDelayMs);
    expect(delayFor(9, 3, 0)).toBe(0);
  });

  it('gives the account its count back on a success, but never the address', async () => {
    const store = new MemoryStore();
    const opts = { account: 'a@example.dz', address: '192.0.2.1', delayMs: 0 };
    await (await beginPasswordAttempt(store, opts)).failed();
    await (await beginPasswordAttempt(store, opts)).succeeded();
    expect(await store.peek('login:account:a@example.dz')).toBeNull();
    expect((await store.peek('login:address:192.0.2.1'))?.count).toBe(1);
  });
});
