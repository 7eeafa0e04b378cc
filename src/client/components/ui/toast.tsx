import type { ComponentProps, ReactElement } from 'react';
import { Direction, Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { XIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';

/**
 * Product rules: 5 s on screen, swipe ≥ 50 px towards the inline end (right, left in Arabic: where
 * the toast sits) to dismiss. Mounted by <Toaster />.
 */
export function ToastProvider({ duration = 5000, swipeDirection, swipeThreshold = 50, ...props }: ComponentProps<typeof ToastPrimitive.Provider>) {
  const inlineEnd = Direction.useDirection() === 'rtl' ? 'left' : 'right';
  return (
    <ToastPrimitive.Provider duration={duration} swipeDirection={swipeDirection ?? inlineEnd} swipeThreshold={swipeThreshold} {...props} />
  );
}

/**
 * On phones just below the sticky header (the cart badge and menu stay visible), bottom inline-end
 * corner from `sm`. F8 (Radix default hotkey) focuses it. While a side panel is open (the cart, the
 * mobile menu), the toasts pass under it and its backdrop: the panel covers nearly the whole phone
 * screen, so a toast anywhere on it would hide part of the cart ("Added to Cart" over the first line),
 * and the cart itself says what the toast said. They are back, for the rest of their 5 s, once it closes.
 */
export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        // pointer-events-none: the empty, padded list must not swallow taps on the page header.
        'focus-ring pointer-events-none fixed top-16 z-100 flex [body:has([data-slot=sheet-content])_&]:z-40 max-h-[calc(100dvh-4rem)] w-full flex-col gap-2 p-4 sm:top-auto sm:bottom-0 sm:end-0 sm:max-h-dvh md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  'group animate-pop toast-swipe pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pe-12 shadow-lg',
  {
    variants: {
      variant: {
        default: 'border bg-background text-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'focus-ring inline-flex h-9 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-white/60 group-[.destructive]:hover:bg-destructive-hover group-[.destructive]:hover:text-destructive-foreground group-[.destructive]:focus-visible:outline-white',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, 'aria-label': ariaLabel = 'Close', ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label={ariaLabel}
      className={cn(
        'focus-ring absolute end-1 top-1 inline-flex size-10 items-center justify-center rounded-md opacity-80 transition-opacity hover:opacity-100 group-[.destructive]:focus-visible:outline-white',
        className,
      )}
      {...props}
    >
      <XIcon className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

/** Pass as `toast({ action: <ToastAction altText="Undo">Undo</ToastAction> })`. */
export type ToastActionElement = ReactElement<typeof ToastAction>;
