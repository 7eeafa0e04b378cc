import type { FastifyInstance } from 'fastify';
import { newsletterContract } from '@shared/contracts/newsletter';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import { requireAdmin } from '../../plugins/session';
import * as newsletter from './newsletter.service';

export async function newsletterRoutes(app: FastifyInstance) {
  registerRoute(app, newsletterContract.subscribe, { config: { rateLimit: rateLimits.publicForm } }, async (request) =>
    newsletter.subscribe(app.ctx, request.body.email),
  );
  registerRoute(app, newsletterContract.adminList, { preHandler: requireAdmin }, async (request) =>
    newsletter.listSubscribers(app.ctx, request.query),
  );
}
