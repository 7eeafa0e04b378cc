import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authContract, ForgotPasswordSchema, LoginSchema, SignupFormSchema } from '@shared/contracts/auth';
import { safeNextPath } from '@shared/domain/next-path';
import { msg } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { badCharactersIn, keepFormState, refusalOf, type FormState } from '../../lib/form-state';
import { acceptHtmlForms, readHtmlForm } from '../../lib/html-form';
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

  await app.register(authHtmlForms);
}

/** Where the form came from asked to go after signing in (`next`), checked as the page checks it: a path of this site. */
const nextOf = (next: string) => safeNextPath(`?${new URLSearchParams({ next })}`);
/** The page again with `param` naming its kept state, and `next` still there. */
const pageWith = (page: string, param: string, id: string, next = '') =>
  `${page}?${new URLSearchParams({ ...(next && nextOf(next) !== '/' ? { next: nextOf(next) } : {}), [param]: id })}`;

/**
 * Sign in, sign up and "forgot password" without JavaScript (docs/decisions/032-forms-before-code.md,
 * docs/contract.md §2): urlencoded HTML forms, answered with 303. Each calls the JSON route's service
 * with the JSON route's schema; the origin check (plugins/security.ts) and the throttles are the same.
 * Refused: the page again with what was typed (never a password) and why, kept under `?lf=`, `?sf=`,
 * `?ff=` (lib/form-state.ts). Signed in: where the person was going (`next`, a path of this site only).
 */
async function authHtmlForms(app: FastifyInstance) {
  const { ctx } = app;
  acceptHtmlForms(app, 8_192);
  const refuseTo = (page: string, param: string) => async (reply: FastifyReply, state: FormState, next = '') =>
    reply.redirect(pageWith(page, param, await keepFormState(ctx, state), next), 303);
  /** A service's refusal (wrong password, too many tries, address taken) as the form shows it; a 5xx stays one. */
  const refusalFrom = (request: FastifyRequest, err: unknown): [string, Record<string, string>] => {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    const text = request.tr.text(err.text);
    const fieldErrors = Object.fromEntries(Object.entries(err.fieldErrors ?? {}).map(([k, t]) => [k, request.tr.text(t)]));
    return [text, fieldErrors];
  };

  const refuseLogin = refuseTo('/login', 'lf');
  app.post('/api/auth/login/form', async (request, reply) => {
    const { typed, badFields } = readHtmlForm(request.body, ['email', 'password', 'next'], 500);
    const values = { email: typed.email };
    const refuse = ([message, fieldErrors]: [string, Record<string, string>]) => refuseLogin(reply, { values, message, fieldErrors }, typed.next);
    if (badFields.length) return refuse(badCharactersIn(request, badFields));
    const parsed = LoginSchema.safeParse(typed);
    if (!parsed.success) return refuse(refusalOf(request, parsed.error));
    try {
      const { token, deviceCookie } = await auth.login(ctx, parsed.data, {
        ...attemptOrigin(request),
        previousToken: request.sessionToken ?? undefined,
        locale: request.locale,
      });
      reply.setSessionCookie(token);
      if (deviceCookie) setDeviceCookie(reply, deviceCookie);
      return reply.redirect(nextOf(typed.next), 303);
    } catch (err) {
      const [message, fieldErrors] = refusalFrom(request, err);
      // The spec's "Invalid email or password" beside the password, the field to type again.
      return refuse([message, Object.keys(fieldErrors).length ? fieldErrors : { password: message }]);
    }
  });

  const refuseSignup = refuseTo('/signup', 'sf');
  const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'next'] as const;
  app.post('/api/auth/signup/form', { config: { rateLimit: rateLimits.signup } }, async (request, reply) => {
    const { typed, badFields } = readHtmlForm(request.body, SIGNUP_FIELDS, 500);
    const values = { firstName: typed.firstName, lastName: typed.lastName, email: typed.email };
    const refuse = ([message, fieldErrors]: [string, Record<string, string>]) => refuseSignup(reply, { values, message, fieldErrors }, typed.next);
    if (badFields.length) return refuse(badCharactersIn(request, badFields));
    const parsed = SignupFormSchema.safeParse(typed);
    if (!parsed.success) return refuse(refusalOf(request, parsed.error));
    const { confirmPassword: _confirm, ...body } = parsed.data;
    try {
      const { user, token } = await auth.signup(ctx, body, request.locale, request.sessionToken ?? undefined);
      reply.setSessionCookie(token);
      await sendVerificationLink(ctx, user, request.tr.locale);
      return reply.redirect(nextOf(typed.next), 303);
    } catch (err) {
      return refuse(refusalFrom(request, err));
    }
  });

  const refuseForgot = refuseTo('/forgot-password', 'ff');
  app.post('/api/auth/forgot-password/form', { config: { rateLimit: rateLimits.publicForm } }, async (request, reply) => {
    const { typed, badFields } = readHtmlForm(request.body, ['email'], 500);
    const refuse = ([message, fieldErrors]: [string, Record<string, string>]) => refuseForgot(reply, { values: typed, message, fieldErrors });
    if (badFields.length) return refuse(badCharactersIn(request, badFields));
    const parsed = ForgotPasswordSchema.safeParse(typed);
    if (!parsed.success) return refuse(refusalOf(request, parsed.error));
    const { message } = await requestPasswordReset(ctx, parsed.data.email, request.tr);
    // The answer (the same for any address) is the page's, under `?fs=`: the form is not shown again.
    return reply.redirect(pageWith('/forgot-password', 'fs', await keepFormState(ctx, { values: {}, message, fieldErrors: {} })), 303);
  });
}
