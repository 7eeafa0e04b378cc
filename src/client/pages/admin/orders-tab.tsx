import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { EyeIcon } from 'lucide-react';
import { AdminOrderStatusFilterSchema, type AdminOrderStatusFilter } from '@shared/contracts/admin';
import { formatDA } from '@shared/domain/money';
import { ORDER_STATUSES, orderNumber, type OrderStatus } from '@shared/domain/order';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { ADMIN_PAGE_SIZE, adminOrdersQueryOptions } from '@client/features/admin/api';
import { Pager } from '@client/features/admin/pager';
import { OrderStatusBadge, PaymentStatusBadge } from '@client/features/orders/order-badges';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useOrderStatusMutation } from './queries';
import { AdminTable, EmptyState, SkeletonRows, td } from './table';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/**
 * Spec §2 Orders: the filter really filters, on the server, cancelled included (decisions.md §2);
 * a status select per row (cancelling returns the stock, server side); view opens /order/{id}.
 */
export function OrdersTab({ active }: { active: boolean }) {
  const m = useMessages();
  const t = m.admin.orders;
  const statusLabels = m.checkout.orderStatus;
  const [status, setStatus] = useState<AdminOrderStatusFilter>('all');
  const [page, setPage] = useState(1);
  const query = useQuery(adminOrdersQueryOptions({ status, page, enabled: active }));
  const update = useOrderStatusMutation();
  const orders = query.data?.items ?? [];
  const counts = query.data?.counts;
  const filterLabel = (s: AdminOrderStatusFilter) => (s === 'all' ? t.all : statusLabels[s]);

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <Select
          value={status}
          onValueChange={(v) => {
            setStatus(AdminOrderStatusFilterSchema.catch('all').parse(v));
            setPage(1);
          }}
        >
          <SelectTrigger className="w-52" aria-label={t.filterLabel}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {AdminOrderStatusFilterSchema.options.map((s) => (
              <SelectItem key={s} value={s}>
                {filterLabel(s)}
                {counts ? <span className="ms-2 text-xs text-muted-foreground tabular-nums">{counts[s]}</span> : null}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{m.admin.common.loadFailed}</EmptyState>
        ) : !query.isPending && orders.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <AdminTable label={t.title} busy={query.isPending} head={[t.orderId, t.customer, t.date, t.total, t.payment, t.status, m.admin.common.actions]}>
            {query.isPending ? (
              <SkeletonRows columns={7} />
            ) : (
              orders.map((order) => {
                const number = orderNumber(order.id);
                return (
                  <tr key={order.id} className="border-b last:border-0" data-testid="admin-order-row" data-order-id={order.id}>
                    <td className={`${td} font-mono font-medium`}>{number}</td>
                    <td className={td}>
                      <p className="font-medium">{order.customerName || order.customerEmail}</p>
                      {order.customerName ? <p className="text-xs text-muted-foreground">{order.customerEmail}</p> : null}
                    </td>
                    <td className={`${td} whitespace-nowrap`}>{dateFormat.format(new Date(order.createdAt))}</td>
                    <td className={`${td} whitespace-nowrap tabular-nums`}>{formatDA(order.totalAmount)}</td>
                    <td className={td}>
                      <div className="flex flex-col items-start gap-1">
                        <span>{paymentMethodLabel(order.paymentMethod, m)}</span>
                        <PaymentStatusBadge status={order.paymentStatus} />
                      </div>
                    </td>
                    <td className={td}>
                      <div className="flex items-center gap-2">
                        <OrderStatusBadge status={order.orderStatus} />
                        <Select
                          value={order.orderStatus}
                          disabled={update.isPending}
                          onValueChange={(v) => update.mutate({ id: order.id, orderStatus: v as OrderStatus })}
                        >
                          <SelectTrigger className="h-9 w-36" aria-label={interpolate(t.changeStatus, { number })}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {ORDER_STATUSES.map((s) => (
                              <SelectItem key={s} value={s}>
                                {statusLabels[s]}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      </div>
                    </td>
                    <td className={`${td} text-end`}>
                      <Button asChild variant="ghost" size="icon" aria-label={interpolate(t.viewOrder, { number })}>
                        <Link href={`/order/${order.id}`}>
                          <EyeIcon aria-hidden />
                        </Link>
                      </Button>
                    </td>
                  </tr>
                );
              })
            )}
          </AdminTable>
        )}
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
      </CardContent>
    </Card>
  );
}
