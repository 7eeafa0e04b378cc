import type { z } from 'zod';
import type { CurrentUser, ProfileFormSchema } from '@shared/contracts/auth';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { toast } from '@client/components/ui/use-toast';
import { AddressBook } from '@client/features/addresses/address-book';
import { nameAndEmailOf } from '@client/features/auth/account';
import { useUpdateProfile } from '@client/features/auth/api';
import { ApiError } from '@client/lib/api-client';
import { lazyZodResolver } from '@client/lib/lazy-zod-resolver';
import { usePlainForm } from '@client/lib/plain-form';
import { useMessages } from '@client/lib/i18n';
import { useDocumentTitle } from '@client/lib/use-document-title';

type ProfileForm = z.input<typeof ProfileFormSchema>;

type PasswordField = 'currentPassword' | 'password' | 'confirmPassword';
// zod is fetched on the form's first focus, as on the login page: the page's first load stays light.
const resolver = lazyZodResolver(() => import('@client/lib/form-schemas').then((m) => m.ProfileFormSchema));

export default function ProfilePage({ user }: { user: CurrentUser }) {
  const t = useMessages();
  useDocumentTitle(t.profile.title);
  const update = useUpdateProfile();
  // Not react-hook-form: with the address book, its ~10 KB would put the page over its budget (see plain-form.ts).
  const form = usePlainForm<ProfileForm, z.output<typeof ProfileFormSchema>>(resolver, {
    ...nameAndEmailOf(user),
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });
  const { errors } = form;
  // A new e-mail needs the current password (docs/contract.md §2): its field moves beside the address.
  const emailChanged = form.values.email.trim().toLowerCase() !== user.email.toLowerCase();

  const onSubmit = form.handleSubmit(({ confirmPassword: _c, currentPassword, password, ...rest }) => {
    if (emailChanged && !currentPassword) {
      form.setError('currentPassword', t.trust.accounts.currentPasswordForEmail);
      return;
    }
    update.mutate(
      { ...rest, ...(password || emailChanged ? { currentPassword } : {}), ...(password ? { password } : {}) },
      {
        onSuccess: () => {
          toast({ title: t.profile.updated, description: t.profile.updatedText });
          form.reset({ ...form.values, currentPassword: '', password: '', confirmPassword: '' });
        },
        onError: (err) => {
          if (err instanceof ApiError) {
            for (const [field, message] of Object.entries(err.fieldErrors)) {
              if (field in form.values) form.setError(field as keyof ProfileForm & string, message);
            }
          }
          toast({ variant: 'destructive', title: t.profile.updateFailed, description: err.message || t.profile.updateFailedText });
        },
      },
    );
  });

  const passwordField = (name: PasswordField, label: string, autoComplete: string) => (
    <FormField label={label} id={name} error={errors[name]}>
      <PasswordInput autoComplete={autoComplete} showLabel={t.common.show} hideLabel={t.common.hide} {...form.field(name)} />
    </FormField>
  );

  return (
    <div className="container max-w-2xl py-10">
      <h1 className="text-3xl font-bold">{t.profile.title}</h1>
      <p className="mt-1 text-muted-foreground">{t.profile.subtitle}</p>
      <form onSubmit={onSubmit} onFocusCapture={resolver.preload} noValidate className="mt-6 space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>{t.profile.personalInfo}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <FormField label={t.auth.firstName} id="firstName" error={errors.firstName}>
              <Input autoComplete="given-name" {...form.field('firstName')} />
            </FormField>
            <FormField label={t.auth.lastName} id="lastName" error={errors.lastName}>
              <Input autoComplete="family-name" {...form.field('lastName')} />
            </FormField>
            <FormField label={t.auth.email} id="email" error={errors.email} className="sm:col-span-2">
              <Input type="email" autoComplete="email" {...form.field('email')} />
            </FormField>
            {emailChanged ? (
              <div className="space-y-1 sm:col-span-2" data-testid="email-change-password">
                {passwordField('currentPassword', t.profile.currentPassword, 'current-password')}
                <p className="text-sm text-muted-foreground">{t.trust.accounts.currentPasswordForEmail}</p>
              </div>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t.profile.changePassword}</CardTitle>
            <CardDescription>{t.profile.changePasswordHint}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {emailChanged ? null : passwordField('currentPassword', t.profile.currentPassword, 'current-password')}
            {passwordField('password', t.profile.newPassword, 'new-password')}
            {passwordField('confirmPassword', t.profile.confirmNewPassword, 'new-password')}
          </CardContent>
        </Card>
        <div className="flex justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => window.history.back()}>
            {t.profile.cancel}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t.profile.saving : t.profile.save}
          </Button>
        </div>
      </form>
      {/* Beside the profile's form, not in it: each address is saved on its own. */}
      <div className="mt-6">
        <AddressBook />
      </div>
    </div>
  );
}
