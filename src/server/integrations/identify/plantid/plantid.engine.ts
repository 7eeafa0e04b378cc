import { z } from 'zod';
import type { IdentifyLang } from '@shared/contracts/identify';
import type { PreparedImage } from '../../../lib/images';
import {
  EngineError,
  engineFetch,
  errorText,
  failureForStatus,
  readJson,
  type EngineAnswer,
  type IdentifyEngine,
  type IdentifyOptions,
} from '../types';

export interface PlantIdConfig {
  apiKey: string;
  /** https://plant.id (a fake on 127.0.0.1 in tests); the call is `{baseUrl}/api/v3/identification`. */
  baseUrl: string;
}

export const PLANT_ID_DETAILS = 'common_names,description,taxonomy,watering,best_light_condition';

const DescriptionSchema = z.object({
  value: z.string(),
  citation: z.string().nullish(),
  license_name: z.string().nullish(),
  license_url: z.string().nullish(),
});

/** The part of a v3 identification we read. */
const PlantIdResponseSchema = z.object({
  result: z.object({
    is_plant: z.object({ binary: z.boolean(), probability: z.number().optional() }).optional(),
    classification: z.object({
      suggestions: z.array(
        z.object({
          name: z.string(),
          probability: z.number(),
          details: z
            .object({
              common_names: z.array(z.string()).nullish(),
              taxonomy: z.object({ family: z.string().nullish(), genus: z.string().nullish() }).nullish(),
              description: DescriptionSchema.nullish(),
              watering: z.object({ min: z.number().nullish(), max: z.number().nullish() }).nullish(),
              best_light_condition: z.string().nullish(),
            })
            .nullish(),
        }),
      ),
    }),
  }),
});

/** Plant.id's probabilities are well spread: below one half the top suggestion is a guess. */
const CONFIDENT_PROBABILITY = 0.5;

/** Plant.id's watering scale: 1 dry, 2 medium, 3 wet. */
const WATERING: Record<IdentifyLang, Record<1 | 2 | 3, string>> = {
  en: {
    1: 'Let the soil dry out between waterings.',
    2: 'Water when the top few centimetres of soil are dry.',
    3: 'Keep the soil evenly moist.',
  },
  fr: {
    1: 'Laisser sécher la terre entre deux arrosages.',
    2: 'Arroser quand les premiers centimètres de terre sont secs.',
    3: 'Garder la terre toujours légèrement humide.',
  },
  ar: {
    1: 'اترك التربة تجف بين سقيتين.',
    2: 'اسقِها حين تجف السنتيمترات الأولى من التربة.',
    3: 'حافظ على رطوبة التربة بانتظام.',
  },
};

function wateringText(w: { min?: number | null; max?: number | null } | null | undefined, lang: IdentifyLang): string | null {
  const level = Math.round(((w?.min ?? w?.max ?? 0) + (w?.max ?? w?.min ?? 0)) / 2);
  return level >= 1 && level <= 3 ? WATERING[lang][level as 1 | 2 | 3] : null;
}

/**
 * Plant.id v3 (kindwise): `POST {base}/api/v3/identification?details=…&language=…` with the
 * `Api-Key` header and base64 images. Its descriptions come from Wikipedia: we keep their citation
 * and licence with the text.
 */
export function createPlantIdEngine(config: PlantIdConfig): IdentifyEngine {
  return {
    id: 'plantid',
    label: 'Plant.id',
    offline: false,
    // Plant.id's API publishes no species list or count: the shop promises no figure for it.
    species: async () => null,
    async identify(image: PreparedImage, { lang, signal }: IdentifyOptions): Promise<EngineAnswer> {
      const url = new URL('/api/v3/identification', config.baseUrl);
      url.searchParams.set('details', PLANT_ID_DETAILS);
      url.searchParams.set('language', lang);
      const body = JSON.stringify({
        images: [`data:image/jpeg;base64,${(await image.jpeg()).toString('base64')}`],
        similar_images: false,
      });
      const res = await engineFetch('plantid', url.toString(), {
        method: 'POST',
        headers: { 'Api-Key': config.apiKey, 'Content-Type': 'application/json' },
        body,
        signal,
      });
      if (!res.ok) throw new EngineError(failureForStatus(res.status), `plantid: HTTP ${res.status} ${await errorText(res)}`);

      const parsed = PlantIdResponseSchema.safeParse(await readJson('plantid', res));
      if (!parsed.success) throw new EngineError('invalid-response', 'plantid: unexpected answer shape');
      const { is_plant: isPlant, classification } = parsed.data.result;
      if (isPlant && !isPlant.binary) return { kind: 'no-plant' };

      const candidates = classification.suggestions
        .map((s) => ({
          scientificName: s.name,
          commonNames: s.details?.common_names ?? [],
          family: s.details?.taxonomy?.family ?? null,
          genus: s.details?.taxonomy?.genus ?? s.name.split(' ')[0] ?? null,
          score: Math.max(0, Math.min(1, s.probability)),
          description: s.details?.description
            ? {
                text: s.details.description.value,
                citation: s.details.description.citation ?? null,
                license: s.details.description.license_name ?? null,
                licenseUrl: s.details.description.license_url ?? null,
              }
            : null,
          light: s.details?.best_light_condition ?? null,
          watering: wateringText(s.details?.watering, lang),
        }))
        .sort((a, b) => b.score - a.score);
      const best = candidates[0];
      if (!best) return { kind: 'no-plant' };
      return { kind: 'identified', candidates, confident: best.score >= CONFIDENT_PROBABILITY };
    },
  };
}
