import { Link, useSearch } from 'wouter';
import type { LoginInput } from '@shared/contracts/auth';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { useLogin } from '@client/features/auth/api';
import { useMessages } from '@client/lib/i18n';
import { useKeptForm } from '@client/lib/kept-form';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { usePlainForm } from '@client/lib/plain-form';
import { otherAuthPath, safeNextPath } from '@client/lib/next-path';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuthCard } from './auth-card';

const resolver = lazyZodResolver(() => import('@client/lib/form-schemas').then((m) => m.LoginSchema));

/**
 * Sign in. A real HTML form (docs/decisions/032-forms-before-code.md): before the page's code has run the
 * server takes it (`POST /api/auth/login/form`) and answers where the person was going, or this page again
 * with `?lf=` (the e-mail typed, never the password, and why); with the code it signs in without reloading.
 */
export default function LoginPage() {
  const t = useMessages();
  const search = useSearch();
  useDocumentTitle(t.auth.loginTitle);
  const login = useLogin();
  const refused = useKeptForm('lf');
  // A plain form (lib/plain-form.ts): the page is rendered by the server, and what was typed before the
  // code ran becomes the field's value when it hydrates (docs/decisions/025, 032).
  const form = usePlainForm<LoginInput, LoginInput>(resolver, { email: refused?.values.email ?? '', password: '' });
  const { errors } = form;
  const kept = login.isIdle ? (refused?.fieldErrors ?? {}) : {};
  const next = safeNextPath(search);

  // Spec: success goes to / and reloads the page; we go back to the page that sent here (?next=), if any.
  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, { onSuccess: () => window.location.assign(safeNextPath(window.location.search)) }),
  );
  const message = login.isError ? login.error.message || t.auth.loginFailed : login.isIdle ? refused?.message : undefined;

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
      {message && (
        <Alert variant="destructive" data-testid="login-error">
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      )}
      <form method="post" action="/api/auth/login/form" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate className="space-y-4">
        {next !== '/' && <input type="hidden" name="next" value={next} />}
        <FormField label={t.auth.email} id="email" error={errors.email ?? kept.email}>
          <Input type="email" autoComplete="email" {...form.field('email')} />
        </FormField>
        <FormField label={t.auth.password} id="password" error={errors.password ?? kept.password}>
          <PasswordInput autoComplete="current-password" showLabel={t.common.show} hideLabel={t.common.hide} {...form.field('password')} />
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
