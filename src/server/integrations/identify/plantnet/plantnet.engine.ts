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

/** The part of GET /v2/projects we read: each flora with the number of species it can name. */
const PlantNetProjectsSchema = z.array(z.object({ id: z.string(), speciesCount: z.number().int().nonnegative().optional() }));

/** The species count of a flora changes with Pl@ntNet's releases (a few a year): asked once a day. */
const SPECIES_COUNT_TTL_MS = 24 * 60 * 60 * 1000;

async function declaredSpecies(config: PlantNetConfig): Promise<number | null> {
  const url = new URL('/v2/projects', config.baseUrl);
  url.searchParams.set('api-key', config.apiKey);
  const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
  const projects = res.ok ? PlantNetProjectsSchema.safeParse(await res.json()) : undefined;
  return projects?.success ? (projects.data.find((p) => p.id === config.project)?.speciesCount ?? null) : null;
}

/** Pl@ntNet's scores are spread over many close species: 0.35 on the top one is already a good identification. */
const CONFIDENT_SCORE = 0.35;

const taxonName = (t: z.infer<typeof NamedTaxonSchema> | undefined) => t?.scientificNameWithoutAuthor || t?.scientificName || null;

/**
 * Pl@ntNet API v2: `POST /v2/identify/{project}?api-key=…&lang=…&nb-results=…`, multipart `images`
 * + `organs`. A 404 "Species not found" means no plant was recognised — an answer, not an outage.
 */
export function createPlantNetEngine(config: PlantNetConfig): IdentifyEngine {
  let speciesCount: { value: number | null; at: number } | undefined;
  return {
    id: 'plantnet',
    label: 'Pl@ntNet',
    offline: false,
    /**
     * `GET /v2/projects?api-key=…` (not counted against the identification quota) lists the floras with
     * their `speciesCount`; the configured project's is the figure. Unknown (network, key, a project
     * the listing does not carry) is null, asked again after a minute.
     */
    async species() {
      if (speciesCount && Date.now() - speciesCount.at < (speciesCount.value === null ? 60_000 : SPECIES_COUNT_TTL_MS)) return speciesCount.value;
      const value = await declaredSpecies(config).catch(() => null);
      speciesCount = { value, at: Date.now() };
      return value;
    },
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
