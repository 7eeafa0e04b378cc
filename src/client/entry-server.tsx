/**
 * The storefront's server renderer (docs/decisions/015-server-rendering.md), built by Vite into
 * dist/ssr with the browser's own code and Preact aliases, and loaded by the API server. A page is
 * rendered in the reader's language with the data it asks for: a first render collects the queries
 * the page's components declare, their answers are fetched in process (the server's transport, no
 * network), and the page is rendered again with them. The browser adopts that HTML and starts from
 * the same query answers (`dehydrate`), so it asks the API nothing the page already shows.
 */
import { dehydrate, type QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import type { Locale } from '@shared/messages';
import type { ServerState } from '@shared/server-state';
import { App } from './app';
import { currentUserQueryOptions } from './features/auth/api';
import { loadTranslator } from './lib/i18n';
import { RenderedParts } from './lib/lazy';
import { newQueryClient } from './lib/query-client';

export { setApiTransport } from './lib/api-client';

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** What the browser needs to adopt it: the answers it was rendered with and its lazy parts. */
  state: ServerState<DehydratedState>;
}

/** Queries that wait on others' answers (a plant's category, then its shelf) need a later round. */
const MAX_ROUNDS = 3;

const enabled = (query: Query): boolean => {
  const option = (query.options as { enabled?: unknown }).enabled;
  return typeof option === 'function' ? (option as (q: Query) => boolean)(query) !== false : option !== false;
};
const waitingForData = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query);

/**
 * The page at `url` in `locale`, or null when one of its queries failed (a missing plant, an API
 * error): the browser then renders it itself, as it would without a server renderer.
 */
export async function renderPage(url: URL, locale: Locale): Promise<RenderedPage | null> {
  const translator = await loadTranslator(locale);
  const client: QueryClient = newQueryClient();
  let parts = new Set<string>();
  const render = () => {
    parts = new Set<string>();
    return renderToStringAsync(
      // Types: the app is written against React's; Preact renders it (vite.config.ts aliases).
      (
        <RenderedParts.Provider value={parts}>
          <Router ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, '')}>
            <App translator={translator} queryClient={client} />
          </Router>
        </RenderedParts.Provider>
      ) as never,
    );
  };
  let html = await render();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const waiting = client.getQueryCache().getAll().filter(waitingForData);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (client.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;
    html = await render();
  }
  return { html, state: { queries: dehydrate(client), parts: [...parts] } };
}

/**
 * For a page the browser draws itself (checkout, the account pages) read by a signed-in reader: who
 * they are, so the browser draws the page at once instead of asking `/api/auth/user` first. Nothing
 * when the question failed: the browser then asks, as without it.
 */
export async function readerState(): Promise<ServerState<DehydratedState>> {
  const client = newQueryClient();
  await client.prefetchQuery(currentUserQueryOptions());
  return { queries: dehydrate(client), parts: [] };
}
