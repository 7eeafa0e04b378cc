import { lazy, Suspense, useEffect } from 'react';
import { hasPixels } from '@shared/domain/measurement';
import { usePagePixels, useConsent } from './consent-store';

// Chunks of their own: a shop with no pixel configured (the default) never downloads either, and the
// storefront's first load carries only this check (docs/decisions/010 budgets).
const ConsentBanner = lazy(() => import('./consent-banner'));

/**
 * The measurement cookies' question and the pixels it allows (docs/decisions/037): nothing when the
 * owner configured no pixel; the banner until the visitor answers; the pixels once they accepted.
 */
export default function MeasurementConsent() {
  const consent = useConsent();
  const pixels = usePagePixels();
  useEffect(() => {
    if (consent === 'granted' && hasPixels(pixels)) void import('./pixels').then((m) => m.startPixels(pixels));
  }, [consent, pixels]);
  if (consent !== null || !hasPixels(pixels)) return null;
  return (
    <Suspense>
      <ConsentBanner pixels={pixels} />
    </Suspense>
  );
}
