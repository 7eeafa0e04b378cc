import { PDFDocument } from 'pdf-lib';
import { COURIER_INFO, isCourierId } from '@shared/domain/couriers';
import { msg, say } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { CourierError, type CourierClient } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { requireAdmin } from '../auth/access-policy';
import { requireCourier } from './courier-settings.service';
import * as repo from './shipments.repository';

/** Parcels' labels (docs/contract.md §5): asked of each parcel's courier, one PDF for the owner to print. */

const e = msg.shipments.errors;

/** `GET /api/admin/shipments/labels`: the orders' labels from their couriers, merged into one PDF in the order asked. */
export async function labelsPdf(ctx: ServiceContext, actor: Actor, orderIds: readonly string[]): Promise<Uint8Array> {
  requireAdmin(actor);
  const ids = [...new Set(orderIds)];
  const live = new Map((await repo.liveShipmentsOf(ctx.db, ids)).filter((s) => s.state === 'live').map((s) => [s.orderId, s]));
  const missing = ids.find((id) => !live.has(id));
  if (missing) throw new AppError('CONFLICT', say(e.noParcel, {}), undefined, { orderId: missing });
  const merged = await PDFDocument.create();
  const clients = new Map<string, CourierClient>();
  for (const id of ids) {
    const shipment = live.get(id)!;
    if (!isCourierId(shipment.courier)) throw new AppError('CONFLICT', e.noParcel);
    const client = clients.get(shipment.courier) ?? (await requireCourier(ctx, shipment.courier));
    clients.set(shipment.courier, client);
    let bytes: Uint8Array;
    try {
      bytes = await client.label(shipment.tracking!, shipment.labelUrl);
    } catch (err) {
      const detail = err instanceof CourierError ? err.message : 'unexpected error';
      throw new AppError('SERVICE_UNAVAILABLE', say(e.labelFailed, { courier: COURIER_INFO[shipment.courier].label, detail }));
    }
    const doc = await PDFDocument.load(bytes).catch(() => null);
    if (!doc) throw new AppError('SERVICE_UNAVAILABLE', say(e.labelFailed, { courier: COURIER_INFO[shipment.courier].label, detail: 'not a PDF' }));
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}
