import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cookieSecure } from '../../plugins/session';
import { encodeSource, SOURCE_COOKIE, SOURCE_TTL_S, sourceOfLanding } from './order-source';

/**
 * docs/contract.md §7 "Where orders come from": the first landing's UTM parameters, click id and
 * referrer host, kept 30 days in a first-party cookie set with the page itself (so it works before and
 * without JavaScript). The first landing wins: a later visit does not replace it while it lasts.
 */
export const orderSourcePlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.cookies[SOURCE_COOKIE]) return;
    const q = request.url.indexOf('?');
    const referer = request.headers.referer;
    if (q < 0 && !referer) return;
    const source = sourceOfLanding(new URLSearchParams(q < 0 ? '' : request.url.slice(q + 1)), referer, request.host);
    if (!source) return;
    reply.setCookie(SOURCE_COOKIE, encodeSource(source), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookieSecure(request, config.publicOrigin),
      maxAge: SOURCE_TTL_S,
    });
  });
});
