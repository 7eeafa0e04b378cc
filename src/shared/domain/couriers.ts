import type { OrderStatus } from './order';

/**
 * The couriers a shop can hand parcels to (decisions.md §5; decision 018). One entry per courier
 * family: the server has one module per id under `integrations/couriers/<id>/`, and a
 * `Record<CourierId, …>` there keeps both lists equal. Adding a family: one id here, one module, one fake.
 */

export const COURIERS = ['yalidine', 'ecotrack'] as const;
export type CourierId = (typeof COURIERS)[number];

export const isCourierId = (value: unknown): value is CourierId => typeof value === 'string' && (COURIERS as readonly string[]).includes(value);

export interface CourierInfo {
  /** The brand shown to the owner (not translated: a name). */
  label: string;
  /** Statuses come by signed webhook (else the server polls). */
  webhooks: boolean;
  /** Lists its stop-desks (`GET /api/shipping/desks`). */
  desks: boolean;
  /** Quotes its own fee per wilaya (shown beside the shop's table, importable into it). */
  fees: boolean;
}

export const COURIER_INFO: Record<CourierId, CourierInfo> = {
  yalidine: { label: 'Yalidine', webhooks: true, desks: true, fees: true },
  ecotrack: { label: 'Ecotrack', webhooks: false, desks: false, fees: true },
};

/** A parcel's status, the same words for every courier (each module maps its own to these). */
export const SHIPMENT_STATUSES = ['created', 'in_transit', 'out_for_delivery', 'delivered', 'failed_attempt', 'returning', 'returned'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Where the courier is with the cash of a cash-on-delivery parcel. */
export const COURIER_CASH_STATES = ['none', 'with_courier', 'remitted'] as const;
export type CourierCashState = (typeof COURIER_CASH_STATES)[number];

/** The order status a parcel's status moves its order to (only from `shipped`), or null: it stays. */
export function orderStatusFor(status: ShipmentStatus): Extract<OrderStatus, 'delivered' | 'returned'> | null {
  if (status === 'delivered') return 'delivered';
  if (status === 'returned') return 'returned';
  return null;
}

/** Orders a courier takes: confirmed by the owner (processing), not yet handed to anyone. */
export const SHIPPABLE_ORDER_STATUSES: readonly OrderStatus[] = ['processing'];

/**
 * Of the parcels that reached their end (delivered, or returned to the shop), the share of each in
 * whole percents adding up to 100; null while none has (a rate over parcels still on their way would
 * say nothing yet).
 */
export function outcomeRates(delivered: number, returned: number): { delivered: number; returned: number } | null {
  const finished = delivered + returned;
  if (finished <= 0) return null;
  const share = Math.round((delivered / finished) * 100);
  return { delivered: share, returned: 100 - share };
}
