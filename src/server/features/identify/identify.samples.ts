import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { SampleThumbWidth } from '@shared/domain/identify-samples';
import { IDENTIFY_SAMPLE_COUNT, type IdentifySample } from '@shared/contracts/identify';
import { seedPlants } from '../../db/seed/catalogue.data';
import { randomVariation } from '../../integrations/identify/embedded/embedded.engine';
import { variationJpeg } from '../../integrations/identify/embedded/variations';
import { renderPlantSvg } from '../images/plant-art';

const SAMPLE_SIZE = 640;
/** Seeds of the samples' "photos" — different from every seed the embedded engine indexes or calibrates on. */
const SAMPLE_SEED = 424_242;

/** Kinds of plant the samples show first, so the six look different from each other. */
const PREFERRED_FORMS = ['monstera', 'olive', 'aloe', 'lavender', 'opuntia', 'orchid', 'palm', 'flowering-shrub', 'fern', 'zz'];

/** Six catalogue plants of different forms, in a stable order. */
export function samplePlants(): typeof seedPlants {
  const chosen: typeof seedPlants = [];
  const forms = new Set<string>();
  const take = (p: (typeof seedPlants)[number]) => {
    if (chosen.length < IDENTIFY_SAMPLE_COUNT && !forms.has(p.art.form)) {
      chosen.push(p);
      forms.add(p.art.form);
    }
  };
  for (const form of PREFERRED_FORMS) {
    const plant = seedPlants.find((p) => p.art.form === form);
    if (plant) take(plant);
  }
  for (const p of seedPlants) take(p);
  return chosen;
}

/** A sample file as served: its bytes, type and ETag. */
export interface SampleFile {
  body: Buffer;
  type: 'image/jpeg' | 'image/webp';
  etag: string;
}

// Made on first request and kept in memory (a failed making is forgotten, to be tried again).
const files = new Map<string, Promise<SampleFile>>();
function kept(key: string, type: SampleFile['type'], make: () => Promise<Buffer>): Promise<SampleFile> {
  let file = files.get(key);
  if (!file) {
    file = make().then((body) => ({ body, type, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"` }));
    file.catch(() => files.delete(key));
    files.set(key, file);
  }
  return file;
}

/**
 * Sample n (1–6) as a JPEG: a catalogue plant "photographed" — another backdrop, turned, cropped,
 * relit, with noise — so it is identified by matching, never by looking its bytes up.
 */
export function sampleImage(n: number): Promise<SampleFile> | undefined {
  const plant = samplePlants()[n - 1];
  if (!plant) return undefined;
  const draw = (background: string | undefined) => renderPlantSvg(background ? { ...plant.art, background } : plant.art);
  return kept(`${n}.jpg`, 'image/jpeg', () => variationJpeg(draw, randomVariation(SAMPLE_SEED + n), SAMPLE_SIZE, 82));
}

/** Sample n as a WebP `width` px wide, for the page (an identification gets the JPEG). */
export function sampleWebp(n: number, width: SampleThumbWidth): Promise<SampleFile> | undefined {
  const full = sampleImage(n);
  if (!full) return undefined;
  return kept(`${n}.${width}.webp`, 'image/webp', async () => sharp((await full).body).resize(width).webp({ quality: 72 }).toBuffer());
}

export const sampleUrl = (n: number) => `/images/samples/sample-${n}.jpg`;

export function listSamples(): IdentifySample[] {
  return samplePlants().map((_, i) => ({ id: `sample-${i + 1}`, url: sampleUrl(i + 1), width: SAMPLE_SIZE, height: SAMPLE_SIZE }));
}
