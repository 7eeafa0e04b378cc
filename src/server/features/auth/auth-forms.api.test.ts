import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '@shared/messages';
import { ar } from '@shared/messages/ar';
import { fr } from '@shared/messages/fr';
import { SESSION_COOKIE } from '@shared/domain/site-cookies';
import { buildTestApp, Client, signUp, type TestApp } from '../../../../tests/helpers/test-app';

/*
 * Sign in, sign up and "forgot password" as HTML forms posted without JavaScript
 * (docs/decisions/032-forms-before-code.md): 303 to where the person was going, or to the form's page
 * with `?lf=` / `?sf=` / `?ff=` naming what was typed (never a password) and why.
 */

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
});
afterEach(async () => {
  await t.close();
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const post = (client: Client, url: string, fields: Record<string, string>, headers: Record<string, string> = {}, remoteAddress = '10.1.2.3') =>
  client.request({ method: 'POST', url, payload: new URLSearchParams(fields).toString(), headers: { ...FORM, ...headers }, remoteAddress });
/** The state a refused form was sent back with: its page, and what `GET /api/orders/express/form/:id` keeps. */
async function stateOf(location: unknown, param: string) {
  const url = new URL(String(location), 'http://x');
  const id = url.searchParams.get(param);
  expect(id, String(location)).toMatch(/^[0-9a-f-]{36}$/);
  const res = await new Client(t.app).get(`/api/orders/express/form/${id}`);
  expect(res.statusCode).toBe(200);
  return { path: url.pathname, next: url.searchParams.get('next'), ...(res.json() as { values: Record<string, string>; message: string; fieldErrors: Record<string, string> }) };
}

describe('POST /api/auth/login/form', () => {
  it('a wrong password: the login page again with the spec’s message beside the password, the e-mail kept and never the password; then the right one signs in where the person was going', async () => {
    await signUp(new Client(t.app), { email: 'amina@example.dz', password: 'secret123' });
    const browser = new Client(t.app);
    const wrong = await post(browser, '/api/auth/login/form', { email: 'amina@example.dz', password: 'wrong-password-123', next: '/checkout' }, { cookie: 'lang=ar' });
    expect(wrong.statusCode, wrong.body).toBe(303);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    const refused = await stateOf(wrong.headers.location, 'lf');
    expect(refused).toMatchObject({ path: '/login', next: '/checkout', values: { email: 'amina@example.dz' }, message: ar.auth.invalidCredentials });
    expect(refused.fieldErrors).toEqual({ password: ar.auth.invalidCredentials });
    expect(JSON.stringify(refused)).not.toContain('wrong-password-123');

    const right = await post(browser, '/api/auth/login/form', { email: 'amina@example.dz', password: 'secret123', next: '/checkout' });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/checkout');
    const session = right.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(session).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    const me = await browser.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('amina@example.dz');
  });

  it('rotates the session like the JSON login: the browser’s previous session ends', async () => {
    await signUp(new Client(t.app), { email: 'karim@example.dz', password: 'secret123' });
    const browser = new Client(t.app);
    await post(browser, '/api/auth/login/form', { email: 'karim@example.dz', password: 'secret123' });
    const first = browser.cookie(SESSION_COOKIE)!;
    await post(browser, '/api/auth/login/form', { email: 'karim@example.dz', password: 'secret123' });
    expect(browser.cookie(SESSION_COOKIE)).not.toBe(first);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: `${SESSION_COOKIE}=${first}` } });
    expect(old.statusCode).toBe(401);
  });

  it('never sends anyone off the site: a `next` to another host goes home', async () => {
    await signUp(new Client(t.app), { email: 'sara@example.dz', password: 'secret123' });
    for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example', '/.//evil.example', '/api/admin/users']) {
      const res = await post(new Client(t.app), '/api/auth/login/form', { email: 'sara@example.dz', password: 'secret123', next });
      expect(res.headers.location, next).toBe('/');
    }
    const refused = await post(new Client(t.app), '/api/auth/login/form', { email: 'sara@example.dz', password: 'nope', next: '//evil.example' });
    expect((await stateOf(refused.headers.location, 'lf')).next).toBeNull();
  });

  it('blank fields, a NUL byte or a huge body: the form again with field errors or a 4xx, never a 5xx', async () => {
    const blank = await stateOf((await post(new Client(t.app), '/api/auth/login/form', { email: '', password: '' }, { cookie: 'lang=fr' })).headers.location, 'lf');
    expect(Object.keys(blank.fieldErrors).sort()).toEqual(['email', 'password']);
    expect(blank.fieldErrors.password).toBe(fr.validation.passwordRequired);
    const nul = await post(new Client(t.app), '/api/auth/login/form', { email: 'amina\u0000@example.dz', password: 'x' });
    expect(nul.statusCode).toBe(303);
    const nulState = await stateOf(nul.headers.location, 'lf');
    expect(nulState.fieldErrors.email).toBe(en.errors.badCharacters);
    expect(nulState.values.email).toBe('amina@example.dz');
    const huge = await post(new Client(t.app), '/api/auth/login/form', { email: 'a'.repeat(20_000), password: 'x' });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a post from another site (403), like every state-changing call', async () => {
    await signUp(new Client(t.app), { email: 'nadia@example.dz', password: 'secret123' });
    const browser = new Client(t.app);
    const res = await post(browser, '/api/auth/login/form', { email: 'nadia@example.dz', password: 'secret123' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(browser.cookie(SESSION_COOKIE)).toBeUndefined();
    const crossSite = await post(browser, '/api/auth/login/form', { email: 'nadia@example.dz', password: 'secret123' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
  });

  it('shares the JSON login’s throttle: a guessed account refuses the form too', async () => {
    await signUp(new Client(t.app), { email: 'yacine@example.dz', password: 'secret123' });
    const guesser = new Client(t.app);
    let last = '';
    for (let i = 0; i < 12; i++) {
      const res = await guesser.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'yacine@example.dz', password: `guess-${i}` }, remoteAddress: '10.6.6.6' });
      last = String(res.statusCode);
    }
    expect(last).toBe('429');
    const form = await post(guesser, '/api/auth/login/form', { email: 'yacine@example.dz', password: 'secret123' }, {}, '10.6.6.6');
    expect(form.statusCode).toBe(303);
    expect(new URL(String(form.headers.location), 'http://x').pathname).toBe('/login');
    expect(guesser.cookie(SESSION_COOKIE)).toBeUndefined();
  });
});

describe('POST /api/auth/signup/form', () => {
  it('opens the account signed in and goes where the person was going', async () => {
    const browser = new Client(t.app);
    const res = await post(browser, '/api/auth/signup/form', { firstName: 'أمينة', lastName: 'بن علي', email: 'amina.signup@example.dz', password: 'secret123', confirmPassword: 'secret123', next: '/plant/3' });
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/plant/3');
    const me = (await browser.get('/api/auth/user')).json();
    expect(me).toMatchObject({ email: 'amina.signup@example.dz', firstName: 'أمينة', lastName: 'بن علي' });
  });

  it('refused (passwords differ, an address taken): the form again with the errors and what was typed, never a password', async () => {
    const mismatch = await post(new Client(t.app), '/api/auth/signup/form', { firstName: 'Sara', lastName: 'Haddad', email: 'sara@example.dz', password: 'secret123', confirmPassword: 'secret124' }, { cookie: 'lang=fr' });
    const state = await stateOf(mismatch.headers.location, 'sf');
    expect(state.path).toBe('/signup');
    expect(state.values).toEqual({ firstName: 'Sara', lastName: 'Haddad', email: 'sara@example.dz' });
    expect(state.fieldErrors).toEqual({ confirmPassword: fr.validation.passwordsDontMatch });

    await signUp(new Client(t.app), { email: 'taken@example.dz' });
    const taken = await post(new Client(t.app), '/api/auth/signup/form', { firstName: 'Sara', lastName: 'Haddad', email: 'taken@example.dz', password: 'secret123', confirmPassword: 'secret123' }, { cookie: 'lang=ar' });
    const takenState = await stateOf(taken.headers.location, 'sf');
    expect(takenState.message).toBe(ar.auth.emailTaken);
    expect(JSON.stringify(takenState)).not.toContain('secret123');
  });

  it('a NUL byte or a cross-site post: form errors or 403, never a 5xx', async () => {
    const nul = await post(new Client(t.app), '/api/auth/signup/form', { firstName: 'Sa\u0000ra', lastName: 'H', email: 'x@example.dz', password: 'secret123', confirmPassword: 'secret123' });
    expect(nul.statusCode).toBe(303);
    expect(Object.keys((await stateOf(nul.headers.location, 'sf')).fieldErrors)).toEqual(['firstName']);
    const cross = await post(new Client(t.app), '/api/auth/signup/form', { firstName: 'Sara', lastName: 'Haddad', email: 'cross@example.dz', password: 'secret123', confirmPassword: 'secret123' }, { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
  });
});

describe('POST /api/auth/forgot-password/form', () => {
  it('answers the JSON route’s words on the page (`?fs=`), and a bad address sends the form back with the error', async () => {
    const sent = await post(new Client(t.app), '/api/auth/forgot-password/form', { email: 'someone@example.dz' }, { cookie: 'lang=ar' });
    expect(sent.statusCode).toBe(303);
    const answer = await stateOf(sent.headers.location, 'fs');
    expect(answer.path).toBe('/forgot-password');
    expect(answer.message).toBe(ar.auth.forgotUnavailable);

    const bad = await post(new Client(t.app), '/api/auth/forgot-password/form', { email: 'not-an-address' });
    const state = await stateOf(bad.headers.location, 'ff');
    expect(state.values).toEqual({ email: 'not-an-address' });
    expect(Object.keys(state.fieldErrors)).toEqual(['email']);
    const cross = await post(new Client(t.app), '/api/auth/forgot-password/form', { email: 'someone@example.dz' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.statusCode).toBe(403);
  });
});
