import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '@shared/messages';
import { ar } from '@shared/messages/ar';
import { buildTestApp, Client, logIn, TEST_ADMIN, type TestApp } from '../../../../tests/helpers/test-app';

/* The contact form posted without JavaScript (docs/decisions/032-forms-before-code.md). */

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
});
afterEach(async () => {
  await t.close();
});

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Client(t.app).request({
    method: 'POST',
    url: '/api/contact/form',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress: '10.4.4.4',
  });
const inbox = async () => {
  const admin = new Client(t.app);
  await logIn(admin, TEST_ADMIN.email, TEST_ADMIN.password);
  return ((await admin.get('/api/admin/contact-messages')).json() as { items: { name: string; subject: string; message: string }[] }).items;
};
const MESSAGE = { name: 'أمينة بن علي', email: 'amina@example.dz', subject: 'سؤال عن الصبار', message: 'هل يتحمل الصبار شمس وهران في الصيف؟' };

describe('POST /api/contact/form', () => {
  it('stores the message for admins and answers the sent panel (303 /contact?sent=1)', async () => {
    const res = await post(MESSAGE);
    expect(res.statusCode, res.body).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(await inbox()).toEqual([expect.objectContaining({ name: MESSAGE.name, subject: MESSAGE.subject, message: MESSAGE.message })]);
  });

  it('refused: the form again with the errors beside the fields and everything typed, nothing stored', async () => {
    const res = await post({ ...MESSAGE, message: 'قصير' }, { cookie: 'lang=ar' });
    expect(res.statusCode).toBe(303);
    const id = /^\/contact\?cf=([0-9a-f-]{36})$/.exec(String(res.headers.location))?.[1];
    expect(id, String(res.headers.location)).toBeDefined();
    const state = (await new Client(t.app).get(`/api/orders/express/form/${id}`)).json();
    expect(state.values).toEqual({ ...MESSAGE, message: 'قصير' });
    expect(state.fieldErrors).toEqual({ message: ar.contact.messageMin });
    expect(await inbox()).toEqual([]);
  });

  it('a NUL byte, a huge body or another site: form errors, 413 or 403, never a 5xx, nothing stored', async () => {
    const nul = await post({ ...MESSAGE, subject: 'Salut\u0000' });
    expect(nul.statusCode).toBe(303);
    const id = /cf=(.+)$/.exec(String(nul.headers.location))![1];
    expect((await new Client(t.app).get(`/api/orders/express/form/${id}`)).json().fieldErrors).toEqual({ subject: en.errors.badCharacters });
    expect((await post({ ...MESSAGE, message: 'ب'.repeat(20_000) })).statusCode).toBe(413);
    expect((await post(MESSAGE, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect(await inbox()).toEqual([]);
  });
});
