import type { FastifyInstance } from 'fastify';
import { contactContract } from '@shared/contracts/contact';
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
}
