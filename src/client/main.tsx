import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { prepareClassMerging } from './lib/cn';
import { adoptServerHtml, nextTask } from './lib/hydration';
import { preloadParts } from './lib/lazy';
import { loadTranslator, pageLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { SERVER_STATE_ID, type ServerState } from '@shared/server-state';
import { partsToPrefetch } from './routes';
import './index.css';

// A server-rendered page (docs/decisions/015-server-rendering.md) carries the answers it was
// rendered with and the names of its lazy parts: the browser starts from those answers, fetches those
// parts (with the page's catalogue), then adopts the HTML instead of drawing it again. The page
// arrives inert (a tap would find no handler yet) and comes alive once adopted.
const container = document.getElementById('root')!;
const serverText = container.firstElementChild ? document.getElementById(SERVER_STATE_ID)?.textContent : undefined;
const server = serverText ? (JSON.parse(serverText) as ServerState<DehydratedState>) : undefined;
// A rendered page names its parts; on a page the browser draws, the page's chunk downloads while the
// catalogue loads, not after the first render.
if (!server) void preloadParts(partsToPrefetch(window.location.pathname));

/** Starts the app. Not top-level await: a module with it turns off the bundler's chunk merging
 *  (rolldown's chunkOptimization), which split what every page loads into ~35 small chunks. */
async function start() {
  // The page's catalogue is loaded before the first render, so no text ever flashes in another language.
  const [translator] = await Promise.all([loadTranslator(pageLocale()), server && preloadParts(server.parts)]);
  const app = (
    <StrictMode>
      <App translator={translator} queryClient={queryClient} />
    </StrictMode>
  );
  if (server) {
    // Each step in a task of its own (see nextTask).
    await nextTask();
    prepareClassMerging();
    await nextTask();
    hydrateQueries(queryClient, server.queries);
    await nextTask();
    adoptServerHtml(() => hydrateRoot(container, app));
    container.removeAttribute('inert');
  } else {
    createRoot(container).render(app);
  }
}
void start();
