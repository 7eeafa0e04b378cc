import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@client/lib/cn';
import { DialogPanel, type DialogPanelProps } from './dialog';

/** A side panel is a Dialog placed against an edge: the parts are shared with dialog.tsx. */
export {
  Dialog as Sheet,
  DialogTrigger as SheetTrigger,
  DialogClose as SheetClose,
  DialogPortal as SheetPortal,
  DialogOverlay as SheetOverlay,
  DialogHeader as SheetHeader,
  DialogFooter as SheetFooter,
  DialogTitle as SheetTitle,
  DialogDescription as SheetDescription,
} from './dialog';

/*
 * `right`/`left` are the inline end/start edges, so under dir="rtl" a `right` sheet opens from the left
 * (where Arabic readers expect it). Width: 3/4 of the screen, 24rem from `sm`; override with e.g.
 * `className="w-[400px] sm:w-[540px]"`. It never covers the whole phone screen: 2.5rem of backdrop stays
 * visible to tap away.
 */
const sheetVariants = cva('animate-slide max-h-dvh overflow-y-auto', {
  variants: {
    side: {
      top: 'inset-x-0 top-0 border-b [--slide-y:-100%]',
      bottom: 'inset-x-0 bottom-0 border-t [--slide-y:100%]',
      left: 'inset-y-0 start-0 h-full w-3/4 max-w-[calc(100%-2.5rem)] border-e sm:w-96 [--slide-x:-100%] rtl:[--slide-x:100%]',
      right: 'inset-y-0 end-0 h-full w-3/4 max-w-[calc(100%-2.5rem)] border-s sm:w-96 [--slide-x:100%] rtl:[--slide-x:-100%]',
    },
  },
  defaultVariants: { side: 'right' },
});

export type SheetContentProps = DialogPanelProps & VariantProps<typeof sheetVariants>;

export function SheetContent({ side, className, ...props }: SheetContentProps) {
  return <DialogPanel data-slot="sheet-content" className={cn(sheetVariants({ side }), className)} {...props} />;
}
