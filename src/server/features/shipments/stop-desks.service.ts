import type { ShippingDesk as Desk } from '@shared/contracts/shipping';
import { COURIER_INFO, COURIERS, type CourierId } from '@shared/domain/couriers';
import { courierCodeOfWilaya } from '@shared/domain/wilayas';
import { msg } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { OrderRow } from '../../db/schema';
import { courierClient, type CourierClient, type CourierKeys } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import { DesksUnavailable, keptDesks, type DeskCaller } from './desks-cache';
import { courierKeys } from './courier-settings.service';

/** Couriers' stop-desks (docs/contract.md §5): the checkout's list, an order's desk checked, the desks' names on its pages. */

const e = msg.shipments.errors;

/**
 * The stop-desks a courier lists in a wilaya it knows (1–58), kept per courier, address and wilaya in
 * the shared store, one call at a time, a visitor's calls within their own budget (`desks-cache.ts`).
 * The checkout's list, its check of an order's desk and the parcels' check share it. Throws what the
 * courier's call threw (or `DesksUnavailable` for a visitor refused without a call).
 */
export async function listedDesks(ctx: ServiceContext, id: CourierId, client: CourierClient, keys: CourierKeys, courierCode: number, caller: DeskCaller): Promise<Desk[]> {
  // Per courier and address (Guepex's desks are not Yalidine's) and account.
  const k = keys[id] as Record<string, string>;
  const account = `${id}:${k.apiUrl ?? ''}#${k.apiId ?? k.apiToken ?? ''}`;
  try {
    return await keptDesks(ctx.store, account, courierCode, caller, () => client.desks(courierCode));
  } catch (err) {
    if (err instanceof DesksUnavailable && err.failure !== undefined) throw err.failure;
    throw err;
  }
}

/**
 * `GET /api/shipping/desks?wilaya=`: the stop-desks of the first configured courier that lists them;
 * empty when none does (or it cannot be reached: the customer can still choose home delivery, and
 * the owner's log says why).
 */
export async function desksOf(ctx: ServiceContext, wilayaCode: number): Promise<Desk[]> {
  // Couriers list desks under the 58 wilayas they know: a wilaya of law 26-06 asks its mother's.
  const courierCode = courierCodeOfWilaya(wilayaCode);
  if (!courierCode) throw new AppError('BAD_REQUEST', e.wilayaUnknown, { wilaya: e.wilayaUnknown });
  const { keys } = await courierKeys(ctx);
  for (const id of COURIERS.filter((c) => COURIER_INFO[c].desks)) {
    const client = courierClient(id, keys, ctx);
    if (!client) continue;
    try {
      return await listedDesks(ctx, id, client, keys, courierCode, 'visitor');
    } catch (err) {
      if (!(err instanceof DesksUnavailable)) ctx.log.warn({ err, courier: id }, 'stop-desks could not be read');
      return [];
    }
  }
  return [];
}

/**
 * The names of the listed stop-desks of these orders without a street (docs/contract.md §5: the desk is
 * printed in its place), by `wilaya:desk`; a desk no courier lists (or a wilaya it cannot read) has none.
 */
export async function deskNamesOf(ctx: ServiceContext, orders: readonly Pick<OrderRow, 'address' | 'delivery' | 'desk' | 'wilaya'>[]): Promise<(o: Pick<OrderRow, 'desk' | 'wilaya'>) => string | null> {
  const names = new Map<string, string>();
  const wilayas = new Set(orders.filter((o) => !o.address && o.delivery === 'desk' && o.desk && o.wilaya).map((o) => Number(o.wilaya)));
  for (const wilaya of wilayas) {
    const desks = await desksOf(ctx, wilaya).catch(() => []);
    for (const d of desks) names.set(`${wilaya}:${d.id}`, d.name);
  }
  return (o) => names.get(`${Number(o.wilaya)}:${o.desk}`) ?? null;
}

/**
 * The stop-desk an order names (docs/contract.md §5): where a courier lists desks for the order's wilaya,
 * one of their ids — else 400 with a field error on the desk; where none does (no such courier, none
 * in this wilaya, or it cannot be reached), what the customer wrote, as before (or null).
 */
export async function deskOfOrder(ctx: ServiceContext, wilaya: number | undefined, desk: string | null | undefined): Promise<string | null> {
  const typed = desk?.trim() || null;
  if (wilaya === undefined) return typed;
  const listed = await desksOf(ctx, wilaya);
  if (listed.length === 0 || (typed !== null && listed.some((d) => d.id === typed))) return typed;
  throw new AppError('BAD_REQUEST', msg.communes.deskNotListed, { 'shippingAddress.desk': msg.communes.deskNotListed });
}
