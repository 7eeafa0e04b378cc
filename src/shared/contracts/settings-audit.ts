import { z } from 'zod';
import { wholeNumber } from '../schemas/fields';
import { defineRoute } from './http';

/**
 * One change of one setting, or of a user's role (docs/contract.md §2): secrets arrive masked, as GET
 * /api/admin/settings shows them. `oldValue` is the value that was in force: the saved one, or the
 * environment's when none was saved (`oldSource`). `subject` names the account a role change is about.
 */
export const SettingsAuditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  key: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  oldSource: z.enum(['settings', 'environment']),
  subject: z.string().nullable(),
  createdAt: z.string(),
});
export type SettingsAuditEntry = z.infer<typeof SettingsAuditEntrySchema>;

/** The audit line of a change of a user's role (`subject`: their e-mail). */
export const ROLE_AUDIT_KEY = 'role';

/** `?page=&pageSize=`: without them, the latest 200 lines, as before paging; `X-Total-Count` says how many are kept. */
export const AuditPageQuerySchema = z.object({
  page: wholeNumber(1, 1_000_000).default(1),
  pageSize: wholeNumber(1, 200).default(200),
});

export const settingsAuditContract = {
  /** The owner only (403 for other admins): every change ever made, newest first, a page at a time. */
  list: defineRoute({ method: 'GET', path: '/api/admin/audit', query: AuditPageQuerySchema, response: z.array(SettingsAuditEntrySchema) }),
};
