import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCardIcon, TruckIcon } from 'lucide-react';
import { ordersContract, type Order } from '@shared/contracts/orders';
import { CASH_ON_DELIVERY, methodHas } from '@shared/domain/payment-methods';
import { awaitsPayment } from '@shared/domain/unpaid-orders';
import { Button } from '@client/components/ui/button';
import { orderKeys } from '@client/features/orders/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { api } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';

/**
 * A card payment that failed or was left unfinished (docs/contract.md §2): the customer pays again (a new
 * CIB / Edahabia page) or switches to cash on delivery, without ordering again. Shown only while the
 * order awaits its card payment; cash on delivery only where the shop offers it.
 */
export function PaymentChoices({ order }: { order: Order }) {
  const m = useMessages();
  const u = m.trust.unpaid;
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueryOptions());
  const params = { params: { id: order.id } };
  const payAgain = useMutation({
    mutationFn: () => api(ordersContract.payAgain, params),
    onSuccess: (next) => {
      if (next.checkoutUrl) window.location.assign(next.checkoutUrl);
    },
  });
  const toCod = useMutation({
    mutationFn: () => api(ordersContract.switchToCod, params),
    onSuccess: (next) => queryClient.setQueryData(orderKeys.detail(order.id), next),
  });
  if (toCod.isSuccess) {
    return (
      <p role="status" className="text-sm font-medium" data-testid="payment-switched">
        {u.switched}
      </p>
    );
  }
  if (!methodHas(order.paymentMethod, 'redirect') || !awaitsPayment(order)) return null;
  const codOffered = settings.data?.availablePaymentMethods?.includes(CASH_ON_DELIVERY) ?? false;
  const failed = payAgain.error ?? toCod.error;
  const busy = payAgain.isPending || payAgain.isSuccess || toCod.isPending;
  return (
    <div className="space-y-2" data-testid="payment-choices">
      {/* A checkout still open keeps its own "Pay now" link above; a failed one needs a new page. */}
      {order.checkoutUrl ? null : (
        <Button className="h-auto min-h-10 w-full whitespace-normal" onClick={() => payAgain.mutate()} disabled={busy}>
          <CreditCardIcon aria-hidden /> {u.payAgain}
        </Button>
      )}
      {codOffered ? (
        <Button variant="outline" className="h-auto min-h-10 w-full whitespace-normal" onClick={() => toCod.mutate()} disabled={busy}>
          <TruckIcon aria-hidden /> {u.switchToCod}
        </Button>
      ) : null}
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {u.changeFailed}: {failed.message}
        </p>
      ) : null}
    </div>
  );
}
