import type { CourierId } from '@shared/domain/couriers';
import { createEcotrackClient, type EcotrackKeys } from './ecotrack';
import type { CourierClient, CourierDeps } from './types';
import { createYalidineClient, type YalidineKeys } from './yalidine';

/**
 * The courier families (decision 018): for each id of `shared/domain/couriers.ts`, when its keys are
 * complete and how to build its client. The `Record` makes the compiler keep this list and the shared
 * one equal; a third family is one entry here, its module beside the others and its fake.
 */

export interface CourierKeys {
  yalidine: YalidineKeys & { webhookSecret: string };
  ecotrack: EcotrackKeys;
}

interface CourierModule<K> {
  configured(keys: K): boolean;
  create(keys: K, deps: CourierDeps): CourierClient;
}

export const COURIER_MODULES: { [C in CourierId]: CourierModule<CourierKeys[C]> } = {
  yalidine: { configured: (k) => Boolean(k.apiId && k.apiToken && k.apiUrl), create: createYalidineClient },
  ecotrack: { configured: (k) => Boolean(k.apiUrl && k.apiToken), create: createEcotrackClient },
};

export function isConfigured(id: CourierId, keys: CourierKeys): boolean {
  return (COURIER_MODULES[id] as CourierModule<CourierKeys[CourierId]>).configured(keys[id]);
}

/** The courier's client, or null when its keys are incomplete. */
export function courierClient(id: CourierId, keys: CourierKeys, deps: CourierDeps): CourierClient | null {
  const module = COURIER_MODULES[id] as CourierModule<CourierKeys[CourierId]>;
  return module.configured(keys[id]) ? module.create(keys[id], deps) : null;
}

export { CourierError } from './types';
export type { CourierClient, CourierDeps, Desk, ParcelEvent, ParcelRequest, ParcelResult } from './types';
