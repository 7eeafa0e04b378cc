import { z } from 'zod';
import { msg } from '../messages';
import { COVERAGE_SCOPES, type IdentifyCoverage } from '../domain/identify-coverage';
import { UuidSchema } from '../schemas/fields';
import { CareLevelSchema } from './catalog';
import { defineRoute } from './http';
import { NameTranslationsSchema } from './name-translations';

/** Languages the species knowledge base speaks. */
export const IdentifyLangSchema = z.enum(['en', 'fr', 'ar']);
export type IdentifyLang = z.infer<typeof IdentifyLangSchema>;

/** A catalogue plant the result links to ("Buy this plant" → /plant/{id}). */
export const IdentifyCatalogueMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The plant's French and Arabic names (null: not translated, the default `name` is shown). */
  translations: NameTranslationsSchema,
  scientificName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** "1500.00", or null when no price is set. */
  price: z.string().nullable(),
  inStock: z.boolean(),
  /** 'species': the same species (or a synonym); 'genus': a relative. */
  relation: z.enum(['species', 'genus']),
});
export type IdentifyCatalogueMatch = z.infer<typeof IdentifyCatalogueMatchSchema>;

/**
 * Spec §3 "Identification result" (plantName, commonName, confidence %, careLevel, family, origin,
 * description), plus what makes it honest and useful: the scientific name, whether the engine is
 * sure, which engine answered, where the description comes from, and the shop's plants of the same
 * species or genus.
 */
export const IdentificationSchema = z.object({
  id: UuidSchema,
  plantName: z.string(),
  commonName: z.string().nullable(),
  scientificName: z.string().nullable(),
  /** Percent, 0–100. */
  confidence: z.number().int().min(0).max(100),
  /** False when the engine's best guess is not reliable: the UI says so. */
  confident: z.boolean(),
  careLevel: CareLevelSchema.nullable(),
  family: z.string().nullable(),
  origin: z.string().nullable(),
  description: z.string().nullable(),
  light: z.string().nullable(),
  watering: z.string().nullable(),
  /** Attribution for a description that came from an outside source (e.g. Wikipedia, CC BY-SA). */
  descriptionSource: z.object({ citation: z.string().nullable(), license: z.string().nullable(), licenseUrl: z.string().nullable() }).nullable(),
  /** Which engine answered; `offline` when the photo never left the server. */
  engine: z.object({ id: z.string(), label: z.string(), offline: z.boolean() }),
  /** Other candidates the engine considered, best first. */
  alternatives: z.array(z.object({ plantName: z.string(), scientificName: z.string().nullable(), confidence: z.number().int() })),
  catalogueMatches: z.array(IdentifyCatalogueMatchSchema),
  savedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Identification = z.infer<typeof IdentificationSchema>;

export const IdentifyResponseSchema = z.object({ identification: IdentificationSchema });
export type IdentifyResponse = z.infer<typeof IdentifyResponseSchema>;

export const IdentifyQuerySchema = z.object({ lang: IdentifyLangSchema.optional() });

/** A saved identification, as My Plants lists it. */
const saved = IdentificationSchema.shape;
export const SavedPlantSchema = z.object({
  id: saved.id,
  plantName: saved.plantName,
  commonName: saved.commonName,
  scientificName: saved.scientificName,
  confidence: saved.confidence,
  careLevel: saved.careLevel,
  family: saved.family,
  origin: saved.origin,
  description: saved.description,
  createdAt: saved.createdAt,
}).extend({
  engine: z.string(),
  savedAt: z.string(),
  /** The catalogue plant of the same species, when the shop has one. */
  cataloguePlant: IdentifyCatalogueMatchSchema.nullable(),
});
export type SavedPlant = z.infer<typeof SavedPlantSchema>;

export const IdentifySampleSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type IdentifySample = z.infer<typeof IdentifySampleSchema>;

/**
 * Spec §2: six sample images on /identify. The server serves this many, and the page reserves their
 * tiles before the list arrives (so the page does not shift when it does).
 */
export const IDENTIFY_SAMPLE_COUNT = 6;

/**
 * What the shop may promise about identification, from the engine that answers first (docs/contract.md
 * §6): `shop` — it compares photos with the shop's own plants (`species` of them); `species` — an
 * engine that declares how many species it names; `world` — an engine that publishes no figure.
 */
export const IdentifyCoverageSchema = z.object({
  scope: z.enum(COVERAGE_SCOPES),
  species: z.number().int().nonnegative().nullable(),
}) satisfies z.ZodType<IdentifyCoverage>;

export const IdentifyEnginesSchema = z.object({
  /** The first engine tried. */
  active: z.object({ id: z.string(), label: z.string() }),
  /** Every engine in the order they are tried (later ones when an earlier one is down or out of quota). */
  chain: z.array(z.object({ id: z.string(), label: z.string(), offline: z.boolean() })),
  coverage: IdentifyCoverageSchema,
});

/** A catalogue plant that merely looks like the photo: never offered as "Buy this plant". */
const match = IdentifyCatalogueMatchSchema.shape;
export const IdentifyLookalikeSchema = z.object({
  id: match.id,
  name: match.name,
  translations: match.translations,
  scientificName: match.scientificName,
  imageUrl: match.imageUrl,
});

/**
 * The 422 body when no engine could name the plant with confidence (an offline engine's weak
 * match, or "no plant in this photo"): the message, which engine looked, and the catalogue plants
 * closest to the photo as "looks similar".
 */
export const IdentifyNotRecognisedSchema = z.object({
  message: z.string(),
  notRecognised: z.object({
    engine: z.object({ id: z.string(), label: z.string(), offline: z.boolean() }),
    lookalikes: z.array(IdentifyLookalikeSchema),
  }),
});
export type IdentifyNotRecognised = z.infer<typeof IdentifyNotRecognisedSchema>;

const EngineSecretSchema = z.string().trim().max(500).nullable();

/**
 * The owner's identification settings (admin only): the chain as it runs now, and the engines'
 * keys, masked like every secret ('********' + last 8 characters). A value saved here wins over the
 * environment's; an empty field means "the environment's, if any".
 */
export const IdentifyEngineSettingsSchema = z.object({
  chain: z.array(z.object({ id: z.string(), label: z.string(), offline: z.boolean() })),
  plantnetApiKey: z.string(),
  plantnetProject: z.string(),
  plantidApiKey: z.string(),
  visionApiUrl: z.string(),
  visionModel: z.string(),
  visionApiKey: z.string(),
});
export type IdentifyEngineSettings = z.infer<typeof IdentifyEngineSettingsSchema>;

/** A secret sent masked or empty keeps the stored one, null removes it; other fields: empty clears (the environment's applies). */
export const IdentifyEngineSettingsUpdateSchema = z
  .object({
    plantnetApiKey: EngineSecretSchema,
    plantnetProject: z.union([z.literal(''), z.string().trim().regex(/^[a-z0-9-]{1,60}$/, msg.identify.admin.invalidProject)]),
    plantidApiKey: EngineSecretSchema,
    visionApiUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/, message: msg.identify.admin.invalidUrl })]),
    visionModel: z.string().trim().max(200),
    visionApiKey: EngineSecretSchema,
  })
  .partial()
  .strict();
export type IdentifyEngineSettingsUpdate = z.infer<typeof IdentifyEngineSettingsUpdateSchema>;

/** The admin's "Test": a sample image through the configured chain. */
export const IdentifyEngineTestSchema = z.object({
  /** The engine that answered, or null when every engine failed. */
  engine: z.object({ id: z.string(), label: z.string(), offline: z.boolean() }).nullable(),
  outcome: z.enum(['identified', 'not-recognised', 'failed']),
  /** The species named, with its confidence in percent (identified only). */
  scientificName: z.string().nullable(),
  confidence: z.number().int().min(0).max(100).nullable(),
  latencyMs: z.number().int(),
  /** Every engine tried, in order, with what happened. */
  attempts: z.array(z.object({ engine: z.string(), ms: z.number().int(), outcome: z.string() })),
});
export type IdentifyEngineTest = z.infer<typeof IdentifyEngineTestSchema>;

const IdParams = z.object({ id: UuidSchema });

/**
 * Identification calls. `identify` is multipart (field `image`), so it declares no JSON body: the
 * route reads the file itself and the client sends FormData.
 */
export const identifyContract = {
  identify: defineRoute({ method: 'POST', path: '/api/identify-plant', query: IdentifyQuerySchema, response: IdentifyResponseSchema }),
  samples: defineRoute({ method: 'GET', path: '/api/identify/samples', response: z.array(IdentifySampleSchema) }),
  engines: defineRoute({ method: 'GET', path: '/api/identify/engines', response: IdentifyEnginesSchema }),
  save: defineRoute({
    method: 'POST',
    path: '/api/identifications/:id/save',
    params: IdParams,
    response: z.object({ id: UuidSchema, savedAt: z.string() }),
  }),
  unsave: defineRoute({
    method: 'DELETE',
    path: '/api/identifications/:id/save',
    params: IdParams,
    response: z.object({ id: UuidSchema, savedAt: z.null() }),
  }),
  myPlants: defineRoute({ method: 'GET', path: '/api/my-plants', response: z.array(SavedPlantSchema) }),
  adminSettings: defineRoute({ method: 'GET', path: '/api/admin/identify', response: IdentifyEngineSettingsSchema }),
  adminUpdateSettings: defineRoute({
    method: 'PATCH',
    path: '/api/admin/identify',
    body: IdentifyEngineSettingsUpdateSchema,
    response: IdentifyEngineSettingsSchema,
  }),
  adminTest: defineRoute({ method: 'POST', path: '/api/admin/identify/test', response: IdentifyEngineTestSchema }),
};
