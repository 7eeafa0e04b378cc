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

/**
 * The public pictures the worker may keep: the catalogue's and the admin's uploads for the storefront
 * (`/images/uploads/<uuid>.webp`, public and immutable). A receipt, a label, an export or any other
 * file is not on this list, whatever the page that shows it.
 */
const PUBLIC_PICTURES = [/^\/images\/plants\/[\w.-]+$/, /^\/images\/categories\/[\w.-]+$/, /^\/images\/uploads\/[0-9a-f-]{36}\.webp$/];
/** The build's files: hashed chunks and the installed app's icons. */
const BUILD_FILES = [/^\/assets\/[\w.-]+$/, /^\/icons\/[\w.-]+\.png$/, /^\/favicon\.svg$/];

export const isPublicPicture = (pathname: string): boolean => PUBLIC_PICTURES.some((p) => p.test(pathname));
export const isBuildFile = (pathname: string): boolean => BUILD_FILES.some((p) => p.test(pathname));

/**
 * The worker's allowlist (issue 37): an address may enter one of its caches only when it is one of
 * the build's files, a public picture, a storefront page or a catalogue read. Everything else — every
 * other `/api/` answer, receipts, labels, admin files, account pages — is never kept; the worker also
 * drops, when it starts, any entry an earlier version kept that this list does not name.
 */
export const mayKeepInWorker = (pathname: string): boolean =>
  !pathname.includes('..') && (isBuildFile(pathname) || isPublicPicture(pathname) || isOfflinePage(pathname) || isOfflineApiRead(pathname) || pathname === OFFLINE_PAGE_PATH);

/**
 * A receipt's address as pages show it: the upload's time in the query, so a replaced receipt is a new
 * address and no copy of the old one (browser or worker) is ever shown for it.
 */
export const receiptPath = (orderId: string, receipt: { uploadedAt: string }): string =>
  `/api/orders/${encodeURIComponent(orderId)}/receipt?v=${encodeURIComponent(String(Date.parse(receipt.uploadedAt) || receipt.uploadedAt))}`;

/** The friendly page for an address the phone has not kept, per language (`?lang=`). */
export const OFFLINE_PAGE_PATH = '/offline';

/** The pages the offline page offers, when the phone has kept them (`keptLinksOnly`). */
export const OFFLINE_PAGE_LINKS = ['/', '/shop'] as const;

/**
 * The offline page as the worker shows it: only the links (`<a data-kept href>`) to pages it has kept in
 * the reader's language, and with none of them kept, the paragraph's other text (`data-nothing-kept`)
 * — never "try the shop" when the shop will not open (a signed-in reader's pages are never kept).
 */
export function keptLinksOnly(html: string, kept: ReadonlySet<string>): string {
  const linked = html.replace(/<a data-kept href="([^"]*)">[^<]*<\/a>\s*/g, (link, href: string) => (kept.has(href) ? link : ''));
  if (OFFLINE_PAGE_LINKS.some((path) => kept.has(path))) return linked;
  return linked.replace(/<p data-nothing-kept="([^"]*)">[^<]*<\/p>/, (_, text: string) => `<p>${text}</p>`);
}

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
 * nothing of the account (they hold visitors' answers and public pictures only, this is a second lock,
 * and it clears what an earlier version of the worker may have kept).
 */
export const READER_CACHES: readonly string[] = [SW_CACHES.pages, SW_CACHES.api, SW_CACHES.images];

/** The service worker's address (scope: the whole site). */
export const SW_URL = '/sw.js';
