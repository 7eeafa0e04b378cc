import { z } from 'zod';
import type { IdentifyLang } from '@shared/contracts/identify';
import type { PreparedImage } from '../../../lib/images';
import { EngineError, engineFetch, errorText, failureForStatus, readJson } from '../types';
import type { PlantIdConfig } from './plantid.engine';

/**
 * Plant.id v3's health assessment (docs/decisions/027-plant-care.md): the identification call
 * `POST {base}/api/v3/identification` with `"health": "all"` in the body (species and health in one
 * call) and the disease details asked in `details`; `language` asks for local names and descriptions
 * in the reader's language where Plant.id has them.
 */
export const PLANT_ID_HEALTH_DETAILS = 'local_name,description,treatment,cause,common_names';

const Treatment = z
  .object({ biological: z.array(z.string()).nullish(), chemical: z.array(z.string()).nullish(), prevention: z.array(z.string()).nullish() })
  .nullish();

const HealthResponseSchema = z.object({
  result: z.object({
    is_healthy: z.object({ binary: z.boolean(), probability: z.number() }),
    disease: z.object({
      suggestions: z.array(
        z.object({
          name: z.string(),
          probability: z.number(),
          details: z.object({ local_name: z.string().nullish(), description: z.string().nullish(), treatment: Treatment }).nullish(),
        }),
      ),
    }),
  }),
});

export interface HealthAssessment {
  isHealthy: boolean;
  healthyProbability: number;
  problems: { name: string; probability: number; description: string | null; treatment: { biological: string[]; chemical: string[]; prevention: string[] } }[];
}

/** Problems below this probability are noise (Plant.id lists dozens). */
const SHOWN_PROBABILITY = 0.05;

export async function assessHealth(config: PlantIdConfig, image: PreparedImage, lang: IdentifyLang, signal?: AbortSignal): Promise<HealthAssessment> {
  const url = new URL('/api/v3/identification', config.baseUrl);
  url.searchParams.set('details', PLANT_ID_HEALTH_DETAILS);
  url.searchParams.set('language', lang);
  const res = await engineFetch('plantid', url.toString(), {
    method: 'POST',
    headers: { 'Api-Key': config.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ images: [`data:image/jpeg;base64,${(await image.jpeg()).toString('base64')}`], health: 'all', similar_images: false }),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new EngineError(failureForStatus(res.status), `plantid health: HTTP ${res.status} ${await errorText(res)}`);
  const parsed = HealthResponseSchema.safeParse(await readJson('plantid', res));
  if (!parsed.success) throw new EngineError('invalid-response', 'plantid health: unexpected answer shape');
  const { is_healthy: healthy, disease } = parsed.data.result;
  return {
    isHealthy: healthy.binary,
    healthyProbability: healthy.probability,
    problems: disease.suggestions
      .filter((s) => s.probability >= SHOWN_PROBABILITY)
      .sort((a, b) => b.probability - a.probability)
      .slice(0, 5)
      .map((s) => ({
        name: s.details?.local_name || s.name,
        probability: s.probability,
        description: s.details?.description ?? null,
        treatment: { biological: s.details?.treatment?.biological ?? [], chemical: s.details?.treatment?.chemical ?? [], prevention: s.details?.treatment?.prevention ?? [] },
      })),
  };
}
