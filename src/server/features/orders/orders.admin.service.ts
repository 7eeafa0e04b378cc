import type { AdminOrderListQuery, AdminOrderPage } from '@shared/contracts/admin';
import { ORDER_STATUSES } from '@shared/domain/order';
import type { ServiceContext } from '../../context';
import type { OrderItemRow } from '../../db/schema';
import * as adminRepo from './orders.admin.repository';
import * as repo from './orders.repository';
import { toOrder } from './orders.service';

/**
 * The admin Orders tab (decisions.md §2: the status filter filters on the server, cancelled included).
 * A page of every customer's orders, newest first, with the number of orders of each status. The route
 * requires an admin.
 */
export async function listAllOrders(ctx: ServiceContext, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  const status = query.status && query.status !== 'all' ? query.status : undefined;
  const [rows, byStatus] = await Promise.all([
    adminRepo.listOrders(ctx.db, { status, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    adminRepo.countOrdersByStatus(ctx.db),
  ]);
  const items = await repo.findItemsOfOrders(ctx.db, rows.map((r) => r.id));
  const itemsOf = new Map<string, OrderItemRow[]>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);

  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<(typeof ORDER_STATUSES)[number], number>;
  const all = ORDER_STATUSES.reduce((n, s) => n + counts[s], 0);
  return {
    items: rows.map((r) => toOrder(r, itemsOf.get(r.id) ?? [])),
    page: query.page,
    pageSize: query.pageSize,
    total: status ? counts[status] : all,
    counts: { all, ...counts },
  };
}
