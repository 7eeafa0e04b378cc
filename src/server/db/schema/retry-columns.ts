import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns of a queue whose rows a worker sends with back-off (the e-mail outbox, the conversions):
 * how many attempts, when the next is due (or until when a worker holds the row), the last error,
 * when it was sent and queued. Each table adds its own `status`.
 */
export const retryColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
