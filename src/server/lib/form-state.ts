import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { FormState } from '@shared/contracts/form-state';
import { isMessageKey, msg } from '@shared/messages';
import type { ServiceContext } from '../context';

/**
 * A refused HTML form, posted without JavaScript (docs/decisions/032-forms-before-code.md): what was typed
 * (never a password) and why, kept 15 minutes under a random id that the page is sent back with
 * (`/track?tf=`, `/login?lf=`…) and reads through `GET /api/orders/express/form/:id` (docs/contract.md §7).
 * Only the id travels in the address: no text of the person's is reflected from a query.
 */
export type { FormState };

const FORM_STATE_TTL_MS = 15 * 60_000;
export const formStateKey = (id: string) => `express-form:${id}`;

/** Keeps `state` 15 minutes; answers the id to send the page back with. */
export async function keepFormState(ctx: ServiceContext, state: FormState): Promise<string> {
  const id = randomUUID();
  await ctx.store.set(formStateKey(id), JSON.stringify(state), FORM_STATE_TTL_MS);
  return id;
}

/** The message and field errors of a form with a character no text can store, in the reader's language. */
export function badCharactersIn(request: FastifyRequest, fields: readonly string[]): [string, Record<string, string>] {
  const text = request.tr.text(msg.errors.badCharacters);
  return [text, Object.fromEntries(fields.map((f) => [f, text]))];
}

/** A schema's message in the reader's language: a catalogue key is translated; zod's own English only for English readers. */
export const sayIn = (request: FastifyRequest) => (m: string | undefined) =>
  m && (isMessageKey(m) || request.tr.locale === 'en') ? request.tr.text(m) : request.tr.text(msg.validation.invalidInput);

/** A zod refusal as the page shows it: the first message, and each field's first message by its path. */
export function refusalOf(request: FastifyRequest, error: z.ZodError): [string, Record<string, string>] {
  const say = sayIn(request);
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) fieldErrors[issue.path.join('.') || '_'] ??= say(issue.message);
  return [say(error.issues[0]?.message), fieldErrors];
}
