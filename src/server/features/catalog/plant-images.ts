import type { PlantImage, PlantImageInput } from '@shared/contracts/catalog';
import type { StoredPlantImage } from '../../db/schema';

/**
 * A plant's photos (docs/contract.md §8): stored in display order in the plant's `images` column, the
 * first one's address also in `image_url`, which the spec's clients, the cards and the feeds read.
 */

export const toPlantImages = (stored: readonly StoredPlantImage[]): PlantImage[] =>
  stored.map((image) => ({
    url: image.url,
    alt: image.alt,
    translations: { fr: { alt: image.altFr }, ar: { alt: image.altAr } },
  }));

export const storedImagesOf = (input: readonly PlantImageInput[]): StoredPlantImage[] =>
  input.map((image) => ({
    url: image.url,
    alt: image.alt ?? null,
    altFr: image.translations?.fr?.alt ?? null,
    altAr: image.translations?.ar?.alt ?? null,
  }));

/**
 * What a spec client's `imageUrl` alone does to the photos: it replaces the first photo's address
 * (its descriptions go, they were of another picture) or, empty, removes the first photo; the others stay.
 */
export function withFirstImage(current: readonly StoredPlantImage[], imageUrl: string | null): StoredPlantImage[] {
  const rest = current.slice(1);
  if (imageUrl === null) return rest;
  if (current[0]?.url === imageUrl) return [...current];
  return [{ url: imageUrl, alt: null, altFr: null, altAr: null }, ...rest];
}
