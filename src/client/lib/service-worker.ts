import { SW_URL } from '@shared/offline';

/**
 * Registers the service worker (src/sw/sw.ts; docs/decisions/023-offline-and-install.md). Loaded as a
 * chunk of its own after the page's `load` (main.tsx), so it costs the first paint nothing. On the
 * first visit the worker arrives after the page: it is handed the page's address and the files the
 * page loaded, so this very page opens offline too.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const firstVisit = !navigator.serviceWorker.controller;
  try {
    await navigator.serviceWorker.register(SW_URL, { scope: '/' });
  } catch (err) {
    console.warn('Service worker not registered', err);
    return;
  }
  if (!firstVisit) return;
  const registration = await navigator.serviceWorker.ready;
  const loaded = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [location.href, ...loaded] } });
}

/** How long after the page's load the worker is registered: the first visit's own taps and fetches go first. */
export const REGISTER_DELAY_MS = 3000;

/**
 * Some time after the page's load, when the browser is idle: installing the worker fetches the offline
 * pages and the layout's first-use files, which must not compete with what the reader does first.
 */
export function registerAfterLoad(): void {
  const run = () => {
    const idle = window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 0));
    window.setTimeout(() => idle(() => void registerServiceWorker(), { timeout: 5000 }), REGISTER_DELAY_MS);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
