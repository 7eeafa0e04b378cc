import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ClockIcon, EyeIcon, PackageCheckIcon, PackageIcon } from 'lucide-react';
import type { CurrentUser } from '@shared/contracts/auth';
import type { Order } from '@shared/contracts/orders';
import { orderNumber } from '@shared/domain/order';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api';
import { ConfirmEmailBanner } from '@client/features/auth/confirm-email-banner';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { ordersQueryOptions } from '@client/features/orders/api';
import { OrderStatusBadge } from '@client/features/orders/order-badges';
import { ReviewYourPlants, type DeliveredPlant } from '@client/features/reviews/review-your-plants';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { ltrText, OrderNumber } from '@client/lib/bidi';
import { useDates } from '@client/lib/dates';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { stackedTable } from '@client/components/ui/stacked-table';

const PLACEHOLDER_ROWS = 3;

/** Spec §2: first name, else the part of the e-mail before the @. */
function greetingName(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  return user.firstName?.trim() || user.email.split('@')[0] || user.email;
}

/** Spec §2 Dashboard (My Orders): greeting, three counters and the orders table. Registered for signed-in users. */
export default function DashboardPage() {
  const { user } = useCurrentUser();
  return user ? <Dashboard user={user} /> : null;
}

function Dashboard({ user }: { user: CurrentUser }) {
  const m = useMessages();
  const t = m.checkout.dashboard;
  useDocumentTitle(m.pages.dashboard);
  const query = useQuery(ordersQueryOptions());
  const orders = query.data ?? [];
  const count = (status: string) => orders.filter((o) => o.orderStatus === status).length;
  const text = useCatalogText();

  return (
    <div className="container py-10">
      <h1 className="text-3xl font-bold">{interpolate(t.greeting, { name: greetingName(user) })}</h1>
      <p className="mt-1 text-muted-foreground">{t.subtitle}</p>
      <ConfirmEmailBanner user={user} />

      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <Counter label={t.totalOrders} value={orders.length} icon={<PackageIcon />} loading={query.isPending} testId="count-total" />
        <Counter label={t.pendingOrders} value={count('pending')} icon={<ClockIcon />} loading={query.isPending} testId="count-pending" />
        <Counter label={t.deliveredOrders} value={count('delivered')} icon={<PackageCheckIcon />} loading={query.isPending} testId="count-delivered" />
      </div>

      <Card className="mt-8">
        <CardHeader>
          <CardTitle asChild>
            <h2>{t.ordersTitle}</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {query.isError ? (
            <p className="py-10 text-center text-destructive" role="alert">
              {t.fetchFailed}
            </p>
          ) : !query.isPending && orders.length === 0 ? (
            <div className="py-12 text-center">
              <PackageIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
              <p className="mt-3 text-lg font-medium">{t.empty}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t.emptyText}</p>
              <Button asChild className="mt-4">
                <Link href="/shop">{t.startShopping}</Link>
              </Button>
            </div>
          ) : (
            <OrdersTable orders={orders} loading={query.isPending} />
          )}
        </CardContent>
      </Card>
      <ReviewYourPlants plants={deliveredPlants(orders, text)} />
    </div>
  );
}

/** The plants of the delivered orders, once each, still sold (a deleted plant has no id): what may be reviewed. */
function deliveredPlants(orders: readonly Order[], text: ReturnType<typeof useCatalogText>): DeliveredPlant[] {
  const plants = new Map<number, DeliveredPlant>();
  for (const order of orders) {
    if (order.orderStatus !== 'delivered') continue;
    for (const item of order.items) if (item.id !== null && !plants.has(item.id)) plants.set(item.id, { id: item.id, name: text.name(item) });
  }
  return [...plants.values()];
}

function Counter({ label, value, icon, loading, testId }: { label: string; value: number; icon: React.ReactNode; loading: boolean; testId: string }) {
  return (
    <Card>
      <CardContent className="flex items-center justify-between pt-6">
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          {loading ? (
            <Skeleton className="mt-1 h-8 w-10" />
          ) : (
            <p className="text-3xl font-bold tabular-nums" data-testid={testId}>
              {value}
            </p>
          )}
        </div>
        <span className="text-primary [&>svg]:size-8" aria-hidden>
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}

function OrdersTable({ orders, loading }: { orders: Order[]; loading: boolean }) {
  const m = useMessages();
  const tr = useTranslator();
  const dates = useDates();
  const t = m.checkout.dashboard;
  const th = 'px-3 py-2 text-start font-medium text-muted-foreground';
  const { cell: td, row } = stackedTable;
  return (
    <div className="sm:overflow-x-auto">
      <table className={stackedTable.table} aria-busy={loading}>
        <thead className={stackedTable.head}>
          <tr>
            <th className={th}>{t.orderId}</th>
            <th className={th}>{t.date}</th>
            <th className={th}>{t.total}</th>
            <th className={th}>{t.payment}</th>
            <th className={th}>{t.status}</th>
            <th className={`${th} text-end`}>{t.actions}</th>
          </tr>
        </thead>
        <tbody className={stackedTable.body}>
          {loading
            ? Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
                <tr key={i} className={row} data-testid="order-row-placeholder">
                  {Array.from({ length: 6 }, (_, j) => (
                    <td key={j} className={td}>
                      <Skeleton className="h-5 w-full max-w-24" />
                    </td>
                  ))}
                </tr>
              ))
            : orders.map((order) => {
                const number = ltrText(tr.dir, orderNumber(order.id));
                return (
                  <tr key={order.id} className={row} data-testid="order-row">
                    <td className={`${td} font-mono font-medium`} data-label={t.orderId}>
                      <OrderNumber id={order.id} />
                    </td>
                    <td className={td} data-label={t.date}>
                      {dates.date(order.createdAt)}
                    </td>
                    <td className={`${td} tabular-nums`} data-label={t.total}>
                      {tr.money(order.totalAmount)}
                    </td>
                    <td className={td} data-label={t.payment}>
                      {paymentMethodLabel(order.paymentMethod, m)}
                    </td>
                    <td className={td} data-label={t.status}>
                      <OrderStatusBadge status={order.orderStatus} parcel={order.shipment?.status} />
                    </td>
                    <td className={`${td} ${stackedTable.unlabelled}`}>
                      <Button asChild variant="ghost" size="icon" aria-label={interpolate(t.view, { number })}>
                        <Link href={`/order/${order.id}`}>
                          <EyeIcon />
                        </Link>
                      </Button>
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
