import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * System tests: the real server in its own process (kill -9, restarts, an SMTP outage) and the
 * backup scripts. Slow, so not in `npm test`; `.ci/run` runs them (`npm run test:system`).
 */
export default defineConfig({
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)), '@server': fileURLToPath(new URL('./src/server', import.meta.url)) } },
  test: {
    name: 'system',
    include: ['tests/system/**/*.system.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
