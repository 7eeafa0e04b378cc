import { Link, useSearch } from 'wouter';
import { otherAuthPath, safeNextPath } from '@client/lib/next-path';
import type { z } from 'zod';
import type { SignupFormSchema } from '@shared/contracts/auth';
import { Alert, AlertDescription } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { useSignup } from '@client/features/auth/api';
import { useMessages } from '@client/lib/i18n';
import { useKeptForm } from '@client/lib/kept-form';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { usePlainForm } from '@client/lib/plain-form';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { AuthCard } from './auth-card';

type SignupForm = z.input<typeof SignupFormSchema>;
const resolver = lazyZodResolver(() => import('@client/lib/form-schemas').then((m) => m.SignupFormSchema));

/**
 * Sign up. A real HTML form (docs/decisions/032-forms-before-code.md): before the code has run the server
 * takes it (`POST /api/auth/signup/form`) and answers where the person was going, signed in, or this page
 * again with `?sf=`; with the code it signs up without reloading.
 */
export default function SignupPage() {
  const t = useMessages();
  const search = useSearch();
  useDocumentTitle(t.auth.signupTitle);
  const signup = useSignup();
  // Refused without JavaScript (`?sf=`, docs/decisions/032-forms-before-code.md): what was typed, never a password, and why.
  const refused = useKeptForm('sf');
  const typed = refused?.values ?? {};
  // A plain form (lib/plain-form.ts): what was typed into the server's HTML before the code ran is kept.
  const form = usePlainForm<SignupForm, z.output<typeof SignupFormSchema>>(resolver, {
    firstName: typed.firstName ?? '',
    lastName: typed.lastName ?? '',
    email: typed.email ?? '',
    password: '',
    confirmPassword: '',
  });
  const kept = signup.isIdle ? (refused?.fieldErrors ?? {}) : {};
  const errors = Object.fromEntries(
    (['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const).map((name) => [name, form.errors[name] ?? kept[name]]),
  ) as Partial<Record<keyof SignupForm, string>>;
  const next = safeNextPath(search);
  const message = signup.isError ? signup.error.message || t.auth.signupFailed : signup.isIdle ? refused?.message : undefined;

  // The confirm field is not sent (spec §5).
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...body }) =>
    // Spec: success goes to /; we go back to the page that sent here (?next=: checkout, a plant…), if any.
    signup.mutate(body, { onSuccess: () => window.location.assign(safeNextPath(window.location.search)) }),
  );
  const password = (name: 'password' | 'confirmPassword', label: string, autoComplete: string) => (
    <FormField label={label} id={name} error={errors[name]}>
      <PasswordInput autoComplete={autoComplete} showLabel={t.common.show} hideLabel={t.common.hide} {...form.field(name)} />
    </FormField>
  );

  return (
    <AuthCard
      title={t.auth.signupTitle}
      subtitle={t.auth.signupSubtitle}
      footer={
        <>
          {t.auth.haveAccount}{' '}
          <Link href={otherAuthPath('/login', search)} className="font-medium text-primary hover:underline">
            {t.nav.signIn}
          </Link>
        </>
      }
    >
      {message && (
        <Alert variant="destructive" data-testid="signup-error">
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      )}
      <form method="post" action="/api/auth/signup/form" onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate className="space-y-4">
        {next !== '/' && <input type="hidden" name="next" value={next} />}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.auth.firstName} id="firstName" error={errors.firstName}>
            <Input autoComplete="given-name" {...form.field('firstName')} />
          </FormField>
          <FormField label={t.auth.lastName} id="lastName" error={errors.lastName}>
            <Input autoComplete="family-name" {...form.field('lastName')} />
          </FormField>
        </div>
        <FormField label={t.auth.email} id="email" error={errors.email}>
          <Input type="email" autoComplete="email" {...form.field('email')} />
        </FormField>
        {password('password', t.auth.password, 'new-password')}
        {password('confirmPassword', t.auth.confirmPassword, 'new-password')}
        <Button type="submit" className="w-full" disabled={signup.isPending}>
          {signup.isPending ? t.auth.creatingAccount : t.auth.createAccount}
        </Button>
      </form>
    </AuthCard>
  );
}
