import { z } from 'zod';
import { defineRoute } from './http';

/**
 * What a form posted without JavaScript sent (never a password) and why it was refused, for the page that
 * shows it again (docs/contract.md §7, docs/decisions/032-forms-before-code.md). A file of its own: the
 * sign-in and contact pages read it without the express order's schemas in their first JavaScript.
 */
export const FormStateSchema = z.object({
  values: z.record(z.string(), z.string()),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()),
});
export type FormState = z.infer<typeof FormStateSchema>;

/** The refused form's state (`?xf=`, `?tf=`, `?lf=`… of the page it came from), kept 15 minutes. */
export const formStateRoute = defineRoute({ method: 'GET', path: '/api/orders/express/form/:id', params: z.object({ id: z.uuid() }), response: FormStateSchema });
