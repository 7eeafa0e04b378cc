import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const CONTRACTS_DIR = r('./src/shared/contracts/');
const LIGHT = '\0light-contract:';
const BACK_OFFICE_TEXTS = /\/src\/shared\/messages\/(admin|order-desk|analytics)\.(en|fr|ar)\.ts$/;
const TEXTS_SHAPE = '\0texts-shape:';
const BACK_OFFICE_INSTALLER = r('./src/client/lib/back-office-texts.ts');
const SERVER_TEXTS = /\/src\/shared\/messages\/(emails|seo|coupon-refusals|catalog-sheet)\.(en|fr|ar)\.ts$/;
const NO_SERVER_TEXTS = '\0no-server-texts';

type Route = { method: string; path: string; status?: number };
const isRoute = (v: unknown): v is Route =>
  typeof v === 'object' && v !== null && typeof (v as Route).method === 'string' && typeof (v as Route).path === 'string' && 'response' in v;
const routeOnly = ({ method, path, status }: Route): Route => (status === undefined ? { method, path } : { method, path, status });
/**
 * The contract module's exports, evaluated in Node at build time. Bundled with esbuild (a dependency,
 * so a production install can build) into node_modules/.cache, where `zod` resolves.
 */
async function loadContract(file: string): Promise<Record<string, unknown>> {
  const { outputFiles } = await esbuild({ entryPoints: [file], bundle: true, format: 'esm', platform: 'node', packages: 'external', write: false, logLevel: 'silent' });
  const dir = r('./node_modules/.cache/light-contracts/');
  await mkdir(dir, { recursive: true });
  const out = path.join(dir, `${path.basename(file, '.ts')}-${process.pid}-${Date.now()}.mjs`);
  await writeFile(out, outputFiles[0]!.text);
  try {
    return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
  } finally {
    await rm(out, { force: true });
  }
}

const isPlain = (v: unknown) => ['string', 'number', 'boolean'].includes(typeof v) || (Array.isArray(v) && v.every((x) => typeof x !== 'object'));

/**
 * Keeps zod off the critical path (docs/decisions/010-js-budget.md). The browser calls a route with
 * its method and path only (its answer is checked against the contract in development, not in a
 * build), but a contract module builds its zod schemas when it loads. In a build, the client imports
 * a stand-in for each `src/shared/contracts/*` module: its route contracts as plain `{ method, path }`
 * objects and its constants inline, read from the real module at build time; everything else
 * (schemas a form validates with, helpers) re-exported from the real module, which is marked free of
 * side effects, so it — and zod — land only in the chunks of the pages that use a schema.
 */
function lightContracts(): Plugin {
  return {
    name: 'nabta:light-contracts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(LIGHT) || importer.startsWith(CONTRACTS_DIR) || importer.includes('/node_modules/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.startsWith(CONTRACTS_DIR) || resolved.id.endsWith('/http.ts')) return null;
      return LIGHT + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(LIGHT)) return null;
      const file = id.slice(LIGHT.length);
      const real = await loadContract(file);
      const lines: string[] = [];
      const reexported: string[] = [];
      for (const [name, value] of Object.entries(real)) {
        if (name === 'default') continue;
        if (isRoute(value)) lines.push(`export const ${name} = ${JSON.stringify(routeOnly(value))};`);
        else if (value && typeof value === 'object' && Object.values(value).length > 0 && Object.values(value).every(isRoute))
          lines.push(`export const ${name} = ${JSON.stringify(Object.fromEntries(Object.entries(value as Record<string, Route>).map(([k, v]) => [k, routeOnly(v)])))};`);
        else if (isPlain(value)) lines.push(`export const ${name} = ${JSON.stringify(value)};`);
        else reexported.push(name);
      }
      if (reexported.length) lines.push(`export { ${reexported.join(', ')} } from ${JSON.stringify(file)};`);
      return lines.join('\n');
    },
  };
}

/**
 * The service worker (src/sw/sw.ts, docs/decisions/023-offline-and-install.md), built by
 * vite-plugin-pwa into dist/client/sw.js with the few files it keeps from install on. The manifest is
 * the server's (per language) and the page registers the worker itself, after its load.
 */
/**
 * Besides the page, what a storefront page may need once open offline: the entry, and the layout's
 * parts fetched on first use (the cart panel's sheet, the toasts, the language menu). Their files, from
 * Vite's build manifest, with the chunks they import.
 */
const OFFLINE_FIRST_USE = ['index.html', 'components/ui/sheet.tsx', 'components/ui/toaster.tsx', 'components/layout/language-dropdown.tsx'];

function filesOf(keys: string[]): Set<string> {
  const manifest = JSON.parse(readFileSync(r('./dist/client/.vite/manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[]; imports?: string[] }>;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: '../sw',
    filename: 'sw.ts',
    injectRegister: null,
    manifest: false,
    injectManifest: {
      globPatterns: ['favicon.svg', 'icons/*.png', 'assets/*.{js,css}'],
      // Hashed names: their content never changes, no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      manifestTransforms: [
        async (entries) => {
          const wanted = filesOf(OFFLINE_FIRST_USE);
          return { manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || wanted.has(entry.url)), warnings: [] };
        },
      ],
      rollupFormat: 'iife',
      minify: true,
    },
  });

/**
 * The web client (React 19, docs/decisions/016-react-runtime.md). The API server proxies nothing: in
 * dev Vite forwards /api and /images to it. `vite build --ssr` builds the storefront's server renderer
 * (src/client/entry-server.tsx) from the same code into dist/ssr, every package bundled, so the server
 * loads one self-contained module.
 */
/**
 * The texts only the server writes — the e-mails, the pages' heads for search engines and link
 * previews, why a discount code or a catalogue file is refused (src/shared/messages/emails.*.ts, seo.*.ts,
 * coupon-refusals.*.ts, catalog-sheet.*.ts) — are the server's alone: in the browser's build
 * each language's module is an empty object, so no page downloads ~1.8 KB (gzip) it never shows. The
 * server's render build (ssr) keeps them. A browser module never reads `m.emails` or `m.seo`
 * (src/client/server-only-texts.test.ts).
 */
function serverOnlyTexts(): Plugin {
  return {
    name: 'nabta:server-only-texts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer || !/(emails|seo|coupon-refusals|catalog-sheet)\./.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && SERVER_TEXTS.test(resolved.id) ? NO_SERVER_TEXTS : null;
    },
    load: (id) =>
      id === NO_SERVER_TEXTS
        ? 'export const emailsEn = {}, emailsFr = {}, emailsAr = {}, seoEn = {}, seoFr = {}, seoAr = {}, couponRefusalsEn = {}, couponRefusalsFr = {}, couponRefusalsAr = {}, catalogSheetEn = {}, catalogSheetFr = {}, catalogSheetAr = {};'
        : null,
  };
}

/** The same object with every text emptied: its keys (for `msg`) without its words. */
const shapeOf = (value: unknown): unknown =>
  typeof value === 'string' ? '' : Array.isArray(value) ? value.map(shapeOf) : Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, shapeOf(v)]));

/**
 * The back office's texts (admin, order desk, the owner's figures: ~7 KB gzip in each language) are for admins only. In the
 * browser's build, the catalogue every page loads holds their keys with empty texts (so `msg.admin.…`
 * keys still exist everywhere), and the admin pages install the words before they render
 * (src/client/lib/back-office-texts.ts, the one importer that gets the real modules). The server's
 * render build keeps them whole. A customer's page never shows them (src/client/back-office-texts.test.ts).
 */
function backOfficeTexts(): Plugin {
  return {
    name: 'nabta:back-office-texts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (options.ssr || !importer || importer === BACK_OFFICE_INSTALLER || importer.startsWith(TEXTS_SHAPE)) return null;
      if (!/(admin|order-desk|analytics)\.(en|fr|ar)/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && BACK_OFFICE_TEXTS.test(resolved.id) ? TEXTS_SHAPE + resolved.id : null;
    },
    async load(id) {
      if (!id.startsWith(TEXTS_SHAPE)) return null;
      const real = await loadContract(id.slice(TEXTS_SHAPE.length));
      // The owner's figures and promotions have no key any page but the admin's reads; installing the words
      // adds them. The promotions' refusals stay: the codes' schema, run in the admin's form, names them by key
      // (`msg`, built from this shape when the page loads).
      const kept = (name: string, value: unknown) => {
        if (name.startsWith('analytics')) return {};
        if (!name.startsWith('admin')) return value;
        const { promotions, ...rest } = value as { promotions: { errors: unknown } };
        return { ...rest, promotions: { errors: promotions.errors } };
      };
      return Object.entries(real)
        .filter(([name]) => name !== 'default')
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(shapeOf(kept(name, value)))};`)
        .join('\n');
    },
  };
}

/**
 * React, ReactDOM and the JSX runtime in one chunk that every page loads. Left to the automatic
 * splitting, the JSX runtime lands in a chunk of its own or in whichever shared module last joined
 * the entry (the i18n store, then the consent store): one gzip stream for all of React is 0.7 KB
 * less on every route (docs/decisions/010-js-budget.md).
 */
const REACT_CHUNK = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Everything else the entry runs at once, in one chunk: left to the automatic splitting, the modules the
 * entry shares with pages (the query cache, the texts, `cn`, the icons' helper…) become ten chunks of their
 * own that every page fetches first, each a request waiting for one of HTTP/1.1's six connections — a
 * round trip of 562.5 ms apiece on slow 4G (docs/decisions/029-figures-a-phone-lives.md). Rolldown's
 * `$initial` tag follows imports before tree-shaking, so it also names zod and the contracts' real
 * modules, which the light contracts re-export (see lightContracts) but no first render runs: those are
 * left out, and the group takes the modules it names without their dependencies. So the entry's chunk
 * holds exactly what the automatic splitting loaded at once, and imports only React's chunk and the
 * runtime (scripts/js-budget.mjs fails otherwise: a chunk that imports the entry back could run first).
 */
const NOT_FIRST_RENDER = /node_modules[\\/]zod[\\/]|^[^\0]*[\\/]src[\\/]shared[\\/](contracts[\\/](?!http\.ts$)|schemas[\\/])/;
export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/client'),
  publicDir: r('./src/client/public'),
  plugins: [lightContracts(), serverOnlyTexts(), backOfficeTexts(), react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker()])],
  resolve: {
    alias: [{ find: '@shared', replacement: r('./src/shared') }, { find: '@client', replacement: r('./src/client') }],
  },
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: r(isSsrBuild ? './dist/ssr' : './dist/client'),
    emptyOutDir: true,
    // The browser's maps are written for error reports but named by no file (the server does not serve
    // them); the page renderer's keep their comment, for Node's stack traces.
    sourcemap: isSsrBuild ? true : 'hidden',
    chunkSizeWarningLimit: 400,
    manifest: !isSsrBuild,
    rolldownOptions: {
      // A contract module is read for its exports only (see lightContracts): unused schemas drop out.
      treeshake: { moduleSideEffects: (id: string) => !id.startsWith(CONTRACTS_DIR) },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                { name: 'react', test: REACT_CHUNK, priority: 2 },
                { name: 'index', tags: ['$initial'], test: (id: string) => !NOT_FIRST_RENDER.test(id), includeDependenciesRecursively: false, priority: 1 },
              ],
            },
          },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
      '/images': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
}));
