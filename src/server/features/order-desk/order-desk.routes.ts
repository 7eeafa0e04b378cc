import type { FastifyInstance } from 'fastify';
import { AdminOrderFiltersSchema, orderDeskContract } from '@shared/contracts/order-desk';
import { registerRoute } from '../../lib/route';
import { actorOf, requireAdmin } from '../../plugins/session';
import { confirmationContract } from '@shared/contracts/confirmation';
import * as confirmation from './confirmation.service';
import * as desk from './order-desk.service';
import { sendCsvFile } from '../../lib/csv-file';

/** The order desk (every route: 401 visitors, 403 non-admins; the service checks access again). */
export async function orderDeskRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const guard = { access: 'admin' as const };
  const c = orderDeskContract;

  registerRoute(app, c.list, guard, async (request) => desk.listOrders(ctx, actorOf(request), request.query));
  registerRoute(app, c.get, guard, async (request) => desk.getOrderDetail(ctx, actorOf(request), request.params.id));
  registerRoute(app, c.confirm, guard, async (request) => desk.confirmOrder(ctx, actorOf(request), request.params.id, request.body));
  registerRoute(app, c.markPaid, guard, async (request) => desk.markOrderPaid(ctx, actorOf(request), request.params.id, request.body));
  registerRoute(app, c.ship, guard, async (request) => desk.shipOrder(ctx, actorOf(request), request.params.id, request.body));
  registerRoute(app, c.deliver, guard, async (request) => desk.deliverOrder(ctx, actorOf(request), request.params.id, request.body));
  registerRoute(app, c.cancel, guard, async (request) => desk.cancelOrder(ctx, actorOf(request), request.params.id, request.body));
  registerRoute(app, c.addNote, guard, async (request) => desk.addOrderNote(ctx, actorOf(request), request.params.id, request.body));

  // COD confirmation and phones (decision 018); the customer's signed link needs no session.
  const k = confirmationContract;
  registerRoute(app, k.queue, guard, async (request) => confirmation.listQueue(ctx, actorOf(request)));
  registerRoute(app, k.recordCall, guard, async (request) => confirmation.recordCall(ctx, actorOf(request), request.params.id, request.body));
  registerRoute(app, k.blockPhone, guard, async (request) => confirmation.setPhoneBlocked(ctx, actorOf(request), request.body));
  registerRoute(app, k.previewByLink, { access: 'public' }, async (request) => confirmation.previewByLink(ctx, request.params.id, request.query));
  registerRoute(app, k.confirmByLink, { access: 'public' }, async (request) => confirmation.confirmByLink(ctx, request.params.id, request.body));
  let stopSweep: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopSweep = confirmation.startConfirmationWorker(ctx);
  });
  app.addHook('onClose', async () => {
    await stopSweep?.();
  });

  // Not JSON: registered by hand, with the contract's query schema.
  app.route({
    method: c.exportCsv.method,
    url: c.exportCsv.path,
    schema: { querystring: AdminOrderFiltersSchema },
    onRequest: requireAdmin, // before validation, like registerRoute's guards
    handler: async (request, reply) => {
      const csv = await desk.exportOrdersCsv(ctx, actorOf(request), AdminOrderFiltersSchema.parse(request.query), request.tr);
      return sendCsvFile(reply, 'orders', csv);
    },
  });
}
