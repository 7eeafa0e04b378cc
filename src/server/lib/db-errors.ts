/** The Postgres error code of `err`, whichever driver raised it (Drizzle may wrap it in `cause`). */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; e = e.cause as never, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** foreign_key_violation: a referenced row is missing, or a referencing row forbids a delete. */
export const isForeignKeyViolation = (err: unknown): boolean => pgCode(err) === '23503';

/** unique_violation. */
export const isUniqueViolation = (err: unknown): boolean => pgCode(err) === '23505';
