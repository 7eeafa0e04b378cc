import type { ServiceContext } from '../../context';
import { configuredPixels, type ConfiguredPixels } from '@shared/domain/measurement';
import { getSettings } from './settings.service';

/** The ad platforms' pixels the owner configured (docs/decisions/037): written into pages, opened in their policy once accepted. */
export async function shopPixels(ctx: ServiceContext): Promise<ConfiguredPixels> {
  return configuredPixels(await getSettings(ctx, null));
}
