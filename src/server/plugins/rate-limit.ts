import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { msg, type MessageKey } from '@shared/messages';
import { AppError } from '../lib/app-error';

/**
 * Rate limits are opt-in per route (`config: { rateLimit: rateLimits.signup }`). They run after the
 * body is parsed so a key can use it. With REDIS_URL every instance counts in Redis, so a limit holds
 * however many instances serve the shop; otherwise each process counts on its own.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { redis } = app.ctx.store;
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    ...(redis ? { redis, nameSpace: `${app.ctx.config.redis?.keyPrefix ?? 'nabta:'}rate-limit:` } : {}),
  });
});

/** Thrown by the limiter as any other refusal, so the error handler answers it in the reader's language. */
export const tooMany = (message: MessageKey) => () => new AppError('TOO_MANY_REQUESTS', message);

/**
 * Route-level limits. Algerian mobile carriers put many customers behind one IP (CGNAT), so limits
 * stay generous per IP. Password guessing has its own defence, on failed attempts per account and
 * per address (features/auth/login-defence.ts).
 */
export const rateLimits = {
  /** Per IP, `SIGNUPS_PER_HOUR` (30 by default) an hour. */
  signup: { max: (request: FastifyRequest) => request.server.ctx.config.signupsPerHour, timeWindow: '1 hour', errorResponseBuilder: tooMany(msg.errors.tooManySignups) },
  /** Contact and newsletter forms: enough for a family behind one IP, too few for a spam run. */
  publicForm: { max: 20, timeWindow: '10 minutes', errorResponseBuilder: tooMany(msg.errors.tooManyRequests) },
  /**
   * Plant identification (public, costly: image decoding and paid engines). Counted per account when
   * signed in, else per IP, so a family behind one CGNAT address is not locked out by one user.
   */
  identify: {
    max: 30,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: tooMany(msg.identify.errors.tooMany),
  },
  /** The Plant Assistant (public): a person types a few messages a minute; a script sends far more. Per account, else per IP. */
  chat: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: tooMany(msg.chat.errors.tooMany),
  },
  /**
   * The checkout's stop-desk list (public; each miss may call a courier on the shop's quota): a
   * customer picks a wilaya or two; per IP, generous for a CGNAT address, nothing for a script.
   */
  desks: { max: 30, timeWindow: '1 minute', errorResponseBuilder: tooMany(msg.errors.tooManyRequests) },
  /** The storefront's add-to-cart beacon (docs/decisions/035-owners-figures.md): a shopper adds a few plants a minute. Per IP. */
  beacon: { max: 30, timeWindow: '1 minute', errorResponseBuilder: tooMany(msg.errors.tooManyRequests) },
  /** Writing, editing or deleting reviews: a customer writes a few; per account (these routes need one). */
  reviews: {
    max: 20,
    timeWindow: '10 minutes',
    keyGenerator: (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    errorResponseBuilder: tooMany(msg.reviews.errors.tooMany),
  },
} as const;
