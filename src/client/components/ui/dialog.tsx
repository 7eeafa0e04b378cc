import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { useMessages } from '@client/lib/i18n';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn('animate-fade fixed inset-0 z-50 bg-black/50', className)}
      {...props}
    />
  );
}

export type DialogPanelProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Render the corner ✕ button (default true). */
  showCloseButton?: boolean;
  /** Accessible name of the ✕ button (default: the reader's "Close"). */
  closeLabel?: string;
};

/**
 * Portal + overlay + content + ✕ button, with no placement or animation of its own.
 * Shared by DialogContent (centred) and SheetContent (edge panel).
 */
export function DialogPanel({
  className,
  children,
  showCloseButton = true,
  closeLabel,
  ...props
}: DialogPanelProps) {
  const close = useMessages().common.close;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn('fixed z-50 flex flex-col gap-4 bg-background p-6 shadow-lg', className)}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close
            className="focus-ring absolute end-2 top-2 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground disabled:pointer-events-none"
            aria-label={closeLabel ?? close}
          >
            <XIcon className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogContent({ className, ...props }: DialogPanelProps) {
  return (
    <DialogPanel
      data-slot="dialog-content"
      className={cn(
        'animate-pop border left-1/2 top-1/2 max-h-[calc(100dvh-2rem)] w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg sm:max-w-lg',
        className,
      )}
      {...props}
    />
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // pe-8 keeps the title clear of the ✕ button.
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 pe-8 text-start', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('mt-auto flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold leading-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
