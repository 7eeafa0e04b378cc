import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { retryColumns } from './retry-columns';

export const emailStatuses = ['pending', 'sent', 'failed', 'stored'] as const;

/**
 * Every e-mail the shop sends, written in the same transaction as what caused it (a transactional
 * outbox): an order never exists without its e-mail. With SMTP configured a row is `pending` until
 * sent (retried with back-off, then `failed`); without SMTP it is `stored` for admins to read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** Extra headers of the message, e.g. the weekly care e-mail's List-Unsubscribe (RFC 8058); null for most. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    ...retryColumns(),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_at_idx').on(t.createdAt),
    index('email_outbox_order_id_idx').on(t.orderId),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'stored')`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
