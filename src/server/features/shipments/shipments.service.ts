import type { ShippingDesk as Desk } from '@shared/contracts/shipping';
import type { CreateShipmentsInput, ShipmentResult } from '@shared/contracts/shipments';
import { COURIER_INFO } from '@shared/domain/couriers';
import { wilayaByCode } from '@shared/domain/wilayas';
import { msg, say, type Text, type Translator } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { streetOrDesk } from '@shared/domain/street-or-desk';
import type { ServiceContext } from '../../context';
import type { OrderRow, ShipmentRow } from '../../db/schema';
import { CourierError, type CourierClient, type ParcelRequest } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { itemNameOf } from '../catalog/catalog.translations';
import * as deskRepo from '../order-desk/order-desk.repository';
import { shipOrder } from '../order-desk/order-desk.service';
import { findItemsOfOrders } from '../orders/orders.repository';
import { courierKeys, requireCourier } from './courier-settings.service';
import { parcelLocale, parcelOf, refusalOf } from './parcel-request';
import * as repo from './shipments.repository';
import { listedDesks } from './stop-desks.service';
import { requireAdmin } from '../auth/access-policy';

/**
 * Parcels (docs/contract.md §5; decision 018): handing confirmed orders to a courier in one go. The rest
 * of the shipments feature, each in its module: what a parcel asks of an order (`parcel-request.ts`),
 * claims cut off (`parcel-claims.service.ts`), labels (`parcel-labels.service.ts`), what couriers report
 * (`courier-events.service.ts`, through `courier-webhooks.service.ts` or `courier-poller.service.ts`),
 * stop-desks (`stop-desks.service.ts`), the courier's fees and figures (`courier-fees.service.ts`,
 * `courier-figures.service.ts`) and settings (`courier-settings.service.ts`).
 */

const e = msg.shipments.errors;

/**
 * `POST /api/admin/shipments`: one parcel per confirmed order, created at the courier in one batch.
 * Every order is checked first (state, phone, wilaya, the courier's own rules) and reported in its own
 * result; the valid ones claim their parcel row (the unique index refuses a second claim, concurrent
 * calls included), then the courier is called once. A courier that is down or refuses the batch
 * leaves every order as it was (the claims are released: a retry works); a created parcel moves its
 * order to shipped through the order desk's own transition and e-mail.
 */
export async function createShipments(ctx: ServiceContext, actor: Actor, input: CreateShipmentsInput, tr: Translator): Promise<{ results: ShipmentResult[] }> {
  requireAdmin(actor);
  const client = await requireCourier(ctx, input.courier);
  const label = COURIER_INFO[input.courier].label;
  const { keys, shipFromWilaya } = await courierKeys(ctx);
  const from = wilayaByCode(shipFromWilaya) ?? wilayaByCode(16)!;
  const ids = [...new Set(input.orderIds)];
  const rows = new Map((await Promise.all(ids.map((id) => deskRepo.findOrder(ctx.db, id)))).filter((r): r is OrderRow => !!r).map((r) => [r.id, r]));
  const live = new Map((await repo.liveShipmentsOf(ctx.db, ids)).map((s) => [s.orderId, s]));
  const items = await findItemsOfOrders(ctx.db, [...rows.keys()]);
  const parcelTr = t(await parcelLocale(ctx));

  const results = new Map<string, ShipmentResult>();
  const fail = (orderId: string, why: Text) => results.set(orderId, { orderId, ok: false, message: tr.text(why) });
  const ready: { parcel: ParcelRequest; claim: ShipmentRow }[] = [];
  for (const id of ids) {
    const order = rows.get(id);
    const refusal = refusalOf(order, live.get(id));
    if (refusal) {
      fail(id, refusal);
      continue;
    }
    const products = items.filter((i) => i.orderId === id).map((i) => `${itemNameOf(i, parcelTr.locale)} x${i.quantity}`).join(', ');
    const parcel = parcelOf(order!, products.slice(0, 250), { code: from.code, name: from.name }, parcelTr);
    if (typeof parcel !== 'object' || !('orderId' in parcel)) {
      fail(id, parcel);
      continue;
    }
    const problem = client.check(parcel);
    if (problem) {
      fail(id, say(e.courierRefused, { courier: label, detail: problem }));
      continue;
    }
    // A desk the courier does not list would fail its whole batch (Yalidine): checked here, it fails alone.
    if (parcel.stopDesk && parcel.deskId && COURIER_INFO[input.courier].desks) {
      let desks: Desk[];
      try {
        desks = await listedDesks(ctx, input.courier, client, keys, parcel.wilayaCode, 'owner');
      } catch (err) {
        fail(id, say(e.courierDown, { courier: label, detail: err instanceof CourierError ? err.message : 'unexpected error' }));
        continue;
      }
      const listed = desks.find((d) => d.id === parcel.deskId);
      if (!listed) {
        fail(id, say(e.deskNotListed, { courier: label, desk: parcel.deskId }));
        continue;
      }
      parcel.address = streetOrDesk(order!, parcelTr, listed.name);
    }
    const claim = await repo.claimShipment(ctx.db, id, input.courier);
    if (!claim) {
      const other = (await repo.liveShipmentsOf(ctx.db, [id]))[0];
      fail(id, other?.state === 'live' ? say(e.alreadyShipped, { tracking: other.tracking ?? '' }) : e.inProgress);
      continue;
    }
    ready.push({ parcel, claim });
  }

  if (ready.length > 0) {
    let created: Awaited<ReturnType<CourierClient['createParcels']>>;
    try {
      created = await client.createParcels(ready.map((r) => r.parcel));
    } catch (err) {
      const detail = err instanceof CourierError ? err.message : 'unexpected error';
      if (!(err instanceof CourierError)) ctx.log.error({ err }, 'courier batch failed');
      const why = err instanceof CourierError && err.kind === 'invalid' ? say(e.courierRefused, { courier: label, detail }) : say(e.courierDown, { courier: label, detail });
      for (const r of ready) {
        await repo.markFailed(ctx.db, r.claim.id, detail);
        fail(r.parcel.orderId, why);
      }
      created = [];
    }
    for (const [i, result] of created.entries()) {
      const { claim, parcel } = ready[i]!;
      if (!result.ok) {
        await repo.markFailed(ctx.db, claim.id, result.message);
        fail(parcel.orderId, say(e.courierRefused, { courier: label, detail: result.message }));
        continue;
      }
      if (!(await repo.markLive(ctx.db, claim.id, { tracking: result.tracking, labelUrl: result.labelUrl }))) {
        // The claim sweep settled it meanwhile (a courier slower than STUCK_CLAIM_MS): the owner is told the tracking.
        ctx.log.error({ orderId: parcel.orderId, tracking: result.tracking }, 'parcel created after its claim was settled');
        results.set(parcel.orderId, { orderId: parcel.orderId, ok: false, tracking: result.tracking, message: tr.text(e.inProgress) });
        continue;
      }
      try {
        await shipOrder(ctx, actor, parcel.orderId, { carrier: label, trackingNumber: result.tracking });
        results.set(parcel.orderId, { orderId: parcel.orderId, ok: true, tracking: result.tracking });
      } catch (err) {
        // The order changed while the courier answered (cancelled meanwhile): the parcel exists, the owner is told.
        const why = err instanceof AppError ? err.text : e.orderNotFound;
        results.set(parcel.orderId, { orderId: parcel.orderId, ok: false, tracking: result.tracking, message: tr.text(why) });
      }
    }
  }
  return { results: ids.map((id) => results.get(id)!) };
}
