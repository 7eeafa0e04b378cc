import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const CONTRACTS_DIR = r('./src/shared/contracts/');
const LIGHT = '\0light-contract:';

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
 * The web client (React 19, docs/decisions/016-react-runtime.md). The API server proxies nothing: in
 * dev Vite forwards /api and /images to it. `vite build --ssr` builds the storefront's server renderer
 * (src/client/entry-server.tsx) from the same code into dist/ssr, every package bundled, so the server
 * loads one self-contained module.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: r('./src/client'),
  publicDir: r('./src/client/public'),
  plugins: [lightContracts(), react(), tailwindcss()],
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
