import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PackageIcon, PrinterIcon, RefreshCwIcon } from 'lucide-react';
import type { AdminOrder } from '@shared/contracts/order-desk';
import { shipmentsContract, type CourierAccount, type ShipmentResult } from '@shared/contracts/shipments';
import type { CourierId } from '@shared/domain/couriers';
import { Button } from '@client/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { adminKeys, courierSettingsQueryOptions } from '@client/features/admin/api';
import { api } from '@client/lib/api-client';
import { interpolate } from '@client/lib/interpolate';
import { interpolateNodes } from '@client/lib/interpolate-nodes';
import { Ltr, OrderNumber } from '@client/lib/bidi';
import { useMessages, useTranslator } from '@client/lib/i18n';

const labelsUrl = (orderIds: readonly string[]) => `${shipmentsContract.labels.path}?orderIds=${orderIds.join(',')}`;

/**
 * The owner's day (issue 24): the orders selected in the Orders tab handed to a courier in one go
 * (`POST /api/admin/shipments`, one line of result per order) and their labels printed as one PDF.
 * Without a configured courier it says how to ship by hand instead. A courier without webhooks
 * (Ecotrack) can be asked for its statuses now rather than at the poller's next turn.
 */
export function BulkShipBar({ selected, onDone }: { selected: readonly AdminOrder[]; onDone: () => void }) {
  const m = useMessages().shipments;
  const queryClient = useQueryClient();
  const couriers = useQuery(courierSettingsQueryOptions());
  const configured = couriers.data?.couriers.filter((c) => c.configured) ?? [];
  const [choice, setChoice] = useState<CourierId | null>(null);
  const courier = choice ?? configured[0]?.id ?? null;
  const [results, setResults] = useState<ShipmentResult[]>([]);
  const create = useMutation({
    mutationFn: (orderIds: string[]) => api(shipmentsContract.create, { body: { orderIds, courier: courier! } }),
    onSuccess: async (answer) => {
      setResults(answer.results);
      await queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      onDone();
    },
    onError: (err) => setResults(selected.map((o) => ({ orderId: o.id, ok: false, message: (err as Error).message }))),
  });
  const toShip = selected.filter((o) => o.orderStatus === 'processing');
  const withParcel = selected.filter((o) => o.shipment);
  const created = results.filter((r) => r.ok).map((r) => r.orderId);

  if (couriers.isSuccess && configured.length === 0) {
    return <p className="mb-3 text-sm text-muted-foreground" data-testid="no-courier">{m.desk.noCourier}</p>;
  }
  return (
    <div className="mb-3 space-y-2" data-testid="bulk-ship">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm tabular-nums">{interpolate(m.desk.selected, { count: selected.length })}</span>
        <Select value={courier ?? ''} onValueChange={(v) => setChoice(v as CourierId)}>
          <SelectTrigger className="h-9 w-40" aria-label={m.desk.chooseCourier}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {configured.map((c) => (
              <SelectItem key={c.id} value={c.id}>
                {c.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button type="button" disabled={!courier || toShip.length === 0 || create.isPending} onClick={() => create.mutate(toShip.map((o) => o.id))}>
          <PackageIcon aria-hidden /> {create.isPending ? m.desk.creating : m.desk.createParcels}
        </Button>
        <Button asChild variant="outline" aria-disabled={withParcel.length === 0}>
          <a href={withParcel.length ? labelsUrl(withParcel.map((o) => o.id)) : undefined} target="_blank" rel="noopener">
            <PrinterIcon aria-hidden /> {m.desk.printLabels}
          </a>
        </Button>
        {configured
          .filter((c) => !c.webhooks)
          .map((c) => (
            <PollButton key={c.id} courier={c} />
          ))}
      </div>
      {created.length ? (
        // The selection is cleared once the parcels exist: their labels are printed from here.
        <Button asChild size="sm" variant="outline">
          <a href={labelsUrl(created)} target="_blank" rel="noopener" data-testid="print-created-labels">
            <PrinterIcon aria-hidden /> {m.desk.printLabels}
          </a>
        </Button>
      ) : null}
      {results.length ? (
        <ul className="space-y-1 text-sm" data-testid="ship-results" aria-live="polite">
          {results.map((r) => (
            <li key={r.orderId} className={r.ok ? 'text-primary' : 'text-destructive'} data-ok={r.ok}>
              {r.ok
                ? interpolateNodes(m.desk.resultOk, { number: <OrderNumber id={r.orderId} />, tracking: <Ltr>{r.tracking ?? ''}</Ltr> })
                : interpolateNodes(m.desk.resultFailed, { number: <OrderNumber id={r.orderId} />, message: <bdi>{r.message ?? ''}</bdi> })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** `POST /api/admin/couriers/:id/poll`: what the courier says now about its parcels on their way. */
function PollButton({ courier }: { courier: CourierAccount }) {
  const t = useMessages().admin.couriers;
  const tr = useTranslator();
  const queryClient = useQueryClient();
  const poll = useMutation({
    mutationFn: () => api(shipmentsContract.poll, { params: { id: courier.id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orders() }),
  });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button type="button" variant="outline" disabled={poll.isPending} onClick={() => poll.mutate()} title={interpolate(t.pollHint, { courier: courier.label })}>
        <RefreshCwIcon aria-hidden /> {interpolate(t.pollNow, { courier: courier.label })}
      </Button>
      {poll.isSuccess || poll.isError ? (
        <span role="status" className={poll.isError ? 'text-sm text-destructive' : 'text-sm'} data-testid={`poll-result-${courier.id}`}>
          {poll.isSuccess ? tr.text(t.polled, { courier: courier.label, count: poll.data.updated }) : poll.error.message}
        </span>
      ) : null}
    </span>
  );
}
