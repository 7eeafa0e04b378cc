// The app's route manifest (src/shared/route-manifest.ts) for the scripts, which run in plain Node:
// bundled with esbuild (a dependency) and evaluated, synchronously so a script's exports stay plain values.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The manifest module's exports: { ROUTES, routeOf, firstModulesOf, … }. */
export function readRouteManifest() {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(root, 'src/shared/route-manifest.ts')],
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const module = { exports: {} };
  new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
  return module.exports;
}
