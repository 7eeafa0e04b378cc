import type { ComponentProps } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';

export type SpinnerProps = ComponentProps<'svg'> & {
  /** Screen-reader text (localise it). Pass `label=""` when the spinner sits inside an already-labelled button. */
  label?: string;
};

/** Size/colour with className (default size-4, current text colour). */
export function Spinner({ className, label = 'Loading', ...props }: SpinnerProps) {
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
