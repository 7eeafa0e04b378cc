import { z } from 'zod';
import { defineRoute } from './http';

/** One change of one setting (docs/contract.md §2): secrets arrive masked, as GET /api/admin/settings shows them. */
export const SettingsAuditEntrySchema = z.object({
  id: z.number().int(),
  actorEmail: z.string(),
  key: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  createdAt: z.string(),
});
export type SettingsAuditEntry = z.infer<typeof SettingsAuditEntrySchema>;

export const settingsAuditContract = {
  /** The owner only (403 for other admins): the latest 200 changes, newest first. */
  list: defineRoute({ method: 'GET', path: '/api/admin/audit', response: z.array(SettingsAuditEntrySchema) }),
};
