import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { expressContract } from '@shared/contracts/express-orders';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { expressFormStateQueryOptions } from '@client/features/express/api';
import { ApiError, api } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** The HTML form's address when the page's code has not run (docs/contract.md §7). */
const FORM_ACTION = '/api/orders/track/form';
const STATE_ID = /^[0-9a-f-]{36}$/;

/**
 * "Track my order" (docs/contract.md §7): the order number (`#xxxxxxxx`) and the phone it was placed with
 * open the order's page, no account needed. A real HTML form: without JavaScript the server answers the
 * order's page, or this page again with `?tf=` (what was typed and why); with the code it asks the API
 * and goes to the order without reloading.
 */
export default function TrackPage() {
  const t = useMessages().express.track;
  useDocumentTitle(t.title);
  const [, navigate] = useLocation();
  const stateId = new URLSearchParams(useSearch()).get('tf') ?? '';
  const refused = useQuery(expressFormStateQueryOptions(STATE_ID.test(stateId) ? stateId : '')).data;
  const find = useMutation({
    mutationFn: (body: { number: string; phone: string }) => api(expressContract.track, { body }),
    onSuccess: ({ orderUrl }) => navigate(orderUrl),
  });
  const failure = find.error instanceof ApiError ? find.error : null;
  const message = find.error ? find.error.message : refused?.message;
  const fieldErrors = failure ? failure.fieldErrors : find.isError ? {} : (refused?.fieldErrors ?? {});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    find.mutate({ number: String(data.get('number') ?? ''), phone: String(data.get('phone') ?? '') });
  };

  return (
    <div className="container flex justify-center py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1>{t.title}</h1>
          </CardTitle>
          <CardDescription>{t.intro}</CardDescription>
        </CardHeader>
        <CardContent>
          <form method="post" action={FORM_ACTION} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="track-form">
            {message && (
              <Alert variant="destructive" role="alert">
                <AlertDescription>{message}</AlertDescription>
              </Alert>
            )}
            <FormField label={t.number} id="track-number" error={fieldErrors.number}>
              <Input name="number" dir="ltr" autoComplete="off" autoCapitalize="none" spellCheck={false} placeholder="#a1b2c3d4" defaultValue={refused?.values.number ?? ''} required />
            </FormField>
            <FormField label={t.phone} id="track-phone" error={fieldErrors.phone}>
              <Input name="phone" type="tel" dir="ltr" autoComplete="tel" inputMode="tel" defaultValue={refused?.values.phone ?? ''} required />
            </FormField>
            <Button type="submit" className="w-full" disabled={find.isPending}>
              {t.submit}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
