import { WifiOffIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { useMessages } from '@client/lib/i18n';
import { useOnline } from '@client/lib/online';

/**
 * Says plainly that the page may be the phone's copy (docs/decisions/023): shown while the browser has
 * no network, gone when it is back.
 */
export function OfflineNotice() {
  const t = useMessages().offline;
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" data-testid="offline-notice" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
      <WifiOffIcon className="me-2 inline size-4 align-[-2px]" aria-hidden />
      {t.notice}
    </div>
  );
}

/** For what cannot work offline (placing an order, identifying a plant): it says so, and what was typed stays. */
export function NeedsConnection({ text, className }: { text: string; className?: string }) {
  const online = useOnline();
  const t = useMessages().offline;
  if (online) return null;
  return (
    <div role="alert" data-testid="needs-connection" className={cn('rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900', className)}>
      <p className="font-semibold">{t.needsConnectionTitle}</p>
      <p>{text}</p>
    </div>
  );
}
