import { readdir, readFile } from 'node:fs/promises';
import { engineInfo, IDENTIFY_ENGINE_IDS, isIdentifyEngineId } from '@shared/domain/identify-engines';
import path from 'node:path';
import type { IdentifyConfig } from '../../config';
import { ConfigError } from '../../config';
import type { SettingsRow } from '../../db/schema';
import { projectRoot } from '../../lib/project-root';
import { seedPlants } from '../../db/seed/catalogue.data';
import { createEmbeddedEngine, type ReferencePlant } from '../../integrations/identify/embedded/embedded.engine';
import { createOnnxEngine } from '../../integrations/identify/onnx/onnx.engine';
import { createPlantIdEngine } from '../../integrations/identify/plantid/plantid.engine';
import { createPlantNetEngine } from '../../integrations/identify/plantnet/plantnet.engine';
import type { EngineId, IdentifyEngine } from '../../integrations/identify/types';
import { createVisionEngine } from '../../integrations/identify/vision/vision.engine';
import { credentialInForce } from '../../lib/saved-keys';
import { renderPlantSvg } from '../images/plant-art';

/** The demo catalogue's plants with their own illustrations: what the embedded engine recognises. */
export function catalogueReferencePlants(): ReferencePlant[] {
  return seedPlants.map((p) => ({
    key: p.slug,
    scientificName: p.scientificName,
    commonNames: [p.commonName].filter((n): n is string => !!n),
    family: p.family ?? null,
    draw: (background) => renderPlantSvg(background ? { ...p.art, background } : p.art),
  }));
}

/** Real photographs of no catalogue plant (licences in the folder's LICENSES.md): the embedded engine's calibration. */
const CALIBRATION_DIR = path.join(projectRoot, 'src/server/integrations/identify/embedded/calibration');

async function calibrationPhotos(): Promise<Buffer[]> {
  const files = (await readdir(CALIBRATION_DIR)).filter((f) => f.endsWith('.jpg'));
  return Promise.all(files.map((f) => readFile(path.join(CALIBRATION_DIR, f))));
}

let embedded: ReturnType<typeof createEmbeddedEngine> | undefined;

/** One embedded engine per process: its index is built once (a few seconds) and kept. */
export function embeddedEngine() {
  embedded ??= createEmbeddedEngine(catalogueReferencePlants, calibrationPhotos);
  return embedded;
}

/**
 * The server's module of each engine of the registry (`shared/domain/identify-engines.ts`): its engine for
 * this configuration, or undefined when it is not configured. The mapped type keeps both lists equal.
 */
const ENGINE_MODULES: { readonly [E in EngineId]: (config: IdentifyConfig) => IdentifyEngine | undefined } = {
  plantnet: (config) => config.plantnet && createPlantNetEngine(config.plantnet),
  plantid: (config) => config.plantid && createPlantIdEngine(config.plantid),
  vision: (config) => config.vision && createVisionEngine(config.vision),
  onnx: (config) => config.onnx && createOnnxEngine(config.onnx),
  embedded: () => embeddedEngine(),
};

/**
 * The engines to try, in order. Without IDENTIFY_ENGINES: every configured engine in the registry's order
 * (paid APIs first, the embedded matcher last, always there, so identification works with no key and no
 * network). With it: exactly those, and naming an engine that is not configured is a configuration error.
 */
export function createEngines(config: IdentifyConfig): IdentifyEngine[] {
  const explicit = config.order !== undefined;
  const order = (config.order ?? IDENTIFY_ENGINE_IDS).filter(isIdentifyEngineId);
  const engines: IdentifyEngine[] = [];
  for (const id of order) {
    const engine = ENGINE_MODULES[id](config);
    if (engine) engines.push(engine);
    else if (explicit) throw new ConfigError(`IDENTIFY_ENGINES names ${id} but ${engineInfo(id).enabledBy ?? 'its configuration'} is not set`);
  }
  if (engines.length === 0) throw new ConfigError('IDENTIFY_ENGINES leaves no identification engine');
  return engines;
}

/** The admin's saved engine settings: a value saved there wins over the environment's. */
export type EngineSettings = Pick<
  SettingsRow,
  'plantnetApiKey' | 'plantnetProject' | 'plantidApiKey' | 'visionApiUrl' | 'visionModel' | 'visionApiKey'
>;

const or = (saved: string, env: string | undefined) => saved.trim() || env || '';

/** The environment's identification config with the admin's saved keys laid over it. */
export function withSavedKeys(env: IdentifyConfig, saved: EngineSettings): IdentifyConfig {
  const plantnetKey = or(saved.plantnetApiKey, env.plantnet?.apiKey);
  const plantidKey = or(saved.plantidApiKey, env.plantid?.apiKey);
  const visionUrl = or(saved.visionApiUrl, env.vision?.baseUrl);
  const visionModel = or(saved.visionModel, env.vision?.model);
  return {
    ...env,
    plantnet: plantnetKey
      ? { apiKey: plantnetKey, project: or(saved.plantnetProject, env.plantnet?.project ?? env.defaults.plantnetProject), baseUrl: env.defaults.plantnetUrl }
      : undefined,
    plantid: plantidKey ? { apiKey: plantidKey, baseUrl: env.defaults.plantidUrl } : undefined,
    vision:
      visionUrl && visionModel ? { baseUrl: visionUrl, model: visionModel, apiKey: credentialInForce(saved.visionApiKey, env.vision?.apiKey, visionUrl, env.vision?.baseUrl) || undefined } : undefined,
  };
}

/**
 * The chain for the current settings, rebuilt only when they change: a key the owner saves is used
 * by the next identification, without a restart, and an unchanged chain keeps its loaded engines.
 */
export function createEngineCache(env: IdentifyConfig) {
  let cached: { key: string; engines: IdentifyEngine[] } | undefined;
  return (saved: EngineSettings): IdentifyEngine[] => {
    const config = withSavedKeys(env, saved);
    const key = JSON.stringify([config.plantnet, config.plantid, config.vision]);
    if (cached?.key !== key) cached = { key, engines: createEngines(config) };
    return cached.engines;
  };
}
