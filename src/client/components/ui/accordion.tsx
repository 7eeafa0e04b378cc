import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { cn } from '@client/lib/cn';

/**
 * The WAI-ARIA accordion pattern (https://www.w3.org/WAI/ARIA/apg/patterns/accordion/), each item
 * opening on its own: a heading's button (aria-expanded, aria-controls) and the region it shows.
 * Arrow keys, Home and End move between the buttons. Our own rather than Radix's: the FAQ has
 * ~25 questions, and Radix's layers per item (collection, presence measuring each answer's
 * animation, roving focus) made adopting the server-rendered FAQ one 150–200 ms task on a
 * mid-range phone (decision 015). A closed answer stays in the document, `hidden="until-found"`:
 * crawlers read every answer, and the browser's find-in-page finds text in a closed one, reveals it
 * and fires `beforematch`, on which its item opens.
 */

interface ItemState {
  open: boolean;
  toggle: () => void;
  show: () => void;
  triggerId: string;
  contentId: string;
}
const ItemContext = createContext<ItemState | null>(null);

function useItem(): ItemState {
  const item = useContext(ItemContext);
  if (!item) throw new Error('AccordionTrigger and AccordionContent belong inside an AccordionItem');
  return item;
}

const TRIGGER = '[data-slot="accordion-trigger"]';

/** Moves focus between the accordion's buttons: ↑ ↓ to the previous / next (wrapping), Home / End to the first / last. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (!target.matches(TRIGGER)) return;
  const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(TRIGGER)];
  const at = triggers.indexOf(target as HTMLButtonElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[(next + triggers.length) % triggers.length]?.focus();
}

export function Accordion({ onKeyDown, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="accordion"
      onKeyDown={(event) => {
        onKeyDown?.(event);
        moveFocus(event);
      }}
      {...props}
    />
  );
}

export function AccordionItem({ className, children, ...props }: ComponentProps<'div'>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const show = useCallback(() => setOpen(true), []);
  const item: ItemState = { open, toggle: () => setOpen((o) => !o), show, triggerId: `${id}-trigger`, contentId: `${id}-content` };
  return (
    <ItemContext.Provider value={item}>
      <div data-slot="accordion-item" data-state={open ? 'open' : 'closed'} className={cn('border-b', className)} {...props}>
        {children}
      </div>
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<'button'>) {
  const { open, toggle, triggerId, contentId } = useItem();
  return (
    <h3 className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={contentId}
        data-slot="accordion-trigger"
        data-state={open ? 'open' : 'closed'}
        onClick={toggle}
        className={cn(
          'focus-ring flex min-h-11 flex-1 items-center justify-between gap-4 rounded-md py-3 text-start text-sm font-medium transition-all hover:underline disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground transition-transform duration-200" />
      </button>
    </h3>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<'div'>) {
  const { open, show, triggerId, contentId } = useItem();
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = region.current;
    element?.addEventListener('beforematch', show);
    return () => element?.removeEventListener('beforematch', show);
  }, [show]);
  // React writes `hidden` as a boolean (hidden=""); a closed answer is `until-found`, so the browser's
  // find-in-page can reveal it (and fire beforematch). Set after React's own write, on every change.
  useLayoutEffect(() => {
    if (!open) region.current?.setAttribute('hidden', 'until-found');
  }, [open]);
  return (
    <div
      ref={region}
      role="region"
      id={contentId}
      aria-labelledby={triggerId}
      hidden={!open}
      data-slot="accordion-content"
      data-state={open ? 'open' : 'closed'}
      className="animate-collapse text-sm"
      {...props}
    >
      <div className={cn('pb-4', className)}>{children}</div>
    </div>
  );
}
