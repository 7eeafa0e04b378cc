import { lazy, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { fieldClass } from './input';
import { OnFirstUse } from './on-first-use';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

export interface LazySelectProps<T extends string> {
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  /** The accessible name (the control has no visible label). */
  label: string;
  className?: string;
}

/** The trigger's looks, shared with the Radix select it turns into (select.tsx). */
export const selectTriggerClass = cn(
  fieldClass,
  'h-10 items-center justify-between gap-2 whitespace-nowrap text-start data-[placeholder]:text-muted-foreground [&>span]:line-clamp-1',
);

const OptionsSelect = lazy(() => import('./options-select'));

/**
 * A single choice from a short list, as the Radix select, but whose code (~25 KB gzipped with its
 * positioning) is fetched on first use: until then it is a button that looks and is named the same
 * (a combobox showing the current choice), and the first click or arrow key opens the real list at
 * once (docs/decisions/010-js-budget.md). The shop's sort is the first page that needs it.
 */
export function LazySelect<T extends string>(props: LazySelectProps<T>) {
  const current = props.options.find((o) => o.value === props.value)?.label ?? '';
  const standIn = (open: () => void) => {
    const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
      if (['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
        e.preventDefault();
        open();
      }
    };
    return (
      <button type="button" role="combobox" aria-expanded={false} aria-label={props.label} className={cn(selectTriggerClass, props.className)} onClick={open} onKeyDown={onKeyDown}>
        <span>{current}</span>
        <ChevronDownIcon className="size-4 shrink-0 opacity-60" aria-hidden />
      </button>
    );
  };
  return (
    <OnFirstUse standIn={standIn}>
      <OptionsSelect
        {...props}
        onValueChange={(chosen: string) => {
          const option = props.options.find((o) => o.value === chosen);
          if (option) props.onValueChange(option.value);
        }}
      />
    </OnFirstUse>
  );
}
