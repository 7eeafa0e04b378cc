import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import type { LoginInput } from '@shared/contracts/auth';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { useLogin } from '@client/features/auth/api';
import { useMessages } from '@client/lib/i18n';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { otherAuthPath, safeNextPath } from '@client/lib/next-path';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuthCard } from './auth-card';

const resolver = lazyZodResolver(() => import('@client/lib/form-schemas').then((m) => m.LoginSchema));

export default function LoginPage() {
  const t = useMessages();
  const search = useSearch();
  useDocumentTitle(t.auth.loginTitle);
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver, defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  // Spec: success goes to / and reloads the page; we go back to the page that sent here (?next=), if any.
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => window.location.assign(safeNextPath(window.location.search)) }),
  );

  return (
    <AuthCard
      title={t.auth.loginTitle}
      subtitle={t.auth.loginSubtitle}
      footer={
        <>
          {t.auth.noAccount}{' '}
          <Link href={otherAuthPath('/signup', search)} className="font-medium text-primary hover:underline">
            {t.nav.signUp}
          </Link>
        </>
      }
    >
      {login.isError && (
        <Alert variant="destructive">
          <AlertDescription>{login.error.message || t.auth.loginFailed}</AlertDescription>
        </Alert>
      )}
      <form onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate className="space-y-4">
        <FormField label={t.auth.email} id="email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
        <FormField label={t.auth.password} id="password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" showLabel={t.common.show} hideLabel={t.common.hide} {...form.register('password')} />
        </FormField>
        <p className="text-end text-sm">
          <Link href="/forgot-password" className="text-primary hover:underline">
            {t.auth.forgotLink}
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? t.auth.signingIn : t.auth.signIn}
        </Button>
      </form>
    </AuthCard>
  );
}
