import type { FastifyInstance } from 'fastify';
import { analyticsContract, AnalyticsQuerySchema } from '@shared/contracts/analytics';
import { registerRoute } from '../../lib/route';
import { rateLimits } from '../../plugins/rate-limit';
import { actorOf, requireAdmin } from '../../plugins/session';
import { analyticsCsv, getAnalytics } from './analytics.service';
import { countAddToCart } from './visits.service';
import { sendCsvFile } from '../../lib/csv-file';

/** The owner's figures (admins: 401 visitors, 403 non-admins; the service checks again) and the storefront's beacon. */
export async function analyticsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const c = analyticsContract;

  registerRoute(app, c.get, { access: 'admin' }, async (request) => getAnalytics(ctx, actorOf(request), request.query));

  // Not JSON: registered by hand, with the contract's query schema.
  app.route({
    method: c.csv.method,
    url: c.csv.path,
    schema: { querystring: AnalyticsQuerySchema },
    onRequest: requireAdmin, // before validation, like registerRoute's guards
    handler: async (request, reply) => {
      const query = AnalyticsQuerySchema.parse(request.query);
      const csv = await analyticsCsv(ctx, actorOf(request), query, request.tr);
      return sendCsvFile(reply, 'analytics', csv);
    },
  });

  // Public, no session read, nothing of the sender kept: a count of one.
  registerRoute(app, c.beacon, { access: 'public', config: { rateLimit: rateLimits.beacon } }, async (_request, reply) => {
    await countAddToCart(ctx);
    reply.header('cache-control', 'no-store');
    return null;
  });
}
