import { zodResolver } from '@client/lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import {
  AdminUserCreateSchema,
  AdminUserUpdateSchema,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserCreateValues,
  type AdminUserUpdate,
} from '@shared/contracts/admin';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { PasswordInput } from '@client/components/ui/password-input';
import { useMessages } from '@client/lib/i18n';
import { SelectField } from './select-field';
import { DialogFormFooter } from './dialog-form-footer';
import { saveThenClose } from './use-admin-mutation';

export interface UserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; null to add one. */
  user: AdminUser | null;
  /** Spec §6: only the owner chooses roles (the server enforces it too). */
  canChooseRole: boolean;
  onCreate: (values: AdminUserCreate) => Promise<unknown>;
  onUpdate: (id: string, values: AdminUserUpdate) => Promise<unknown>;
}

/**
 * Spec §2/§5 user form: 'Add New User' / 'Edit User' with the spec's messages ('Invalid email address',
 * 'Password must be at least 6 characters', 'First name is required', 'Last name is required'). When
 * editing, the password starts empty: left empty it keeps the current one; typed, it needs 6 characters.
 */
export function UserDialog({ open, onOpenChange, user, canChooseRole, onCreate, onUpdate }: UserDialogProps) {
  const t = useMessages().admin;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.common.cancel}>
        <DialogHeader>
          <DialogTitle>{user ? t.userForm.editTitle : t.userForm.createTitle}</DialogTitle>
          <DialogDescription>{user ? t.userForm.editDescription : t.userForm.description}</DialogDescription>
        </DialogHeader>
        <UserForm
          key={user?.id ?? 'new'}
          user={user}
          canChooseRole={canChooseRole && !user?.isOwner}
          onSave={(values) => (user ? onUpdate(user.id, values as AdminUserUpdate) : onCreate(values as AdminUserCreate))}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'role'] as const;

function UserForm({
  user,
  canChooseRole,
  onSave,
  onDone,
}: {
  user: AdminUser | null;
  canChooseRole: boolean;
  onSave: (values: AdminUserCreate | AdminUserUpdate) => Promise<unknown>;
  onDone: () => void;
}) {
  const m = useMessages();
  const t = m.admin.userForm;
  const form = useForm<AdminUserCreateValues, unknown, AdminUserCreate | AdminUserUpdate>({
    resolver: zodResolver(user ? AdminUserUpdateSchema : AdminUserCreateSchema) as never,
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      password: '',
      role: user?.role ?? 'user',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(saveThenClose(onSave, onDone, FIELDS, form.setError as never));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={user ? t.editTitle : t.createTitle}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t.firstName} id="user-firstName" error={errors.firstName?.message}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField label={t.lastName} id="user-lastName" error={errors.lastName?.message}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t.email} id="user-email" error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </FormField>
      <FormField label={t.password} id="user-password" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" showLabel={m.common.show} hideLabel={m.common.hide} {...form.register('password')} />
      </FormField>
      <Controller
        control={form.control}
        name="role"
        render={({ field }) => (
          <SelectField
            id="user-role"
            label={t.role}
            value={field.value ?? 'user'}
            onChange={field.onChange}
            disabled={!canChooseRole}
            options={[
              { value: 'user', label: m.admin.users.roleUser },
              { value: 'admin', label: m.admin.users.roleAdmin },
            ]}
            error={errors.role?.message}
          />
        )}
      />
      <DialogFormFooter submit={user ? t.submitEdit : t.submitCreate} busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
