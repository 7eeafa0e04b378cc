import { useState } from 'react';
import { LeafIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';

export interface PlantImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Above the fold: load at once with high priority. Otherwise lazy. */
  priority?: boolean;
  /** Intrinsic size (the catalogue's SVGs are 400×400): reserves the box before the image arrives. */
  size?: number;
}

/**
 * A plant or category picture. Square box reserved up front (no layout shift), lazy and async by
 * default; a missing or broken image becomes a leaf placeholder.
 */
export function PlantImage({ src, alt, className, priority = false, size = 400 }: PlantImageProps) {
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
      src={src}
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
