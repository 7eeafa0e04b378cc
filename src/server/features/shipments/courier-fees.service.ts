import type { CourierFees, CourierFeesImport } from '@shared/contracts/shipments';
import type { CourierWilayaFee } from '@shared/domain/courier-fees';
import { COURIER_INFO, type CourierId } from '@shared/domain/couriers';
import { toMoneyString } from '@shared/domain/money';
import { courierCodeOfWilaya } from '@shared/domain/wilayas';
import { msg, say } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { CourierError } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { requireAdmin, requireRatesEditor } from '../auth/access-policy';
import * as shipping from '../shipping/shipping.service';
import { requireCourier, courierKeys } from './courier-settings.service';

/** The courier's fees (one truth: the owner's table is what customers pay): read from the courier, imported into the rates table. */

const e = msg.shipments.errors;

/** The courier's fees from the ship-from wilaya (its courier code, 1–58): 409 without keys or fees, 503 when unreadable. */
async function readCourierFees(ctx: ServiceContext, courier: CourierId): Promise<{ from: number; fees: CourierWilayaFee[] }> {
  const client = await requireCourier(ctx, courier);
  const label = COURIER_INFO[courier].label;
  if (!client.fees) throw new AppError('CONFLICT', say(e.noFees, { courier: label }));
  const { shipFromWilaya } = await courierKeys(ctx);
  const from = courierCodeOfWilaya(shipFromWilaya) ?? 16;
  try {
    const fees = await client.fees(from);
    return { from, fees: fees.filter((f) => Number.isInteger(f.wilaya) && f.wilaya >= 1 && f.wilaya <= 58) };
  } catch (err) {
    if (!(err instanceof CourierError)) ctx.log.error({ err, courier }, 'courier fees failed');
    const detail = err instanceof CourierError ? err.message : 'unexpected error';
    throw new AppError('SERVICE_UNAVAILABLE', say(e.feesUnavailable, { courier: label, detail }));
  }
}

const moneyOrNull = (c: number | null) => (c === null ? null : toMoneyString(c));
const figuresOf = (f: { home: number; desk: number | null }) => ({ home: toMoneyString(f.home), desk: moneyOrNull(f.desk) });

/** `GET /api/admin/couriers/:id/fees`: the courier's fees per wilaya, and how many wilayas of the table an import would change. */
export async function courierFees(ctx: ServiceContext, actor: Actor, courier: CourierId): Promise<CourierFees> {
  requireAdmin(actor);
  const { from, fees } = await readCourierFees(ctx, courier);
  const changes = await shipping.courierFeeChanges(ctx, fees);
  return {
    courier,
    label: COURIER_INFO[courier].label,
    from: String(from),
    fees: fees.map((f) => ({ wilaya: String(f.wilaya), home: moneyOrNull(f.home), desk: moneyOrNull(f.desk) })),
    changes: changes.length,
  };
}

/** `POST /api/admin/couriers/:id/fees/import`: the courier's fees into the rates table (the rates editors' rule), what changed. */
export async function importCourierFees(ctx: ServiceContext, actor: Actor, courier: CourierId): Promise<CourierFeesImport> {
  requireRatesEditor(actor);
  const { fees } = await readCourierFees(ctx, courier);
  const { changes, rates } = await shipping.importCourierFees(ctx, actor, fees);
  return { changed: changes.map((c) => ({ wilaya: String(c.wilaya), before: c.before && figuresOf(c.before), after: figuresOf(c.after) })), rates };
}
