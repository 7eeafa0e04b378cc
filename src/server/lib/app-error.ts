import { english, type Text } from '@shared/messages';

/** Every error a service may throw on purpose. The error handler maps the code to a status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Well-formed, but nothing can be done with it (e.g. a photo with no plant in it). */
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/**
 * An error whose words wait for the reader: `message` and `fieldErrors` are keys (`msg…`), deferred
 * texts (`say(…)`) or final words; the error handler translates them into the request's language.
 * `Error.message` holds the English, for logs.
 */
export class AppError extends Error {
  readonly status: number;
  /** Sent as `Retry-After` (seconds) with a 429 or 503. */
  retryAfterS?: number;
  constructor(
    readonly code: ErrorCode,
    readonly text: Text,
    readonly fieldErrors?: Record<string, Text>,
    /** More of the answer's body, for a client that can do better than show the message. */
    readonly details?: Record<string, unknown>,
  ) {
    super(english.text(text));
    this.name = 'AppError';
    this.status = errorStatus[code];
  }
}
