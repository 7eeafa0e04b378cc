import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, Client, type TestApp } from '../../../../tests/helpers/test-app';
import { en } from '@shared/messages';

let t: TestApp;
let client: Client;
beforeEach(async () => {
  t = await buildTestApp({ catalogue: false });
  client = new Client(t.app);
});
afterEach(() => t.close());

describe('newsletter sign-up', () => {
  it('stores a new e-mail and confirms in French', async () => {
    const res = await client.post('/api/newsletter', { email: 'Lina@Example.dz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: en.footer.subscribed, alreadySubscribed: false });
  });

  it('is duplicate-safe: a second sign-up says so and stores nothing new', async () => {
    await client.post('/api/newsletter', { email: 'lina@example.dz' });
    const res = await client.post('/api/newsletter', { email: 'LINA@example.dz' });
    expect(res.json()).toEqual({ message: en.footer.alreadySubscribed, alreadySubscribed: true });
  });

  it('rejects an invalid e-mail with the French message', async () => {
    const res = await client.post('/api/newsletter', { email: 'pas-un-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ email: en.footer.emailInvalid });
  });
});
