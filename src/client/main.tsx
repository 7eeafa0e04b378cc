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
// arrives inert (a tap would find no handler yet) and comes alive once adopted. A page the browser
// draws may carry answers too (who the signed-in reader is), and nothing to adopt.
const container = document.getElementById('root')!;
const serverText = document.getElementById(SERVER_STATE_ID)?.textContent;
const state = serverText ? (JSON.parse(serverText) as ServerState<DehydratedState>) : undefined;
/** The server's rendering of this page, to adopt; undefined when the browser draws it. */
const rendered = state && container.firstElementChild ? state : undefined;
// A rendered page names its parts; on a page the browser draws, the page's chunk downloads while the
// catalogue loads, not after the first render.
if (!rendered) void preloadParts(partsToPrefetch(window.location.pathname));

/** Starts the app. Not top-level await: a module with it turns off the bundler's chunk merging
 *  (rolldown's chunkOptimization), which split what every page loads into ~35 small chunks. */
async function start() {
  // The page's catalogue is loaded before the first render, so no text ever flashes in another language.
  const [translator] = await Promise.all([loadTranslator(pageLocale()), rendered && preloadParts(rendered.parts)]);
  const app = (
    <StrictMode>
      <App translator={translator} queryClient={queryClient} />
    </StrictMode>
  );
  if (rendered) {
    // Each step in a task of its own (see nextTask).
    await nextTask();
    prepareClassMerging();
    await nextTask();
    hydrateQueries(queryClient, rendered.queries);
    await nextTask();
    // Inert until every deferred part is adopted: a tap on a part not yet adopted would find no handler.
    await adoptServerHtml(() => hydrateRoot(container, app));
    container.removeAttribute('inert');
  } else {
    if (state) hydrateQueries(queryClient, state.queries);
    createRoot(container).render(app);
  }
}
void start();
