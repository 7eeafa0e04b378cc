import { useMutation } from '@tanstack/react-query';
import { authContract, type ForgotPasswordInput } from '@shared/contracts/auth';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { api } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';
import { useKeptForm } from '@client/lib/kept-form';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { usePlainForm } from '@client/lib/plain-form';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuthAnswer, AuthCard, BackToLogin } from '../auth/auth-card';

const resolver = lazyZodResolver(() => import('@client/lib/form-schemas').then((m) => m.ForgotPasswordSchema));

/**
 * "Forgot your password?" (docs/contract.md §2): the address of the account; the server answers the same
 * whether or not it has one (or says plainly that this shop cannot send e-mails yet). A real HTML form
 * (docs/decisions/032-forms-before-code.md): without JavaScript the server answers this page with its
 * answer (`?fs=`) or the form again with why (`?ff=`).
 */
export default function ForgotPasswordPage() {
  const t = useMessages().auth;
  useDocumentTitle(t.forgotTitle);
  const send = useMutation({ mutationFn: (body: ForgotPasswordInput) => api(authContract.forgotPassword, { body }) });
  const refused = useKeptForm('ff');
  const answered = useKeptForm('fs');
  // A plain form (lib/plain-form.ts): what was typed into the server's HTML before the code ran is kept.
  const form = usePlainForm<ForgotPasswordInput, ForgotPasswordInput>(resolver, { email: refused?.values.email ?? '' });
  const { errors } = form;
  const onSubmit = form.handleSubmit((values) => send.mutate(values));
  const answer = send.isSuccess ? send.data.message : send.isIdle ? answered?.message : undefined;
  const message = send.isError ? send.error.message : send.isIdle ? refused?.message : undefined;

  return (
    <AuthCard
      title={t.forgotTitle}
      subtitle={t.forgotSubtitle}
      footer={<BackToLogin label={t.backToLogin} />}
    >
      {answer ? (
        <AuthAnswer testId="forgot-answer">{answer}</AuthAnswer>
      ) : (
        <>
          {message && (
            <Alert variant="destructive">
              <AlertDescription>{message}</AlertDescription>
            </Alert>
          )}
          <form method="post" action="/api/auth/forgot-password/form" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate className="space-y-4">
            <FormField label={t.email} id="email" error={errors.email ?? (send.isIdle ? refused?.fieldErrors.email : undefined)}>
              <Input type="email" autoComplete="email" {...form.field('email')} />
            </FormField>
            <Button type="submit" className="w-full" disabled={send.isPending}>
              {send.isPending ? t.sendingLink : t.sendLink}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
