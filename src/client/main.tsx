import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { prepareClassMerging } from './lib/cn';
import { replayHeldTaps } from './lib/early-taps';
import { nextTask } from './lib/next-task';
import { loadTranslator, pageLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { loadPageOf } from './routes';
import { SERVER_STATE_ID, type ServerState } from '@shared/server-state';
import './index.css';

// A server-rendered page (docs/decisions/015-server-rendering.md, 016-react-runtime.md) carries the
// answers it was rendered with: the browser starts from those answers and hydrates the HTML instead of
// drawing it again. React hydrates the layout first, then each Suspense boundary (the header, the
// page, the footer) in later tasks; a tap on a button not hydrated yet (before hydrateRoot or after) is
// held by the page's inline script and tapped again once React has it (lib/early-taps.ts). The page's chunks arrive with the entry
// (modulepreload links the server writes from the route manifest, src/shared/route-manifest.ts; docs/decisions/029). A page the
// browser draws may carry answers too (who the signed-in reader is), and nothing to hydrate.
const container = document.getElementById('root')!;
const serverText = document.getElementById(SERVER_STATE_ID)?.textContent;
const state = serverText ? (JSON.parse(serverText) as ServerState<DehydratedState>) : undefined;
/** True when the server rendered this page: the browser hydrates it. */
const serverRendered = Boolean(state && container.firstElementChild);

/** Starts the app. Not top-level await: a module with it turns off the bundler's chunk merging
 *  (rolldown's chunkOptimization), which split what every page loads into ~35 small chunks. */
async function start() {
  // The page's catalogue is loaded before the first render, so no text ever flashes in another language.
  // A rendered page's module too: React then hydrates the page at once, and replays a tap on it
  // (React drops a tap on a part whose code is still on its way).
  const [translator] = await Promise.all([loadTranslator(pageLocale()), serverRendered && loadPageOf(window.location.pathname)]);
  const app = (
    <StrictMode>
      <App translator={translator} queryClient={queryClient} serverRendered={serverRendered} />
    </StrictMode>
  );
  if (state) hydrateQueries(queryClient, state.queries);
  if (serverRendered) {
    // Merging tables built in a task of their own: a phone blocks on any task over 50 ms (TBT).
    await nextTask();
    prepareClassMerging();
    await nextTask();
    hydrateRoot(container, app);
    replayHeldTaps();
  } else {
    createRoot(container).render(app);
  }
}
void start();

// The service worker (offline copies, docs/decisions/023), in a chunk of its own once the page has loaded.
// On a slow network the page's `load` may pass before its code has run.
const loadServiceWorker = () => void import('./lib/service-worker').then((sw) => sw.registerAfterLoad());
if (document.readyState === 'complete') loadServiceWorker();
else window.addEventListener('load', loadServiceWorker, { once: true });
