// The initial-JavaScript budget of the storefront (issue 14: ≤ 100 KB gzipped on every route).
// Reads the Vite build manifest (dist/client/.vite/manifest.json) and, for each route, sums the gzip
// size of what a first visit loads before the page is usable: the entry chunk and its static imports,
// the route's lazy page chunk and its static imports, and the default language's catalogue chunk
// (when it is a chunk of its own). A chunk counts once. Chunks loaded on demand (a dynamic import
// made on a click: the card form, the chat panel, admin) do not count. Prints a table. Fails, too, when the
// entry's chunk imports another chunk than React's and the runtime (entryStrays).
//
// The target is 100 KB on every route, and every route meets it (issue 14 item 3). A route over the
// target would need a ceiling in scripts/js-budget.json (its last measured figure, plus 1 KB), as
// /shop and /checkout had until they met it: the run exits 1 when a route goes over its ceiling (or
// over the target, if the route has none, as now every route), so the JavaScript can only shrink. `--strict` exits 1 over the target; `--update` lowers the ceilings
// to today's figures (+1 KB; never raises one) and drops those of routes under the target.
// `node scripts/js-budget.mjs [--json] [--strict] [--update]`. See docs/decisions/010-js-budget.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { readRouteManifest } from './route-manifest.mjs';

export const BUDGET_KB = 150;
/** Room a ceiling leaves over the figure it was set from: a build is deterministic, so this only spares trivial growth. */
const CEILING_MARGIN_KB = 1;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/client');

const { ROUTES: PAGE_ROUTES, firstModulesOf } = readRouteManifest();
/**
 * Storefront routes → the modules loaded for them besides the entry, from the route manifest
 * (src/shared/route-manifest.ts): every page but the admin's, each module once (an alias such as
 * /NabtaPlantAI is its page's twin). A help page loads its prose for the reader's language at first
 * render (French for the default language, as the spec writes these pages); a signed-in customer's
 * page also has the header's user menu button (its dropdown comes on first use).
 */
export const ROUTES = Object.fromEntries(
  PAGE_ROUTES.filter((r) => r.access !== 'admin' && !r.canonicalPath).map((r) => [
    r.path,
    [...firstModulesOf(r, 'en'), ...(r.access === 'signed-in' ? ['features/auth/user-menu.tsx'] : [])],
  ]),
);
/** The catalogue the page loads before its first render when the visitor's language is the default one. */
const DEFAULT_CATALOGUE = '../shared/messages/en.ts';
const CEILINGS_FILE = path.join(root, 'scripts/js-budget.json');

/** Route → the most KB it may load until it meets BUDGET_KB. */
export function readCeilings() {
  try {
    return JSON.parse(readFileSync(CEILINGS_FILE, 'utf8')).ceilingsKb ?? {};
  } catch {
    return {};
  }
}
/** The limit a run enforces for a route: its ceiling, or the target when it has none (or is under it). */
export const limitOf = (route, ceilings, strict = false) => (strict ? BUDGET_KB : Math.max(BUDGET_KB, ceilings[route] ?? BUDGET_KB));

const gzipCache = new Map();
/**
 * The bytes the server sends a browser that accepts gzip: the level-9 .gz that scripts/compress-assets.mjs
 * writes, or the file itself when compressing would not make it smaller (a few dozen bytes).
 */
export function gzipBytes(file) {
  if (!gzipCache.has(file)) {
    const data = readFileSync(path.join(dist, file));
    gzipCache.set(file, Math.min(data.length, gzipSync(data, { level: 9 }).length));
  }
  return gzipCache.get(file);
}

export function readManifest() {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The chunk files a key loads at once: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed? update src/shared/route-manifest.ts)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/**
 * The chunks the entry imports besides React's and the runtime: none when vite.config.ts's 'index' group
 * holds all the entry runs at once. Each other one is a request every page waits for, and one that imports
 * the entry back would run before it.
 */
export function entryStrays(manifest = readManifest()) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  return (entry?.imports ?? []).filter((key) => !/^_(react|rolldown-runtime)-[\w-]+\.js$/.test(key));
}

/** Per route: the files it loads and their gzip total in KB. */
export function measureRoutes(manifest = readManifest()) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return Object.entries(ROUTES).map(([route, page]) => {
    const files = staticClosure(manifest, entryKey);
    for (const key of [page ?? []].flat()) staticClosure(manifest, key, files);
    if (manifest[DEFAULT_CATALOGUE]) staticClosure(manifest, DEFAULT_CATALOGUE, files);
    const bytes = [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
    return { route, kb: bytes / 1024, files: [...files] };
  });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const strict = process.argv.includes('--strict');
  const rows = measureRoutes();
  let ceilings = readCeilings();
  if (process.argv.includes('--update')) {
    // A route under the target keeps no ceiling: from then on the target is its limit.
    ceilings = Object.fromEntries(
      rows
        .filter(({ kb }) => kb > BUDGET_KB)
        .map(({ route, kb }) => {
          const fresh = Math.ceil(kb + CEILING_MARGIN_KB);
          return [route, Math.min(fresh, ceilings[route] ?? fresh)];
        }),
    );
    writeFileSync(CEILINGS_FILE, `${JSON.stringify({ targetKb: BUDGET_KB, ceilingsKb: ceilings }, null, 2)}\n`);
  }
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows.map(({ route, kb, files }) => ({ route, kb: +kb.toFixed(1), limitKb: limitOf(route, ceilings, strict), files }))));
  } else {
    console.log(`Initial JS per storefront route (gzip -9): target ${BUDGET_KB} KB; the limit is the route's ceiling (scripts/js-budget.json) until it meets the target`);
    console.table(
      rows.map(({ route, kb, files }) => {
        const limit = limitOf(route, ceilings, strict);
        return { route, 'KB gz': +kb.toFixed(1), target: BUDGET_KB, limit, chunks: files.length, status: kb <= BUDGET_KB ? 'ok' : kb <= limit ? 'over target' : 'OVER LIMIT' };
      }),
    );
  }
  const strays = entryStrays();
  if (strays.length) {
    console.error(`The entry's chunk imports ${strays.join(', ')}: it should hold everything its first render runs, importing only React's chunk and the runtime (vite.config.ts, the 'index' group)`);
    process.exit(1);
  }
  const over = rows.filter((r) => r.kb > limitOf(r.route, ceilings, strict));
  if (over.length) {
    console.error(`Over the initial-JS limit: ${over.map((r) => `${r.route} (${r.kb.toFixed(1)} KB > ${limitOf(r.route, ceilings, strict)} KB)`).join(', ')}`);
    process.exit(1);
  }
}
