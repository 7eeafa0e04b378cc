import { rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
// NOTE: the server validates ADMIN_EMAIL with zod, whose e-mail rule wants a letters-only top-level domain.
export const E2E_ADMIN = { email: 'owner@e2e.nabta.dz', password: 'owner-e2e-password' };
/** identify.spec.ts starts a Pl@ntNet fake on this port; the server is pointed at it (the owner enters the key). */
export const E2E_PLANTNET_PORT = Number(process.env.E2E_PLANTNET_PORT ?? PORT + 2000);
/** The local Chargily Pay fake (tests/fakes/chargily.fake.ts) runs beside the app, 1000 ports up. */
export const E2E_CHARGILY = { port: PORT + 1000, secretKey: 'test_sk_e2e_chargily_0123456789' };
/** care.spec.ts (issue 41) starts a Plant.id fake and a local push service on these ports; the server knows them. */
export const E2E_CARE = { plantidPort: PORT + 3200, pushPort: PORT + 3300 };
/** conversions.spec.ts starts Meta's Conversions API fake here; the server's Graph API is pointed at it (the owner enters the pixel and token). */
export const E2E_META_PORT = PORT + 3400;
export const E2E_BANK = { bankName: 'Banque Extérieure d’Algérie', bankAccountHolder: 'SARL Nabta E2E', bankRib: '002 00012 1234567890 42' };

// Each run starts from an empty embedded database, exactly like a newcomer's first `npm start`.
const dataDir = path.resolve('test-results/e2e-data');
// NOTE: test files import E2E_ADMIN from here, so workers load this file too while the server runs;
// only the runner (no TEST_WORKER_INDEX) may empty the database, or a worker deletes it under the server.
if (!process.env.E2E_REUSE_SERVER && process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx tests/fakes/chargily.fake.ts ${E2E_CHARGILY.port} ${E2E_CHARGILY.secretKey}`,
      port: E2E_CHARGILY.port,
      reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // Started as a user would start it: `npm start` builds what is missing, migrates, seeds, serves.
      command: 'node scripts/start.mjs',
      url: `http://localhost:${PORT}/api/categories`,
      reuseExistingServer: !!process.env.E2E_REUSE_SERVER,
      timeout: 180_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        LOG_LEVEL: 'warn',
        // One browser signs up every test's customer from 127.0.0.1: more than the 30 an hour a real address gets.
        SIGNUPS_PER_HOUR: '1000',
        // The same for orders without an account (5 an hour a real address): the API tests hold the cap itself.
        EXPRESS_ORDERS_PER_HOUR: '1000',
        APP_ENV: 'test',
        // Bank details for the bank transfer e-mail (checkout.spec.ts reads it in the outbox: no SMTP_URL here).
        BANK_NAME: E2E_BANK.bankName,
        BANK_ACCOUNT_HOLDER: E2E_BANK.bankAccountHolder,
        BANK_RIB: E2E_BANK.bankRib,
        PLANTNET_API_URL: `http://127.0.0.1:${E2E_PLANTNET_PORT}`,
        CHARGILY_SECRET_KEY: E2E_CHARGILY.secretKey,
        CHARGILY_API_URL: `http://127.0.0.1:${E2E_CHARGILY.port}`,
        // Plant care (issue 41): Plant.id's address (the owner enters the key), the local push service, a sweep every 2 s at any hour.
        PLANTID_API_URL: `http://127.0.0.1:${E2E_CARE.plantidPort}`,
        WEB_PUSH_EXTRA_ORIGINS: `http://127.0.0.1:${E2E_CARE.pushPort}`,
        CARE_REMINDER_INTERVAL_MS: '2000',
        CARE_REMINDER_FROM_HOUR: '0',
        META_GRAPH_URL: `http://127.0.0.1:${E2E_META_PORT}`,
      },
    },
  ],
});
