import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authContract } from '@shared/contracts/auth';
import { msg } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { settleBackground } from '../../lib/background';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import { actorOf, cookieSecure } from '../../plugins/session';
import * as auth from './auth.service';
import { requestPasswordReset, resetPassword } from './password-reset';
import { resendVerification, sendVerificationLink, verifyEmail } from './email-verification';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_S } from './device-cookie';
import * as usersRepo from './users.repository';

const attemptOrigin = (request: FastifyRequest): auth.AttemptOrigin => ({ address: request.ip, deviceCookie: request.cookies[DEVICE_COOKIE] });

/** HttpOnly, and sent only to the auth API: the page's scripts never see it. */
function setDeviceCookie(reply: FastifyReply, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(reply.request, reply.server.ctx.config.publicOrigin),
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}

export async function authRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerRoute(app, authContract.currentUser, { access: 'public' }, async (request) => {
    const actor = request.user;
    const user = actor && (await usersRepo.findUserById(ctx.db, actor.id));
    if (!user) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
    await auth.rememberLocale(ctx, user, request.locale);
    return auth.toCurrentUser(ctx, user);
  });

  registerRoute(app, authContract.login, { access: 'public' }, async (request, reply) => {
    const { user, token, deviceCookie } = await auth.login(ctx, request.body, {
      ...attemptOrigin(request),
      previousToken: request.sessionToken ?? undefined,
      locale: request.locale,
    });
    reply.setSessionCookie(token);
    if (deviceCookie) setDeviceCookie(reply, deviceCookie);
    return { success: true as const, message: request.tr.m.auth.loginSuccess, user };
  });

  registerRoute(app, authContract.signup, { access: 'public', config: { rateLimit: rateLimits.signup } }, async (request, reply) => {
    const { user, token } = await auth.signup(ctx, request.body, request.locale, request.sessionToken ?? undefined);
    reply.setSessionCookie(token);
    await sendVerificationLink(ctx, user, request.tr.locale);
    return { success: true as const, message: request.tr.m.auth.signupSuccess, user };
  });

  registerRoute(app, authContract.logout, { access: 'public' }, async (request, reply) => {
    if (request.sessionToken) await auth.logout(ctx, request.sessionToken);
    reply.clearSessionCookie();
    return { success: true as const, message: request.tr.m.auth.logoutSuccess };
  });

  // Throttled per address like the other public forms; per account, one link a minute (password-reset.ts).
  registerRoute(app, authContract.forgotPassword, { access: 'public', config: { rateLimit: rateLimits.publicForm } }, async (request) =>
    requestPasswordReset(ctx, request.body.email, request.tr),
  );
  // A reset link is looked up and mailed after the answer (password-reset.ts): finished before the app closes.
  app.addHook('onClose', async () => {
    await settleBackground(ctx);
  });
  registerRoute(app, authContract.resetPassword, { access: 'public', config: { rateLimit: rateLimits.publicForm } }, async (request) =>
    resetPassword(ctx, request.body.token, request.body.password, request.tr),
  );

  // E-mail verification (docs/contract.md §2): the link's page posts its token; a signed-in account asks again.
  registerRoute(app, authContract.verifyEmail, { access: 'public', config: { rateLimit: rateLimits.publicForm } }, async (request) =>
    verifyEmail(ctx, request.body.token, request.tr),
  );
  registerRoute(app, authContract.resendVerification, { access: 'user', config: { rateLimit: rateLimits.publicForm } }, async (request) =>
    resendVerification(ctx, actorOf(request), request.tr),
  );

  registerRoute(app, authContract.updateProfile, { access: 'user' }, async (request, reply) => {
    const before = actorOf(request).email;
    const { user, token } = await auth.updateProfile(ctx, actorOf(request), request.body, attemptOrigin(request), request.tr);
    if (user.email !== before) await sendVerificationLink(ctx, user, request.tr.locale);
    // A new password or e-mail ended every session of the account; this browser gets a fresh one.
    if (token) reply.setSessionCookie(token);
    return user;
  });

  // Expired sessions are refused on read but would pile up: purged at start, then every hour.
  let purgeTimer: NodeJS.Timeout | undefined;
  const purge = () => auth.purgeExpiredSessions(ctx).catch((err: unknown) => ctx.log.warn({ err }, 'expired sessions not purged'));
  app.addHook('onReady', async () => {
    await purge();
    purgeTimer = setInterval(purge, 60 * 60_000).unref();
  });
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  // The spec's client sends the browser here when a session is missing (spec §6, §8).
  app.get('/api/login', async (_request, reply) => reply.redirect('/login', 302));
}
