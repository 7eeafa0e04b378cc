import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { useTranslator } from '@client/lib/i18n';

/** Shared look of text fields (Input, Textarea, Select trigger). */
export const fieldClass =
  'focus-ring flex w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm';

/** Values that read left to right in every language: typed left to right, aligned with the form on an Arabic page. */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url']);
/** Fields of free text (names, addresses, cities, messages, searches); numbers and passwords are not. */
const FREE_TEXT_TYPES = new Set(['text', 'search']);

/**
 * The `dir` of a free-text field: on a left-to-right page `auto`, so Arabic typed into a French or
 * English form reads and aligns right to left. On an Arabic page the field keeps the page's
 * direction: Chromium takes an empty `dir="auto"` field as left to right, which would move the
 * placeholder and the caret to the wrong side.
 */
export function useFreeTextDir(): 'auto' | undefined {
  return useTranslator().dir === 'ltr' ? 'auto' : undefined;
}

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  const freeTextDir = useFreeTextDir();
  const ltr = LEFT_TO_RIGHT_TYPES.has(type);
  return (
    <input
      type={type}
      data-slot="input"
      dir={ltr ? 'ltr' : FREE_TEXT_TYPES.has(type) ? freeTextDir : undefined}
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
