import { BookmarkCheckIcon, BookmarkPlusIcon, ShoppingBagIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'wouter';
import type { Identification } from '@shared/contracts/identify';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';

/** Links from an engine's answer are shown only if they are plain web addresses. */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

export interface IdentificationResultProps {
  identification: Identification;
  saved: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Spec §3 result panel: plantName, commonName, confidence %, careLevel, family, origin, description — and what helps next. */
export function IdentificationResult({ identification: r, saved, saving, onSave }: IdentificationResultProps) {
  const messages = useMessages();
  const t = messages.identify;
  const tr = useTranslator();
  const text = useCatalogText();
  const facts: [string, string | null][] = [
    [t.family, r.family],
    [t.origin, r.origin],
    [t.light, r.light],
    [t.watering, r.watering],
  ];
  return (
    <section aria-labelledby="identification-result-title" data-testid="identification-result" className="space-y-4">
      <header className="space-y-1">
        <p className="text-sm font-medium text-muted-foreground">{t.resultTitle}</p>
        <h2 id="identification-result-title" className="text-2xl font-bold italic" data-testid="result-plant-name">
          {r.plantName}
        </h2>
        {r.commonName && (
          <p className="text-lg" data-testid="result-common-name">
            <span className="sr-only">{t.commonName}: </span>
            {r.commonName}
          </p>
        )}
      </header>

      <div className="space-y-1">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">{t.confidence}</span>
          <span className="font-semibold tabular-nums" data-testid="result-confidence">
            {r.confidence}%
          </span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-muted"
          role="meter"
          aria-label={t.confidence}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={r.confidence}
        >
          <div className={r.confident ? 'h-full bg-primary' : 'h-full bg-amber-500'} style={{ width: `${r.confidence}%` }} />
        </div>
      </div>

      {!r.confident && (
        <Alert>
          <TriangleAlertIcon className="size-4" aria-hidden />
          <AlertTitle>{t.notSureTitle}</AlertTitle>
          <AlertDescription>{t.notSureText}</AlertDescription>
        </Alert>
      )}

      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">{t.careLevel}</dt>
          <dd data-testid="result-care-level">{r.careLevel ? <Badge variant="secondary">{messages.shop.plant.careLevels[r.careLevel]}</Badge> : t.unknown}</dd>
        </div>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{value ?? t.unknown}</dd>
          </div>
        ))}
      </dl>

      {r.description && (
        <div className="space-y-1 text-sm">
          <h3 className="font-medium">{t.description}</h3>
          <p className="leading-relaxed text-muted-foreground">{r.description}</p>
          {r.descriptionSource?.citation && isWebLink(r.descriptionSource.citation) && (
            <p className="text-xs text-muted-foreground">
              {t.source}{' '}
              <a href={r.descriptionSource.citation} className="underline" target="_blank" rel="noreferrer noopener">
                {r.descriptionSource.citation}
              </a>
              {r.descriptionSource.license && (
                <>
                  {' — '}
                  {r.descriptionSource.licenseUrl && isWebLink(r.descriptionSource.licenseUrl) ? (
                    <a href={r.descriptionSource.licenseUrl} className="underline" target="_blank" rel="noreferrer noopener">
                      {r.descriptionSource.license}
                    </a>
                  ) : (
                    r.descriptionSource.license
                  )}
                </>
              )}
            </p>
          )}
        </div>
      )}

      {r.alternatives.length > 0 && (
        <div className="text-sm">
          <h3 className="font-medium">{t.alternatives}</h3>
          <ul className="mt-1 space-y-0.5 text-muted-foreground">
            {r.alternatives.map((a) => (
              <li key={a.plantName}>
                <span className="italic">{a.plantName}</span> — {a.confidence}%
              </li>
            ))}
          </ul>
        </div>
      )}

      {r.catalogueMatches.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">{t.buyTitle}</h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {r.catalogueMatches.map((m) => (
              <li key={m.id} className="flex items-center gap-3 rounded-md border p-2">
                {m.imageUrl && <img src={m.imageUrl} alt="" width={56} height={56} loading="lazy" className="size-14 rounded object-cover" />}
                <div className="min-w-0 flex-1 text-sm">
                  <p className="truncate font-medium" data-testid="catalogue-match-name">
                    {text.name(m)}
                  </p>
                  <p className="text-muted-foreground">
                    {m.relation === 'genus' ? t.related : m.price ? tr.money(m.price) : ''}
                    {!m.inStock && ` · ${t.outOfStock}`}
                  </p>
                  <Link href={`/plant/${m.id}`} className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
                    <ShoppingBagIcon className="size-3.5" aria-hidden /> {t.buy}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4">
        <Button type="button" onClick={onSave} disabled={saved || saving} variant={saved ? 'secondary' : 'default'}>
          {saved ? <BookmarkCheckIcon aria-hidden /> : <BookmarkPlusIcon aria-hidden />}
          {saved ? t.saved : saving ? t.saving : t.save}
        </Button>
        <p className="text-xs text-muted-foreground" data-testid="engine-line">
          {interpolate(r.engine.offline ? t.engineOffline : t.engine, { engine: r.engine.label })}
        </p>
      </div>
    </section>
  );
}
