/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/023-offline-and-install.md): Workbox's strategies, routed by what
 * src/shared/offline.ts lets the phone keep. Built by vite-plugin-pwa (injectManifest) into
 * dist/client/sw.js; registered a few seconds after the page's load, when the browser is idle (src/client/lib/service-worker.ts).
 *
 * - hashed assets (`/assets/`): cache first — a name never changes its content, and an open page's
 *   chunks stay cached after a new version arrives;
 * - public pictures (the catalogue's, the storefront's uploads): cache first, at most 150 for 30 days;
 *
 * Nothing else is ever kept: every strategy checks the allowlist of src/shared/offline.ts
 * (`mayKeepInWorker`) before it stores, so no other `/api/` answer, no receipt, label or admin file
 * enters a cache whatever the page that loads it; on activation the worker drops what an earlier
 * version kept that the list does not name (issue 37).
 * - storefront and help pages, catalogue reads: network first, the phone's copy after 3 s without an
 *   answer or offline — so a page is never older than the server's while online; kept per language, and
 *   only visitors' answers the server does not mark `private`/`no-store`;
 * - any other page offline: the offline page in the reader's language.
 *
 * No skipWaiting: a new version waits until no tab runs the old one, so an open page never gets
 * another version's chunks.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
// Plant-care reminders: the push and notification-click listeners (issue 41).
import './care-push';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { LANG_COOKIE, LOCALES, negotiateLocale, type Locale } from '../shared/messages';
import { isBuildFile, isOfflineApiRead, isOfflinePage, isPublicPicture, keptLinksOnly, mayKeepAnswer, mayKeepInWorker, OFFLINE_PAGE_LINKS, OFFLINE_PAGE_PATH, SW_CACHES } from '../shared/offline';
import { SESSION_HINT_COOKIE } from '../shared/session-hint';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  /** The Cookie Store API (Chromium; elsewhere absent): the script-readable cookies only. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const DAY = 24 * 60 * 60;
const NETWORK_TIMEOUT_SECONDS = 3;

const cookie = async (name: string): Promise<string | undefined> => {
  try {
    return (await self.cookieStore?.get(name))?.value;
  } catch {
    return undefined;
  }
};

/** The reader's language as the server chooses it (the `lang` cookie, else the browser's first language). */
const readerLocale = async (): Promise<Locale> => negotiateLocale(await cookie(LANG_COOKIE), self.navigator.languages.join(','));

/** A signed-in browser (the session's script-readable hint): its pages are its own, never kept. */
const signedIn = async () => (await cookie(SESSION_HINT_COOKIE)) === '1';

/** The key a page or read is kept under in a language: the same address in Arabic and French are two copies. */
const keyIn = (address: string, locale: Locale) => {
  const url = new URL(address, self.location.origin);
  url.searchParams.set('sw-lang', locale);
  return url.href;
};
const perLanguage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => keyIn(request.url, await readerLocale()),
};

/** Only a complete answer the server lets any cache keep (not `private`, not `no-store`). */
const sharedAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && mayKeepAnswer(response.headers.get('cache-control')) ? response : null),
};

/** The allowlist, checked by every strategy before it stores (a second lock behind each route's own test). */
const allowlisted: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const url = new URL(request.url);
    return url.origin === self.location.origin && mayKeepInWorker(url.pathname) ? response : null;
  },
};

/** Pages: only a visitor's (a signed-in reader's page carries their account; the server also marks it `private`). */
const visitorsOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => ((await signedIn()) ? null : response),
};

/**
 * The build's list (vite.config.ts): the icons, kept by Workbox's precache; and the hashed files every
 * storefront page may need once open (the entry, the layout's first-use parts), put at install into the
 * assets cache below rather than the precache — a new version's precache drops the old version's
 * files, while a page the phone kept from before may still name them.
 */
const urlOf = (entry: string | PrecacheEntry) => (typeof entry === 'string' ? entry : entry.url);
const isAsset = (entry: string | PrecacheEntry) => urlOf(entry).replace(/^\//, '').startsWith('assets/');
const buildList = self.__WB_MANIFEST;
const precache = new PrecacheController({ cacheName: 'nabta-precache' });
precache.precache(buildList.filter((entry) => !isAsset(entry)));
const firstUseAssets = buildList.filter(isAsset).map((entry) => new URL(urlOf(entry), self.location.origin).href);

const router = new Router();
const sameOrigin = (url: URL) => url.origin === self.location.origin;

router.registerRoute(new PrecacheRoute(precache));

const assets = new CacheFirst({
  cacheName: SW_CACHES.assets,
  plugins: [allowlisted, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 90 * DAY, purgeOnQuotaError: true })],
});
router.registerRoute(new Route(({ url }) => sameOrigin(url) && isBuildFile(url.pathname), assets));

router.registerRoute(
  new Route(
    // By address, not by how the page loads it: a receipt shown in an <img> is not a public picture.
    ({ url }) => sameOrigin(url) && isPublicPicture(url.pathname),
    new CacheFirst({
      cacheName: SW_CACHES.images,
      plugins: [allowlisted, sharedAnswersOnly, new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  ),
);

router.registerRoute(
  new Route(
    // A navigation, or the address of the page open when the worker arrived (warmed: CACHE_URLS below).
    ({ url, request }) => sameOrigin(url) && (request.mode === 'navigate' || request.destination === '') && isOfflinePage(url.pathname),
    new NetworkFirst({
      cacheName: SW_CACHES.pages,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [allowlisted, perLanguage, sharedAnswersOnly, visitorsOnly, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  ),
);

router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && isOfflineApiRead(url.pathname),
    new NetworkFirst({
      cacheName: SW_CACHES.api,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      matchOptions: { ignoreVary: true },
      plugins: [allowlisted, perLanguage, sharedAnswersOnly, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
    }),
  ),
);

// Any other page goes to the network; without one, the offline page (the catch handler).
router.registerRoute(new Route(({ request }) => request.mode === 'navigate', new NetworkOnly()));

const offlinePageOf = (locale: Locale) => `${OFFLINE_PAGE_PATH}?lang=${locale}`;

router.setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const locale = await readerLocale();
  const page = await caches.match(offlinePageOf(locale), { cacheName: SW_CACHES.offline, ignoreVary: true });
  if (!page) return Response.error();
  // It offers only the pages this phone has kept in the reader's language.
  const pages = await caches.open(SW_CACHES.pages);
  const kept = new Set<string>();
  for (const path of OFFLINE_PAGE_LINKS) if (await pages.match(keyIn(path, locale), { ignoreVary: true })) kept.add(path);
  return new Response(keptLinksOnly(await page.text(), kept), { status: page.status, headers: page.headers });
});

// A page's request starts while the worker boots (the strategies take the preloaded answer): the worker
// costs a navigation no start-up time.
navigationPreload.enable();

router.addFetchListener();
// `{ type: 'CACHE_URLS', payload: { urlsToCache } }` from the page that registered the worker: what it
// loaded before the worker was there goes through the routes above (so into their caches).
router.addCacheListener();

self.addEventListener('install', (event) => {
  // The offline page in every language (the reader may switch before the network drops), and the
  // first-use files through the assets strategy (mostly from the browser's own cache: no download).
  event.waitUntil(
    Promise.all([
      caches.open(SW_CACHES.offline).then((cache) => cache.addAll(LOCALES.map(offlinePageOf))),
      ...firstUseAssets.map((url) => assets.handleAll({ event, request: new Request(url) })[1]),
    ]),
  );
});

// What an earlier version kept that the allowlist does not name (a receipt an older worker stored as a
// picture, say) goes when this one activates.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of Object.values(SW_CACHES)) {
        if (!(await caches.has(name))) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const url = new URL(request.url);
          if (url.origin !== self.location.origin || !mayKeepInWorker(url.pathname)) await cache.delete(request, { ignoreSearch: false, ignoreVary: true });
        }
      }
    })(),
  );
});

// The first version takes the open tabs at once (there is no older one to swap chunks under them); a
// later one activates only when no tab runs the old one (no skipWaiting), and then takes the new tabs.
clientsClaim();
