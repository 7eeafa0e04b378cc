import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { adoptServerHtml } from './lib/hydration';
import { whenChunksLoaded } from './lib/lazy';
import { loadTranslator, pageLocale } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { SERVER_STATE_ID } from '@shared/server-state';
import { loadHomePage } from './routes';
import './index.css';

// Home is a chunk of its own: on / it downloads while the catalogue loads, not after the first render.
if (window.location.pathname === '/') void loadHomePage();

// The page's catalogue is loaded before the first render, so no text ever flashes in another language.
const translator = await loadTranslator(pageLocale());

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App translator={translator} queryClient={queryClient} />
  </StrictMode>
);
// A server-rendered page (docs/decisions/015-server-rendering.md) carries the answers it was
// rendered with: the browser starts from them and adopts the HTML instead of drawing it again. It
// arrives inert (a tap would find no handler yet) and comes alive once its lazy parts are adopted.
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
if (serverState && container.firstElementChild) {
  hydrateQueries(queryClient, JSON.parse(serverState) as DehydratedState);
  adoptServerHtml(() => hydrateRoot(container, app));
  await whenChunksLoaded();
  // The adopted parts render after their chunk's promise settles: one more task, then alive.
  setTimeout(() => container.removeAttribute('inert'));
} else {
  createRoot(container).render(app);
}
