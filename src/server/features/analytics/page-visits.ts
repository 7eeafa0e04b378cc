import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import type { ClientBuild } from '../../plugins/static-client';
import type { CachedResponse } from '../../lib/response-cache';
import { inBackground } from '../../lib/background';
import { countPageHit } from './visits.service';

type RenderIndex = (request: FastifyRequest, client: ClientBuild) => Promise<CachedResponse>;

/**
 * Wraps the page renderer so every page served counts as a visit (docs/decisions/035-owners-figures.md):
 * counted after the page is on its way (the reader never waits for the write), and a failed count only
 * loses the count. Only the hash of the address and browser is kept (visits.service.ts).
 */
export function countingVisits(ctx: ServiceContext, render: RenderIndex): RenderIndex {
  return async (request, client) => {
    const page = await render(request, client);
    // A page that is not there (a deleted plant's 404) is no visit to it.
    if ((page.status ?? 200) !== 200) return page;
    const purpose = String(request.headers['sec-purpose'] ?? request.headers.purpose ?? '');
    const hit = {
      path: request.url.split('?')[0] ?? '/',
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
      prefetch: /prefetch|prerender/i.test(purpose),
    };
    inBackground(ctx, 'visit count', () => countPageHit(ctx, hit));
    return page;
  };
}
