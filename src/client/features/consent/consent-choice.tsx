import { Button } from '@client/components/ui/button';
import { useMessages } from '@client/lib/i18n';
import { setConsent, useConsent } from './consent-store';

/** On /cookies: the visitor's answer about measurement cookies, and a button that asks them again. */
export function ConsentChoice() {
  const t = useMessages().consent;
  const consent = useConsent();
  // The server does not know the answer (the page is the same for every visitor): it is written once the page's code runs.
  if (consent === undefined) return null;
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="consent-choice">
      <p>{consent === 'granted' ? t.granted : consent === 'denied' ? t.denied : t.none}</p>
      {consent !== null && (
        <Button type="button" variant="outline" size="sm" onClick={() => setConsent(null)}>
          {t.change}
        </Button>
      )}
    </div>
  );
}
