import { routeOf, type PageRoute } from './route-manifest';

/**
 * What the service worker may keep on the phone (docs/decisions/023-offline-and-install.md). Only what
 * is the same for every visitor: a page the route manifest renders for everyone and caches for
 * visitors (`render: 'cached'`, public, `access: 'everyone'`), and the catalogue's reads, which the
 * server answers from one shared cache. Account pages, orders, admin, forms and every other API answer
 * never enter the phone's caches, and an answer the server marks `private` or `no-store` (a signed-in
 * reader's page, the settings) is never kept even when its address is listed here.
 */
export const isOfflineRoute = (route: PageRoute): boolean => route.render === 'cached' && !route.private && route.access === 'everyone';

/** True for the address of a page the phone may keep (query ignored: the page is the path's). */
export const isOfflinePage = (pathname: string): boolean => {
  const route = routeOf(pathname);
  return route !== undefined && isOfflineRoute(route);
};

/** The catalogue's reads (the same answer for every reader, catalog.routes.ts), kept for offline browsing. */
export const OFFLINE_API_READS = ['/api/categories', '/api/plants', '/api/plants/featured', '/api/plants/:id'] as const;

const API_PATTERNS = OFFLINE_API_READS.map((path) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`));
export const isOfflineApiRead = (pathname: string): boolean => API_PATTERNS.some((p) => p.test(pathname));

/** An answer the server lets a shared cache keep: not `private`, not `no-store`. */
export const mayKeepAnswer = (cacheControl: string | null): boolean => !/\b(private|no-store)\b/i.test(cacheControl ?? '');

/** The friendly page for an address the phone has not kept, per language (`?lang=`). */
export const OFFLINE_PAGE_PATH = '/offline';

/** The service worker's caches, by what they hold. */
export const SW_CACHES = {
  pages: 'nabta-pages',
  api: 'nabta-api',
  images: 'nabta-images',
  assets: 'nabta-assets',
  offline: 'nabta-offline',
} as const;

/**
 * The caches that hold what a reader saw: emptied at sign-out, so the next person on the phone finds
 * nothing of the account (they hold visitors' answers only, this is a second lock).
 */
export const READER_CACHES: readonly string[] = [SW_CACHES.pages, SW_CACHES.api];

/** The service worker's address (scope: the whole site). */
export const SW_URL = '/sw.js';
