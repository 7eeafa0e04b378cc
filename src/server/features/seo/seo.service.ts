import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { CompressedBody } from '../../lib/compressed-body';
import type { CachedResponse } from '../../lib/response-cache';
import { startCatalogCache } from '../catalog/catalog.cache';
import { getPlant } from '../catalog/catalog.service';
import { renderIndexHtml } from './head-html';
import { pageHead, plantIdOf, type PageData } from './page-head';
import { listPlantStamps } from './seo.repository';

const HTML = 'text/html; charset=utf-8';

/** The shop's public origin: the configured one, else the address this request came to. */
export const originOf = (ctx: ServiceContext, request: FastifyRequest) => ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;

/** The storefront pages a sitemap lists besides the plants (private pages and forms are left out). */
export const PUBLIC_PAGES = ['/', '/shop', '/categories', '/identify', '/about', '/faq', '/plant-care', '/shipping', '/returns', '/contact'] as const;

async function pageData(ctx: ServiceContext, pathname: string): Promise<PageData> {
  const id = plantIdOf(pathname);
  if (id === null) return { kind: 'static' };
  try {
    return { kind: 'plant', plant: await getPlant(ctx, id) };
  } catch (err) {
    if (err instanceof AppError && err.status === 404) return { kind: 'plant', plant: null };
    throw err;
  }
}

/**
 * The index page for one address, in the reader's language, with its head written in. Plant pages
 * and the bare storefront pages (no query) are kept in the catalogue cache (emptied on every
 * catalogue change, like the plant's JSON) per language, origin and address, so the busiest pages
 * are built and compressed once; any other address costs a string replacement and is not cached,
 * so no made-up address can crowd the cache out.
 */
export async function indexPage(ctx: ServiceContext, request: FastifyRequest, template: string): Promise<CachedResponse> {
  const url = new URL(request.url, 'http://x');
  const origin = originOf(ctx, request);
  const make = async (): Promise<CachedResponse> => {
    const data = await pageData(ctx, url.pathname);
    const head = pageHead(request.tr, origin, url.pathname, url.searchParams, data);
    const body = new CompressedBody(Buffer.from(renderIndexHtml(template, request.locale, head)), HTML);
    return { body, ...(data.kind === 'plant' && !data.plant ? { status: 404 } : {}) };
  };
  const cacheable = plantIdOf(url.pathname) !== null || (url.search === '' && (PUBLIC_PAGES as readonly string[]).includes(url.pathname));
  if (!cacheable) return make();
  const cache = await startCatalogCache(ctx);
  return cache.get(`page:${request.locale}:${origin}:${url.pathname}`, make);
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
    ...PUBLIC_PAGES.map((path) => url(path)),
    ...plants.map((p) => url(`/plant/${p.id}`, p.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the API and private pages may not. */
export function robots(origin: string): string {
  const privatePaths = ['/api/', '/admin', '/checkout', '/dashboard', '/profile', '/order/', '/wishlist', '/my-plants', '/login', '/signup'];
  return ['User-agent: *', ...privatePaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
