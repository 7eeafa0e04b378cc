/**
 * The plant-identification engines (README "Plant identification"; decisions 007, 024, 031), each declared
 * once: what it can do and the settings it takes (each field's environment variable, secret or not, owner
 * only). Both sides may read this file: it holds no code of an engine and no secret. The server's modules
 * are `server/integrations/identify/<id>/`, created from `server/features/identify/identify.engines.ts`, whose
 * `{ [E in IdentifyEngineId]: … }` keeps both lists equal.
 */

/** One setting an engine takes in admin Settings → Plant identification (a column of the settings row). */
export interface EngineFieldDeclaration {
  /** The settings key (`GET/PATCH /api/admin/identify`). */
  name: 'plantnetApiKey' | 'plantnetProject' | 'plantidApiKey' | 'visionApiUrl' | 'visionModel' | 'visionApiKey';
  /** The environment variable used when none is saved (README "Configuration"). */
  env: string;
  /** Leaves the server masked. */
  secret: boolean;
  /** Only the owner may change it (settings-policy.ts reads these declarations). */
  ownerOnly: true;
  /** A changed value drops this saved secret unless one comes with it (an address the key was meant for). */
  dropsKey?: EngineFieldDeclaration['name'];
}

export interface EngineDeclaration {
  /** The photo never leaves the server. */
  offline: boolean;
  /**
   * The environment variable without which it is not configured (named when IDENTIFY_ENGINES asks for it
   * anyway); null: always there, needing nothing.
   */
  enabledBy: string | null;
  /** It knows the shop's own plants only: the shop promises "the plants of our shop", never a world figure. */
  shopPlantsOnly: boolean;
  /** It also diagnoses a plant's health (`POST /api/care/diagnose`). */
  diagnosesHealth: boolean;
  /** It builds an index of its own (a few seconds): a listening server starts it at once, not on the first photo. */
  indexesAtStart: boolean;
  /** Its settings, in the order the form shows them. */
  fields: readonly EngineFieldDeclaration[];
}

/** The registry, in the default order: paid APIs first, then the self-hosted model and classifier, the embedded matcher last. */
export const IDENTIFY_ENGINE_INFO = {
  plantnet: {
    offline: false,
    enabledBy: 'PLANTNET_API_KEY',
    shopPlantsOnly: false,
    diagnosesHealth: false,
    indexesAtStart: false,
    fields: [
      { name: 'plantnetApiKey', env: 'PLANTNET_API_KEY', secret: true, ownerOnly: true },
      { name: 'plantnetProject', env: 'PLANTNET_PROJECT', secret: false, ownerOnly: true },
    ],
  },
  plantid: {
    offline: false,
    enabledBy: 'PLANTID_API_KEY',
    shopPlantsOnly: false,
    diagnosesHealth: true,
    indexesAtStart: false,
    fields: [{ name: 'plantidApiKey', env: 'PLANTID_API_KEY', secret: true, ownerOnly: true }],
  },
  vision: {
    offline: false,
    enabledBy: 'VISION_API_URL',
    shopPlantsOnly: false,
    diagnosesHealth: false,
    indexesAtStart: false,
    fields: [
      { name: 'visionApiUrl', env: 'VISION_API_URL', secret: false, ownerOnly: true, dropsKey: 'visionApiKey' },
      { name: 'visionModel', env: 'VISION_MODEL', secret: false, ownerOnly: true },
      { name: 'visionApiKey', env: 'VISION_API_KEY', secret: true, ownerOnly: true },
    ],
  },
  onnx: { offline: true, enabledBy: 'ONNX_MODEL_DIR', shopPlantsOnly: false, diagnosesHealth: false, indexesAtStart: false, fields: [] },
  embedded: { offline: true, enabledBy: null, shopPlantsOnly: true, diagnosesHealth: false, indexesAtStart: true, fields: [] },
} as const satisfies Record<string, EngineDeclaration>;

export type IdentifyEngineId = keyof typeof IDENTIFY_ENGINE_INFO;
export const IDENTIFY_ENGINE_IDS = Object.keys(IDENTIFY_ENGINE_INFO) as [IdentifyEngineId, ...IdentifyEngineId[]];

export const isIdentifyEngineId = (id: unknown): id is IdentifyEngineId => typeof id === 'string' && Object.hasOwn(IDENTIFY_ENGINE_INFO, id);

/** An engine's declaration, typed as the interface (the `as const` entries differ in their literal types). */
export const engineInfo = (id: IdentifyEngineId): EngineDeclaration => IDENTIFY_ENGINE_INFO[id];

/** The engine that diagnoses plant health (the care contract names it in its answer). */
export const HEALTH_ENGINE = 'plantid' satisfies IdentifyEngineId;

/** Every engine's settings fields, in the registry's order (admin Settings → Plant identification). */
export const ENGINE_FIELDS: readonly EngineFieldDeclaration[] = IDENTIFY_ENGINE_IDS.flatMap((id) => engineInfo(id).fields);
