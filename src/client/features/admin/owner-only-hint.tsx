import { LockIcon } from 'lucide-react';
import { useMessages } from '@client/lib/i18n';

/** Shown to an admin who is not the owner above settings they may read but not change (docs/contract.md §2). */
export function OwnerOnlyHint() {
  const t = useMessages().trust.settings;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="owner-only-hint">
      <LockIcon className="size-4" aria-hidden />
      {t.ownerOnlyHint}
    </p>
  );
}
