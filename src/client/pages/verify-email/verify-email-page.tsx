import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { authContract } from '@shared/contracts/auth';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { currentUserQueryOptions } from '@client/features/auth/api';
import { api } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuthAnswer, AuthCard } from '../auth/auth-card';

/**
 * The page the confirmation e-mail links to (docs/contract.md §2). The customer presses the button: a POST,
 * so a mail scanner that opens the link confirms nothing. No session needed: the token is the proof.
 */
export default function VerifyEmailPage() {
  const m = useMessages();
  const t = m.auth;
  useDocumentTitle(t.verifyTitle);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: () => api(authContract.verifyEmail, { body: { token } }),
    // A signed-in reader's account now says it is confirmed.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });

  return (
    <AuthCard
      title={t.verifyTitle}
      subtitle=""
      footer={
        <Link href="/dashboard" className="font-medium text-primary hover:underline">
          {m.nav.myOrders}
        </Link>
      }
    >
      {verify.isSuccess ? (
        <AuthAnswer testId="verify-done">{verify.data.message}</AuthAnswer>
      ) : (
        <div className="space-y-4">
          {verify.isError && (
            <Alert variant="destructive" data-testid="verify-error">
              <AlertDescription>{verify.error.message}</AlertDescription>
            </Alert>
          )}
          <Button className="w-full" onClick={() => verify.mutate()} disabled={verify.isPending}>
            {t.verifyButton}
          </Button>
        </div>
      )}
    </AuthCard>
  );
}
