import type { FastifyInstance } from 'fastify';
import { hasBadCharacter, withoutBadCharacters } from './bad-characters';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

/**
 * Accepts an HTML form's body (`application/x-www-form-urlencoded`) in the plugin that calls it only:
 * every other route keeps answering 415 to it. The body becomes a plain object of strings.
 */
export function acceptHtmlForms(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser(FORM_CONTENT_TYPE, { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/**
 * The named fields of a posted form as typed (at most `max` characters each; '' when absent), and the
 * fields that held a character text can never store (a NUL byte, half a surrogate pair). Such a form is
 * sent back to its page with the field marked, not answered with the API's JSON 400
 * (docs/contract.md §7): the bad characters are dropped from what the page shows again.
 */
export function readHtmlForm<K extends string>(body: unknown, fields: readonly K[], max: number) {
  const posted = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const typed = {} as Record<K, string>;
  const badFields: K[] = [];
  for (const field of fields) {
    const value = typeof posted[field] === 'string' ? (posted[field] as string).slice(0, max) : '';
    if (hasBadCharacter(value)) badFields.push(field);
    typed[field] = withoutBadCharacters(value);
  }
  return { typed, badFields };
}
