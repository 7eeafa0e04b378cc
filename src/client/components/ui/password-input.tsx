import { useState, type ComponentProps } from 'react';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { useMessages } from '@client/lib/i18n';
import { Input } from './input';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Accessible names of the toggle (default: the reader's "Show password" / "Hide password"). */
  showLabel?: string;
  hideLabel?: string;
};

/** Password field with a show/hide toggle. `ref` and all input props (react-hook-form `register`) go to the <input>. */
export function PasswordInput({
  className,
  showLabel,
  hideLabel,
  disabled,
  ...props
}: PasswordInputProps) {
  const common = useMessages().common;
  const [visible, setVisible] = useState(false);
  return (
    <div data-slot="password-input" className="relative">
      <Input
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        className={cn('pe-11', className)}
        {...props}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        disabled={disabled}
        aria-label={visible ? (hideLabel ?? common.hide) : (showLabel ?? common.show)}
        className="focus-ring absolute inset-y-0 end-0 inline-flex w-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50"
      >
        {visible ? <EyeOffIcon className="size-4" aria-hidden="true" /> : <EyeIcon className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
