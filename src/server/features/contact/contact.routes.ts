import type { FastifyInstance } from 'fastify';
import { contactContract } from '@shared/contracts/contact';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import * as contact from './contact.service';

export async function contactRoutes(app: FastifyInstance) {
  const { ctx } = app;

  registerRoute(app, contactContract.send, { config: { rateLimit: rateLimits.publicForm } }, async (request) =>
    contact.sendMessage(ctx, request.user, request.body, request.tr),
  );

  registerRoute(app, contactContract.siteInfo, {}, async () => contact.getSiteInfo(ctx));

  registerRoute(app, contactContract.adminList, { access: 'admin' }, async (request) =>
    contact.listMessages(ctx, request.query),
  );

  registerRoute(app, contactContract.adminMarkRead, { access: 'admin' }, async (request) =>
    contact.markRead(ctx, request.params.id, request.body.read),
  );
}
