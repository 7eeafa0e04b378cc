import { HEALTH_ENGINE } from '@shared/domain/identify-engines';
import type { Diagnosis } from '@shared/contracts/care';
import type { IdentifyLang } from '@shared/contracts/identify';
import { msg } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { prepareImage } from '../../lib/images';
import { EngineError } from '../../integrations/identify/types';
import { assessHealth } from '../../integrations/identify/plantid/plantid.health';
import { withSavedKeys } from '../identify/identify.engines';
import * as settingsRepo from '../settings/settings.repository';

/**
 * POST /api/diagnose-plant (docs/contract.md §10): a sick plant's likely problems from Plant.id's health
 * assessment when a Plant.id key is configured (environment or admin settings); otherwise an honest
 * 422 that names what is missing and points to the assistant's symptom questions.
 */
export async function diagnosePlant(ctx: ServiceContext, file: Buffer, lang: IdentifyLang): Promise<Diagnosis> {
  // The photo is checked first (type sniffed, size, pixels), with or without an engine.
  const image = await prepareImage(file);
  const plantid = withSavedKeys(ctx.config.identify, await settingsRepo.getSettingsRow(ctx.db)).plantid;
  if (!plantid) throw new AppError('UNPROCESSABLE', msg.care.diagnose.noEngine, undefined, { missing: 'PLANTID_API_KEY', askAssistant: true });
  try {
    const health = await assessHealth(plantid, image, lang, AbortSignal.timeout(ctx.config.identify.timeoutMs));
    return { ...health, engine: HEALTH_ENGINE };
  } catch (err) {
    if (err instanceof EngineError) {
      ctx.log.warn({ err }, 'plant.id health assessment failed');
      throw new AppError('SERVICE_UNAVAILABLE', msg.care.diagnose.failed);
    }
    throw err;
  }
}
