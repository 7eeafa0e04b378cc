import { LOCALES } from '@shared/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useOrigin } from '@client/lib/use-hydrated';
import { CopyField } from './copy-field';

/**
 * The product feed's addresses, one per language (`/feeds/products.xml?lang=`, docs/contract.md §9), and how
 * to give one to Meta's Commerce Manager: what the owner needs to run catalogue ads.
 */
export function ProductFeedCard() {
  const t = useMessages().admin.productFeed;
  const origin = useOrigin();
  return (
    <Card data-testid="product-feed">
      <CardHeader>
        <CardTitle asChild className="text-base">
          <h3>{t.title}</h3>
        </CardTitle>
        <CardDescription>{t.intro}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <ol className="list-decimal space-y-1 ps-5 text-sm">
          {t.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {LOCALES.map((lang) => (
          <CopyField
            key={lang}
            id={`product-feed-${lang}`}
            label={t.language[lang]}
            value={`${origin}/feeds/products.xml?lang=${lang}`}
            copyLabel={interpolate(t.copy, { language: t.language[lang] })}
            texts={{ copy: interpolate(t.copy, { language: t.language[lang] }), copied: t.copied }}
            testId={`product-feed-${lang}`}
          />
        ))}
      </CardContent>
    </Card>
  );
}
