import { readdir, readFile } from 'node:fs/promises';
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

/** The default order: paid APIs first, then the self-hosted model and classifier, the embedded matcher last. */
const DEFAULT_ORDER: EngineId[] = ['plantnet', 'plantid', 'vision', 'onnx', 'embedded'];

/**
 * The engines to try, in order. Without IDENTIFY_ENGINES: every configured engine, then the
 * embedded one (always there, so identification works with no key and no network). With it:
 * exactly those, and naming an engine that is not configured is a configuration error.
 */
export function createEngines(config: IdentifyConfig): IdentifyEngine[] {
  const explicit = config.order !== undefined;
  const order = (config.order ?? DEFAULT_ORDER) as EngineId[];
  const engines: IdentifyEngine[] = [];
  const missing = (id: string, variable: string) => {
    if (explicit) throw new ConfigError(`IDENTIFY_ENGINES names ${id} but ${variable} is not set`);
  };
  for (const id of order) {
    switch (id) {
      case 'plantnet':
        if (config.plantnet) engines.push(createPlantNetEngine(config.plantnet));
        else missing(id, 'PLANTNET_API_KEY');
        break;
      case 'plantid':
        if (config.plantid) engines.push(createPlantIdEngine(config.plantid));
        else missing(id, 'PLANTID_API_KEY');
        break;
      case 'vision':
        if (config.vision) engines.push(createVisionEngine(config.vision));
        else missing(id, 'VISION_API_URL');
        break;
      case 'onnx':
        if (config.onnx) engines.push(createOnnxEngine(config.onnx));
        else missing(id, 'ONNX_MODEL_DIR');
        break;
      case 'embedded':
        engines.push(embeddedEngine());
        break;
    }
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
