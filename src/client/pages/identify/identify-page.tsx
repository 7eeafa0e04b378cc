import { Link } from 'wouter';
import { useCurrentUser } from '@client/features/auth/api';
import { useIdentifySubtitle } from '@client/features/identify/api';
import { PlantIdentifier } from '@client/features/identify/plant-identifier';
import { NeedsConnection } from '@client/components/layout/offline-notice';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** /identify and /NabtaPlantAI: the same identification screen under two paths (spec §2). */
export default function IdentifyPage() {
  const m = useMessages();
  const t = m.identify;
  const subtitle = useIdentifySubtitle();
  useDocumentTitle(t.title, subtitle);
  const { user } = useCurrentUser();
  return (
    <div className="container py-10">
      <header className="mb-8 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">{subtitle}</p>
      </header>
      <NeedsConnection text={m.offline.identifyNeedsConnection} className="mx-auto mb-6 max-w-2xl" />
      <PlantIdentifier userId={user?.id ?? null} />
      {/* What saving leads to (issue 41): a care plan in My Plants, and help when the plant is sick. */}
      <p className="mx-auto mt-8 max-w-2xl text-center text-sm text-muted-foreground" data-testid="identify-my-plants-note">
        {m.care.identifyNote}{' '}
        <Link href="/my-plants" className="underline">
          {m.care.page.title}
        </Link>
        {' · '}
        <Link href="/my-plants/diagnose" className="underline">
          {m.care.diagnose.title}
        </Link>
      </p>
    </div>
  );
}
