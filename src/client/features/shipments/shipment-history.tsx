import type { Shipment } from '@shared/contracts/shipments';
import { interpolateNodes } from '@client/lib/interpolate-nodes';
import { useMessages } from '@client/lib/i18n';
import { useDates } from '@client/lib/dates';

/** A parcel's history as the courier reported it, in the reader's language, newest first (docs/contract.md §5). */
export function ShipmentHistory({ shipment }: { shipment: Shipment }) {
  const m = useMessages().shipments;
  const dates = useDates();
  const steps = [...shipment.history].reverse();
  return (
    <div className="space-y-2" data-testid="shipment-history">
      <h3 className="text-sm font-medium">{m.tracking.history}</h3>
      <ol className="space-y-2 border-s ps-4">
        {steps.map((step, i) => (
          <li key={`${step.at}-${i}`} className="text-sm" data-testid="shipment-step" data-status={step.status}>
            <p className={i === 0 ? 'font-medium' : 'text-muted-foreground'}>{m.status[step.status]}</p>
            <p className="text-xs text-muted-foreground tabular-nums">{dates.dateTime(step.at)}</p>
            {step.reason ? <p className="text-xs">{interpolateNodes(m.tracking.reason, { reason: <CourierReasonText reason={step.reason} code={step.reasonCode} /> })}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * A courier's reason: one its documented list has (`code`, docs/contract.md §5) in the reader's words; any
 * other as the courier wrote it (French, mostly), isolated so it cannot reorder a right-to-left line.
 */
export function CourierReasonText({ reason, code }: { reason: string; code: string | null | undefined }) {
  const reasons: Partial<Record<string, string>> = useMessages().shipments.reasons;
  return (code && reasons[code]) || <bdi dir="auto">{reason}</bdi>;
}
