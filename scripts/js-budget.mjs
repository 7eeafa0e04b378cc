// The initial-JavaScript budget of the storefront (issue 14: ≤ 100 KB gzipped on every route).
// Reads the Vite build manifest (dist/client/.vite/manifest.json) and, for each route, sums the gzip
// size of what a first visit loads before the page is usable: the entry chunk and its static imports,
// the route's lazy page chunk and its static imports, and the default language's catalogue chunk
// (when it is a chunk of its own). A chunk counts once. Chunks loaded on demand (a dynamic import
// made on a click: the card form, the chat panel, admin) do not count. Prints a table; exits 1 when
// a route is over. `node scripts/js-budget.mjs [--json]`. See docs/decisions/010-js-budget.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 100;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist/client');

/** Storefront routes → the page module (manifest key) the router loads for them; null = in the entry. */
export const ROUTES = {
  '/': null,
  '/shop': 'pages/shop/shop-page.tsx',
  '/categories': 'pages/categories/categories-page.tsx',
  '/plant/:id': 'pages/plant/plant-page.tsx',
  '/identify': 'pages/identify/identify-page.tsx',
  '/faq': 'pages/faq/faq-page.tsx',
  '/about': 'pages/about/about-page.tsx',
  '/shipping': 'pages/shipping/shipping-page.tsx',
  '/returns': 'pages/returns/returns-page.tsx',
  '/plant-care': 'pages/plant-care/plant-care-page.tsx',
  '/contact': 'pages/contact/contact-page.tsx',
  // A signed-in customer's checkout (a visitor is sent to /login without downloading it).
  '/checkout': 'pages/checkout/checkout-page.tsx',
  '/login': 'pages/auth/login-page.tsx',
};
/** The catalogue the page loads before its first render when the visitor's language is the default one. */
const DEFAULT_CATALOGUE = '../shared/messages/en.ts';

const gzipCache = new Map();
/** Gzip level 9, as scripts/compress-assets.mjs writes the .gz the server sends. */
export function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

export function readManifest() {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The chunk files a key loads at once: itself and its static imports, transitively. */
function staticClosure(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed? update ROUTES in scripts/js-budget.mjs)`);
  if (into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

/** Per route: the files it loads and their gzip total in KB. */
export function measureRoutes(manifest = readManifest()) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  return Object.entries(ROUTES).map(([route, page]) => {
    const files = staticClosure(manifest, entryKey);
    if (page) staticClosure(manifest, page, files);
    if (manifest[DEFAULT_CATALOGUE]) staticClosure(manifest, DEFAULT_CATALOGUE, files);
    const bytes = [...files].reduce((sum, f) => sum + gzipBytes(f), 0);
    return { route, kb: bytes / 1024, files: [...files] };
  });
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const rows = measureRoutes();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(rows.map(({ route, kb, files }) => ({ route, kb: +kb.toFixed(1), files }))));
  } else {
    console.log(`Initial JS per storefront route (gzip -9), budget ${BUDGET_KB} KB`);
    console.table(
      rows.map(({ route, kb, files }) => ({ route, 'KB gz': +kb.toFixed(1), budget: BUDGET_KB, chunks: files.length, ok: kb <= BUDGET_KB ? 'yes' : 'OVER' })),
    );
  }
  const over = rows.filter((r) => r.kb > BUDGET_KB);
  if (over.length) {
    console.error(`Over the ${BUDGET_KB} KB initial-JS budget: ${over.map((r) => `${r.route} (${r.kb.toFixed(1)} KB)`).join(', ')}`);
    process.exit(1);
  }
}
