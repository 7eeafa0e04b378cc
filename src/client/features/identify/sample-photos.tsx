import { IDENTIFY_SAMPLE_COUNT, type IdentifySample } from '@shared/contracts/identify';
import { sampleThumbnail } from '@shared/domain/identify-samples';
import { Skeleton } from '@client/components/ui/skeleton';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';

export interface SamplePhotosProps {
  /** The samples, or undefined while they load (their tiles are then held empty). */
  samples: IdentifySample[] | undefined;
  disabled: boolean;
  onTry: (sample: IdentifySample, n: number) => void;
}

/**
 * 'Try with these sample images' (spec §2). The heading and the six square tiles take their place from
 * the first paint, in CSS only (the tile's width sets its height), so neither the list's arrival nor
 * the loading of its pictures pushes the result card down — with or without server-rendered HTML.
 */
export function SamplePhotos({ samples, disabled, onTry }: SamplePhotosProps) {
  const t = useMessages().identify;
  if (samples && samples.length === 0) return null;
  const tile = 'block aspect-square w-full overflow-hidden rounded-md border';
  return (
    <div className="space-y-2">
      <h2 className="text-sm font-medium">{t.samplesTitle}</h2>
      {/* Until the list arrives its empty tiles are hidden from screen readers: only the heading is there. */}
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-hidden={samples ? undefined : true}>
        {samples
          ? samples.map((s, i) => (
              <li key={s.id}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onTry(s, i + 1)}
                  className={`focus-ring ${tile} transition hover:ring-2 hover:ring-primary disabled:opacity-60`}
                  aria-label={interpolate(t.sampleAlt, { n: i + 1 })}
                >
                  <img
                    {...sampleThumbnail(s.url)}
                    sizes="(min-width: 640px) 16vw, 30vw"
                    alt=""
                    width={s.width}
                    height={s.height}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </button>
              </li>
            ))
          : Array.from({ length: IDENTIFY_SAMPLE_COUNT }, (_, i) => (
              <li key={i}>
                <Skeleton className={tile} />
              </li>
            ))}
      </ul>
    </div>
  );
}
