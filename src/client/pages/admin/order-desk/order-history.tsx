import type { ReactNode } from 'react';
import type { AdminOrderDetail, OrderEvent } from '@shared/contracts/order-desk';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { interpolate } from '@client/lib/interpolate';
import { interpolateNodes } from '@client/lib/interpolate-nodes';
import { useMessages } from '@client/lib/i18n';
import { useDates } from '@client/lib/dates';
import { CourierReasonText } from '@client/features/shipments/shipment-history';
import { historyActor } from './history-actor';

/** The order's history, oldest first, starting with its placing; internal notes included (admins only). */
export function OrderHistory({ order }: { order: AdminOrderDetail }) {
  const m = useMessages();
  const t = m.orderDesk.history;
  const dates = useDates();
  const statusLabel = (s: string | null) => (s ? ((m.checkout.orderStatus as Record<string, string>)[s] ?? s) : '');
  const what = (event: OrderEvent): ReactNode => {
    if (event.kind === 'status') return interpolate(t.status, { from: statusLabel(event.fromStatus), to: statusLabel(event.toStatus) });
    if (event.kind === 'shipped')
      // The tracking number reads left to right and stays on one line, even inside an Arabic sentence ("YAL-123456").
      return interpolateNodes(t.shipped, {
        carrier: event.details?.carrier ?? '',
        trackingNumber: <bdi dir="ltr" className="whitespace-nowrap">{event.details?.trackingNumber ?? ''}</bdi>,
      });
    if (event.kind === 'call') {
      const outcome = (m.confirmation.outcomes as Record<string, string>)[event.details?.outcome ?? ''] ?? event.details?.outcome ?? '';
      return interpolate(m.confirmation.history.call, { outcome });
    }
    if (event.kind === 'confirmed' && event.details?.by === 'customer') return m.confirmation.history.customerConfirmed;
    if (event.kind === 'payment') {
      const u = m.trust.unpaid;
      return event.details?.action === 'switch' ? interpolate(u.historySwitched, { method: paymentMethodLabel(event.details.method ?? '', m) }) : u.historyRetry;
    }
    return t[event.kind];
  };
  // A courier's reason in the reader's language (its note, "Yalidine: Client absent", is in the courier's words).
  const noteOf = (event: OrderEvent): ReactNode =>
    event.details?.by === 'courier' && event.details.reason
      ? interpolateNodes(m.shipments.tracking.reason, { reason: <CourierReasonText reason={event.details.reason} code={event.details.reasonCode} /> })
      : event.note;
  // The customer's own link, a courier, a payment gateway and the shop's jobs have no account behind them.
  const who = (event: OrderEvent) => historyActor(event, m);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{m.orderDesk.view.history}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4 border-s ps-4" data-testid="order-history">
          <li className="text-sm">
            <p className="font-medium">{t.placed}</p>
            <p className="text-xs text-muted-foreground">
              {dates.dateTime(order.createdAt)} · {interpolate(t.by, { who: t.customer })}
            </p>
          </li>
          {order.history.map((event) => (
            <li key={event.id} className="text-sm" data-testid="history-event" data-kind={event.kind}>
              <p className="font-medium">{what(event)}</p>
              <p className="text-xs text-muted-foreground">
                {dates.dateTime(event.at)} · {interpolate(t.by, { who: who(event) })}
              </p>
              {event.note ? <p className="mt-1 whitespace-pre-line rounded-md bg-muted px-3 py-2">{noteOf(event)}</p> : null}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
