import type { FastifyInstance } from 'fastify';
import { authContract } from '@shared/contracts/auth';
import { messages } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import { actorOf, requireUser } from '../../plugins/session';
import * as auth from './auth.service';
import { LoginThrottle } from './login-throttle';
import * as usersRepo from './users.repository';

export async function authRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerRoute(app, authContract.currentUser, {}, async (request) => {
    const actor = request.user;
    const user = actor && (await usersRepo.findUserById(ctx.db, actor.id));
    if (!user) throw new AppError('UNAUTHORIZED', messages.errors.unauthorized);
    return auth.toCurrentUser(user, ctx.config.ownerEmail);
  });

  const throttle = new LoginThrottle();
  registerRoute(app, authContract.login, {}, async (request, reply) => {
    const key = `${request.ip}|${request.body.email}`;
    if (throttle.isBlocked(key)) throw new AppError('TOO_MANY_REQUESTS', messages.errors.tooManyLogins);
    try {
      const { user, token } = await auth.login(ctx, request.body, request.sessionToken ?? undefined);
      throttle.clear(key);
      reply.setSessionCookie(token);
      return { success: true as const, message: messages.auth.loginSuccess, user };
    } catch (err) {
      if (err instanceof AppError && err.code === 'UNAUTHORIZED') throttle.recordFailure(key);
      throw err;
    }
  });

  registerRoute(app, authContract.signup, { config: { rateLimit: rateLimits.signup } }, async (request, reply) => {
    const { user, token } = await auth.signup(ctx, request.body, request.sessionToken ?? undefined);
    reply.setSessionCookie(token);
    return { success: true as const, message: messages.auth.signupSuccess, user };
  });

  registerRoute(app, authContract.logout, {}, async (request, reply) => {
    if (request.sessionToken) await auth.logout(ctx, request.sessionToken);
    reply.clearSessionCookie();
    return { success: true as const, message: messages.auth.logoutSuccess };
  });

  registerRoute(app, authContract.updateProfile, { preHandler: requireUser }, async (request) =>
    auth.updateProfile(ctx, actorOf(request), request.body),
  );

  // The spec's client sends the browser here when a session is missing (spec §6, §8).
  app.get('/api/login', async (_request, reply) => reply.redirect('/login', 302));
}
