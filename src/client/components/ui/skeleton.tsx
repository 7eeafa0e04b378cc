import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';

/** Loading placeholder. Size it with className (e.g. `h-4 w-32`). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
