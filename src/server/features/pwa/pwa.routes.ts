import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@shared/messages';
import { OFFLINE_PAGE_PATH } from '@shared/offline';
import { getWebManifest, offlinePageHtml } from './pwa.service';

/** `?lang=` when it names a language, else the reader's (cookie, then browser). */
const localeOf = (request: FastifyRequest): Locale => {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLocale(lang) ? lang : request.locale;
};

/**
 * `GET /manifest.webmanifest` and `GET /offline` (public, no input but `?lang=`): the installed app's
 * manifest and the offline page, in the language asked for (docs/decisions/023-offline-and-install.md).
 * Plain files outside the API's contracts, like robots.txt.
 */
export async function pwaRoutes(app: FastifyInstance) {
  app.get('/manifest.webmanifest', async (request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      // The settings' colour may change: browsers revalidate.
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie, Accept-Language')
      .send(JSON.stringify(await getWebManifest(app.ctx, localeOf(request)))),
  );
  app.get(OFFLINE_PAGE_PATH, async (request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').send(offlinePageHtml(localeOf(request))),
  );
}
