import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { ArrowLeftIcon } from 'lucide-react';
import type { AdminOrderDetail } from '@shared/contracts/order-desk';
import { countsAsRevenue } from '@shared/domain/admin-stats';
import { multiply, parseMoney } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { paymentMethodLabel, takesReceipt } from '@shared/domain/payment-methods';
import { receiptPath } from '@shared/offline';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { communeNameIn } from '@shared/domain/shipping';
import { sizeLabel, withSize } from '@shared/domain/sizes';
import { PlantImage } from '@client/components/plant-image';
import { Button } from '@client/components/ui/button';
import { DetailRow, TotalRow } from '@client/components/ui/detail-row';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Separator } from '@client/components/ui/separator';
import { Skeleton } from '@client/components/ui/skeleton';
import { adminOrderQueryOptions } from '@client/features/admin/api';
import { OrderStatusBadge, PaymentStatusBadge } from '@client/features/orders/order-badges';
import { ApiError } from '@client/lib/api-client';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { interpolate } from '@client/lib/interpolate';
import { ShipmentHistory } from '@client/features/shipments/shipment-history';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { Ltr, ltrText, Typed } from '@client/lib/bidi';
import { discountLine } from '@client/lib/discount-line';
import { DeskName } from '@client/features/shipping/commune-and-desk';
import { useDates } from '@client/lib/dates';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { WilayaName } from '../wilaya-name';
import { OrderDeskActions } from './order-desk-actions';
import { OrderHistory } from './order-history';
import { PhoneReputation } from './phone-reputation';
import { interpolateNodes } from '@client/lib/interpolate-nodes';

/**
 * The owner's order desk (issue 11): one order as the shop runs it — items, customer, delivery,
 * payment, amounts, the actions its state allows and its history. A page rather than a dialog: it
 * has a URL the owner can reload, bookmark or send to a colleague, and room for the history.
 */
export default function OrderDeskPage() {
  const m = useMessages();
  const t = m.orderDesk.view;
  const { id = '' } = useParams<{ id: string }>();
  const query = useQuery(adminOrderQueryOptions(id));
  useDocumentTitle(query.data ? interpolate(t.title, { number: orderNumber(query.data.id) }) : m.pages.admin);

  return (
    <div className="container max-w-6xl py-10">
      <Button asChild variant="ghost" className="-ms-3">
        <Link href="/admin?tab=orders">
          <ArrowLeftIcon className="rtl:rotate-180" aria-hidden /> {t.back}
        </Link>
      </Button>
      {query.isPending ? (
        <div className="mt-4 space-y-6" aria-busy="true">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-72" />
        </div>
      ) : query.isError ? (
        <p className="mt-8 rounded-lg border border-dashed py-16 text-center text-destructive" role="alert">
          {query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400) ? t.notFound : t.loadFailed}
        </p>
      ) : (
        <OrderDesk order={query.data} />
      )}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function OrderDesk({ order }: { order: AdminOrderDetail }) {
  // Each line's plant in the reader's language where it has a name in it, else the name as ordered.
  const text = useCatalogText();
  const m = useMessages();
  const tr = useTranslator();
  const dates = useDates();
  const t = m.orderDesk.view;
  // Isolated on an Arabic page, so "#a1b2c3d4" keeps its # in front (see bidi.tsx).
  const number = ltrText(tr.dir, orderNumber(order.id));
  const none = t.notSet;
  const discount = discountLine(tr, order);

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{interpolateNodes(t.title, { number: <span className="font-mono">{number}</span> })}</h1>
        {/* Both read "Pending" on a new order: each says what it is the status of. */}
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          {t.orderStatus}
          <OrderStatusBadge status={order.orderStatus} parcel={order.shipment?.status} />
        </span>
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          {t.paymentStatus}
          <PaymentStatusBadge status={order.paymentStatus} />
        </span>
      </div>
      <p className="mt-1 text-muted-foreground">{interpolate(t.placedOn, { date: dates.dateTime(order.createdAt) })}</p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="space-y-6">
          <Section title={t.items}>
            <ul className="divide-y">
              {order.items.map((item) => (
                <li key={item.id} className="flex items-center gap-4 py-3" data-testid="desk-item">
                  <PlantImage src={item.imageUrl} alt="" size={48} className="size-12 shrink-0 rounded-md" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      {/* The size as it was named when ordered (docs/contract.md §8), in the reader's language where it has one. */}
                      {withSize(text.name(item), item.variant ? sizeLabel(item.variant, tr.locale) : null)}{' '}
                      <span className="whitespace-nowrap text-muted-foreground">× {item.quantity}</span>
                    </p>
                    {item.variant?.sku ? (
                      <p className="text-xs text-muted-foreground" data-testid="desk-item-sku">
                        {interpolateNodes(t.sku, { sku: <Ltr>{item.variant.sku}</Ltr> })}
                      </p>
                    ) : null}
                  </div>
                  <p className="tabular-nums">{tr.money(multiply(parseMoney(item.price) ?? 0, item.quantity))}</p>
                </li>
              ))}
            </ul>
            <Separator className="my-3" />
            <dl className="space-y-2 text-sm">
              <DetailRow label={t.subtotal}>{tr.money(order.subtotal)}</DetailRow>
              <DetailRow label={t.shipping}>{order.shipping === '0.00' ? t.free : tr.money(order.shipping)}</DetailRow>
              {discount ? <DetailRow label={discount.label}>{discount.amount}</DetailRow> : null}
              <TotalRow label={t.total} testId="desk-total">
                {tr.money(order.totalAmount)}
              </TotalRow>
            </dl>
          </Section>

          <Section title={t.customer}>
            {/* The chat launcher never covers the phone or address the owner calls or reads (data-keep-clear). */}
            <dl className="space-y-2 text-sm" data-keep-clear>
              <DetailRow label={t.name}>
                <Typed>{order.customerName}</Typed>
              </DetailRow>
              <DetailRow label={t.phone} testId="desk-phone">
                {order.customerPhone ? (
                  // Dialled as stored (+213…), read as Algerians write it (0661 23 45 67).
                  <a href={`tel:${order.customerPhone}`}>
                    <Ltr>{formatAlgerianMobile(order.customerPhone)}</Ltr>
                  </a>
                ) : (
                  none
                )}
              </DetailRow>
              <DetailRow label={t.account}>{order.accountEmail ? <Ltr>{order.accountEmail}</Ltr> : t.noAccount}</DetailRow>
              <DetailRow label={t.checkoutEmail}>
                <Ltr>{order.customerEmail}</Ltr>
              </DetailRow>
              {/* A stop-desk order may have no street (docs/contract.md §5): the desk row below says where. */}
              {order.shippingAddress.address ? (
                <DetailRow label={t.address}>
                  <Typed>{order.shippingAddress.address}</Typed>
                </DetailRow>
              ) : null}
              <DetailRow label={t.city}>
                <Typed>{order.shippingAddress.city}</Typed>
              </DetailRow>
              <DetailRow label={t.zipCode}>{order.shippingAddress.zipCode || none}</DetailRow>
              <DetailRow label={t.wilaya}>
                <WilayaName code={order.wilaya} />
              </DetailRow>
              {order.shippingAddress.commune ? (
                <DetailRow label={m.communes.commune} testId="desk-commune">
                  {communeNameIn(order.shippingAddress, tr.locale)}
                </DetailRow>
              ) : null}
              {order.shippingAddress.desk ? (
                <DetailRow label={m.communes.desk}>
                  <DeskName wilaya={order.wilaya} desk={order.shippingAddress.desk} />
                </DetailRow>
              ) : null}
              <DetailRow label={t.delivery}>{order.delivery ? t.deliveries[order.delivery] : none}</DetailRow>
            </dl>
          </Section>

          <OrderHistory order={order} />
        </div>

        <div className="space-y-6">
          <OrderDeskActions order={order} />
          {order.phoneReputation ? <PhoneReputation reputation={order.phoneReputation} /> : null}

          <Section title={t.payment}>
            <dl className="space-y-2 text-sm">
              <DetailRow label={t.method} testId="desk-payment-method">
                {paymentMethodLabel(order.paymentMethod, m)}
              </DetailRow>
              <DetailRow label={t.paymentStatus}>
                <PaymentStatusBadge status={order.paymentStatus} />
              </DetailRow>
              <DetailRow label={t.paidAt}>{order.paidAt ? dates.dateTime(order.paidAt) : none}</DetailRow>
              {takesReceipt(order.paymentMethod) ? (
                <DetailRow label={m.checkout.order.receipt.desk} testId="desk-receipt">
                  {order.receipt ? (
                    <a href={receiptPath(order.id, order.receipt)} target="_blank" rel="noopener" className="font-medium text-primary underline">
                      {m.checkout.order.receipt.view} · {dates.dateTime(order.receipt.uploadedAt)}
                    </a>
                  ) : (
                    m.checkout.order.receipt.deskNone
                  )}
                </DetailRow>
              ) : null}
            </dl>
            {/* The owner reads the receipt before "Mark paid": a photo is shown here at once. */}
            {order.receipt?.contentType.startsWith('image/') ? (
              <img
                src={receiptPath(order.id, order.receipt)}
                alt={m.checkout.order.receipt.desk}
                className="mt-3 max-h-96 rounded-md border object-contain"
                data-testid="desk-receipt-image"
              />
            ) : null}
            {countsAsRevenue(order) ? <p className="mt-3 text-xs text-muted-foreground">{t.countsInRevenue}</p> : null}
          </Section>

          <OrderOrigin order={order} />

          <Section title={t.shipment}>
            <dl className="space-y-2 text-sm">
              <DetailRow label={t.carrier}>{order.carrier ?? none}</DetailRow>
              <DetailRow label={t.trackingNumber} testId="desk-tracking">
                {order.trackingNumber ? <span className="font-mono">{order.trackingNumber}</span> : none}
              </DetailRow>
              {order.cancelReason ? <DetailRow label={t.cancelReason}>{order.cancelReason}</DetailRow> : null}
              {order.shipment ? (
                <>
                  <DetailRow label={m.admin.orders.status}>{m.shipments.status[order.shipment.status]}</DetailRow>
                  <DetailRow label={m.shipments.desk.cash}>{m.shipments.cash[order.shipment.cash]}</DetailRow>
                </>
              ) : null}
            </dl>
            {order.shipment ? (
              <div className="mt-3">
                <ShipmentHistory shipment={order.shipment} />
              </div>
            ) : null}
          </Section>
        </div>
      </div>
    </>
  );
}

/** Where the order came from (docs/contract.md §7): the form it was placed through and the first landing's source. */
function OrderOrigin({ order }: { order: AdminOrderDetail }) {
  const x = useMessages().express.desk;
  const source = order.source;
  // Anyone's URL text: shown as typed, isolated (an ad's campaign may be Arabic).
  const rows: [string, string | null | undefined][] = [
    [x.utmSource, source?.utmSource],
    [x.utmMedium, source?.utmMedium],
    [x.utmCampaign, source?.utmCampaign],
    [x.clickId, source?.clickId],
    [x.referrer, source?.referrer],
  ];
  return (
    <Section title={x.origin}>
      <dl className="space-y-2 text-sm" data-testid="desk-origin">
        <DetailRow label={x.channel} testId="desk-channel">
          {x.channels[order.channel]}
        </DetailRow>
        {source ? (
          rows.map(([label, value]) =>
            value ? (
              <DetailRow key={label} label={label}>
                <span className="break-all">
                  <Typed>{value}</Typed>
                </span>
              </DetailRow>
            ) : null,
          )
        ) : (
          <DetailRow label={x.source}>{x.sourceNone}</DetailRow>
        )}
      </dl>
    </Section>
  );
}
