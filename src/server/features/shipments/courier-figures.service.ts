import type { CourierFigures } from '@shared/contracts/shipments';
import { COURIER_INFO, isCourierId } from '@shared/domain/couriers';
import { toMoneyString } from '@shared/domain/money';
import type { ServiceContext } from '../../context';
import type { Actor } from '../auth/auth.service';
import { requireAdmin } from '../auth/access-policy';
import * as repo from './shipments.repository';

/** The couriers' figures for the dashboard: cash they hold, deliveries and returns. */

export const courierLabel = (id: string) => (isCourierId(id) ? COURIER_INFO[id].label : id);

/** `GET /api/admin/couriers/figures`: the dashboard's cash held by couriers and delivery/return counts. */
export async function courierFigures(ctx: ServiceContext, actor: Actor): Promise<CourierFigures> {
  requireAdmin(actor);
  const [cash, outcomes] = await Promise.all([repo.cashHeldByCourier(ctx.db), repo.outcomesByCourierAndWilaya(ctx.db)]);
  return {
    cashHeld: cash.map((c) => ({ courier: c.courier, label: courierLabel(c.courier), amount: toMoneyString(Number(c.centimes)), parcels: c.parcels })),
    outcomes: outcomes.map((o) => ({ ...o, label: courierLabel(o.courier) })),
  };
}
