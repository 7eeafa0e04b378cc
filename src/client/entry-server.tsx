/**
 * The storefront's server renderer (docs/decisions/015-server-rendering.md, 016-react-runtime.md),
 * built by Vite into dist/ssr with the browser's own code, and loaded by the API server. A page is
 * rendered in the reader's language with the data it asks for: a first render collects the queries
 * the page's components declare, their answers are fetched in process (the server's transport, no
 * network), and the page is rendered again with them. The browser hydrates that HTML and starts from
 * the same query answers (`dehydrate`), so it asks the API nothing the page already shows.
 *
 * React's `prerenderToNodeStream` waits for every lazy part and Suspense boundary, so the page is
 * complete HTML with no inline script (the CSP allows none): `renderToString` would send a lazy
 * page's fallback, and streaming (`renderToPipeableStream`) reveals late boundaries with inline
 * scripts. A page is cached once rendered (seo.service.ts), so waiting for the whole of it costs one render.
 */
import { dehydrate, type QueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import type { Locale } from '@shared/messages';
import type { ServerState } from '@shared/server-state';
import { App } from './app';
import { currentUserQueryOptions } from './features/auth/api';
import { loadTranslator } from './lib/i18n';
import { newQueryClient } from './lib/query-client';

export { setApiTransport } from './lib/api-client';

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** What the browser hydrates it with: the answers it was rendered with. */
  state: ServerState<DehydratedState>;
}

/** Queries that wait on others' answers (a plant's category, then its shelf) need a later round. */
const MAX_ROUNDS = 3;

const enabled = (query: Query): boolean => {
  const option = (query.options as { enabled?: unknown }).enabled;
  return typeof option === 'function' ? (option as (q: Query) => boolean)(query) !== false : option !== false;
};
const waitingForData = (query: Query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && enabled(query);

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return html;
}

/**
 * The page at `url` in `locale`, or null when one of its queries failed (a missing plant, an API
 * error): the browser then renders it itself, as it would without a server renderer.
 */
export async function renderPage(url: URL, locale: Locale): Promise<RenderedPage | null> {
  const translator = await loadTranslator(locale);
  const client: QueryClient = newQueryClient();
  const render = async () => {
    const { prelude } = await prerenderToNodeStream(
      <Router ssrPath={url.pathname} ssrSearch={url.search.replace(/^\?/, '')}>
        <App translator={translator} queryClient={client} />
      </Router>,
      // Every boundary written in place: past this many bytes React would send the rest of the page
      // as hidden HTML revealed by an inline script, which the CSP forbids.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    // React puts a preload of the page's high-priority picture first; the head has it (head-html.ts).
    return (await textOf(prelude)).replace(LEADING_PRELOADS, '');
  };
  let html = await render();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const waiting = client.getQueryCache().getAll().filter(waitingForData);
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    if (client.getQueryCache().getAll().some((query) => query.state.status === 'error')) return null;
    html = await render();
  }
  return { html, state: { queries: dehydrate(client) } };
}

/**
 * For a page the browser draws itself (the account pages) read by a signed-in reader: who they are,
 * so the browser draws the page at once instead of asking `/api/auth/user` first. Nothing when the
 * question failed: the browser then asks, as without it.
 */
export async function readerState(): Promise<ServerState<DehydratedState>> {
  const client = newQueryClient();
  await client.prefetchQuery(currentUserQueryOptions());
  return { queries: dehydrate(client) };
}
