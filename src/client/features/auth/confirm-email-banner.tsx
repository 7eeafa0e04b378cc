import { useMutation } from '@tanstack/react-query';
import { MailWarningIcon } from 'lucide-react';
import { authContract, type CurrentUser } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { api } from '@client/lib/api-client';
import { Ltr } from '@client/lib/bidi';
import { useMessages } from '@client/lib/i18n';
import { interpolateNodes } from '@client/lib/interpolate-nodes';

/**
 * Until the account confirms its address the shop sends it no e-mail about its orders (docs/contract.md §2):
 * My Orders says so, and sends the link again on request. Nothing where the shop cannot confirm addresses.
 */
export function ConfirmEmailBanner({ user }: { user: CurrentUser }) {
  const t = useMessages().auth;
  const resend = useMutation({ mutationFn: () => api(authContract.resendVerification) });
  if (user.emailVerified !== false) return null;
  return (
    <div className="mt-6 flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:bg-amber-950/30" role="status" data-testid="confirm-email">
      <MailWarningIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div className="min-w-0 flex-1 space-y-2">
        <p>{interpolateNodes(t.verifyBanner, { email: <Ltr>{user.email}</Ltr> })}</p>
        {resend.isSuccess || resend.isError ? <p className={resend.isError ? 'text-destructive' : 'font-medium'}>{resend.isError ? resend.error.message : resend.data.message}</p> : null}
      </div>
      <Button variant="outline" size="sm" onClick={() => resend.mutate()} disabled={resend.isPending || resend.isSuccess}>
        {t.verifyResend}
      </Button>
    </div>
  );
}
