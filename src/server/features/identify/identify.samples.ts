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

const files = new Map<number, Promise<{ jpeg: Buffer; etag: string }>>();

/**
 * Sample n (1–6) as a JPEG: a catalogue plant "photographed" — another backdrop, turned, cropped,
 * relit, with noise — so it is identified by matching, never by looking its bytes up. Rendered
 * on first request and kept in memory.
 */
export function sampleImage(n: number): Promise<{ jpeg: Buffer; etag: string }> | undefined {
  const plant = samplePlants()[n - 1];
  if (!plant) return undefined;
  let file = files.get(n);
  if (!file) {
    const draw = (background: string | undefined) => renderPlantSvg(background ? { ...plant.art, background } : plant.art);
    file = variationJpeg(draw, randomVariation(SAMPLE_SEED + n), SAMPLE_SIZE, 82).then((jpeg) => ({
      jpeg,
      etag: `"${createHash('sha1').update(jpeg).digest('base64url').slice(0, 16)}"`,
    }));
    file.catch(() => files.delete(n));
    files.set(n, file);
  }
  return file;
}

const thumbnails = new Map<string, Promise<{ webp: Buffer; etag: string }>>();

/** Sample n as a WebP `width` px wide, for the page (the identification gets the JPEG). Kept in memory. */
export function sampleThumbnail(n: number, width: SampleThumbWidth): Promise<{ webp: Buffer; etag: string }> | undefined {
  const key = `${n}:${width}`;
  const existing = thumbnails.get(key);
  if (existing) return existing;
  const full = sampleImage(n);
  if (!full) return undefined;
  const thumbnail = full.then(async ({ jpeg }) => {
    const webp = await sharp(jpeg).resize(width).webp({ quality: 72 }).toBuffer();
    return { webp, etag: `"${createHash('sha1').update(webp).digest('base64url').slice(0, 16)}"` };
  });
  thumbnail.catch(() => thumbnails.delete(key));
  thumbnails.set(key, thumbnail);
  return thumbnail;
}

export const sampleUrl = (n: number) => `/images/samples/sample-${n}.jpg`;

export function listSamples(): IdentifySample[] {
  return samplePlants().map((_, i) => ({ id: `sample-${i + 1}`, url: sampleUrl(i + 1), width: SAMPLE_SIZE, height: SAMPLE_SIZE }));
}
