import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/** Shared look of text fields (Input, Textarea, Select trigger). */
export const fieldClass =
  'focus-ring flex w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/** Values that read left to right in every language: typed left to right, aligned with the form on an Arabic page. */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const ltr = LEFT_TO_RIGHT_TYPES.has(type);
  return (
    <input
      type={type}
      data-slot="input"
      dir={ltr ? 'ltr' : undefined}
      className={cn(
        fieldClass,
        'h-10 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        ltr && 'rtl:text-end',
        className,
      )}
      {...props}
    />
  );
}
