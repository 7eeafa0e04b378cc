import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type AppConfig } from '../../src/server/config';
import { seedDatabase } from '../../src/server/db/seed';
import { createSharedStore } from '../../src/server/lib/shared-store';
import { resetDatabase, workerDatabase } from './test-db';
import type { ReceivedMail, SmtpFake } from '../fakes/smtp.fake';

export const TEST_ADMIN = { email: 'owner@nabta.test', password: 'owner-password' };
/** A shop with bank details, so bank transfer is configured (a test can set them empty). */
export const TEST_BANK = { BANK_NAME: 'CPA', BANK_ACCOUNT_HOLDER: 'SARL Nabta', BANK_RIB: '00400123456789012345' };

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * A fresh app on the worker's database, emptied (unless `keepData`) and seeded (settings, the owner admin and,
 * unless `catalogue: false`, the demo catalogue).
 */
export async function buildTestApp(
  opts: {
    env?: Record<string, string>;
    catalogue?: boolean;
    /** a second instance on the same data: nothing emptied */
    keepData?: boolean;
    /** a folder holding a built client (index.html…) to serve pages from */
    clientRoot?: string;
    /** the built page renderer to render pages' bodies with; none by default (the E2E tests run the build's) */
    pageRenderer?: string;
    /** the clock the renderer's time budget is counted with */
    renderClock?: { now(): number };
  } = {},
): Promise<TestApp> {
  const database = await workerDatabase();
  if (!opts.keepData) await resetDatabase(database);
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO_CATALOGUE: opts.catalogue === false ? 'false' : 'true',
    ...TEST_BANK,
    ...opts.env,
  });
  const store = createSharedStore({ redisUrl: config.redis?.url, keyPrefix: config.redis?.keyPrefix });
  const app = await buildApp(config, { database, store, pageRenderer: opts.pageRenderer ?? null, ...(opts.renderClock ? { renderClock: opts.renderClock } : {}), ...(opts.clientRoot ? { clientRoot: opts.clientRoot } : {}) });
  await seedDatabase(app.ctx);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}

/** Cookie jar over `app.inject`: a test "browser". */
export class Client {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(opts: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({ ...opts, headers: { ...(cookie ? { cookie } : {}), ...opts.headers } });
    for (const c of res.cookies) {
      const expired = c.maxAge === 0 || (c.expires instanceof Date && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string) => this.request({ method: 'GET', url });
  post = (url: string, payload?: object) => this.request({ method: 'POST', url, ...(payload ? { payload } : {}) });
  patch = (url: string, payload?: object) => this.request({ method: 'PATCH', url, ...(payload ? { payload } : {}) });
  put = (url: string, payload?: object) => this.request({ method: 'PUT', url, ...(payload ? { payload } : {}) });
  delete = (url: string) => this.request({ method: 'DELETE', url });

  cookie(name: string) {
    return this.cookies.get(name);
  }
}

export async function signUp(client: Client, overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  const body = { email: 'amina@example.dz', password: 'secret123', firstName: 'Amina', lastName: 'Benali', ...overrides };
  const res = await client.post('/api/auth/signup', body);
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return body;
}

/**
 * Signs `client` up in a shop that mails (SMTP_URL and PUBLIC_ORIGIN, which the server requires together:
 * docs/contract.md §2) and confirms the address through the link mailed to it, as the customer would; order
 * e-mails go only to a confirmed address. The confirmation mail is then taken out of `smtp.messages`, so a
 * test counts only the mails it is about.
 */
export async function signUpConfirmed(client: Client, smtp: Pick<SmtpFake, 'messages' | 'waitFor'>, overrides: Parameters<typeof signUp>[1] = {}) {
  const body = await signUp(client, overrides);
  const address = body.email.toLowerCase();
  const link = (m: ReceivedMail) => m.to.includes(address) && /\/verify-email\?token=/.test(m.text);
  while (!smtp.messages.some(link)) await smtp.waitFor(smtp.messages.length + 1, 10_000);
  const mail = smtp.messages.find(link)!;
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
  const res = await client.post('/api/auth/verify-email', { token });
  if (res.statusCode !== 200) throw new Error(`confirming ${address} failed: ${res.statusCode} ${res.body}`);
  smtp.messages.splice(smtp.messages.indexOf(mail), 1);
  return body;
}

export async function logIn(client: Client, email: string, password: string) {
  const res = await client.post('/api/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res;
}

/** A second admin, who is not the owner (docs/contract.md §2 "Admins are not all equal"). */
export const OTHER_ADMIN = { email: 'karim.admin@nabta.test', password: 'admin-pass' };

/** The owner (TEST_ADMIN) and OTHER_ADMIN, created by the owner, each signed in on their own client. */
export async function ownerAndAdmin(app: FastifyInstance): Promise<{ owner: Client; admin: Client }> {
  const owner = new Client(app);
  await logIn(owner, TEST_ADMIN.email, TEST_ADMIN.password);
  const created = await owner.post('/api/admin/users', { ...OTHER_ADMIN, firstName: 'Karim', lastName: 'Haddad', role: 'admin' });
  if (created.statusCode !== 201) throw new Error(`admin not created: ${created.statusCode} ${created.body}`);
  const admin = new Client(app);
  await logIn(admin, OTHER_ADMIN.email, OTHER_ADMIN.password);
  return { owner, admin };
}
