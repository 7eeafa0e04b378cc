/**
 * The identifier's sample photos are 640 px JPEGs (what an identification receives), shown ~100 px
 * wide: the page shows WebP thumbnails of these widths instead (`GET /images/samples/sample-N.webp?w=`),
 * and a tap still sends the full JPEG.
 */
export const SAMPLE_THUMB_WIDTHS = [160, 320] as const;
export type SampleThumbWidth = (typeof SAMPLE_THUMB_WIDTHS)[number];

export const isSampleThumbWidth = (w: number): w is SampleThumbWidth => (SAMPLE_THUMB_WIDTHS as readonly number[]).includes(w);

/** `src` and `srcSet` of a sample's thumbnail, from the sample's JPEG address (`/images/samples/sample-N.jpg`). */
export function sampleThumbnail(url: string): { src: string; srcSet: string } {
  const webp = url.replace(/\.jpg$/, '.webp');
  return { src: `${webp}?w=${SAMPLE_THUMB_WIDTHS[0]}`, srcSet: SAMPLE_THUMB_WIDTHS.map((w) => `${webp}?w=${w} ${w}w`).join(', ') };
}
