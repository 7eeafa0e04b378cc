import { CameraIcon, SearchXIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { IdentifyNotRecognised } from '@shared/contracts/identify';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';

/**
 * The honest answer when no species can be named: says so, shows the shop's plants that merely
 * look similar (to compare, never "Buy this plant"), and how to take a photo that works better.
 */
export function NotRecognisedPanel({ answer }: { answer: IdentifyNotRecognised }) {
  const t = useMessages().identify;
  const text = useCatalogText();
  const { engine, lookalikes } = answer.notRecognised;
  return (
    <section aria-labelledby="not-recognised-title" data-testid="not-recognised" className="space-y-4">
      <header className="flex gap-3">
        <SearchXIcon className="mt-1 size-6 shrink-0 text-amber-600" aria-hidden />
        <div className="space-y-1">
          <h2 id="not-recognised-title" className="text-xl font-bold">
            {engine.offline ? t.notRecognisedTitle : t.failedTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{engine.offline ? t.notRecognisedOffline : answer.message}</p>
        </div>
      </header>

      {lookalikes.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">{t.lookalikesTitle}</h3>
          <p className="text-xs text-muted-foreground">{t.lookalikesHint}</p>
          <ul className="grid gap-2 sm:grid-cols-3" data-testid="lookalikes">
            {lookalikes.map((p) => (
              <li key={p.id} className="flex items-center gap-2 rounded-md border p-2 text-sm">
                {p.imageUrl && <img src={p.imageUrl} alt="" width={40} height={40} loading="lazy" className="size-10 rounded object-cover" />}
                <div className="min-w-0">
                  <p className="truncate font-medium">{text.name(p)}</p>
                  <Link href={`/plant/${p.id}`} className="text-xs text-primary hover:underline">
                    {t.viewPlant}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="rounded-md bg-muted/60 p-3 text-sm">
        <h3 className="flex items-center gap-2 font-medium">
          <CameraIcon className="size-4" aria-hidden /> {t.tipsTitle}
        </h3>
        <ul className="mt-1 list-disc space-y-0.5 ps-6 text-muted-foreground">
          {t.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>

      <p className="border-t pt-3 text-xs text-muted-foreground" data-testid="engine-line">
        {interpolate(t.checkedBy, { engine: engine.label })}
      </p>
    </section>
  );
}
