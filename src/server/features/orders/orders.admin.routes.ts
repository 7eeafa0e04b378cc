import type { FastifyInstance } from 'fastify';
import { adminContract } from '@shared/contracts/admin';
import { registerRoute } from '../../lib/route';
import { listAllOrders } from './orders.admin.service';

/** `GET /api/admin/orders?status=&page=&pageSize=` (401 visitors, 403 non-admins). */
export async function ordersAdminRoutes(app: FastifyInstance) {
  const { ctx } = app;
  registerRoute(app, adminContract.listOrders, { access: 'admin' }, async (request) => listAllOrders(ctx, request.query));
}
