import { TruckIcon } from 'lucide-react';
import type { Order } from '@shared/contracts/orders';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { ShipmentHistory } from '@client/features/shipments/shipment-history';

/** The shipment as the shop recorded it (carrier, tracking number, the courier's statuses), or why it cancelled the order; nothing before that. */
export function TrackingBlock({ order }: { order: Pick<Order, 'carrier' | 'trackingNumber' | 'cancelReason' | 'orderStatus' | 'shipment'> }) {
  const m = useMessages();
  const t = m.checkout.order.tracking;
  const parcel = m.shipments;
  const status = t.status;
  const cancelled = order.orderStatus === 'cancelled';
  if (!order.trackingNumber && !cancelled) return null;
  return (
    <Card data-testid="order-tracking">
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2">
            <TruckIcon className="size-5 text-primary" aria-hidden /> {t.title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2 text-sm">
        {cancelled ? (
          <>
            <p>{t.cancelled}</p>
            {order.cancelReason ? <p className="text-muted-foreground">{interpolate(t.reason, { reason: order.cancelReason })}</p> : null}
          </>
        ) : (
          <dl className="space-y-2">
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t.carrier}</dt>
              <dd data-testid="tracking-carrier">{order.carrier}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t.trackingNumber}</dt>
              <dd className="select-all font-mono" data-testid="tracking-number">
                {order.trackingNumber}
              </dd>
            </div>
            {order.shipment ? (
              <div className="flex justify-between gap-4">
                <dt className="text-muted-foreground">{status}</dt>
                <dd data-testid="tracking-status">{parcel.status[order.shipment.status]}</dd>
              </div>
            ) : null}
          </dl>
        )}
        {order.shipment && !cancelled ? <ShipmentHistory shipment={order.shipment} /> : null}
      </CardContent>
    </Card>
  );
}
