import { z } from 'zod';
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

export interface PlantNetConfig {
  apiKey: string;
  /** A flora ('all', 'k-world-flora', 'k-northern-africa'…). */
  project: string;
  /** https://my-api.plantnet.org (a fake on 127.0.0.1 in tests). */
  baseUrl: string;
  /** How many species to ask for. */
  nbResults?: number;
}

const NamedTaxonSchema = z.object({ scientificNameWithoutAuthor: z.string().optional(), scientificName: z.string().optional() });

/** The part of POST /v2/identify/{project} we read. */
const PlantNetResponseSchema = z.object({
  results: z.array(
    z.object({
      score: z.number(),
      species: z.object({
        scientificNameWithoutAuthor: z.string(),
        scientificName: z.string().optional(),
        genus: NamedTaxonSchema.optional(),
        family: NamedTaxonSchema.optional(),
        commonNames: z.array(z.string()).optional(),
      }),
    }),
  ),
  remainingIdentificationRequests: z.number().optional(),
});

/** Pl@ntNet's scores are spread over many close species: 0.35 on the top one is already a good identification. */
const CONFIDENT_SCORE = 0.35;

const taxonName = (t: z.infer<typeof NamedTaxonSchema> | undefined) => t?.scientificNameWithoutAuthor || t?.scientificName || null;

/**
 * Pl@ntNet API v2: `POST /v2/identify/{project}?api-key=…&lang=…&nb-results=…`, multipart `images`
 * + `organs`. A 404 "Species not found" means no plant was recognised — an answer, not an outage.
 */
export function createPlantNetEngine(config: PlantNetConfig): IdentifyEngine {
  return {
    id: 'plantnet',
    label: 'Pl@ntNet',
    offline: false,
    async identify(image: PreparedImage, { lang, signal }: IdentifyOptions): Promise<EngineAnswer> {
      const url = new URL(`/v2/identify/${encodeURIComponent(config.project)}`, config.baseUrl);
      url.searchParams.set('api-key', config.apiKey);
      // NOTE: Arabic is one of Pl@ntNet's languages (the codes of GET /v2/languages, 52 of them, `ar`
      // among them; https://my.plantnet.org/doc/api/identify), so an Arabic reader's `ar` goes as it is.
      url.searchParams.set('lang', lang);
      url.searchParams.set('nb-results', String(config.nbResults ?? 5));
      url.searchParams.set('include-related-images', 'false');

      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(await image.jpeg())], { type: 'image/jpeg' }), 'plant.jpg');
      form.append('organs', 'auto');

      const res = await engineFetch('plantnet', url.toString(), { method: 'POST', body: form, signal });
      if (res.status === 404) return { kind: 'no-plant' };
      if (!res.ok) throw new EngineError(failureForStatus(res.status), `plantnet: HTTP ${res.status} ${await errorText(res)}`);

      const parsed = PlantNetResponseSchema.safeParse(await readJson('plantnet', res));
      if (!parsed.success) throw new EngineError('invalid-response', 'plantnet: unexpected answer shape');
      const candidates = parsed.data.results
        .map((r) => ({
          scientificName: r.species.scientificNameWithoutAuthor,
          commonNames: r.species.commonNames ?? [],
          family: taxonName(r.species.family),
          genus: taxonName(r.species.genus),
          score: Math.max(0, Math.min(1, r.score)),
        }))
        .sort((a, b) => b.score - a.score);
      const best = candidates[0];
      if (!best) return { kind: 'no-plant' };
      return { kind: 'identified', candidates, confident: best.score >= CONFIDENT_SCORE };
    },
  };
}
