import { useRef, useState, type MouseEvent } from 'react';
import type { Plant } from '@shared/contracts/catalog';
import { photoAlt } from '@shared/domain/catalog-text';
import { PlantImage } from '@client/components/plant-image';
import { cn } from '@client/lib/cn';
import { useLocale, useMessages } from '@client/lib/i18n';
import { interpolate } from '@client/lib/interpolate';

const SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * A photo that a mouse zooms (twice its size, where the pointer is): on a desktop the owner's close-up
 * of a leaf is read without opening anything. A finger swipes the strip instead (no hover on a phone).
 */
function ZoomablePhoto({ children }: { children: React.ReactNode }) {
  const [origin, setOrigin] = useState<string | null>(null);
  const follow = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setOrigin(`${(((e.clientX - box.left) / box.width) * 100).toFixed(1)}% ${(((e.clientY - box.top) / box.height) * 100).toFixed(1)}%`);
  };
  return (
    <div className="overflow-hidden" onMouseMove={(e) => matchMedia('(hover: hover) and (pointer: fine)').matches && follow(e)} onMouseLeave={() => setOrigin(null)}>
      <div className="transition-transform duration-150" style={origin ? { transform: 'scale(2)', transformOrigin: origin } : undefined} data-zoomed={origin ? 'true' : undefined}>
        {children}
      </div>
    </div>
  );
}

/**
 * The plant's photos (issue 39 item 2): one strip that a finger swipes (scroll snapping: the browser's
 * own swipe, before the page's code and without it), from the right in Arabic since the strip follows
 * the page's direction; the thumbnails below go to a photo (links to its anchor, so they work without
 * code too) and show which one is in view. The first photo is loaded at once, the others lazily.
 */
export function PlantGallery({ plant, name }: { plant: Plant; name: string }) {
  const locale = useLocale();
  const t = useMessages().shop.gallery;
  const strip = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  const photos = plant.images.length > 0 ? plant.images : [{ url: plant.imageUrl ?? '', alt: null, translations: { fr: { alt: null }, ar: { alt: null } } }];
  if (photos.length === 1) {
    return (
      <ZoomablePhoto>
        <PlantImage src={plant.imageUrl} alt={photoAlt(photos[0]!, locale, name)} priority sizes={SIZES} className="w-full" />
      </ZoomablePhoto>
    );
  }
  const onScroll = () => {
    const el = strip.current;
    if (!el) return;
    // scrollLeft is negative from the right edge in a right-to-left strip.
    setShown(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
  };
  const go = (i: number) => (e: MouseEvent) => {
    e.preventDefault();
    strip.current?.children[i]?.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };
  return (
    <div>
      <div
        ref={strip}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        data-testid="plant-gallery"
        role="group"
        aria-roledescription={t.roledescription}
        aria-label={interpolate(t.label, { name })}
      >
        {photos.map((photo, i) => (
          <figure key={photo.url + i} id={`photo-${i + 1}`} className="w-full shrink-0 snap-start" aria-label={interpolate(t.position, { n: i + 1, total: photos.length })}>
            <ZoomablePhoto>
              <PlantImage src={photo.url} alt={photoAlt(photo, locale, name)} priority={i === 0} sizes={SIZES} className="w-full" />
            </ZoomablePhoto>
          </figure>
        ))}
      </div>
      <nav aria-label={t.thumbnails} className="flex gap-2 overflow-x-auto p-2">
        {photos.map((photo, i) => (
          <a
            key={photo.url + i}
            href={`#photo-${i + 1}`}
            onClick={go(i)}
            aria-label={interpolate(t.show, { n: i + 1 })}
            aria-current={i === shown ? 'true' : undefined}
            className={cn('focus-ring shrink-0 rounded-md border-2', i === shown ? 'border-primary' : 'border-transparent')}
          >
            <PlantImage src={photo.url} alt="" size={56} className="size-14 rounded" />
          </a>
        ))}
      </nav>
    </div>
  );
}
