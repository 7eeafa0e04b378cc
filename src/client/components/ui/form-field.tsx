import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import { useTranslator } from '@client/lib/i18n';
import { Label } from './label';

/** Props FormField injects into its control. */
type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

export type FormFieldProps = {
  /** Visible label text. */
  label: ReactNode;
  /** id given to the control (overrides its own); the label points at it and hint/error ids derive from it. */
  id: string;
  /** Validation message, e.g. `errors.email?.message` from react-hook-form. */
  error?: string | undefined;
  /** Optional hint shown under the control. */
  description?: ReactNode;
  className?: string;
  /** A single control element (Input, Textarea, PasswordInput, SelectTrigger…). */
  children: ReactElement<ControlProps>;
};

/**
 * Label + control + hint + error for react-hook-form:
 *   <FormField label="Email" id="email" error={errors.email?.message}>
 *     <Input type="email" {...register('email')} />
 *   </FormField>
 * The control gets `id`, `aria-invalid` and `aria-describedby` (hint and error) wired automatically.
 */
export function FormField({ label, id, error: errorKey, description, className, children }: FormFieldProps) {
  // A schema's message is a catalogue key (the server's answers are already words): shown in the reader's language.
  const tr = useTranslator();
  const error = errorKey && tr.text(errorKey);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const own = children.props;
  const control = cloneElement(children, {
    id,
    'aria-invalid': error ? true : own['aria-invalid'],
    'aria-describedby': [own['aria-describedby'], descriptionId, errorId].filter(Boolean).join(' ') || undefined,
  });

  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id} className={cn(error && 'text-destructive')}>
        {label}
      </Label>
      {control}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
