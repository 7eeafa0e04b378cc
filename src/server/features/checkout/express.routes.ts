import type { FastifyInstance, FastifyRequest } from 'fastify';
import { expressContract, ExpressOrderResultSchema, ExpressOrderSchema, TrackSchema, type ExpressFormState } from '@shared/contracts/express-orders';
import { msg } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import { badCharactersIn, formStateKey, keepFormState, refusalOf } from '../../lib/form-state';
import { acceptHtmlForms, readHtmlForm } from '../../lib/html-form';
import { registerRoute } from '../../lib/route';
import { tooMany } from '../../plugins/rate-limit';
import { actorOf } from '../../plugins/session';
import * as express from './express.service';
import { communeCodeNamed } from '../shipping/shipping.service';
import { decodeSource, SOURCE_COOKIE } from './order-source';
import { visitOf } from '../conversions/visit';

/** A person saves a draft a few times while typing; a script far more. */
const draftRateLimit = { max: 60, timeWindow: '10 minutes', errorResponseBuilder: tooMany(msg.errors.tooManyRequests) };

/** The pages whose form may post here and be answered there again (no other address: no open redirect). */
const FORM_PAGE = /^\/plant\/\d{1,10}$/;
/** The "Track my order" page, answered again with `?tf=` when its form is refused. */
const TRACK_PAGE = '/track';

/** The express form's fields as the HTML form sends them, kept as typed (what the page shows again). */
// `communeName`: the commune written by name where the page's code (its picker) has not run.
const FORM_FIELDS = ['customerName', 'phone', 'wilaya', 'commune', 'communeName', 'delivery', 'desk', 'address', 'quantity', 'couponCode', 'plant', 'size', 'website'] as const;

export async function expressRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const originOf = (request: FastifyRequest) => ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  const who = (request: FastifyRequest): express.ExpressRequest => ({
    actor: request.user,
    ip: request.ip,
    origin: originOf(request),
    locale: request.locale,
    source: decodeSource(request.cookies[SOURCE_COOKIE]),
    visit: visitOf(request, originOf(request)),
  });

  registerRoute(app, expressContract.create, { access: 'public' }, async (request, reply) => {
    const result = await express.placeExpressOrder(ctx, request.body, who(request));
    if (!result.duplicate) return result;
    // A duplicate is no new order: 200 (docs/contract.md §7), shaped by the contract like the 201.
    reply.code(200);
    return ExpressOrderResultSchema.parse(result);
  });
  registerRoute(app, expressContract.track, { access: 'public' }, async (request) => express.track(ctx, request.body, request.ip));
  registerRoute(app, expressContract.draft, { access: 'public', config: { rateLimit: draftRateLimit } }, async (request) => express.saveDraft(ctx, request.body));
  registerRoute(app, expressContract.drafts, { access: 'admin' }, async (request) => express.listDrafts(ctx, actorOf(request)));
  registerRoute(app, expressContract.deleteDraft, { access: 'admin' }, async (request) => express.deleteDraft(ctx, actorOf(request), request.params.id));
  registerRoute(app, expressContract.formState, { access: 'public' }, async (request) => {
    const raw = await ctx.store.get(formStateKey(request.params.id));
    if (!raw) throw new AppError('NOT_FOUND', msg.errors.notFound);
    return JSON.parse(raw) as ExpressFormState;
  });

  await app.register(htmlFormRoute);
}

/**
 * The express form without JavaScript (docs/contract.md §7): `application/x-www-form-urlencoded` to
 * `POST /api/orders/express/form`. Placed: 303 to the order's page by its key. Refused: what was typed
 * and the errors are kept 15 minutes under a random id, and 303 back to the form's page with `?xf=id`,
 * which shows the form again with them (the page reads them through `GET /api/orders/express/form/:id`).
 */
async function htmlFormRoute(app: FastifyInstance) {
  const { ctx } = app;
  acceptHtmlForms(app, 16_384);
  /** What a refused form typed and why, kept 15 minutes under a random id the page is sent back with. */
  const keepRefused = (state: ExpressFormState) => keepFormState(ctx, state);

  // "Track my order" without JavaScript (docs/contract.md §7): the order's page, or /track again with
  // what was typed and why (`?tf=`, read like the express form's `?xf=`).
  app.post('/api/orders/track/form', async (request, reply) => {
    const { typed, badFields } = readHtmlForm(request.body, ['number', 'phone'], 100);
    const refuse = async (message: string, fieldErrors: Record<string, string>) =>
      reply.redirect(`${TRACK_PAGE}?tf=${await keepRefused({ values: typed, message, fieldErrors })}`, 303);
    if (badFields.length) return refuse(...badCharactersIn(request, badFields));
    const parsed = TrackSchema.safeParse(typed);
    if (!parsed.success) return refuse(...refusalOf(request, parsed.error));
    try {
      return reply.redirect((await express.track(ctx, parsed.data, request.ip)).orderUrl, 303);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      return refuse(request.tr.text(err.text), {});
    }
  });

  app.post('/api/orders/express/form', async (request, reply) => {
    const { typed, badFields } = readHtmlForm(request.body, FORM_FIELDS, 500);
    const page = `/plant/${/^\d{1,10}$/.test(typed.plant) ? typed.plant : '0'}`;
    const tr = request.tr;
    const refuse = async (message: string, fieldErrors: Record<string, string>) => {
      if (!FORM_PAGE.test(page)) throw new AppError('BAD_REQUEST', msg.validation.invalidInput);
      const id = await keepRefused({ values: { ...typed, website: '' }, message, fieldErrors });
      // The size chosen stays chosen on the page sent back (docs/contract.md §8: `?size=`).
      const size = /^\d{1,10}$/.test(typed.size) ? `&size=${typed.size}` : '';
      return reply.redirect(`${page}?xf=${id}${size}#express`, 303);
    };
    if (badFields.length) return refuse(...badCharactersIn(request, badFields));
    // A commune written by name is the wilaya's commune of that name; a name none of them has is said, not guessed.
    let commune = typed.commune;
    if (!commune && typed.communeName.trim() && /^\d{1,2}$/.test(typed.wilaya)) {
      commune = (await communeCodeNamed(ctx, typed.wilaya, typed.communeName)) ?? '';
      if (!commune) {
        const unknown = tr.text(msg.express.errors.communeUnknown);
        return refuse(unknown, { communeName: unknown });
      }
    }
    const { communeName: _typedName, ...fields } = typed;
    const parsed = ExpressOrderSchema.safeParse({
      ...fields,
      commune: commune || null,
      desk: typed.desk || null,
      address: typed.address || null,
      delivery: typed.delivery || 'home',
      items: [{ id: Number(typed.plant), quantity: /^\d{1,4}$/.test(typed.quantity) ? Number(typed.quantity) : 1, variantId: /^\d{1,10}$/.test(typed.size) ? Number(typed.size) : null }],
    });
    if (!parsed.success) return refuse(...refusalOf(request, parsed.error));
    try {
      const result = await express.placeExpressOrder(ctx, parsed.data, {
        actor: request.user,
        ip: request.ip,
        origin: ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`,
        locale: request.locale,
        source: decodeSource(request.cookies[SOURCE_COOKIE]),
        visit: visitOf(request, ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`),
      });
      return reply.redirect(result.duplicate ? `${result.orderUrl}&duplicate=1` : result.orderUrl, 303);
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      const fieldErrors = Object.fromEntries(Object.entries(err.fieldErrors ?? {}).map(([k, t]) => [k, tr.text(t)]));
      return refuse(tr.text(err.text), fieldErrors);
    }
  });
}

