import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = [
  { find: '@shared', replacement: r('./src/shared') },
  { find: '@server', replacement: r('./src/server') },
  { find: '@client', replacement: r('./src/client') },
  { find: '@tests', replacement: r('./tests') },
];

/**
 * Two sizes of tests (Immich's naming): `unit` — pure rules, no I/O; `api` — the real HTTP layer
 * through `app.inject` on a real database (PGlite, or the server in TEST_DATABASE_URL).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'src/server/**/*.unit.test.ts', 'src/server/features/images/*.test.ts', 'src/server/db/seed/*.test.ts', 'scripts/*.test.mjs'],
          environment: 'node',
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.api.test.ts'],
          environment: 'node',
          // One database per worker, migrated once, truncated between tests.
          isolate: false,
          pool: 'forks',
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
        },
      },
    ],
  },
});
