/**
 * The script chunks a page needs first, from the route manifest (src/shared/route-manifest.ts),
 * with every chunk they import. Written into the page as `modulepreload` links, they are fetched with
 * the entry instead of after it has run — one round trip less on a phone (Lighthouse's slow 4G:
 * /checkout's LCP 2.30 → 2.01 s when it was drawn by the browser, decision 015). A page drawn for a
 * signed-in reader: its page and the header's account menu. A server-rendered page: its page and
 * its first screen's parts, which the browser waits for before hydrating it (decision 016).
 */
import type { Locale } from '@shared/messages';
import { EVERY_PAGE_MODULES, NOT_FOUND_MODULE, ROUTES, firstModulesOf, routeOf } from '@shared/route-manifest';
import type { ClientBuild, ViteManifest } from '../../plugins/static-client';

/** Drawn in the header of every page a signed-in reader opens. */
const SIGNED_IN_HEADER = 'features/auth/user-menu.tsx';

/** The modules the manifest must hold for the preloads to work (a build test checks them). */
export const PRELOADED_MODULES = [...new Set(ROUTES.filter((r) => r.preloadForReader).map((r) => r.module)), ...EVERY_PAGE_MODULES, SIGNED_IN_HEADER];

/** A module's file and, depth first, those of everything it imports statically; each once. */
function filesOf(manifest: ViteManifest, key: string, seen: Set<string>): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen))];
}

/** The URLs to preload for `modules`, leaving out what the template already loads (the entry and its chunks). */
function chunksOf({ manifest, template }: ClientBuild, modules: readonly string[]): string[] {
  if (!manifest) return [];
  const seen = new Set<string>();
  const files = modules.flatMap((module) => filesOf(manifest, module, seen));
  return files.filter((file) => file.endsWith('.js') && !template.includes(`/${file}"`)).map((file) => `/${file}`);
}

// A build's manifest never changes while the server runs: each list is worked out once.
const listed = new WeakMap<ClientBuild, Map<string, string[]>>();
function cached(client: ClientBuild, key: string, modules: () => readonly string[]): string[] {
  let byKey = listed.get(client);
  if (!byKey) listed.set(client, (byKey = new Map()));
  let chunks = byKey.get(key);
  if (!chunks) byKey.set(key, (chunks = chunksOf(client, modules())));
  return chunks;
}

/** The URLs to preload for a signed-in reader's page at `pathname`; none where no such page is drawn. */
export function signedInPageChunks(client: ClientBuild, pathname: string): string[] {
  const route = routeOf(pathname);
  if (!route?.preloadForReader) return [];
  return cached(client, `reader:${route.module}`, () => [route.module, ...EVERY_PAGE_MODULES, SIGNED_IN_HEADER]);
}

/**
 * The URLs to preload for a server-rendered page at `pathname` read in `locale`: its page module and
 * what its first screen loads (the route manifest's `preload`), which main.tsx waits for before
 * hydrating the page (so they come with the entry, not after it).
 */
export function renderedPageChunks(client: ClientBuild, pathname: string, locale: Locale): string[] {
  const route = routeOf(pathname);
  // A path no route matches is drawn with the not-found page (seo.service.ts renders it).
  if (!route) return cached(client, 'page:not-found', () => [NOT_FOUND_MODULE, ...EVERY_PAGE_MODULES]);
  return cached(client, `page:${route.path}:${locale}`, () => firstModulesOf(route, locale));
}
