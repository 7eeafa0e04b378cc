import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shared/messages';
import { projectRoot } from '../../lib/project-root';

/** What the built renderer (src/client/entry-server.tsx) returns for one page. */
export interface RenderedPage {
  html: string;
  state: unknown;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
interface RendererModule {
  renderPage(url: URL, locale: Locale): Promise<RenderedPage | null>;
  readerState(): Promise<unknown>;
  setApiTransport(transport: Transport): void;
}

/** Renders a storefront page's body in a language; `cookie` is what its API calls carry. Throws RendererBusy. */
export interface PageRenderer {
  render(url: URL, locale: Locale, cookie: string): Promise<RenderedPage | null>;
  /** Who the reader with this cookie is (one in-process API call), for a page the browser draws. */
  reader(cookie: string): Promise<unknown>;
}

/**
 * Rendering is CPU work on the event loop (a shop search is two or three passes over the page, ~5 ms).
 * Pages no cache holds (`/shop?search=…`, each different, or signed-in pages) could otherwise keep the
 * loop rendering and queue every API call behind them: `npm run bench` measured 190 such pages a second
 * at 50 connections with p99 2.8 s. So each instance renders at most MAX_CONCURRENT_RENDERS pages at
 * once and spends at most RENDER_MS_PER_SECOND of each second rendering; beyond either, a page is sent
 * for the browser to draw, as when no renderer is built.
 */
export const MAX_CONCURRENT_RENDERS = 2;
export const RENDER_MS_PER_SECOND = 250;

/** Thrown by `render` when MAX_CONCURRENT_RENDERS are under way or this second's rendering time is spent. */
export class RendererBusy extends Error {
  constructor() {
    super('every page renderer is busy');
  }
}

/** Built by `npm run build:client` (vite build --ssr). */
export const builtRenderer = path.join(projectRoot, 'dist/ssr/entry-server.js');

// The page being rendered: which app answers its API calls, with which cookies. The renderer module
// is one per process, shared by every app (tests build many), so its transport looks this up.
const pageCalls = new AsyncLocalStorage<{ app: FastifyInstance; cookie: string }>();

/** An API call of a page being rendered, answered by the app in process (no socket, no network). */
const injectTransport: Transport = async (url, init) => {
  const call = pageCalls.getStore();
  if (!call) throw new Error(`API call outside a page render: ${url}`);
  const res = await call.app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: { cookie: call.cookie, ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(typeof init.body === 'string' ? { payload: init.body } : {}),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
  const empty = res.statusCode === 204 || res.statusCode === 304;
  return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
};

/**
 * The storefront's server renderer, or null when it has not been built (the API-only tests, a
 * server started before `npm run build`): pages are then the client's shell, as before.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  file: string | null = builtRenderer,
  clock: { now(): number } = performance,
): Promise<PageRenderer | null> {
  if (!file || !existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  renderer.setApiTransport(injectTransport);
  let underWay = 0;
  let second = { start: -Infinity, spentMs: 0 };
  return {
    render: async (url, locale, cookie) => {
      const started = clock.now();
      if (started - second.start >= 1000) second = { start: started, spentMs: 0 };
      if (underWay >= MAX_CONCURRENT_RENDERS || second.spentMs >= RENDER_MS_PER_SECOND) throw new RendererBusy();
      underWay++;
      const counted = second;
      try {
        return await pageCalls.run({ app, cookie }, () => renderer.renderPage(url, locale));
      } finally {
        underWay--;
        counted.spentMs += clock.now() - started;
      }
    },
    reader: (cookie) => pageCalls.run({ app, cookie }, () => renderer.readerState()),
  };
}
