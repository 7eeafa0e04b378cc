import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@shared/messages';
import { AppError } from '../lib/app-error';

/** Fastify's own client errors, with the message we show instead of its internal one. */
const fastifyClientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.errors.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.errors.malformedJson },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.errors.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.validation.invalidInput },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.errors.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.errors.payloadTooLarge },
};

/**
 * One place turns errors into answers: `{ message, fieldErrors? }` with the right status. A
 * client's mistake is never a 5xx; an unexpected error is logged and its message hidden.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterS !== undefined) reply.header('Retry-After', String(error.retryAfterS));
      return reply.status(error.status).send({ ...error.details, message: error.message, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fieldErrors[key] ??= issue.message ?? messages.validation.invalidInput;
      }
      const first = error.validation[0]?.message ?? messages.validation.invalidInput;
      return reply.status(400).send({ message: first, fieldErrors });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || messages.errors.generic });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: messages.errors.internal });
  });
});
