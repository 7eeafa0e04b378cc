import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { careContract } from '@shared/contracts/care';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { api } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * The weekly e-mail's unsubscribe link (docs/decisions/027-plant-care.md): it says whether the e-mail is on (a GET
 * with the link's token), then the customer presses the button (a POST, so a mail scanner opening the link
 * changes nothing). No session needed: the signed token is the proof.
 */
export default function WeeklyEmailPage() {
  const m = useMessages();
  const r = m.care.reminders;
  useDocumentTitle(r.offTitle);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const status = useQuery({
    queryKey: ['care', 'weekly-email', token],
    queryFn: () => api(careContract.weeklyEmailStatus, { query: { token } }),
    enabled: !!token,
    retry: false,
  });
  const stop = useMutation({ mutationFn: () => api(careContract.weeklyEmailUnsubscribe, { query: { token }, body: undefined }) });
  const error = stop.error ?? status.error;

  return (
    <div className="container max-w-lg py-16">
      <Card data-testid="weekly-email-off">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{r.offTitle}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {stop.isSuccess ? (
            <p role="status" data-testid="weekly-email-result" className="font-medium">
              {r.offDone}
            </p>
          ) : error || !token ? (
            <p role="alert" data-testid="weekly-email-result" className="text-destructive">
              {error?.message ?? r.emailLinkInvalid}
            </p>
          ) : !status.data ? (
            <Skeleton className="h-10" />
          ) : status.data.weeklyEmail ? (
            <>
              <p className="text-sm">{r.offAsk}</p>
              <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
                {r.offButton}
              </Button>
            </>
          ) : (
            <p role="status" data-testid="weekly-email-result" className="font-medium">
              {r.offAlready}
            </p>
          )}
          <Button asChild variant="link" className="px-0">
            <Link href="/my-plants">{m.care.page.title}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
