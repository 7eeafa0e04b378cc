import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, Client, type TestApp } from '../../../tests/helpers/test-app';

const redisUrl = process.env.TEST_REDIS_URL;
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

describe.runIf(redisUrl)('rate limits with REDIS_URL', () => {
  it('hold across two instances: the 21st newsletter sign-up from one address is refused whichever instance gets it', async () => {
    const env = { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `nabta-test:${randomUUID()}:` };
    apps.push(await buildTestApp({ env, catalogue: false }));
    apps.push(await buildTestApp({ env, catalogue: false, keepData: true }));
    const [one, two] = apps.map((a) => new Client(a.app));
    for (let i = 0; i < 20; i++) {
      const res = await (i % 2 ? one : two)!.post('/api/newsletter', { email: `reader${i}@example.dz` });
      expect(res.statusCode).toBe(200);
    }
    const refused = await one!.post('/api/newsletter', { email: 'reader99@example.dz' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toHaveProperty('message');
  });
});
