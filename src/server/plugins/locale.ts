import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_LOCALE, LANG_COOKIE, negotiateLocale, type Locale, type Translator } from '@shared/messages';
import { t } from '@shared/messages/catalogues';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reader's language (docs/contract.md §4): the `lang` cookie, else the browser's first preference when French or Arabic, else English. */
    locale: Locale;
    /** Turns keys into the reader's words: errors, e-mails, the assistant's answers. */
    tr: Translator;
  }
}

/** Chooses each request's language before anything else runs, so even a 401 or a 400 speaks it. */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.decorateRequest('tr', null as unknown as Translator);
  // The first hook of all (registered before the cookie parser), so the cookie is read here.
  app.addHook('onRequest', async (request) => {
    request.locale = negotiateLocale(langCookie(request.headers.cookie), request.headers['accept-language']);
    request.tr = t(request.locale);
  });
});

const langCookiePattern = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`);
const langCookie = (header: string | undefined) => (header ? langCookiePattern.exec(header)?.[1] : undefined);
