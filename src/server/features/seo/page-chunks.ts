/**
 * The script chunks a page the browser draws for a signed-in reader needs before it can draw
 * anything: its route's page and the header's account menu, with every chunk they import. Written
 * into the page as `modulepreload` links, they are fetched with the entry instead of after it has
 * run — one round trip less on a phone (Lighthouse's slow 4G: /checkout's LCP 2.30 → 2.01 s when it
 * was drawn by the browser, decision 015). Only pages behind a sign-in are listed: the storefront's
 * pages arrive rendered, and their chunks are not what a phone waits for to see them. `/checkout` is
 * rendered too now; its entry serves when every renderer is busy and the browser draws it.
 */
import type { ClientBuild, ViteManifest } from '../../plugins/static-client';
import { withoutTrailingSlash } from './page-head';

/** Paths as in src/client/routes.tsx; modules as the manifest names them (relative to src/client). */
const SIGNED_IN_PAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/checkout$/, 'pages/checkout/checkout-page.tsx'],
  [/^\/profile$/, 'pages/profile/profile-page.tsx'],
  [/^\/dashboard$/, 'pages/dashboard/dashboard-page.tsx'],
  [/^\/order\/[^/]+$/, 'pages/order/order-page.tsx'],
  [/^\/my-plants$/, 'pages/my-plants/my-plants-page.tsx'],
  [/^\/wishlist$/, 'pages/wishlist/wishlist-page.tsx'],
];

/** Drawn in the header of every page a signed-in reader opens. */
const SIGNED_IN_HEADER = 'features/auth/user-menu.tsx';

/** The modules the manifest must hold for the preloads to work (a build test checks them). */
export const PRELOADED_MODULES = [...SIGNED_IN_PAGES.map(([, module]) => module), SIGNED_IN_HEADER];

/** A module's file and, depth first, those of everything it imports statically; each once. */
function filesOf(manifest: ViteManifest, key: string, seen: Set<string>): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen))];
}

/** The URLs to preload for `module`, leaving out what the template already loads (the entry and its chunks). */
function chunksOf({ manifest, template }: ClientBuild, module: string): string[] {
  if (!manifest) return [];
  const seen = new Set<string>();
  const files = [...filesOf(manifest, module, seen), ...filesOf(manifest, SIGNED_IN_HEADER, seen)];
  return files.filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`)).map((file) => `/${file}`);
}

// A build's manifest never changes while the server runs: each page's list is worked out once.
const listed = new WeakMap<ClientBuild, Map<string, string[]>>();

/** The URLs to preload for a signed-in reader's page at `pathname`; none where no such page is drawn. */
export function signedInPageChunks(client: ClientBuild, pathname: string): string[] {
  const path = withoutTrailingSlash(pathname);
  const module = SIGNED_IN_PAGES.find(([pattern]) => pattern.test(path))?.[1];
  if (!module) return [];
  let byModule = listed.get(client);
  if (!byModule) listed.set(client, (byModule = new Map()));
  let chunks = byModule.get(module);
  if (!chunks) byModule.set(module, (chunks = chunksOf(client, module)));
  return chunks;
}
