// `npm start`: builds what is missing (client and server bundles), then runs the server, which
// migrates and seeds the database before it listens.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

/** Newest modification time under a folder (ignores tests). */
function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) t = Math.max(t, newest(p));
    else if (!/\.test\.tsx?$/.test(entry.name)) t = Math.max(t, statSync(p).mtimeMs);
  }
  return t;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sources = newest('src');
const steps = [];
if (builtAt('dist/client/index.html') < Math.max(sources, builtAt('package-lock.json'))) steps.push('build:client');
if (builtAt('dist/server/main.js') < Math.max(sources, builtAt('package-lock.json'))) steps.push('build:server');

for (const step of steps) {
  console.log(`> npm run ${step}`);
  const r = spawnSync('npm', ['run', '--silent', step], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

await import(path.join(root, "dist/server/main.js"));
