import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@shared/session-hint';
import { buildTestApp, Client, signUp, type TestApp } from '../../../tests/helpers/test-app';
import { SESSION_COOKIE } from './session';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
});
afterEach(() => t.close());

const cookieNamed = (res: { cookies: { name: string; value: string; httpOnly?: boolean; maxAge?: number }[] }, name: string) =>
  res.cookies.find((c) => c.name === name);

describe('the session hint cookie', () => {
  it('comes readable by scripts with the session, and goes with it at logout', async () => {
    const client = new Client(t.app);
    await signUp(client);
    expect(client.cookie(SESSION_HINT_COOKIE)).toBe('1');
    const login = await client.post('/api/auth/login', { email: 'amina@example.dz', password: 'secret123' });
    const hint = cookieNamed(login, SESSION_HINT_COOKIE);
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    expect(cookieNamed(login, SESSION_COOKIE)?.httpOnly).toBe(true);

    await client.post('/api/auth/logout');
    expect(client.cookie(SESSION_HINT_COOKIE)).toBeUndefined();
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
  });

  it('is cleared with a session cookie that no longer opens a session', async () => {
    const res = await t.app.inject({ url: '/api/auth/user', cookies: { [SESSION_COOKIE]: 'expired-token', [SESSION_HINT_COOKIE]: '1' } });
    expect(res.statusCode).toBe(401);
    expect(cookieNamed(res, SESSION_HINT_COOKIE)?.value).toBe('');
    expect(cookieNamed(res, SESSION_COOKIE)?.value).toBe('');
  });
});
