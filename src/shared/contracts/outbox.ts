import { z } from 'zod';
import { defineRoute } from './http';

/** An e-mail the shop sent or will send (docs/contract.md §2: without SMTP, admins read them here). */
export const OutboxEmailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  orderId: z.string().nullable(),
  /** pending (to send), sent, failed (gave up after retries) or stored (no SMTP configured). */
  status: z.enum(['pending', 'sent', 'failed', 'stored']),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof OutboxEmailSchema>;

export const outboxContract = {
  /** Admin: the latest 100 e-mails, newest first. */
  list: defineRoute({ method: 'GET', path: '/api/admin/outbox', response: z.array(OutboxEmailSchema) }),
};
