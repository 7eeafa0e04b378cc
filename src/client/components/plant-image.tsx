import { useState } from 'react';
import { LeafIcon } from 'lucide-react';
import { RESPONSIVE_WIDTHS } from '@shared/domain/uploaded-images';
import { cn } from '@client/lib/cn';

export interface PlantImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  /** Intrinsic size (the catalogue's SVGs are 400×400): reserves the box before the image arrives. */
  size?: number;
  /** How wide the image is drawn, for an uploaded photo's `srcset` (default: a card in the shop's grid, or `size` px for a thumbnail). */
  sizes?: string;
}

/** A card in the product grid (plantGridClass): 2 columns on a phone, 3 from `lg`, 4 from `xl`. */
const CARD_SIZES = '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, 50vw';
// An uploaded photo's address, with or without a `?w=` chosen by the admin.
const UPLOADED = /^(\/images\/uploads\/[0-9a-f-]{36}\.webp)(\?w=\d+)?$/;

/**
 * `src`, `srcSet` and `sizes` for a picture: an uploaded photo (WebP served in several widths by
 * `GET /images/uploads/{id}.webp?w=`) lets the browser take the smallest width that fills the box
 * at the screen's density; a generated SVG illustration is one file at every size.
 */
export function responsiveSource(src: string, size: number, sizes?: string): { src: string; srcSet?: string; sizes?: string } {
  const base = UPLOADED.exec(src)?.[1];
  if (!base) return { src };
  return {
    src: `${base}?w=${RESPONSIVE_WIDTHS[1]}`,
    srcSet: RESPONSIVE_WIDTHS.map((w) => `${base}?w=${w} ${w}w`).join(', '),
    sizes: sizes ?? (size <= 160 ? `${size}px` : CARD_SIZES),
  };
}

/**
 * A plant or category picture. Square box reserved up front (no layout shift), lazy and async by
 * default; a missing or broken image becomes a leaf placeholder.
 */
export function PlantImage({ src, alt, className, priority = false, size = 400, sizes }: PlantImageProps) {
  // Remember which URL failed, so a new `src` gets its own chance without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <div role="img" aria-label={alt} className={cn('flex aspect-square items-center justify-center bg-accent text-primary/60', className)}>
        <LeafIcon className="size-1/3" aria-hidden />
      </div>
    );
  }
  return (
    <img
      {...responsiveSource(src, size, sizes)}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('aspect-square bg-accent object-cover', className)}
    />
  );
}
