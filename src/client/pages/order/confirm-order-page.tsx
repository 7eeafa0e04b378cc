import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { confirmationContract } from '@shared/contracts/confirmation';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { api } from '@client/lib/api-client';
import { Ltr } from '@client/lib/bidi';
import { interpolateNodes } from '@client/lib/interpolate-nodes';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * The page of the order e-mail's signed link (decision 018): it names the order and its amount (a GET
 * with the link's parts), then the customer presses Confirm (a POST, so a mail scanner opening the link
 * confirms nothing) and reads which order is now confirmed. No session needed: the signature is the proof.
 */
export default function ConfirmOrderPage() {
  const m = useMessages();
  const t = m.confirmation.link;
  const tr = useTranslator();
  useDocumentTitle(t.title);
  const { id = '' } = useParams<{ id: string }>();
  const search = new URLSearchParams(useSearch());
  const link = { expires: Number(search.get('expires') ?? 0), sig: search.get('sig') ?? '' };
  const preview = useQuery({
    queryKey: ['order-confirm-link', id, link.expires, link.sig],
    queryFn: () => api(confirmationContract.previewByLink, { params: { id }, query: link }),
    enabled: !!link.sig,
    retry: false,
  });
  const confirm = useMutation({ mutationFn: () => api(confirmationContract.confirmByLink, { params: { id }, body: link }) });
  const order = confirm.data ?? preview.data;
  const summary = (template: string) =>
    order ? interpolateNodes(template, { number: <Ltr>{order.number}</Ltr>, total: <span data-testid="confirm-total">{tr.money(order.totalAmount)}</span> }) : null;

  return (
    <div className="container max-w-lg py-16">
      <Card data-testid="confirm-order">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{t.title}</h1>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {confirm.isSuccess ? (
            <>
              <p role="status" data-testid="confirm-result" className="font-medium">
                {confirm.data.status === 'confirmed' ? t.done : t.already}
              </p>
              <p className="text-sm text-muted-foreground">{summary(t.confirmedText)}</p>
            </>
          ) : (
            <>
              {preview.isPending && link.sig ? <Skeleton className="h-10" /> : null}
              {preview.data?.status === 'pending' ? <p className="text-sm">{summary(t.text)}</p> : null}
              {preview.data?.status === 'already' ? (
                <p role="status" data-testid="confirm-result" className="font-medium">
                  {t.already}
                </p>
              ) : null}
              {preview.data?.status === 'closed' ? (
                <p role="alert" data-testid="confirm-result" className="text-destructive">
                  {t.notPending}
                </p>
              ) : null}
              {confirm.isError || preview.isError ? (
                <p role="alert" className="text-destructive" data-testid="confirm-result">
                  {(confirm.error ?? preview.error)?.message}
                </p>
              ) : null}
              {!preview.data || preview.data.status === 'pending' ? (
                <Button onClick={() => confirm.mutate()} disabled={confirm.isPending || !link.sig}>
                  {t.button}
                </Button>
              ) : null}
            </>
          )}
          <Button asChild variant="link" className="px-0">
            <Link href="/">{m.brand.name}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
