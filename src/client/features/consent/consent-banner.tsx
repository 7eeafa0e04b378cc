import { Link } from 'wouter';
import { pixelsOf, type ConfiguredPixels } from '@shared/domain/measurement';
import { Button } from '@client/components/ui/button';
import { useLocale, useMessages } from '@client/lib/i18n';
import { interpolateNodes } from '@client/lib/interpolate-nodes';
import { setConsent } from './consent-store';

/** "Meta et TikTok", each name isolated (Latin names inside an Arabic sentence). */
function companiesOf(pixels: ConfiguredPixels, locale: string) {
  const names = pixelsOf(pixels).map((p) => p.company);
  return <bdi>{new Intl.ListFormat(locale, { type: 'conjunction' }).format(names)}</bdi>;
}

/**
 * Asks before any ad platform's pixel runs (law 18-07): refusing is one tap, as prominent as
 * accepting, and changes nothing else; the answer can be changed on /cookies.
 */
export default function ConsentBanner({ pixels }: { pixels: ConfiguredPixels }) {
  const t = useMessages().consent;
  const locale = useLocale();
  return (
    <section
      role="region"
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-background/95 p-3 shadow-lg backdrop-blur sm:inset-x-auto sm:end-4 sm:bottom-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <h2 id="consent-title" className="text-sm font-semibold">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {interpolateNodes(t.text, { companies: companiesOf(pixels, locale) })}{' '}
        <Link href="/cookies" className="underline">
          {t.more}
        </Link>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button type="button" variant="outline" onClick={() => setConsent('denied')}>
          {t.refuse}
        </Button>
        <Button type="button" onClick={() => setConsent('granted')}>
          {t.accept}
        </Button>
      </div>
    </section>
  );
}
