import type { AdminShipment } from '@shared/contracts/shipments';
import { COURIER_INFO, isCourierId, SHIPMENT_STATUSES, type ShipmentStatus } from '@shared/domain/couriers';
import type { Executor } from '../../db/client';
import { courierReasonOf } from '../../integrations/couriers';
import type { ShipmentEventRow, ShipmentRow } from '../../db/schema';
import * as repo from './shipments.repository';

/**
 * `shipment` on every order answer (docs/contract.md §5): the live parcel's courier, tracking number,
 * status and its readable history (statuses in shared words, oldest first). The customer's answer
 * drops `cash` and `courierStatus` (its contract does not declare them).
 */

const isStatus = (s: string | null): s is ShipmentStatus => s !== null && (SHIPMENT_STATUSES as readonly string[]).includes(s);

function toShipment(row: ShipmentRow, events: readonly ShipmentEventRow[]): AdminShipment | null {
  if (row.state !== 'live' || !row.tracking) return null;
  return {
    courier: row.courier,
    courierLabel: isCourierId(row.courier) ? COURIER_INFO[row.courier].label : row.courier,
    tracking: row.tracking,
    status: isStatus(row.status) ? row.status : 'created',
    history: [
      { status: 'created' as const, at: row.createdAt.toISOString(), reason: null, reasonCode: null },
      ...events
        .filter((e) => e.kind === 'status' && isStatus(e.status))
        .map((e) => ({ status: e.status as ShipmentStatus, at: e.at.toISOString(), reason: e.reason, reasonCode: courierReasonOf(row.courier, e.reason) })),
    ],
    cash: row.cash,
    courierStatus: row.courierStatus,
  };
}

/** Each order's shipment (absent: none yet). */
export async function shipmentsOfOrders(db: Executor, orderIds: readonly string[]): Promise<Map<string, AdminShipment>> {
  const rows = (await repo.liveShipmentsOf(db, orderIds)).filter((r) => r.state === 'live');
  const events = await repo.eventsOf(db, rows.map((r) => r.id));
  const byShipment = new Map<string, ShipmentEventRow[]>();
  for (const e of events) byShipment.set(e.shipmentId, [...(byShipment.get(e.shipmentId) ?? []), e]);
  const out = new Map<string, AdminShipment>();
  for (const row of rows) {
    const shipment = toShipment(row, byShipment.get(row.id) ?? []);
    if (shipment) out.set(row.orderId, shipment);
  }
  return out;
}
