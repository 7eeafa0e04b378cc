import type { FastifyInstance } from 'fastify';
import { newsletterContract } from '@shared/contracts/newsletter';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import * as newsletter from './newsletter.service';
import { actorOf } from '../../plugins/session';

export async function newsletterRoutes(app: FastifyInstance) {
  registerRoute(app, newsletterContract.subscribe, { access: 'public', config: { rateLimit: rateLimits.publicForm } }, async (request) =>
    newsletter.subscribe(app.ctx, request.body.email, request.tr),
  );
  registerRoute(app, newsletterContract.adminList, { access: 'admin' }, async (request) =>
    newsletter.listSubscribers(app.ctx, actorOf(request), request.query),
  );
}
