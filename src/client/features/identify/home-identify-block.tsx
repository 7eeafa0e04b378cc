import { lazy, Suspense } from 'react';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/features/auth/api';
import { useMessages } from '@client/lib/i18n';

// The working part is its own chunk: Home's first paint does not wait for it.
const PlantIdentifier = lazy(() => import('./plant-identifier').then((m) => ({ default: m.PlantIdentifier })));

/** Home's inline photo-identification block (spec §2 Home). */
export function HomeIdentifyBlock() {
  const t = useMessages().identify;
  const { user } = useCurrentUser();
  return (
    <section aria-labelledby="home-identify-title" className="container py-12">
      <div className="mb-8 text-center">
        <h2 id="home-identify-title" className="text-3xl font-bold">
          {t.homeTitle}
        </h2>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{t.homeSubtitle}</p>
      </div>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <PlantIdentifier userId={user?.id ?? null} variant="inline" />
      </Suspense>
    </section>
  );
}
