import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALES, msg } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { originOf } from '../seo/seo.service';
import { productFeed } from './feeds.service';

const FeedQuery = z.strictObject({ lang: z.enum(LOCALES).optional() });

/**
 * `GET /feeds/products.xml?lang=fr|ar|en` (public): the catalogue for Meta's Commerce Manager and Google
 * Merchant Center, who fetch it on a schedule. Without `lang`, the reader's language. An hour's cache:
 * the platforms read it a few times a day at most.
 */
export async function feedsRoutes(app: FastifyInstance) {
  app.get('/feeds/products.xml', async (request, reply) => {
    const query = FeedQuery.safeParse(request.query);
    if (!query.success) throw new AppError('BAD_REQUEST', msg.validation.invalidInput);
    const xml = await productFeed(app.ctx, originOf(app.ctx, request), query.data.lang ?? request.locale);
    // Without `lang`, the language came from the cookie or the browser: a shared cache must keep them apart.
    if (!query.data.lang) reply.header('Vary', 'Cookie, Accept-Language');
    return reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(xml);
  });
}
