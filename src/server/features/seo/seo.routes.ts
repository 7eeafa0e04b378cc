import type { FastifyInstance } from 'fastify';
import { originOf, robots, sitemap } from './seo.service';

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (public). Plain files for crawlers, outside the API's
 * contracts: they take no input.
 */
export async function seoRoutes(app: FastifyInstance) {
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots(originOf(app.ctx, request))),
  );
  app.get('/sitemap.xml', async (request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(await sitemap(app.ctx, originOf(app.ctx, request))),
  );
}
