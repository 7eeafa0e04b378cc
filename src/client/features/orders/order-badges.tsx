import { orderStatusVariant, paymentStatusVariant } from '@shared/domain/order';
import { Badge } from '@client/components/ui/badge';
import { useMessages } from '@client/lib/i18n';

/** Spec §4: delivered default, shipped secondary, processing outline, anything else destructive. */
export function OrderStatusBadge({ status }: { status: string }) {
  const labels: Record<string, string> = useMessages().checkout.orderStatus;
  return (
    <Badge variant={orderStatusVariant(status)} data-testid="order-status">
      {labels[status] ?? status}
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
