import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, Client, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { LOGIN_POLICY } from './login-defence';
import { en } from '@shared/messages';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function start(env: Record<string, string> = {}, keepData = false) {
  const t = await buildTestApp({ catalogue: false, keepData, env: { LOGIN_DELAY_MS: '0', ...env } });
  apps.push(t);
  return t;
}

const guess = (t: TestApp, email: string, from: string, password = 'wrong-guess') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: { email, password } });

describe('login defence', () => {
  it('locks one account guessed from many addresses: 429 with Retry-After once its failures reach the limit', async () => {
    const t = await start();
    const account = await signUp(new Client(t.app));
    for (let i = 0; i < LOGIN_POLICY.account.max; i++) expect((await guess(t, account.email, `10.0.0.${i + 1}`)).statusCode).toBe(401);
    const locked = await guess(t, account.email, '10.0.1.1', account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: en.errors.tooManyLogins });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not locked by it.
    const other = await signUp(new Client(t.app), { email: 'other@example.dz' });
    expect((await guess(t, other.email, '10.0.1.1', other.password)).statusCode).toBe(200);
  });

  it('locks one address spraying many accounts with a few guesses each', async () => {
    const t = await start();
    const statuses: number[] = [];
    for (let account = 0; account < 30; account++) {
      for (let n = 0; n < 3; n++) statuses.push((await guess(t, `victim${account}@example.dz`, '192.0.2.7')).statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_POLICY.address.max);
    expect(statuses.at(-1)).toBe(429);
    // Someone else's address is unaffected.
    expect((await guess(t, 'victim0@example.dz', '192.0.2.8')).statusCode).toBe(401);
  });

  it('counts wrong current passwords on PATCH /api/profile like failed logins', async () => {
    const t = await start();
    const client = new Client(t.app);
    const account = await signUp(client);
    const change = (currentPassword: string) =>
      client.request({
        method: 'PATCH',
        url: '/api/profile',
        remoteAddress: '198.51.100.4',
        payload: { firstName: 'A', lastName: 'B', email: account.email, currentPassword, password: 'new-password' },
      });
    for (let i = 0; i < LOGIN_POLICY.account.max; i++) expect((await change(`wrong-${i}`)).statusCode).toBe(400);
    const locked = await change(account.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('lets a burst of parallel guesses through no further than the limit', async () => {
    const t = await start();
    const account = await signUp(new Client(t.app));
    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => guess(t, account.email, `10.9.0.${i + 1}`)));
    expect(burst.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_POLICY.account.max);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(25 - LOGIN_POLICY.account.max);
  });

  it('checks no more passwords than the address limit when one address sends 200 guesses at once', async () => {
    const t = await start();
    const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => guess(t, `sprayed${i}@example.dz`, '203.0.113.9')));
    // A 401 is a password that was checked; the rest were refused before the check.
    expect(burst.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(LOGIN_POLICY.address.max);
    expect(burst.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(200 - LOGIN_POLICY.address.max);
  });

  it('lets the account owner in from a device that signed in before, while someone else has locked the account', async () => {
    const t = await start();
    const device = new Client(t.app);
    const account = await signUp(device);
    await device.post('/api/auth/logout');
    const login = (client: Client, from: string, password: string) =>
      client.request({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: { email: account.email, password } });
    expect((await login(device, '198.51.100.20', account.password)).statusCode).toBe(200);
    expect(device.cookie('nabta_device')).toBeTruthy();
    await device.post('/api/auth/logout');

    await Promise.all(Array.from({ length: 40 }, (_, i) => guess(t, account.email, `10.7.${i}.1`)));
    // A browser that never signed in is locked out with the attacker…
    expect((await login(new Client(t.app), '198.51.100.21', account.password)).statusCode).toBe(429);
    // …the known device is not, and its cookie is worth nothing for another account.
    expect((await login(device, '198.51.100.20', account.password)).statusCode).toBe(200);
  });

  it('locks a known device that keeps guessing, without letting it unlock the account', async () => {
    const t = await start();
    const device = new Client(t.app);
    const account = await signUp(device);
    const login = (password: string) =>
      device.request({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.30', payload: { email: account.email, password } });
    expect((await login(account.password)).statusCode).toBe(200);
    const statuses = [];
    for (let i = 0; i < LOGIN_POLICY.account.max + 1; i++) statuses.push((await login(`wrong-${i}`)).statusCode);
    expect(statuses.slice(0, LOGIN_POLICY.account.max).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('does not let a device cookie of one account skip the lockout of another', async () => {
    const t = await start();
    const device = new Client(t.app);
    const mine = await signUp(device);
    expect((await device.post('/api/auth/login', { email: mine.email, password: mine.password })).statusCode).toBe(200);
    const victim = await signUp(new Client(t.app), { email: 'victim@example.dz' });
    await Promise.all(Array.from({ length: 12 }, (_, i) => guess(t, victim.email, `10.8.${i}.1`)));
    const tried = await device.request({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.31', payload: { email: victim.email, password: 'guess' } });
    expect(tried.statusCode).toBe(429);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('login defence with REDIS_URL', () => {
  it('holds across two instances: guesses at one account from three addresses on two instances are counted together', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `nabta-test:${randomUUID()}:` };
    const one = await start(env);
    const two = await start(env, true);
    const account = await signUp(new Client(one.app));
    for (let i = 0; i < LOGIN_POLICY.account.max; i++) {
      expect((await guess(i % 2 ? one : two, account.email, `10.0.0.${i % 3}`)).statusCode).toBe(401);
    }
    expect((await guess(one, account.email, '10.0.0.1', account.password)).statusCode).toBe(429);
    expect((await guess(two, account.email, '10.0.0.2', account.password)).statusCode).toBe(429);
  });

  it('checks no more passwords than the address limit when one address sends 200 parallel guesses to two instances, locks the owner’s account for new browsers, and lets the owner in from a known device', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `nabta-test:${randomUUID()}:` };
    const one = await start(env);
    const two = await start(env, true);
    // The owner's browser signed in before (it holds a device cookie), from the owner's own address.
    const device = new Client(two.app);
    const ownerLogin = (client: Client, from: string) => client.request({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: TEST_ADMIN });
    expect((await ownerLogin(device, '198.51.100.50')).statusCode).toBe(200);
    expect(device.cookie('nabta_device')).toBeTruthy();

    // Three guesses in four at the owner's account, the rest sprayed over others, all from one address, half on each instance.
    const targets = Array.from({ length: 200 }, (_, i) => (i % 4 === 3 ? `sprayed${i}@example.dz` : TEST_ADMIN.email));
    const attack = Promise.all(targets.map((email, i) => guess(i % 2 ? one : two, email, '203.0.113.66')));
    const duringAttack = await ownerLogin(device, '198.51.100.50');
    const burst = await attack;

    // A 401 is a password that was checked; the rest were refused before the check.
    const checked = burst.filter((r) => r.statusCode === 401);
    expect(checked.length).toBeLessThanOrEqual(LOGIN_POLICY.address.max);
    expect(burst.filter((r) => r.statusCode !== 401).every((r) => r.statusCode === 429)).toBe(true);
    // Enough of them were on the owner's account to lock it: a browser that never signed in is refused the right password…
    expect(burst.filter((r, i) => r.statusCode === 401 && targets[i] === TEST_ADMIN.email)).toHaveLength(LOGIN_POLICY.account.max);
    for (const instance of [one, two]) expect((await ownerLogin(new Client(instance.app), '198.51.100.51')).statusCode).toBe(429);
    // …while the owner's known device signs in, during the attack and after it, on either instance.
    expect(duringAttack.statusCode).toBe(200);
    expect((await ownerLogin(device, '198.51.100.50')).statusCode).toBe(200);
    const deviceCookie = `nabta_device=${device.cookie('nabta_device')}`;
    const onOne = await one.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '198.51.100.50', payload: TEST_ADMIN, headers: { cookie: deviceCookie } });
    expect(onOne.statusCode).toBe(200);
  });
});
