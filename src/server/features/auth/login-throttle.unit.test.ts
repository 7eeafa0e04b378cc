import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks a key after max failures inside the window, and only that key', () => {
    const t = new LoginThrottle(3, 1000, () => 0);
    for (let i = 0; i < 3; i++) t.recordFailure('ip|a');
    expect(t.isBlocked('ip|a')).toBe(true);
    expect(t.isBlocked('ip|b')).toBe(false);
  });

  it('forgets failures once the window has passed', () => {
    let now = 0;
    const t = new LoginThrottle(2, 1000, () => now);
    t.recordFailure('k');
    t.recordFailure('k');
    now = 1000;
    expect(t.isBlocked('k')).toBe(false);
  });

  it('clears the count on a successful login', () => {
    const t = new LoginThrottle(2, 1000, () => 0);
    t.recordFailure('k');
    t.clear('k');
    t.recordFailure('k');
    expect(t.isBlocked('k')).toBe(false);
  });
});
