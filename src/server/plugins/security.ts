import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@shared/messages';
import { AppError } from '../lib/app-error';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Server-to-server endpoints authenticated by their own signature, not by a browser session. */
const SIGNED_WEBHOOKS = ['/api/stripe/webhook', '/api/chargily/webhook'];

// Stripe.js needs its script, frames and API; nothing else leaves the site.
const CSP = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

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
    if (site === 'cross-site') throw new AppError('FORBIDDEN', messages.errors.badOrigin);
    const origin = request.headers.origin;
    if (!origin) return; // not a browser (curl, server-to-server): the session cookie is what protects them
    const expected = publicOrigin ?? `${request.protocol}://${request.host}`;
    if (origin !== expected) throw new AppError('FORBIDDEN', messages.errors.badOrigin);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('Content-Security-Policy', CSP);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
});
