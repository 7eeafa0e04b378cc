// Bundles the server into dist/server/main.js. Packages stay external (node_modules), only our
// own TypeScript (server + shared) is bundled, so path aliases resolve at build time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js');
