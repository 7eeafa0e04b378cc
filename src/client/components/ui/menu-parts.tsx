import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';

// The looks a dropdown menu and a select share. A module of their own: the shop's sort select must not
// pull the dropdown menu's Radix code in with them (~5 KB gz; docs/decisions/010-js-budget.md).

/** Floating list surface, shared by dropdown-menu.tsx and select.tsx. */
export const menuContentClass =
  'animate-pop z-50 min-w-32 overflow-y-auto overflow-x-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-md';

/** One row of a floating list, shared by dropdown-menu.tsx and select.tsx. Taller on touch screens. */
export const menuItemClass =
  "relative flex min-h-10 cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground sm:min-h-8 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

/** Absolutely placed check/dot slot of a list row (place it with start-2 / end-2). */
export function ItemIndicatorBox({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={cn('pointer-events-none absolute flex size-4 items-center justify-center', className)}>
      {children}
    </span>
  );
}
