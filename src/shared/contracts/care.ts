import { HEALTH_ENGINE } from '../domain/identify-engines';
import { z } from 'zod';
import { CARE_TASKS, CARE_WHY } from '../domain/care';
import { CLIMATE_ZONES, SEASONS } from '../domain/care-climate';
import { msg } from '../messages';
import { oneLine, UuidSchema } from '../schemas/fields';
import { defineRoute } from './http';
import { NameTranslationsSchema } from './name-translations';

/**
 * My Plants as a garden, care plans, reminders and diagnosis (docs/contract.md §10,
 * docs/decisions/027-plant-care.md). Every route is the signed-in customer's own garden: another
 * customer's plant or subscription is a 404.
 */

const IdParams = z.object({ id: UuidSchema });
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const CarePlanSchema = z.object({
  zone: z.enum(CLIMATE_ZONES),
  season: z.enum(SEASONS),
  intervals: z.object({ water: z.number().int(), feed: z.number().int().nullable(), repot: z.number().int() }),
  next: z.object({ water: Day, feed: Day.nullable(), repot: Day }),
  due: z.array(z.enum(CARE_TASKS)),
  why: z.enum(CARE_WHY),
});
export type CarePlanView = z.infer<typeof CarePlanSchema>;

export const GardenPlantSchema = z.object({
  id: UuidSchema,
  source: z.enum(['order', 'identification', 'own']),
  /** The order's number when the plant was bought here. */
  orderNumber: z.string().nullable(),
  cataloguePlantId: z.number().int().nullable(),
  /** The saved identification it came from (GET /api/my-plants lists it with its confidence and catalogue match). */
  identificationId: UuidSchema.nullable(),
  /** The name it was bought or added under; a catalogue plant's French and Arabic names beside it (shown in the reader's language). */
  label: z.string(),
  translations: NameTranslationsSchema,
  nickname: z.string().nullable(),
  speciesName: z.string().nullable(),
  /** True when the species knowledge has this species (otherwise a general plan). */
  knownSpecies: z.boolean(),
  photoUrl: z.string().nullable(),
  /** The catalogue's picture or the order line's, when there is no photo of the customer's own. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  plan: CarePlanSchema,
});
export type GardenPlant = z.infer<typeof GardenPlantSchema>;

export const GardenSchema = z.object({
  /** The wilaya the plans follow (chosen, else the last delivered order's), null when unknown. */
  wilaya: z.number().int().nullable(),
  wilayaChosen: z.boolean(),
  weeklyEmail: z.boolean(),
  plants: z.array(GardenPlantSchema),
});
export type Garden = z.infer<typeof GardenSchema>;

const Nickname = oneLine(z.string().trim().max(60, msg.validation.invalidInput));
const SpeciesName = oneLine(z.string().trim().min(1, msg.validation.invalidInput).max(120, msg.validation.invalidInput));

export const PushSubscriptionSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: msg.validation.invalidInput }).max(2000),
  keys: z.strictObject({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, msg.validation.invalidInput),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,30}={0,2}$/, msg.validation.invalidInput),
  }),
});

const SubscriptionView = z.object({ id: UuidSchema, endpoint: z.string(), createdAt: z.string() });

export const DiagnosisSchema = z.object({
  isHealthy: z.boolean(),
  healthyProbability: z.number(),
  problems: z.array(
    z.object({
      name: z.string(),
      probability: z.number(),
      description: z.string().nullable(),
      treatment: z.object({ biological: z.array(z.string()), chemical: z.array(z.string()), prevention: z.array(z.string()) }),
    }),
  ),
  engine: z.literal(HEALTH_ENGINE),
});
export type Diagnosis = z.infer<typeof DiagnosisSchema>;

/** The weekly e-mail's unsubscribe link: `{userId}.{HMAC-SHA256 base64url}` (docs/decisions/027-plant-care.md). */
const WeeklyEmailToken = z.strictObject({ token: z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, msg.care.reminders.emailLinkInvalid) });

export const careContract = {
  garden: defineRoute({ method: 'GET', path: '/api/care/plants', response: GardenSchema }),
  addPlant: defineRoute({
    method: 'POST',
    path: '/api/care/plants',
    body: z.strictObject({ speciesName: SpeciesName, nickname: Nickname.optional() }),
    response: GardenPlantSchema,
    status: 201,
  }),
  updatePlant: defineRoute({
    method: 'PATCH',
    path: '/api/care/plants/:id',
    params: IdParams,
    // `lastWatered`: when the customer last watered it (a plant they had before, a correction), YYYY-MM-DD in Algiers.
    body: z.strictObject({ nickname: Nickname.nullable().optional(), lastWatered: Day.optional() }),
    response: GardenPlantSchema,
  }),
  removePlant: defineRoute({ method: 'DELETE', path: '/api/care/plants/:id', params: IdParams, response: z.object({ id: UuidSchema, removed: z.literal(true) }) }),
  done: defineRoute({
    method: 'POST',
    path: '/api/care/plants/:id/done',
    params: IdParams,
    body: z.strictObject({ task: z.enum(CARE_TASKS) }),
    response: GardenPlantSchema,
  }),
  /** multipart `image`, sniffed and size-limited like every upload. */
  photo: defineRoute({ method: 'POST', path: '/api/care/plants/:id/photo', params: IdParams, response: GardenPlantSchema }),
  settings: defineRoute({
    method: 'PATCH',
    path: '/api/care/settings',
    body: z.strictObject({ wilaya: z.number().int().min(1).max(69).nullable().optional(), weeklyEmail: z.boolean().optional() }),
    response: z.object({ wilaya: z.number().int().nullable(), weeklyEmail: z.boolean() }),
  }),
  species: defineRoute({
    method: 'GET',
    path: '/api/care/species',
    response: z.array(z.object({ name: z.string(), commonName: z.string().nullable() })),
  }),
  vapidKey: defineRoute({ method: 'GET', path: '/api/care/vapid-key', response: z.object({ publicKey: z.string() }) }),
  subscriptions: defineRoute({ method: 'GET', path: '/api/care/subscriptions', response: z.array(SubscriptionView) }),
  subscribe: defineRoute({ method: 'POST', path: '/api/care/subscriptions', body: PushSubscriptionSchema, response: SubscriptionView, status: 201 }),
  unsubscribe: defineRoute({ method: 'DELETE', path: '/api/care/subscriptions/:id', params: IdParams, response: z.object({ id: UuidSchema, removed: z.literal(true) }) }),
  diagnose: defineRoute({ method: 'POST', path: '/api/diagnose-plant', response: DiagnosisSchema }),
  /** Anyone holding the weekly e-mail's link: is it on (reading changes nothing)? A forged or altered token is a 400. */
  weeklyEmailStatus: defineRoute({ method: 'GET', path: '/api/care/weekly-email', query: WeeklyEmailToken, response: z.object({ weeklyEmail: z.boolean() }) }),
  /**
   * Anyone holding the link: turns that customer's weekly e-mail off. No body (the page), or the
   * mail client's one-click `List-Unsubscribe=One-Click` (RFC 8058, form-encoded).
   */
  weeklyEmailUnsubscribe: defineRoute({
    method: 'POST',
    path: '/api/care/weekly-email/unsubscribe',
    query: WeeklyEmailToken,
    body: z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }).nullish(),
    response: z.object({ weeklyEmail: z.literal(false) }),
  }),
};
