import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { authContract, type ResetPasswordFormInput } from '@shared/contracts/auth';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { PasswordInput } from '@client/components/ui/password-input';
import { api } from '@client/lib/api-client';
import { useMessages } from '@client/lib/i18n';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuthAnswer, AuthCard, BackToLogin } from '../auth/auth-card';

const resolver = lazyZodResolver(() => import('@client/lib/form-schemas').then((m) => m.ResetPasswordFormSchema));

/** The page the "forgot password" e-mail links to: a new password for the link's account, once. */
export default function ResetPasswordPage() {
  const m = useMessages();
  const t = m.auth;
  useDocumentTitle(t.resetTitle);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useMutation({ mutationFn: (password: string) => api(authContract.resetPassword, { body: { token, password } }) });
  const form = useForm<ResetPasswordFormInput>({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => reset.mutate(values.password));

  return (
    <AuthCard
      title={t.resetTitle}
      subtitle={t.resetSubtitle}
      footer={<BackToLogin label={t.backToLogin} />}
    >
      {reset.isSuccess ? (
        <AuthAnswer testId="reset-done">{reset.data.message}</AuthAnswer>
      ) : (
        <>
          {reset.isError && (
            <Alert variant="destructive" data-testid="reset-error">
              <AlertDescription>
                {reset.error.message}{' '}
                <Link href="/forgot-password" className="font-medium underline">
                  {t.askNewLink}
                </Link>
              </AlertDescription>
            </Alert>
          )}
          <form onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate className="space-y-4">
            <FormField label={t.newPassword} id="password" error={errors.password?.message}>
              <PasswordInput autoComplete="new-password" showLabel={m.common.show} hideLabel={m.common.hide} {...form.register('password')} />
            </FormField>
            <FormField label={t.confirmPassword} id="confirmPassword" error={errors.confirmPassword?.message}>
              <PasswordInput autoComplete="new-password" showLabel={m.common.show} hideLabel={m.common.hide} {...form.register('confirmPassword')} />
            </FormField>
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? t.savingNewPassword : t.saveNewPassword}
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
