import { COURIER_INFO, COURIERS, type CourierId } from '@shared/domain/couriers';
import { msg, say } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { courierClient, CourierError } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { requireAdmin } from '../auth/access-policy';
import { recordCourierEvents } from './courier-events.service';
import { courierKeys, requireCourier } from './courier-settings.service';
import * as repo from './shipments.repository';

/** Asking couriers without webhooks about their parcels: the poller, and the owner's "ask now". */

const e = msg.shipments.errors;

/**
 * Asks a courier about its parcels still on their way (or whose cash it still holds), at most 100 per
 * run (one Ecotrack call). The parcels are claimed by stamping `polledAt` under SKIP LOCKED, so several
 * instances never ask about the same parcel in one interval.
 */
export async function pollCourier(ctx: ServiceContext, courier: CourierId, askedBefore = new Date(Date.now() - ctx.config.couriers.pollIntervalMs / 2)): Promise<number> {
  const { keys } = await courierKeys(ctx);
  const client = courierClient(courier, keys, ctx);
  if (!client) return 0;
  const claimed = await ctx.db.transaction(async (tx) => {
    const rows = await repo.claimParcelsToPoll(tx, courier, 100, askedBefore);
    await repo.markPolled(tx, rows.map((r) => r.id));
    return rows;
  });
  if (claimed.length === 0) return 0;
  const events = await client.track(claimed.map((r) => r.tracking!).filter(Boolean));
  return recordCourierEvents(ctx, courier, events, 'poll');
}

/** The poller: every COURIER_POLL_INTERVAL_MS, each configured courier without webhooks. Returns the stop function. */
export function startCourierPoller(ctx: ServiceContext): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      for (const id of COURIERS.filter((c) => !COURIER_INFO[c].webhooks)) {
        await pollCourier(ctx, id).catch((err: unknown) => ctx.log.warn({ err, courier: id }, 'courier poll failed'));
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, ctx.config.couriers.pollIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * `POST /api/admin/couriers/:id/poll`: the owner asks now, about every parcel still on its way, even
 * one the poller asked about a minute ago (the parcels are still claimed, so two clicks at once ask once).
 */
export async function pollNow(ctx: ServiceContext, actor: Actor, courier: CourierId): Promise<{ updated: number }> {
  requireAdmin(actor);
  await requireCourier(ctx, courier);
  try {
    return { updated: await pollCourier(ctx, courier, new Date()) };
  } catch (err) {
    const detail = err instanceof CourierError ? err.message : 'unexpected error';
    throw new AppError('SERVICE_UNAVAILABLE', say(e.courierDown, { courier: COURIER_INFO[courier].label, detail }));
  }
}
