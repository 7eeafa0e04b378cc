import { orderMailOf, type OrderMail } from '@shared/domain/order-mail';
import { lazy, Suspense, useState } from 'react';
import { useOrigin } from '@client/lib/use-hydrated';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { ArrowLeftIcon, CircleCheckIcon, SearchXIcon, ShieldAlertIcon } from 'lucide-react';
import type { Order } from '@shared/contracts/orders';
import { multiply, parseMoney } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { methodHas, methodInfo, paymentMethodLabel, transferExpected } from '@shared/domain/payment-methods';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { wilayaByCode } from '@shared/domain/wilayas';
import { communeNameIn } from '@shared/domain/shipping';
import { PlantImage } from '@client/components/plant-image';
import { Button } from '@client/components/ui/button';
import { DetailRow, TotalRow } from '@client/components/ui/detail-row';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Separator } from '@client/components/ui/separator';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api';
import { ConfirmEmailBanner } from '@client/features/auth/confirm-email-banner';
import { orderQueryOptions } from '@client/features/orders/api';
import { OrderStatusBadge, PaymentStatusBadge } from '@client/features/orders/order-badges';
import { ApiError } from '@client/lib/api-client';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { interpolate } from '@client/lib/interpolate';
import { discountLine } from '@client/lib/discount-line';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { Ltr, ltrText, Typed } from '@client/lib/bidi';
import { DeskName } from '@client/features/shipping/commune-and-desk';
import { useDates } from '@client/lib/dates';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { PaymentChoices } from './payment-choices';
import { TransferReceipt } from './transfer-receipt';
import { TrackingBlock } from './tracking-block';

// Below the order on a phone, and only once the shop has a WhatsApp or a phone: its own chunk.
const OrderContact = lazy(() => import('./order-contact'));
import { interpolateNodes } from '@client/lib/interpolate-nodes';

/** Back to the customer's orders; a guest (an express order's link) has none: back to the shop. */
function BackLink() {
  const m = useMessages();
  const { user } = useCurrentUser();
  return (
    <Button asChild variant="ghost" className="-ms-3">
      <Link href={user ? '/dashboard' : '/shop'}>
        <ArrowLeftIcon className="rtl:rotate-180" aria-hidden /> {user ? m.checkout.order.back : m.shop.cart.continueShopping}
      </Link>
    </Button>
  );
}

/**
 * Just after Place Order (`?placed=1`) or back from the payment page (`?payment=success`): the order is
 * placed, and what happens next for its payment method (issue 29). The details (RIB, amounts) follow
 * in the page's payment card.
 */
function JustPlaced({ order, mail, email }: { order: Order; mail: OrderMail; email: string }) {
  const t = useMessages().checkout.order.justPlaced;
  const tr = useTranslator();
  const method = methodInfo(order.paymentMethod);
  const next =
    order.paymentStatus === 'completed'
      ? t.paid
      : method?.collectsOnDelivery
        ? interpolate(t.cod, { phone: ltrText(tr.dir, order.shippingAddress.phone ? formatAlgerianMobile(order.shippingAddress.phone) : ''), total: tr.money(order.totalAmount) })
        : method?.transferDetails === 'bankDetails'
          ? t.bankTransfer
          : method?.transferDetails === 'ccpDetails'
            ? t.ccp
            : t.awaitingPayment;
  return (
    <div className="mt-6 flex gap-3 rounded-lg border border-primary/40 bg-accent/40 p-4" role="status" data-testid="just-placed">
      <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="space-y-1">
        <p className="font-semibold">{t.title}</p>
        <p className="text-sm">{next}</p>
        <p className="text-sm text-muted-foreground">
          {mail === 'unconfirmed' ? interpolateNodes(t.keepLinkUnconfirmed, { email: <Ltr>{email}</Ltr> }) : mail === 'off' ? t.keepLinkNoMail : t.keepLink}
        </p>
      </div>
    </div>
  );
}

/** A visitor on an order's address without its link: the order is its customer's. */
function SignInFirst() {
  const m = useMessages();
  return (
    <div className="container max-w-2xl py-10 text-center" role="alert">
      <p className="text-lg">{m.guards.orderText}</p>
      <Button asChild className="mt-4">
        <Link href="/login">{m.guards.login}</Link>
      </Button>
    </div>
  );
}

/**
 * An order opened by its link (the express form's confirmation, or "Track my order"): what happens next
 * (the shop calls) and the link to keep, which opens it again on any phone (docs/contract.md §7).
 */
function KeptLink({ order, orderKey }: { order: Order; orderKey: string }) {
  const x = useMessages().express.placed;
  const tr = useTranslator();
  const search = new URLSearchParams(useSearch());
  const path = `/order/${order.id}?key=${orderKey}`;
  const origin = useOrigin();
  const [copied, setCopied] = useState(false);
  const link = `${origin}${path}`;
  return (
    <div className="mt-6 space-y-2 rounded-lg border border-primary/40 bg-accent/40 p-4" role="status" data-testid="express-placed">
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheckIcon className="size-5 shrink-0 text-primary" aria-hidden />
        {search.get('duplicate') === '1' ? x.duplicate : x.title}
      </p>
      {order.orderStatus === 'pending' && (
        <p className="text-sm">{interpolate(x.next, { phone: ltrText(tr.dir, order.shippingAddress.phone ? formatAlgerianMobile(order.shippingAddress.phone) : '') })}</p>
      )}
      <p className="text-sm text-muted-foreground">{x.keepLink}</p>
      <p className="break-all font-mono text-sm" dir="ltr">
        <a href={path} data-testid="order-link" className="underline">
          {link}
        </a>
      </p>
      {origin && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {copied ? x.copied : x.copy}
        </Button>
      )}
    </div>
  );
}

/** The wilaya as its reader names it: "31 وهران" on an Arabic page (no Latin name there), "31 Oran" otherwise. */
const wilayaName = (code: string, locale: string) => {
  const w = wilayaByCode(Number(code));
  return w ? `${w.code} ${locale === 'ar' ? w.ar : w.name}` : code;
};

/** Where to send a transfer (docs/contract.md §4): the shop's bank or CCP account and the reference, on screen as in the e-mail. */
function TransferDetails({ title, rows, testId }: { title: string; rows: [label: string, value: string, testId?: string][]; testId: string }) {
  return (
    <div className="rounded-md border bg-muted/40 p-3 text-sm" data-testid={testId}>
      <p className="mb-2 font-medium">{title}</p>
      <dl className="space-y-1 [&_dd]:font-medium">
        {rows.map(([label, value, rowTestId]) => (
          <DetailRow key={label} label={label} testId={rowTestId}>
            {value ? <Ltr>{value}</Ltr> : '—'}
          </DetailRow>
        ))}
      </dl>
    </div>
  );
}

/**
 * A transfer's instructions (bank or CCP): where the details went, then the account and the reference to write.
 * An account whose address is not confirmed, or a shop that sends no e-mail, mailed nothing (order-mail.ts): the note says the details are here.
 */
function TransferInstructions({ order, number, email, mail }: { order: Order; number: string; email: string; mail: OrderMail }) {
  const t = useMessages().checkout.order;
  const details = methodInfo(order.paymentMethod)?.transferDetails;
  const bank = details === 'bankDetails' ? order.bankDetails : undefined;
  const ccp = details === 'ccpDetails' ? order.ccpDetails : undefined;
  const transfer =
    details === 'bankDetails'
      ? {
          note: { sent: t.bankTransferNote, unconfirmed: t.bankTransferNoteUnconfirmed, off: t.bankTransferNoteNoMail }[mail],
          details: bank && { title: t.bankDetails, testId: 'bank-details', rows: [[t.bankName, bank.bankName], [t.bankHolder, bank.bankAccountHolder], [t.bankRib, bank.bankRib, 'bank-rib']] },
        }
      : details === 'ccpDetails'
        ? {
            note: { sent: t.ccpNote, unconfirmed: t.ccpNoteUnconfirmed, off: t.ccpNoteNoMail }[mail],
            details: ccp && { title: t.ccpDetails, testId: 'ccp-details', rows: [[t.ccpNumber, ccp.ccpNumber, 'ccp-number'], [t.ccpKey, ccp.ccpKey], [t.ccpHolder, ccp.ccpHolder]] },
          }
        : null;
  if (!transfer) return null;
  return (
    <>
      <p className="text-sm text-muted-foreground" data-testid="transfer-note">
        {interpolate(transfer.note, { email, number })}
      </p>
      {transfer.details ? (
        <TransferDetails
          title={transfer.details.title}
          testId={transfer.details.testId}
          rows={[...(transfer.details.rows as [string, string, string?][]), [t.bankReference, number]]}
        />
      ) : null}
    </>
  );
}

/** Spec §2 Order detail: the order as the server stored it (its subtotal, shipping and total). */
export default function OrderPage() {
  const m = useMessages();
  const t = m.checkout.order;
  const { id = '' } = useParams<{ id: string }>();
  const key = new URLSearchParams(useSearch()).get('key') ?? undefined;
  const { user, isLoading: userLoading } = useCurrentUser();
  const query = useQuery({ ...orderQueryOptions(id, key), enabled: Boolean(key) || Boolean(user) });
  useDocumentTitle(query.data ? interpolate(t.title, { number: orderNumber(query.data.id) }) : m.pages.order);

  // Without the order's link, an order is its customer's: a visitor is asked to sign in (docs/contract.md §7).
  if (!key && !user && !userLoading) return <SignInFirst />;
  if (query.isPending) {
    return (
      <div className="container max-w-5xl space-y-6 py-10" aria-busy="true">
        <BackLink />
        <Skeleton className="h-9 w-64" />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
          <Skeleton className="h-72" />
          <Skeleton className="h-72" />
        </div>
      </div>
    );
  }

  if (query.isError) {
    // 403/404 (and a malformed id): it doesn't exist or it isn't yours. Anything else: it could not be fetched.
    const status = query.error instanceof ApiError ? query.error.status : 0;
    const unavailable = status === 400 || status === 403 || status === 404;
    return (
      <div className="container max-w-2xl py-10">
        <BackLink />
        <div className="mt-8 rounded-lg border border-dashed py-16 text-center" role="alert">
          {unavailable ? (
            <ShieldAlertIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
          ) : (
            <SearchXIcon className="mx-auto size-10 text-muted-foreground" aria-hidden />
          )}
          <h1 className="mt-3 text-2xl font-bold">{unavailable ? t.notAvailable : t.notFound}</h1>
          <p className="mt-2 text-muted-foreground">{unavailable ? t.notAvailableText : t.notFoundText}</p>
        </div>
      </div>
    );
  }

  return <OrderDetail order={query.data} />;
}

function OrderDetail({ order }: { order: Order }) {
  // Each line's plant in the reader's language where it has a name in it, else the name as ordered.
  const text = useCatalogText();
  const m = useMessages();
  const tr = useTranslator();
  const dates = useDates();
  const t = m.checkout.order;
  const { user } = useCurrentUser();
  // Isolated on an Arabic page, so "#a1b2c3d4" keeps its # in front (see bidi.tsx).
  const number = ltrText(tr.dir, orderNumber(order.id));
  const placed = dates.dateTime(order.createdAt);
  const search = new URLSearchParams(useSearch());
  const justPlaced = search.get('placed') === '1' || search.get('payment') === 'success';
  // The customer's own order: whether its e-mails reach them (none promised that did not go out). Another
  // reader (an admin) is told what the customer was.
  const own = !!user && order.userId === user.id;
  const mail: OrderMail = own ? orderMailOf(user) : 'sent';
  const unconfirmed = own && mail === 'unconfirmed';
  const key = search.get('key');
  const discount = discountLine(tr, order);
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <DetailRow label={label} testId={testId}>
      {value}
    </DetailRow>
  );

  return (
    <div className="container max-w-5xl py-10">
      <BackLink />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{interpolateNodes(t.title, { number: <span className="font-mono">{number}</span> })}</h1>
        <OrderStatusBadge status={order.orderStatus} parcel={order.shipment?.status} />
      </div>
      <p className="mt-1 text-muted-foreground">{interpolate(t.placedOn, { date: placed })}</p>
      {key ? (
        <KeptLink order={order} orderKey={key} />
      ) : justPlaced ? (
        <JustPlaced order={order} mail={mail} email={user?.email ?? order.customerEmail} />
      ) : null}
      {unconfirmed ? <ConfirmEmailBanner user={user} /> : null}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t.items}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ul className="divide-y">
                {order.items.map((item, i) => (
                  // On a phone the line's amount goes under the plant rather than squeeze its name to a word a line.
                  // By place: two sizes of one plant are two lines (docs/contract.md §8), a deleted plant's id is null.
                  <li key={i} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3" data-testid="order-item">
                    <PlantImage src={item.imageUrl} alt="" size={64} className="size-16 shrink-0 rounded-md" />
                    <div className="min-w-40 flex-1 [overflow-wrap:break-word]">
                      <p className="font-medium" data-testid="order-item-name">{text.nameWithSize(item, item.variant)}</p>
                      <p className="text-sm text-muted-foreground">
                        {interpolate(t.quantity, { n: item.quantity })} · {interpolate(t.unitPrice, { price: tr.money(item.price) })}
                      </p>
                    </div>
                    <p className="ms-auto font-semibold tabular-nums" data-price>{tr.money(multiply(parseMoney(item.price) ?? 0, item.quantity))}</p>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t.shippingInformation}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              {/* The chat launcher never covers the address, city or phone a customer reads (data-keep-clear). */}
              <dl className="space-y-2 text-sm" data-keep-clear>
                {row(t.customerName, <Typed>{order.customerName}</Typed>)}
                {row(t.customerEmail, <Ltr>{order.customerEmail}</Ltr>)}
                {/* A stop-desk order may have no street (docs/contract.md §5): its desk and delivery rows below say where. */}
                {order.shippingAddress.address ? row(t.address, <Typed>{order.shippingAddress.address}</Typed>) : null}
                {row(t.city, <Typed>{order.shippingAddress.city}</Typed>)}
                {row(t.zipCode, <Typed>{order.shippingAddress.zipCode || '—'}</Typed>)}
                {order.shippingAddress.phone ? row(t.phone, <Ltr>{formatAlgerianMobile(order.shippingAddress.phone)}</Ltr>, 'order-phone') : null}
                {order.shippingAddress.wilaya ? row(t.wilaya, wilayaName(order.shippingAddress.wilaya, tr.locale), 'order-wilaya') : null}
                {order.shippingAddress.commune
                  ? row(m.communes.commune, communeNameIn(order.shippingAddress, tr.locale), 'order-commune')
                  : null}
                {order.shippingAddress.desk ? row(m.communes.desk, <DeskName wilaya={order.shippingAddress.wilaya} desk={order.shippingAddress.desk} />, 'order-desk') : null}
                {order.shippingAddress.wilaya
                  ? row(t.delivery, order.shippingAddress.delivery === 'desk' ? m.checkout.page.deliveryDesk : m.checkout.page.deliveryHome, 'order-delivery')
                  : null}
                {row(t.orderDate, placed)}
              </dl>
            </CardContent>
          </Card>
        </div>

        <div className="space-y-6">
          <TrackingBlock order={order} />
          <Suspense fallback={null}>
            <OrderContact number={orderNumber(order.id)} />
          </Suspense>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t.orderSummary}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="space-y-2 text-sm" data-price>
                {row(t.subtotal, tr.money(order.subtotal), 'order-subtotal')}
                {row(t.shipping, order.shipping === '0.00' ? t.free : tr.money(order.shipping), 'order-shipping')}
                {discount ? row(discount.label, discount.amount, 'order-discount') : null}
                <Separator />
                <TotalRow label={t.total} testId="order-total">
                  {tr.money(order.totalAmount)}
                </TotalRow>
              </dl>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{t.paymentInformation}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <dl className="space-y-2 text-sm">
                {row(t.method, paymentMethodLabel(order.paymentMethod, m), 'order-payment-method')}
                {row(t.paymentStatus, <PaymentStatusBadge status={order.paymentStatus} />)}
              </dl>
              {transferExpected(order) ? (
                <TransferInstructions order={order} number={number} mail={mail} email={ltrText(tr.dir, user && order.userId === user.id ? user.email : order.customerEmail)} />
              ) : null}
              <TransferReceipt order={order} />
              {/* Cash still to hand over: the call is promised only while the order waits for it (delivered, returned, cancelled: nothing). */}
              {methodHas(order.paymentMethod, 'collectsOnDelivery') && order.paymentStatus === 'pending' && ['pending', 'processing', 'shipped'].includes(order.orderStatus) && (
                <p className="text-sm text-muted-foreground" data-testid="cod-note">
                  {interpolate(order.orderStatus === 'pending' ? t.codNote : t.codNoteConfirmed, { total: tr.money(order.totalAmount) })}
                </p>
              )}
              {methodHas(order.paymentMethod, 'redirect') && order.paymentStatus !== 'completed' && order.orderStatus === 'pending' ? (
                <p className="text-sm text-muted-foreground" role="status">
                  {order.paymentStatus === 'failed' ? t.chargilyFailed : t.chargilyPending}
                </p>
              ) : null}
              {order.checkoutUrl ? (
                <Button asChild className="w-full">
                  <a href={order.checkoutUrl} data-testid="pay-now">
                    {t.payNow}
                  </a>
                </Button>
              ) : null}
              <PaymentChoices order={order} />
              {order.paymentDueAt ? (
                <p className="text-sm text-muted-foreground" data-testid="pay-before">
                  {interpolate(m.trust.unpaid.payBefore, { date: dates.dateTime(order.paymentDueAt) })}
                </p>
              ) : null}
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
