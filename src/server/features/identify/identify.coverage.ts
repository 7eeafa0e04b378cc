import { engineInfo } from '@shared/domain/identify-engines';
import type { IdentifyCoverage } from '@shared/domain/shop-facts';
import type { ServiceContext } from '../../context';
import type { IdentifyEngine } from '../../integrations/identify/types';
import { engineSource, type EngineSource } from './identify.admin.service';

/**
 * What the shop may promise about identification (docs/contract.md §6): the engine that answers first
 * decides. The embedded matcher knows the shop's plants; another engine, the figure it declares, or
 * none ("plants from all over the world") when it publishes none.
 */
export async function coverageOf(engines: readonly IdentifyEngine[]): Promise<IdentifyCoverage> {
  const first = engines[0];
  if (!first) return { scope: 'shop', species: null };
  const species = await first.species();
  if (engineInfo(first.id).shopPlantsOnly) return { scope: 'shop', species };
  return species === null ? { scope: 'world', species: null } : { scope: 'species', species };
}

// One engine chain per configuration (its engines cache what they learn, e.g. Pl@ntNet's count).
const sources = new WeakMap<ServiceContext['config']['identify'], EngineSource>();

/** The coverage with the owner's saved keys, for services outside identification (the assistant). */
export async function identifyCoverage(ctx: ServiceContext): Promise<IdentifyCoverage> {
  let source = sources.get(ctx.config.identify);
  if (!source) sources.set(ctx.config.identify, (source = engineSource(ctx)));
  return coverageOf(await source());
}
