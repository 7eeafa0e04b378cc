import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { EARLY_TAPS_SCRIPT } from '@shared/early-taps';
import { consentOf, measurementOrigins } from '@shared/domain/measurement';
import { msg } from '@shared/messages';
import { AppError } from '../lib/app-error';
import { hasBadCharacter } from '../lib/bad-characters';
import { FORM_CONTENT_TYPE } from '../lib/html-form';
import { shopPixels } from '../features/settings/pixels';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Server-to-server endpoints authenticated by their own signature, not by a browser session. */
const SIGNED_WEBHOOKS = ['/api/stripe/webhook', '/api/chargily/webhook', '/api/couriers/yalidine/webhook'];

// Stripe.js needs its script, frames and API. The policy is the same on every page: the app is one
// HTML document whose router moves to /checkout without reloading it, so a per-route policy would
// either break checkout or need a full reload there. The one inline script (the early-taps keeper of a
// server-rendered page) is allowed by its hash: script-src has no 'unsafe-inline'. Nothing else leaves the site,
// but for the ad platforms' pixels a visitor accepted (docs/decisions/037).
const EARLY_TAPS_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;
/**
 * The page's policy. `measurement`: the origins of the ad platforms' pixels, given only when the owner
 * configured one and this visitor accepted measurement cookies (@shared/domain/measurement).
 */
export function contentSecurityPolicy(measurement: readonly string[] = []): string {
  const extra = measurement.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_TAPS_HASH} https://js.stripe.com${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    // The service worker and the web app manifest (docs/decisions/023): this site's own, nothing else.
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src 'self' https://api.stripe.com${extra}`,
    'frame-src https://js.stripe.com https://hooks.stripe.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
const CSP = contentSecurityPolicy();

/** The path (`items.0.name`) of the first string, or key, holding a bad character; null when clean. */
export function findBadCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasBadCharacter(value) ? path || '_' : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (hasBadCharacter(key)) return here;
    const found = findBadCharacter(item, here);
    if (found) return found;
  }
  return null;
}

const ONE_YEAR = 31_536_000;

/**
 * Security headers on every answer, and an origin check on state-changing requests: a browser
 * request from another site is refused (403) even if it carries our cookie.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { publicOrigin } = app.ctx.config;

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    if (SIGNED_WEBHOOKS.some((p) => request.url.startsWith(p))) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') throw new AppError('FORBIDDEN', msg.errors.badOrigin);
    const origin = request.headers.origin;
    if (!origin) return; // not a browser (curl, server-to-server): the session cookie is what protects them
    const expected = publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== expected) throw new AppError('FORBIDDEN', msg.errors.badOrigin);
  });

  // Every field of every route at once, before its own validation: text with such a character can
  // never be stored, and would otherwise reach the database (500) or an outside service (503).
  // An HTML form's body is left to its route, which sends the person back to the form with the field
  // marked (lib/html-form.ts) instead of this JSON.
  app.addHook('preValidation', async (request) => {
    const htmlForm = request.headers['content-type']?.startsWith(FORM_CONTENT_TYPE) ?? false;
    const field = findBadCharacter(request.params) ?? findBadCharacter(request.query) ?? (htmlForm ? null : findBadCharacter(request.body));
    if (field) throw new AppError('BAD_REQUEST', msg.errors.badCharacters, { [field]: msg.errors.badCharacters });
  });

  const httpsOnly = publicOrigin?.startsWith('https:') ?? false;
  // COOP and Permissions-Policy govern documents only: they go on HTML with the CSP, not on the
  // API's JSON, images or scripts (fewer bytes on every catalogue read).
  app.addHook('onSend', async (request, reply, payload) => {
    // request.protocol is https only when TLS ends here or a trusted proxy says so (TRUST_PROXY).
    if (httpsOnly || request.protocol === 'https') reply.header('Strict-Transport-Security', `max-age=${ONE_YEAR}; includeSubDomains`);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      // The settings are read only for a visitor who accepted measurement: every other page's policy is the constant.
      const accepted = consentOf(request.headers.cookie) === 'granted';
      reply.header('Content-Security-Policy', accepted ? contentSecurityPolicy(measurementOrigins(await shopPixels(app.ctx), 'granted')) : CSP);
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    }
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
