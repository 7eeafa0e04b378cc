import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (style.md §5): shared imports neither side; client never imports server; server never imports client. */
const boundary = (patterns, message) => ['error', { patterns: [{ group: patterns, message }] }];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': boundary(
        ['@server/*', '@client/*', '**/server/**', '**/client/**', 'node:*', 'fastify', 'drizzle-orm*', 'react', 'react-dom'],
        'src/shared is pure and isomorphic: it imports neither the server, the client nor I/O.',
      ),
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@server/*', '**/server/**', 'drizzle-orm*', 'fastify*', 'pg', '@electric-sql/*'], message: 'The client never imports server code.' },
            { group: ['**/domain/communes', '**/domain/communes.data'], message: 'The 1,541 communes stay out of the bundle: ask GET /api/shipping/communes?wilaya= (decision 019).' },
          ],
        },
      ],
    },
  },
  {
    // The service worker (docs/decisions/023): its own globals; like the client, never the server's code.
    files: ['src/sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-restricted-imports': boundary(['@server/*', '**/server/**', '@client/*', '**/client/**'], 'The service worker imports shared code only.') },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      // An update or delete without `where` rewrites a whole table (T3's eslint-plugin-drizzle).
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'no-restricted-imports': boundary(['@client/*', '**/client/**', 'react', 'react-dom'], 'The server never imports client code.'),
    },
  },
);
