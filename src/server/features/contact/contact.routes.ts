import type { FastifyInstance } from 'fastify';
import { contactContract, ContactMessageSchema } from '@shared/contracts/contact';
import { AppError } from '../../lib/app-error';
import { badCharactersIn, keepFormState, refusalOf } from '../../lib/form-state';
import { acceptHtmlForms, readHtmlForm } from '../../lib/html-form';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import * as contact from './contact.service';
import { actorOf } from '../../plugins/session';

export async function contactRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerRoute(app, contactContract.send, { access: 'public', config: { rateLimit: rateLimits.publicForm } }, async (request) =>
    contact.sendMessage(ctx, request.user, request.body, request.tr),
  );

  registerRoute(app, contactContract.siteInfo, { access: 'public' }, async () => contact.getSiteInfo(ctx));

  registerRoute(app, contactContract.adminList, { access: 'admin' }, async (request) =>
    contact.listMessages(ctx, actorOf(request), request.query),
  );

  registerRoute(app, contactContract.adminMarkRead, { access: 'admin' }, async (request) =>
    contact.markRead(ctx, actorOf(request), request.params.id, request.body.read),
  );

  await app.register(contactHtmlForm);
}

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/**
 * The contact form without JavaScript (docs/decisions/032-forms-before-code.md): urlencoded
 * `POST /api/contact/form`, the JSON route's schema and service. Stored: 303 to `/contact?sent=1` (the
 * "message sent" panel). Refused: 303 to `/contact?cf={id}`, the form again with what was typed and why.
 */
async function contactHtmlForm(app: FastifyInstance) {
  const { ctx } = app;
  // The message may hold 5000 characters, Arabic ones 2 bytes each, percent-encoded 6 bytes each.
  acceptHtmlForms(app, 65_536);
  app.post('/api/contact/form', { config: { rateLimit: rateLimits.publicForm } }, async (request, reply) => {
    const { typed, badFields } = readHtmlForm(request.body, FIELDS, 6000);
    const refuse = async ([message, fieldErrors]: [string, Record<string, string>]) =>
      reply.redirect(`/contact?cf=${await keepFormState(ctx, { values: typed, message, fieldErrors })}`, 303);
    if (badFields.length) return refuse(badCharactersIn(request, badFields));
    const parsed = ContactMessageSchema.safeParse(typed);
    if (!parsed.success) return refuse(refusalOf(request, parsed.error));
    try {
      await contact.sendMessage(ctx, request.user, parsed.data, request.tr);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      return refuse([request.tr.text(err.text), Object.fromEntries(Object.entries(err.fieldErrors ?? {}).map(([k, t]) => [k, request.tr.text(t)]))]);
    }
    return reply.redirect('/contact?sent=1', 303);
  });
}
