import { lazy, Suspense, useRef, useState } from 'react';
import { MessageCircleIcon, XIcon } from 'lucide-react';
import { useMessages } from '@client/lib/i18n';
import { cn } from '@client/lib/cn';
import { useKeepClear } from './use-keep-clear';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * Spec §2 Chat widget: a floating button bottom-right on every page (rendered once by the app
 * layout). The panel's code loads on first use — or as the pointer comes near the button.
 * It never covers a field, a link or a button (a phone's checkout, an order's Pay now, the order desk's
 * actions) nor a value read to act on (an order's address or phone, marked data-keep-clear): while one is under
 * its place it slides out of view, and it comes back when the place is clear or when it takes the keyboard focus.
 */
export function ChatWidget() {
  const t = useMessages().chat;
  const [open, setOpen] = useState(false);
  const spot = useRef<HTMLDivElement>(null);
  const away = useKeepClear(spot, !open);
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <div ref={spot} className="pointer-events-none fixed bottom-4 end-4 z-40 size-14" aria-hidden data-chat-launcher />
      <button
        type="button"
        data-chat-launcher
        className={cn(
          'focus-ring fixed bottom-4 end-4 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-[color,background-color,transform,opacity] hover:bg-primary-hover motion-reduce:transition-none',
          away && 'pointer-events-none translate-y-[calc(100%+1rem)] opacity-0 focus-visible:pointer-events-auto focus-visible:translate-y-0 focus-visible:opacity-100',
        )}
        data-away={away || undefined}
        aria-label={open ? t.close : t.open}
        aria-expanded={open}
        data-testid="chat-toggle"
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
      >
        {open ? <XIcon className="size-6" aria-hidden /> : <MessageCircleIcon className="size-6" aria-hidden />}
      </button>
    </>
  );
}
