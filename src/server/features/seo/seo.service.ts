import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { LANG_COOKIE } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { SESSION_COOKIE } from '../../plugins/session';
import { CompressedBody } from '../../lib/compressed-body';
import type { CachedResponse } from '../../lib/response-cache';
import type { ClientBuild } from '../../plugins/static-client';
import { startCatalogCache } from '../catalog/catalog.cache';
import { shopPixels } from '../settings/pixels';
import { getPlant, isSizeOfPlant } from '../catalog/catalog.service';
import { listReviews } from '../reviews/reviews.service';
import { renderIndexHtml } from './head-html';
import { privatePrefixes, routeOf, sitemapPaths } from '@shared/route-manifest';
import { JSON_LD_REVIEWS, pageHead, plantIdOf, type PageData } from './page-head';
import { renderedPageChunks, signedInPageChunks } from './page-chunks';
import { RendererBusy, type PageRenderer, type RenderedPage } from './page-renderer';
import { listPlantStamps } from './seo.repository';

const HTML = 'text/html; charset=utf-8';

/** The shop's public origin: the configured one, else the address this request came to. */
export const originOf = (ctx: ServiceContext, request: FastifyRequest) => ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;


async function pageData(ctx: ServiceContext, pathname: string): Promise<PageData> {
  const id = plantIdOf(pathname);
  if (id === null) return { kind: 'static' };
  try {
    const plant = await getPlant(ctx, id);
    // A few approved reviews for the Product data, only when there are some (never an empty rating).
    const reviews = plant.reviewCount > 0 ? (await listReviews(ctx, id, { limit: JSON_LD_REVIEWS })).reviews : [];
    return { kind: 'plant', plant, reviews };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return { kind: 'plant', plant: null, reviews: [] };
    throw err;
  }
}

/** A page every reader gets rendered, and visitors from the cache (the route manifest's `cached`); a plant's only with a real id. */
const isStorefrontPage = (pathname: string) => routeOf(pathname)?.render === 'cached' && (routeOf(pathname)?.head !== 'plant' || plantIdOf(pathname) !== null);

/**
 * A path no page of the route manifest matches: the spec's not-found screen, rendered by the server
 * like a storefront page and sent with 404 (issue 38 item 13).
 */
const isUnknownPage = (pathname: string) => !routeOf(pathname);

/** A plant's address whose id is no number (`/plant/abc`): no plant has it. */
const isBadPlantAddress = (pathname: string) => routeOf(pathname)?.head === 'plant' && plantIdOf(pathname) === null;

/** Rendered for a signed-in reader only (`reader`: a visitor's would be the sign-in prompt), never cached. */
const isReaderPage = (pathname: string) => routeOf(pathname)?.render === 'reader';

/**
 * The page's body from the server renderer; never the reason a page fails (the browser can draw it).
 * When every renderer is busy: null, or — for a page about to be cached — RendererBusy, so that the
 * browser-drawn version is sent this once and not kept.
 */
/**
 * Whether `size` is the number of one of the sizes of the plant at `pathname`: asked before every cache
 * look-up of a `?size=` page, so one primary-key lookup, not the page's own data (the plant and its reviews).
 */
async function isSizeOf(ctx: ServiceContext, pathname: string, size: string): Promise<boolean> {
  const id = plantIdOf(pathname);
  if (id === null || !/^\d{1,9}$/.test(size)) return false;
  return isSizeOfPlant(ctx, id, Number(size));
}

async function renderBody(ctx: ServiceContext, renderer: PageRenderer, url: URL, request: FastifyRequest, cookie: string, forCache: boolean): Promise<RenderedPage | null> {
  try {
    return await renderer.render(url, request.locale, cookie);
  } catch (err) {
    if (err instanceof RendererBusy) {
      if (forCache) throw err;
      return null;
    }
    ctx.log.error({ err, url: url.pathname }, 'server rendering failed: the page is sent for the browser to draw');
    return null;
  }
}

/** Who a signed-in reader is, for a page the browser draws; null (the browser asks) when that fails. */
async function readerOf(ctx: ServiceContext, renderer: PageRenderer, cookie: string): Promise<unknown> {
  try {
    return await renderer.reader(cookie);
  } catch (err) {
    ctx.log.error({ err }, 'reading the signed-in reader for the page failed: the browser asks itself');
    return null;
  }
}

/**
 * The index page for one address, in the reader's language, with its head written in and, for the
 * storefront's public pages, its body rendered (docs/decisions/015-server-rendering.md). A visitor's
 * page is rendered as for any visitor (its API calls carry only the language); a signed-in reader's
 * with their session, and never cached. Visitors' plant pages and bare storefront pages (no query)
 * are kept in the catalogue cache (emptied on every change to what they show) per language, origin
 * and address, so the busiest pages are built and compressed once; any other address is built per
 * request and not cached, so no made-up address can crowd the cache out.
 */
export async function indexPage(ctx: ServiceContext, request: FastifyRequest, client: ClientBuild, renderer: PageRenderer | null = null): Promise<CachedResponse> {
  const url = new URL(request.url, 'http://x');
  const origin = originOf(ctx, request);
  const signedIn = Boolean(request.cookies[SESSION_COOKIE]);
  const make = async (render: 'for-cache' | 'if-free' | 'no'): Promise<CachedResponse> => {
    const data = await pageData(ctx, url.pathname);
    const head = pageHead(request.tr, origin, url.pathname, url.searchParams, data);
    const unknown = isUnknownPage(url.pathname);
    const missing = (data.kind === 'plant' && !data.plant) || unknown || isBadPlantAddress(url.pathname);
    const cookie = signedIn ? `${LANG_COOKIE}=${request.locale}; ${request.headers.cookie ?? ''}` : `${LANG_COOKIE}=${request.locale}`;
    const rendered =
      render !== 'no' &&
      renderer &&
      (unknown || (!missing && (isStorefrontPage(url.pathname) || (signedIn && isReaderPage(url.pathname)))));
    const body = rendered ? await renderBody(ctx, renderer, url, request, cookie, render === 'for-cache') : null;
    const reader = !body && signedIn && renderer ? await readerOf(ctx, renderer, cookie) : null;
    const chunks = body ? renderedPageChunks(client, url.pathname, request.locale) : reader ? signedInPageChunks(client, url.pathname) : [];
    const pixels = await shopPixels(ctx);
    return {
      body: new CompressedBody(Buffer.from(renderIndexHtml(client.template, request.locale, head, body, reader, chunks, pixels)), HTML),
      ...(missing ? { status: 404 } : {}),
      // A signed-in reader's page holds their account: no shared cache (a proxy, a CDN) may keep it.
      ...(signedIn ? { headers: { 'Cache-Control': 'private, no-cache' } } : {}),
    };
  };
  // `?size=`: a plant page with one of its sizes chosen (docs/contract.md §8), as the product feed links it, is
  // a page of its own in the cache; any other value is built per request, so no made-up size crowds it out.
  const size = url.searchParams.get('size');
  const sizeKey = size !== null && !signedIn && (await isSizeOf(ctx, url.pathname, size)) ? `?size=${size}` : '';
  // `?xf=`: an express form refused without JavaScript, shown again with what its reader typed (never cached).
  const cacheable =
    !signedIn && !url.searchParams.has('xf') && (size === null || sizeKey !== '') && (plantIdOf(url.pathname) !== null || (url.search === '' && isStorefrontPage(url.pathname)));
  // The not-found page is the same for every unknown address (its head names none): one per language.
  const notFound = !signedIn && isUnknownPage(url.pathname);
  if (!cacheable && !notFound) return make('if-free');
  const cache = await startCatalogCache(ctx);
  try {
    return await cache.get(`page:${request.locale}:${origin}:${notFound ? '<not-found>' : url.pathname + sizeKey}`, () => make('for-cache'));
  } catch (err) {
    if (err instanceof RendererBusy) return make('no');
    throw err;
  }
}

const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);

/** sitemap.xml: the storefront pages and every plant page, with the plant's last change. */
export async function sitemap(ctx: ServiceContext, origin: string): Promise<string> {
  const plants = await listPlantStamps(ctx.db, 49_000);
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${xmlEscape(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths().map((path) => url(path)),
    ...plants.map((p) => url(`/plant/${p.id}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API and private pages may not. */
export function robots(origin: string): string {
  const privatePaths = ['/api/', ...privatePrefixes()];
  return ['User-agent: *', ...privatePaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
