import { courierConfigured, COURIERS, isCourierId, type CourierId, type CourierValues } from '@shared/domain/couriers';
import { reasonTable, type CourierReason } from '@shared/domain/courier-reasons';
import { ecotrackModule } from './ecotrack';
import type { CourierClient, CourierDeps, CourierModule, CourierWebhook } from './types';
import { yalidineModule } from './yalidine';

/**
 * The courier families' server modules (decision 018), one per id of the shared registry
 * (`shared/domain/couriers.ts`, where each family declares its label, capabilities and settings): the
 * mapped type makes the compiler keep both lists equal. Nothing else in the server names a family.
 */
export const COURIER_MODULES: { [C in CourierId]: CourierModule<C> } = {
  yalidine: yalidineModule,
  ecotrack: ecotrackModule,
};

/** The keys in force of every courier (saved in the settings, else the environment's). */
export type CourierKeys = { [C in CourierId]: CourierValues<C> };

const moduleOf = (id: CourierId) => COURIER_MODULES[id] as unknown as CourierModule;

export function isConfigured(id: CourierId, keys: CourierKeys): boolean {
  return courierConfigured(id, keys[id]);
}

/** The courier's client, or null when its keys are incomplete. */
export function courierClient(id: CourierId, keys: CourierKeys, deps: CourierDeps): CourierClient | null {
  // Each module takes its own family's keys (the mapped type above pairs them); erased here.
  return isConfigured(id, keys) ? moduleOf(id).create(keys[id] as never, deps) : null;
}

/** The webhooks of the courier named in a request's path, or null (no such courier, or one without webhooks). */
export function courierWebhook(id: string): { id: CourierId; webhook: CourierWebhook } | null {
  if (!isCourierId(id)) return null;
  const webhook = moduleOf(id).webhook;
  return webhook ? { id, webhook } : null;
}

const reasonTables = new Map(COURIERS.map((id) => [id, reasonTable(moduleOf(id).reasons)]));

/** The shop's code for a reason the courier `id` gave (docs/contract.md §5), or null: not in its documented list. */
export function courierReasonOf(id: string, reason: string | null): CourierReason | null {
  return isCourierId(id) ? reasonTables.get(id)!(reason) : null;
}

export { CourierError } from './types';
export type { CourierClient, CourierDeps, CourierModule, CourierWebhook, Desk, ParcelEvent, ParcelRequest, ParcelResult } from './types';
