import { orderStatusVariant, paymentStatusVariant } from '@shared/domain/order';
import { Badge } from '@client/components/ui/badge';
import { useMessages } from '@client/lib/i18n';

/** Spec §4: delivered default, shipped secondary, processing outline, anything else destructive. */
export function OrderStatusBadge({ status, parcel }: { status: string; parcel?: string | null }) {
  const m = useMessages();
  const labels: Record<string, string> = m.checkout.orderStatus;
  // A parcel just handed to the courier has not left yet (issue 38): "Parcel created" until the courier says it moves.
  const label = status === 'shipped' && parcel === 'created' ? m.shipments.status.created : (labels[status] ?? status);
  return (
    <Badge variant={orderStatusVariant(status)} data-testid="order-status">
      {label}
    </Badge>
  );
}

/** Spec §4: completed and pending; other values destructive. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const labels: Record<string, string> = useMessages().checkout.paymentStatus;
  return (
    <Badge variant={paymentStatusVariant(status)} data-testid="payment-status">
      {labels[status] ?? status}
    </Badge>
  );
}
