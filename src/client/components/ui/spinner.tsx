import type { ComponentProps } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { useMessages } from '@client/lib/i18n';

export type SpinnerProps = ComponentProps<'svg'> & {
  /** Screen-reader text (default: the reader's "Loading..."). Pass `label=""` when the spinner sits inside an already-labelled button. */
  label?: string;
};

/** Size/colour with className (default size-4, current text colour). */
export function Spinner({ className, label: given, ...props }: SpinnerProps) {
  const loading = useMessages().common.loading;
  const label = given ?? loading;
  const icon = (
    <LoaderCircleIcon data-slot="spinner" aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
