import type { FastifyInstance } from 'fastify';
import { ordersContract } from '@shared/contracts/orders';
import { registerRoute } from '../../lib/route';
import { actorOf } from '../../plugins/session';
import * as orderDesk from '../order-desk/order-desk.service';
import * as orders from './orders.service';

export async function ordersRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const user = { access: 'user' as const };

  // POST /api/orders and GET /api/orders/:id are the checkout's (features/checkout).
  registerRoute(app, ordersContract.list, user, async (request) => orders.listOwnOrders(ctx, actorOf(request)));
  registerRoute(app, ordersContract.lastShipping, user, async (request) => orders.lastShipping(ctx, actorOf(request)));
  registerRoute(app, ordersContract.update, { access: 'admin' }, async (request) =>
    orderDesk.setOrderStatus(ctx, actorOf(request), request.params.id, request.body.orderStatus, request.body.reason),
  );
}
