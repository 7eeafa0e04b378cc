import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileUpIcon } from 'lucide-react';
import { ordersContract, type Order } from '@shared/contracts/orders';
import { receiptPath } from '@shared/offline';
import { transferExpected } from '@shared/domain/payment-methods';
import { orderKeys } from '@client/features/orders/api';
import { uploadFile } from '@client/lib/api-client';
import { useDates } from '@client/lib/dates';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';

/**
 * A transfer's receipt (docs/contract.md §4): the customer sends the photo or PDF the post office or the
 * bank gave them; the owner checks it on the order desk. Shown while a transfer order's money is expected
 * (confirmed or not: `transferExpected`), and says when the last receipt arrived (a new one replaces it).
 */
export function TransferReceipt({ order }: { order: Order }) {
  const t = useMessages().checkout.order.receipt;
  const dates = useDates();
  const queryClient = useQueryClient();
  const id = useId();
  const [state, setState] = useState<{ sending: boolean; error: string | null }>({ sending: false, error: null });
  if (!transferExpected(order)) return null;

  const send = async (file: File | undefined) => {
    if (!file) return;
    setState({ sending: true, error: null });
    try {
      const receipt = await uploadFile(ordersContract.uploadReceipt, { id: order.id }, 'file', file);
      queryClient.setQueryData<Order>(orderKeys.detail(order.id), (current) => (current ? { ...current, receipt } : current));
      setState({ sending: false, error: null });
    } catch (err) {
      setState({ sending: false, error: err instanceof Error ? err.message : t.failed });
    }
  };

  return (
    <div className="space-y-2 rounded-md border p-3 text-sm" data-testid="transfer-receipt">
      <p className="font-medium">{t.title}</p>
      {order.receipt ? (
        <p data-testid="receipt-sent">
          {interpolate(t.sent, { date: dates.dateTime(order.receipt.uploadedAt) })}{' '}
          <a href={receiptPath(order.id, order.receipt)} target="_blank" rel="noopener" className="font-medium text-primary underline">
            {t.view}
          </a>
        </p>
      ) : (
        <p className="text-muted-foreground">{t.hint}</p>
      )}
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 font-medium focus-within:ring-2 focus-within:ring-ring">
        <FileUpIcon aria-hidden className="size-4" /> {state.sending ? t.sending : order.receipt ? t.replace : t.send}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        className="sr-only"
        disabled={state.sending}
        onChange={(event) => {
          void send(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {state.error ? (
        <p role="alert" className="text-destructive">
          {t.failed}: {state.error}
        </p>
      ) : null}
    </div>
  );
}
