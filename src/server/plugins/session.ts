import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import { msg } from '@shared/messages';
import { SESSION_HINT_COOKIE } from '@shared/session-hint';
import { SESSION_COOKIE } from '@shared/domain/site-cookies';
import { findSessionUser, toActor, type Actor } from '../features/auth/auth.service';
import { AppError } from '../lib/app-error';

export { SESSION_COOKIE };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie; null for visitors. */
    user: Actor | null;
    sessionToken: string | null;
  }
  interface FastifyReply {
    setSessionCookie(token: string): void;
    clearSessionCookie(): void;
  }
}

/** Cookies are `Secure` on https, or when the public origin is https (behind a proxy that ends TLS). */
export const cookieSecure = (request: FastifyRequest, publicOrigin: string | undefined) =>
  request.protocol === 'https' || (publicOrigin?.startsWith('https:') ?? false);

/** Resolves the session cookie into `request.user` and offers cookie helpers on the reply. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  await app.register(fastifyCookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);

  const secure = (request: FastifyRequest) => cookieSecure(request, config.publicOrigin);

  app.decorateReply('setSessionCookie', function (this: FastifyReply, token: string) {
    this.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secure(this.request),
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
    this.setCookie(SESSION_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure: secure(this.request),
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
  });
  app.decorateReply('clearSessionCookie', function (this: FastifyReply) {
    this.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(this.request) });
    this.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure: secure(this.request) });
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    const user = await findSessionUser(app.ctx, token);
    request.user = user ? toActor(user, config.ownerEmail) : null;
    // An expired or revoked session: drop both cookies, so the page stops asking who we are.
    if (!user) reply.clearSessionCookie();
  });
});

// The access guards live with route registration, which runs them before validation.
export { requireAdmin, requireUser } from '../lib/route';

/** The signed-in user inside a handler guarded by requireUser/requireAdmin. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.user) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
  return request.user;
}
