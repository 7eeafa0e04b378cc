import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { DownloadIcon, EyeIcon } from 'lucide-react';
import {
  AdminOrderStatusFilterSchema,
  ChannelFilterSchema,
  PaymentMethodFilterSchema,
  PaymentStatusFilterSchema,
  type AdminOrderFilters,
} from '@shared/contracts/order-desk';
import { ORDER_STATUSES, orderNumber, type OrderStatus } from '@shared/domain/order';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { listStatusesOf, refusalOf, type DeskOrderState } from '@shared/domain/order-desk';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { ADMIN_PAGE_SIZE, adminOrdersQueryOptions, ordersCsvUrl } from '@client/features/admin/api';
import { Pager } from '@client/features/admin/pager';
import { OrderStatusBadge, PaymentStatusBadge } from '@client/features/orders/order-badges';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { Ltr, ltrText, OrderNumber, Typed } from '@client/lib/bidi';
import { useDates } from '@client/lib/dates';
import { useOrderStatusMutation } from './queries';
import { SettingSwitch } from './setting-switch';
import { useCurrentUser } from '@client/features/auth/api';
import { AdminTable, EmptyState, SearchBox, SkeletonRows } from './table';
import { stackedTable } from '@client/components/ui/stacked-table';
import { WilayaName } from './wilaya-name';
import { BulkShipBar } from './bulk-ship-bar';
import { CallBackList } from './order-desk/call-back-list';

/**
 * The statuses the menu offers (issue 29: the desk's rules on every path): the order's own, those the
 * list moves to at once, and shipping or cancelling when the desk allows them (the order page then asks
 * for what they need).
 */
const menuStatusesOf = (order: DeskOrderState): OrderStatus[] =>
  ORDER_STATUSES.filter(
    (s) => listStatusesOf(order).includes(s) || (s === 'shipped' && refusalOf('ship', order) === null && order.orderStatus !== 'shipped'),
  );

/** On a phone each order is a card (stacked-table.ts): the status and its menu stay in reach. */
const { cell } = stackedTable;

/** A filter of the tab: a select whose first option is 'all'. */
function FilterSelect<V extends string>({
  label,
  value,
  options,
  labelOf,
  count,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly V[];
  labelOf: (v: V) => string;
  count?: (v: V) => number | undefined;
  onChange: (v: V) => void;
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(options.find((o) => o === v) ?? options[0]!)}>
      <SelectTrigger className="w-52" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((o) => (
          <SelectItem key={o} value={o}>
            {labelOf(o)}
            {count?.(o) !== undefined ? <span className="ms-2 text-xs text-muted-foreground tabular-nums">{count(o)}</span> : null}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * Spec §2 Orders, and the order desk's list (issue 11): filters by status, payment method and payment
 * state on the server (cancelled included, docs/contract.md §2); phone, wilaya and payment state per row;
 * a status select per row (cancelling returns the stock, server side); the number opens the admin order
 * view, the eye the customer's page; Export CSV downloads what the filters select.
 */
export function OrdersTab({ active }: { active: boolean }) {
  const m = useMessages();
  const tr = useTranslator();
  const dates = useDates();
  const t = m.admin.orders;
  const d = m.orderDesk.list;
  const x = m.express.desk;
  const statusLabels = m.checkout.orderStatus;
  const [filters, setFilters] = useState<Required<AdminOrderFilters>>({ status: 'all', paymentMethod: 'all', paymentStatus: 'all', channel: 'all', source: '' });
  const [page, setPage] = useState(1);
  const query = useQuery(adminOrdersQueryOptions({ filters, page, enabled: active }));
  const update = useOrderStatusMutation();
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const orders = query.data?.items ?? [];
  const counts = query.data?.counts;
  const filter = <K extends keyof AdminOrderFilters>(key: K) => (value: Required<AdminOrderFilters>[K]) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <FilterSelect
            label={t.filterLabel}
            value={filters.status}
            options={AdminOrderStatusFilterSchema.options}
            labelOf={(s) => (s === 'all' ? t.all : statusLabels[s])}
            count={(s) => counts?.[s]}
            onChange={filter('status')}
          />
          <FilterSelect
            label={d.methodFilter}
            value={filters.paymentMethod}
            options={PaymentMethodFilterSchema.options}
            labelOf={(v) => (v === 'all' ? d.allMethods : paymentMethodLabel(v, m))}
            onChange={filter('paymentMethod')}
          />
          <FilterSelect
            label={d.paymentFilter}
            value={filters.paymentStatus}
            options={PaymentStatusFilterSchema.options}
            labelOf={(v) => (v === 'all' ? d.allPayments : m.checkout.paymentStatus[v])}
            onChange={filter('paymentStatus')}
          />
          <FilterSelect
            label={x.channelFilter}
            value={filters.channel}
            options={ChannelFilterSchema.options}
            labelOf={(v) => (v === 'all' ? x.allChannels : x.channels[v])}
            onChange={filter('channel')}
          />
          {/* utm_source as the ad's link wrote it ("facebook"), case aside, on the server (docs/contract.md §7). */}
          <SearchBox value={filters.source} label={`${x.sourceFilter} (${x.sourceFilterHint})`} onSearch={(text) => filter('source')(text.trim().slice(0, 100))} />
          <Button asChild variant="outline">
            <a href={ordersCsvUrl(filters)} download>
              <DownloadIcon aria-hidden /> {d.exportCsv}
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col">
        {/* On a phone the list comes first; these settings and the call-back list follow it. */}
        <div className="order-last mt-6 grid gap-4 sm:order-none sm:mb-4 sm:mt-0" data-testid="orders-settings">
          {/* The owner's own inbox (settings-policy: owner only), so only the owner sees that switch. */}
          {user?.isOwner ? (
            <SettingSwitch name="notifyNewOrders" label={m.admin.settings.notifyNewOrders} hint={m.admin.settings.notifyNewOrdersHint} active={active} />
          ) : null}
          {/* Any admin may turn the express form off (docs/contract.md §7). */}
          <SettingSwitch name="expressOrders" label={m.admin.settings.expressOrders} hint={m.admin.settings.expressOrdersHint} active={active} />
        </div>
        <div className="order-last mt-6 sm:order-none sm:mt-0">
          <CallBackList active={active} />
        </div>
        <BulkShipBar selected={orders.filter((o) => selected.has(o.id))} onDone={() => setSelected(new Set())} />
        {query.isError ? (
          <EmptyState error>{m.admin.common.loadFailed}</EmptyState>
        ) : !query.isPending && orders.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <AdminTable stacked label={t.title} busy={query.isPending} head={[t.orderId, t.customer, d.wilaya, t.date, t.total, t.payment, t.status, m.admin.common.actions]}>
            {query.isPending ? (
              <SkeletonRows columns={8} />
            ) : (
              orders.map((order) => {
                const number = ltrText(tr.dir, orderNumber(order.id));
                return (
                  <tr key={order.id} className={stackedTable.row} data-testid="admin-order-row" data-order-id={order.id}>
                    <td className={`${cell} font-mono font-medium`} data-label={t.orderId}>
                      <input
                        type="checkbox"
                        className="me-2 size-4 align-middle"
                        checked={selected.has(order.id)}
                        onChange={() => toggle(order.id)}
                        aria-label={interpolate(m.shipments.desk.select, { number })}
                      />
                      <Link href={`/admin/orders/${order.id}`} className="text-primary underline-offset-4 hover:underline" aria-label={interpolate(d.open, { number })}>
                        <OrderNumber id={order.id} />
                      </Link>
                    </td>
                    <td className={`${cell} ${stackedTable.wide}`} data-label={t.customer}>
                      <p className="font-medium">{order.customerName ? <Typed>{order.customerName}</Typed> : <Ltr>{order.customerEmail}</Ltr>}</p>
                      {order.customerName ? (
                        <p className="text-xs text-muted-foreground">
                          <Ltr>{order.customerEmail}</Ltr>
                        </p>
                      ) : null}
                      {order.customerPhone ? (
                        <p className="text-xs tabular-nums" data-testid="order-phone">
                          <a href={`tel:${order.customerPhone}`} className="hover:underline">
                            <Ltr>{formatAlgerianMobile(order.customerPhone)}</Ltr>
                          </a>
                        </p>
                      ) : null}
                    </td>
                    <td className={cell} data-label={d.wilaya}>
                      <WilayaName code={order.wilaya} />
                      <p className="text-xs text-muted-foreground">{order.shippingAddress.city}</p>
                    </td>
                    <td className={`${cell} whitespace-nowrap`} data-label={t.date}>{dates.date(order.createdAt)}</td>
                    <td className={`${cell} whitespace-nowrap tabular-nums`} data-label={t.total}>{tr.money(order.totalAmount)}</td>
                    <td className={cell} data-label={t.payment}>
                      <div className="flex flex-col items-start gap-1">
                        <span>{paymentMethodLabel(order.paymentMethod, m)}</span>
                        <PaymentStatusBadge status={order.paymentStatus} />
                      </div>
                    </td>
                    <td className={`${cell} ${stackedTable.wide}`} data-label={t.status}>
                      <div className="flex items-center gap-2">
                        <OrderStatusBadge status={order.orderStatus} />
                        <Select
                          value={order.orderStatus}
                          disabled={update.isPending}
                          onValueChange={(v) => {
                            const status = v as OrderStatus;
                            // Shipping and cancelling need details (carrier and tracking; the reason the
                            // customer reads): the order page asks for them. Others go through at once.
                            if (status === 'shipped' || status === 'cancelled') navigate(`/admin/orders/${order.id}`);
                            else update.mutate({ id: order.id, orderStatus: status });
                          }}
                        >
                          <SelectTrigger className="h-9 w-36" aria-label={interpolate(t.changeStatus, { number })}>
                            <SelectValue />
                          </SelectTrigger>
                          <SelectContent>
                            {menuStatusesOf(order).map((s) => (
                              <SelectItem key={s} value={s}>
                                {statusLabels[s]}
                              </SelectItem>
                            ))}
                          </SelectContent>
                        </Select>
                      </div>
                    </td>
                    <td className={`${cell} ${stackedTable.unlabelled} sm:text-end`}>
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
