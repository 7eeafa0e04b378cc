import { useMutation } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import { confirmationContract } from '@shared/contracts/confirmation';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { api } from '@client/lib/api-client';
import { Ltr } from '@client/lib/bidi';
import { interpolateNodes } from '@client/lib/interpolate-nodes';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

/**
 * The page of the order e-mail's signed link (decision 018): the customer presses Confirm (a POST, so
 * a mail scanner opening the link confirms nothing). No session needed: the signature is the proof.
 */
export default function ConfirmOrderPage() {
  const m = useMessages();
  const t = m.confirmation.link;
  const tr = useTranslator();
  useDocumentTitle(t.title);
  const { id = '' } = useParams<{ id: string }>();
  const search = new URLSearchParams(useSearch());
  const link = { expires: Number(search.get('expires') ?? 0), sig: search.get('sig') ?? '' };
  const confirm = useMutation({ mutationFn: () => api(confirmationContract.confirmByLink, { params: { id }, body: link }) });

  return (
    <div className="container max-w-lg py-16">
      <Card>
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
              <p className="text-sm text-muted-foreground">
                {interpolateNodes(t.text, { number: <Ltr>{confirm.data.number}</Ltr>, total: tr.money(confirm.data.totalAmount) })}
              </p>
            </>
          ) : (
            <>
              {confirm.isError ? (
                <p role="alert" className="text-destructive" data-testid="confirm-result">
                  {confirm.error.message}
                </p>
              ) : null}
              <Button onClick={() => confirm.mutate()} disabled={confirm.isPending || !link.sig}>
                {t.button}
              </Button>
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
