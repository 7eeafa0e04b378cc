import { DownloadIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { useLocale, useMessages } from '@client/lib/i18n';
import { useInstallPrompt } from '@client/lib/install-prompt';

/** "Install the app", where the browser offers to (docs/decisions/023); nothing elsewhere. */
export function InstallButton() {
  const t = useMessages().offline;
  const locale = useLocale();
  const { canInstall, install } = useInstallPrompt();
  if (!canInstall) return null;
  return (
    <Button type="button" variant="outline" size="sm" lang={locale} onClick={() => void install()}>
      <DownloadIcon className="size-4" aria-hidden />
      {t.install}
    </Button>
  );
}
