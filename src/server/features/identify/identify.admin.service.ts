import type { IdentifyEngineSettings, IdentifyEngineSettingsUpdate, IdentifyEngineTest } from '@shared/contracts/identify';
import { SECRET_MASK } from '@shared/contracts/settings';
import { msg, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { prepareImage } from '../../lib/images';
import { ChainExhaustedError, runChain } from '../../integrations/identify/chain';
import type { IdentifyEngine } from '../../integrations/identify/types';
import * as settingsRepo from '../settings/settings.repository';
import type { Actor } from '../auth/auth.service';
import { maskSecret, saveSettings } from '../settings/settings.service';
import { createEngineCache, withSavedKeys } from './identify.engines';
import { sampleImage } from './identify.samples';
import { engineInfoOf, namedSpecies, percent } from './identify.service';
import { requireAdmin } from '../auth/access-policy';

/** The engines for the settings as saved now (rebuilt only when they change). */
export type EngineSource = () => Promise<IdentifyEngine[]>;

export function engineSource(ctx: ServiceContext): EngineSource {
  const chainFor = createEngineCache(ctx.config.identify);
  return async () => chainFor(await settingsRepo.getSettingsRow(ctx.db));
}

const describeChain = (engines: readonly IdentifyEngine[], tr: Translator) => engines.map((e) => engineInfoOf(e, tr));

/** Admin only (the route guards it): the chain as it runs, and the keys in effect, masked. */
export async function getEngineSettings(ctx: ServiceContext, actor: Actor, engines: EngineSource, tr: Translator): Promise<IdentifyEngineSettings> {
  requireAdmin(actor);
  const row = await settingsRepo.getSettingsRow(ctx.db);
  const config = withSavedKeys(ctx.config.identify, row);
  return {
    chain: describeChain(await engines(), tr),
    plantnetApiKey: maskSecret(config.plantnet?.apiKey ?? ''),
    plantnetProject: config.plantnet?.project ?? (row.plantnetProject || ctx.config.identify.defaults.plantnetProject),
    plantidApiKey: maskSecret(config.plantid?.apiKey ?? ''),
    visionApiUrl: row.visionApiUrl || (ctx.config.identify.vision?.baseUrl ?? ''),
    visionModel: row.visionModel || (ctx.config.identify.vision?.model ?? ''),
    // The key that goes with the URL in effect (the environment's only to the environment's URL).
    visionApiKey: maskSecret(config.vision?.apiKey ?? row.visionApiKey),
  };
}

/** A secret sent masked (as GET showed it) or empty keeps the stored one; null removes it. */
const keepsSecret = (value: string | null | undefined): value is undefined | string =>
  value !== null && (value === undefined || value === '' || value.startsWith(SECRET_MASK));

/** The owner's (settings-policy: another admin gets 403); a changed vision URL drops its saved key unless one comes with it. */
export async function updateEngineSettings(
  ctx: ServiceContext,
  engines: EngineSource,
  actor: Actor,
  input: IdentifyEngineSettingsUpdate,
  tr: Translator,
): Promise<IdentifyEngineSettings> {
  requireAdmin(actor);
  const values: settingsRepo.SettingsValues = {};
  if (input.plantnetProject !== undefined) values.plantnetProject = input.plantnetProject;
  if (input.visionApiUrl !== undefined) values.visionApiUrl = input.visionApiUrl;
  if (input.visionModel !== undefined) values.visionModel = input.visionModel;
  if (!keepsSecret(input.plantnetApiKey)) values.plantnetApiKey = input.plantnetApiKey ?? '';
  if (!keepsSecret(input.plantidApiKey)) values.plantidApiKey = input.plantidApiKey ?? '';
  if (!keepsSecret(input.visionApiKey)) values.visionApiKey = input.visionApiKey ?? '';
  await saveSettings(ctx, actor, values, tr, (next) => {
    if (next.visionApiUrl && !next.visionModel && !ctx.config.identify.vision?.model) {
      const message = msg.identify.admin.modelRequired;
      throw new AppError('BAD_REQUEST', message, { visionModel: message });
    }
  });
  return getEngineSettings(ctx, actor, engines, tr);
}

/** The admin's "Test": the first sample image through the chain as configured now, timed. Nothing is logged. */
export async function testEngines(ctx: ServiceContext, actor: Actor, engines: EngineSource, tr: Translator): Promise<IdentifyEngineTest> {
  requireAdmin(actor);
  const chain = await engines();
  const image = await prepareImage((await sampleImage(1)!).body);
  const started = performance.now();
  try {
    const result = await runChain(chain, image, { lang: 'en', timeoutMs: ctx.config.identify.timeoutMs, log: ctx.log });
    const { best } = namedSpecies(result.engine, result.answer);
    return {
      engine: engineInfoOf(result.engine, tr),
      outcome: best ? 'identified' : 'not-recognised',
      scientificName: best?.scientificName ?? null,
      confidence: best ? percent(best.score) : null,
      latencyMs: result.latencyMs,
      attempts: result.attempts,
    };
  } catch (err) {
    if (!(err instanceof ChainExhaustedError)) throw err;
    return {
      engine: null,
      outcome: 'failed',
      scientificName: null,
      confidence: null,
      latencyMs: Math.round(performance.now() - started),
      attempts: err.attempts,
    };
  }
}
