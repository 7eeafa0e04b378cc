import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, Client, logIn, signUp, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';
import { SESSION_COOKIE } from '../../plugins/session';
import { en } from '@shared/messages';

let t: TestApp;
let client: Client;

beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  client = new Client(t.app);
});
afterEach(() => t.close());

describe('signup', () => {
  it('creates a customer account, signs it in and never returns the password hash', async () => {
    const res = await client.post('/api/auth/signup', {
      email: 'Amina@Example.DZ',
      password: 'secret123',
      firstName: 'Amina',
      lastName: 'Benali',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, user: { email: 'amina@example.dz', role: 'user', firstName: 'Amina' } });
    expect(res.body).not.toMatch(/password/i);
    const me = await client.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'amina@example.dz', role: 'user', isOwner: false });
  });

  it('rejects a bad e-mail with the spec message', async () => {
    const res = await client.post('/api/auth/signup', { email: 'nope', password: 'secret123', firstName: 'A', lastName: 'B' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: en.validation.emailInvalid,
      fieldErrors: { email: en.validation.emailInvalid },
    });
  });

  it('rejects a short password and empty names with the spec messages', async () => {
    const res = await client.post('/api/auth/signup', { email: 'a@b.dz', password: '12345', firstName: ' ', lastName: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      password: en.validation.passwordMin,
      firstName: en.validation.firstNameRequired,
      lastName: en.validation.lastNameRequired,
    });
  });

  it('refuses a duplicate e-mail (any case) with 409', async () => {
    await signUp(client, { email: 'dup@example.dz' });
    const res = await new Client(t.app).post('/api/auth/signup', {
      email: 'DUP@example.dz',
      password: 'secret123',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(en.auth.emailTaken);
  });

  it('ignores a role sent by the client', async () => {
    const res = await client.post('/api/auth/signup', {
      email: 'sneaky@example.dz',
      password: 'secret123',
      firstName: 'S',
      lastName: 'N',
      role: 'admin',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.role).toBe('user');
  });
});

describe('login and sessions', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for the whole site', async () => {
    await signUp(client);
    const res = await logIn(new Client(t.app), 'amina@example.dz', 'secret123');
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    await t.close();
    t = await buildTestApp({ catalogue: false, env: { PUBLIC_ORIGIN: 'https://nabta.dz' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
  });

  it('answers a wrong password with 401 and the server message', async () => {
    await signUp(client);
    const res = await new Client(t.app).post('/api/auth/login', { email: 'amina@example.dz', password: 'wrong-one' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: en.auth.invalidCredentials });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await client.post('/api/auth/login', { email: 'ghost@example.dz', password: 'whatever' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: en.auth.invalidCredentials });
  });

  it('requires a password with the spec message', async () => {
    const res = await client.post('/api/auth/login', { email: 'a@b.dz', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ password: en.validation.passwordRequired });
  });

  it('rotates the session on login: the previous token stops working', async () => {
    await signUp(client);
    const before = client.cookie(SESSION_COOKIE)!;
    await logIn(client, 'amina@example.dz', 'secret123');
    const after = client.cookie(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: before } });
    expect(stale.statusCode).toBe(401);
    expect((await client.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('logout invalidates the session on the server, not just the cookie', async () => {
    await signUp(client);
    const token = client.cookie(SESSION_COOKIE)!;
    const res = await client.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();
    const replay = await t.app.inject({ method: 'GET', url: '/api/auth/user', cookies: { [SESSION_COOKIE]: token } });
    expect(replay.statusCode).toBe(401);
  });

  it('throttles repeated failed logins on one account with 429, even with the right password then', async () => {
    await signUp(new Client(t.app), { email: 'victim@example.dz' });
    const attempt = (password: string) => client.post('/api/auth/login', { email: 'victim@example.dz', password });
    for (let i = 0; i < 10; i++) expect((await attempt('guess')).statusCode).toBe(401);
    const res = await attempt('secret123');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(en.errors.tooManyLogins);
    const other = await client.post('/api/auth/login', TEST_ADMIN);
    expect(other.statusCode).toBe(200);
  });

  it('never throttles successful logins', async () => {
    for (let i = 0; i < 15; i++) expect((await client.post('/api/auth/login', TEST_ADMIN)).statusCode).toBe(200);
  });
});

describe('current user and guards', () => {
  it('answers 401 to a visitor asking for the current user', async () => {
    const res = await client.get('/api/auth/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: en.errors.unauthorized });
  });

  it('answers 401 to an anonymous call to a login-only route', async () => {
    const res = await client.patch('/api/profile', { firstName: 'A', lastName: 'B', email: 'a@b.dz' });
    expect(res.statusCode).toBe(401);
  });

  it('redirects GET /api/login to /login', async () => {
    const res = await client.get('/api/login');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
  });

  it('signs in the configured admin as the owner', async () => {
    await logIn(client, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await client.get('/api/auth/user')).json()).toMatchObject({ role: 'admin', isOwner: true });
  });
});

describe('profile', () => {
  beforeEach(() => signUp(client));
  const base = { firstName: 'Amina', lastName: 'Benali', email: 'amina@example.dz' };

  it('updates names and e-mail', async () => {
    const res = await client.patch('/api/profile', { ...base, firstName: 'Yasmine', email: 'yasmine@example.dz', currentPassword: 'secret123' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Yasmine', email: 'yasmine@example.dz' });
  });

  it('refuses a password change without the current password (400)', async () => {
    const res = await client.patch('/api/profile', { ...base, password: 'newsecret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ currentPassword: en.validation.currentPasswordRequired });
  });

  it('refuses a password change with a wrong current password (400)', async () => {
    const res = await client.patch('/api/profile', { ...base, currentPassword: 'nope-nope', password: 'newsecret' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(en.profile.currentPasswordWrong);
  });

  it('changes the password with the current one; the old password stops working', async () => {
    const res = await client.patch('/api/profile', { ...base, currentPassword: 'secret123', password: 'newsecret' });
    expect(res.statusCode).toBe(200);
    const other = new Client(t.app);
    expect((await other.post('/api/auth/login', { email: base.email, password: 'secret123' })).statusCode).toBe(401);
    expect((await other.post('/api/auth/login', { email: base.email, password: 'newsecret' })).statusCode).toBe(200);
  });

  it("keeps the owner's e-mail fixed: it names the owner (403)", async () => {
    const owner = new Client(t.app);
    await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await owner.patch('/api/profile', { firstName: 'O', lastName: 'W', email: 'new-owner@example.dz' });
    expect(res.statusCode).toBe(403);
    expect((await owner.get('/api/auth/user')).json()).toMatchObject({ email: TEST_ADMIN.email, isOwner: true });
  });

  it("refuses taking another account's e-mail (409)", async () => {
    await signUp(new Client(t.app), { email: 'taken@example.dz' });
    const res = await client.patch('/api/profile', { ...base, email: 'taken@example.dz', currentPassword: 'secret123' });
    expect(res.statusCode).toBe(409);
  });
});

describe('transport rules', () => {
  it('answers malformed JSON with 400 and a JSON message', async () => {
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: en.errors.malformedJson });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a state-changing request from another origin (403)', async () => {
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: TEST_ADMIN,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(en.errors.badOrigin);
  });

  it('accepts a same-origin browser request', async () => {
    const res = await client.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: TEST_ADMIN,
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await client.get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
