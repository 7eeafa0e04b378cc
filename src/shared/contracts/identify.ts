import { z } from 'zod';
import { UuidSchema } from '../schemas/fields';
import { CareLevelSchema } from './catalog';
import { defineRoute } from './http';

/** Languages the species knowledge base speaks. */
export const IdentifyLangSchema = z.enum(['en', 'fr']);
export type IdentifyLang = z.infer<typeof IdentifyLangSchema>;

/** A catalogue plant the result links to ("Buy this plant" → /plant/{id}). */
export const IdentifyCatalogueMatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
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
  engine: z.object({ id: z.string(), label: z.string() }),
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
export const SavedPlantSchema = IdentificationSchema.pick({
  id: true,
  plantName: true,
  commonName: true,
  scientificName: true,
  confidence: true,
  careLevel: true,
  family: true,
  origin: true,
  description: true,
  createdAt: true,
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

export const IdentifyEnginesSchema = z.object({
  /** The first engine tried. */
  active: z.object({ id: z.string(), label: z.string() }),
  /** Every engine in the order they are tried (later ones when an earlier one is down or out of quota). */
  chain: z.array(z.object({ id: z.string(), label: z.string(), offline: z.boolean() })),
});

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
};
