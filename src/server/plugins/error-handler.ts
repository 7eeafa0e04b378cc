import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { english, isMessageKey, msg, type MessageKey } from '@shared/messages';
import { AppError } from '../lib/app-error';

/** Fastify's own client errors, with the message we show instead of its internal one. */
const fastifyClientErrors: Record<string, { status: number; message: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: msg.errors.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: msg.errors.malformedJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: msg.errors.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: msg.validation.invalidInput },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: msg.errors.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: msg.errors.payloadTooLarge },
};

/**
 * One place turns errors into answers: `{ message, fieldErrors? }` with the right status. A
 * client's mistake is never a 5xx; an unexpected error is logged and its message hidden.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const tr = request.tr ?? english;
    if (error instanceof AppError) {
      if (error.retryAfterS !== undefined) reply.header('Retry-After', String(error.retryAfterS));
      const fieldErrors = error.fieldErrors && Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, tr.text(v)]));
      return reply.status(error.status).send({ ...error.details, message: tr.text(error.text), fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A schema names its messages by key; zod's own wording (no key) is English, so another
      // language gets its generic "invalid input" rather than a sentence in the wrong language.
      const say = (message: string | undefined) =>
        message && (isMessageKey(message) || tr.locale === 'en') ? tr.text(message) : tr.text(msg.validation.invalidInput);
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[key] ??= say(issue.message);
      }
      return reply.status(400).send({ message: say(error.validation[0]?.message), fieldErrors });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: tr.text(known.message) });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: tr.locale === 'en' && error.message ? error.message : tr.text(msg.errors.generic) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: tr.text(msg.errors.internal) });
  });
});
