import { lazy, Suspense, useState } from 'react';
import { MessageCircleIcon, XIcon } from 'lucide-react';
import { useMessages } from '@client/lib/i18n';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(loadPanel);

/**
 * Spec §2 Chat widget: a floating button bottom-right on every page (rendered once by the app
 * layout). The panel's code loads on first use — or as the pointer comes near the button.
 */
export function ChatWidget() {
  const t = useMessages().chat;
  const [open, setOpen] = useState(false);
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <ChatPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        className="focus-ring fixed bottom-4 end-4 z-40 flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover"
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
