import { COURIER_INFO, isCourierId } from '@shared/domain/couriers';
import { orderNumber } from '@shared/domain/order';
import type { ServiceContext } from '../../context';
import { courierClient, type CourierClient } from '../../integrations/couriers';
import { startPeriodic } from '../../lib/periodic';
import { unsafeShipBySystem } from '../order-desk/order-desk.service';
import { courierKeys } from './courier-settings.service';
import * as repo from './shipments.repository';

/** Parcel claims a killed process cut off (decision 018): settled by asking the courier, by a sweep in every instance. */

/**
 * How old a `creating` claim must be before the sweep settles it. A request's courier calls are bounded
 * (15 s each; Yalidine: one batch call, one retry after a 429; Ecotrack: at most 50 calls a minute, the
 * rest refused at once), so a live request never holds a claim this long: only a process killed between
 * the claim and the courier's answer does.
 */
export const STUCK_CLAIM_MS = 15 * 60_000;

/**
 * The claims a killed process left `creating` (decision 018): each courier that can be asked by our
 * reference is asked whether it created the parcel; found, the claim becomes `live` and the order is
 * shipped (by "automatic"); not found, it is `failed` and the owner can hand the order over again. A
 * courier that cannot be asked (Ecotrack) keeps its claim: guessing could make a second parcel, so
 * the owner is warned in the log and checks at the courier. Returns what was settled.
 */
export async function settleStuckClaims(ctx: ServiceContext, now = new Date()): Promise<{ live: number; failed: number }> {
  const settled = { live: 0, failed: 0 };
  const claims = await ctx.db.transaction((tx) => repo.leaseStuckClaims(tx, new Date(now.getTime() - STUCK_CLAIM_MS), 50));
  if (claims.length === 0) return settled;
  const { keys } = await courierKeys(ctx);
  for (const claim of claims) {
    const client = isCourierId(claim.courier) ? courierClient(claim.courier, keys, ctx) : null;
    if (!client?.findParcel) {
      ctx.log.warn({ orderId: claim.orderId, courier: claim.courier }, 'a parcel claim was cut off and this courier cannot be asked: check at the courier');
      continue;
    }
    let found: Awaited<ReturnType<NonNullable<CourierClient['findParcel']>>>;
    try {
      found = await client.findParcel(orderNumber(claim.orderId));
    } catch (err) {
      ctx.log.warn({ err, orderId: claim.orderId }, 'a cut-off parcel claim could not be checked: next sweep');
      continue;
    }
    if (!found) {
      await repo.markFailed(ctx.db, claim.id, 'cut off before the courier answered; the courier has no parcel under this reference');
      settled.failed++;
      continue;
    }
    if (!(await repo.markLive(ctx.db, claim.id, found))) continue;
    settled.live++;
    const label = COURIER_INFO[client.id].label;
    // An order cancelled meanwhile stays cancelled: its parcel is on the desk for the owner to stop.
    await unsafeShipBySystem(ctx, claim.orderId, { carrier: label, trackingNumber: found.tracking }).catch((err: unknown) =>
      ctx.log.warn({ err, orderId: claim.orderId }, 'a parcel found for a cut-off claim could not ship its order'),
    );
  }
  return settled;
}

/** Every five minutes (and once at start), in every instance: the leases keep them apart. */
export const startClaimSweep = (ctx: ServiceContext, intervalMs = 5 * 60_000) => startPeriodic(ctx, 'parcel claims sweep', () => settleStuckClaims(ctx), intervalMs);
