import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { SendIcon, XIcon } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@shared/contracts/chat';
import { Button } from '@client/components/ui/button';
import { PlantImage } from '@client/components/plant-image';
import { Textarea } from '@client/components/ui/textarea';
import { useCurrentUser } from '@client/features/auth/api';
import { cn } from '@client/lib/cn';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { chatHistoryQueryOptions, sendChatMessage } from './api';
import { chatStore, isPending, visibleEntries, type ChatEntry } from './chat-store';

const LINK_CLASS = 'focus-ring rounded-full border px-2.5 py-1 text-xs font-medium text-primary hover:bg-accent';

/**
 * Spec §2 Chat widget, §4 Chat, §5 Chat: titled 'Plant Assistant', the bot greets first, Enter sends
 * and Shift+Enter makes a new line, nothing blank is sent, and while a reply is pending the input and
 * the send button are disabled and a typing indicator shows. Plants in answers link to their page.
 */
export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const t = useMessages().chat;
  const titleId = useId();
  const { user } = useCurrentUser();
  const owner = user?.id ?? 'visitor';
  const state = useSyncExternalStore(chatStore.subscribe, chatStore.getSnapshot, chatStore.getSnapshot);
  // A signed-in customer's conversation comes back from the server (this visit's messages follow it).
  const history = useQuery({ ...chatHistoryQueryOptions(owner), enabled: !!user });
  const loadingHistory = !!user && history.isLoading;
  const pending = isPending(state, owner);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const greeting: ChatEntry = { id: 'greeting', type: 'bot', message: t.greeting, timestamp: '', plants: [], links: [] };
  const entries = visibleEntries(state, owner, greeting, user ? (history.data?.messages ?? []) : []);

  // Keep the newest message in view (a DOM side effect: what effects are for).
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [entries.length, pending]);

  // Give the input back its focus when a reply arrives.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  const submit = async () => {
    if (pending || loadingHistory || !text.trim()) return;
    const sent = text;
    setText('');
    const result = await sendChatMessage(owner, sent, t);
    // A failed message comes back into the box, unless something new was typed meanwhile.
    if (result === 'failed') setText((current) => current || sent);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') onClose();
    // Enter sends; Shift+Enter (and Enter while composing with an input method) makes a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      data-testid="chat-panel"
      className="fixed bottom-20 end-4 z-40 flex h-[min(36rem,calc(100dvh-6.5rem))] w-[calc(100vw-2rem)] max-w-sm flex-col overflow-hidden rounded-xl border bg-background shadow-xl"
    >
      <header className="flex items-center justify-between border-b bg-primary px-4 py-3 text-primary-foreground">
        <h2 id={titleId} className="font-semibold">
          {t.title}
        </h2>
        <button type="button" onClick={onClose} aria-label={t.close} className="focus-ring rounded p-1 hover:bg-primary-hover">
          <XIcon className="size-5" aria-hidden />
        </button>
      </header>

      <ol ref={listRef} role="log" aria-live="polite" aria-label={t.title} className="flex-1 space-y-3 overflow-y-auto p-3" data-testid="chat-messages">
        {entries.map((entry) => (
          <Message key={entry.id} entry={entry} />
        ))}
        {(pending || loadingHistory) && (
          <li className="flex" data-testid="chat-typing">
            <span className="flex items-center gap-1 rounded-2xl rounded-es-sm bg-muted px-4 py-3" aria-label={t.typing} role="status">
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.3s]" />
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground [animation-delay:-0.15s]" />
              <span className="size-2 animate-bounce rounded-full bg-muted-foreground" />
            </span>
          </li>
        )}
      </ol>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t p-3">
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {t.inputLabel}
        </label>
        <Textarea
          id={`${titleId}-input`}
          ref={inputRef}
          rows={5}
          maxLength={CHAT_MESSAGE_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={pending || loadingHistory}
          placeholder={t.placeholder}
          autoFocus
          data-testid="chat-input"
          className="min-h-0 flex-1 resize-none text-sm shadow-none disabled:opacity-60"
        />
        <Button type="submit" size="icon" aria-label={t.send} disabled={pending || loadingHistory || !text.trim()} data-testid="chat-send">
          <SendIcon className="rtl:-scale-x-100" aria-hidden />
        </Button>
      </form>
    </section>
  );
}

function Message({ entry }: { entry: ChatEntry }) {
  const t = useMessages().chat;
  const tr = useTranslator();
  const mine = entry.type === 'user';
  return (
    <li className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')} data-testid={mine ? 'chat-message-user' : 'chat-message-bot'}>
      <span className="sr-only">{mine ? t.you : t.bot}</span>
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm',
          mine ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-muted',
        )}
      >
        {entry.message}
      </p>
      {entry.plants.length > 0 && (
        <ul className="w-[85%] space-y-1" aria-label={t.plantsLabel}>
          {entry.plants.map((plant) => (
            <li key={plant.id}>
              <Link
                href={`/plant/${plant.id}`}
                className="focus-ring flex items-center gap-2 rounded-lg border p-1.5 text-sm hover:bg-accent"
                data-testid="chat-plant-link"
              >
                <PlantImage src={plant.imageUrl} alt="" size={40} className="size-10 shrink-0 rounded-md" />
                <span className="min-w-0 flex-1 truncate font-medium">{plant.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {plant.price === null ? t.noPrice : tr.money(plant.price)}
                  {!plant.inStock && ` · ${t.outOfStock}`}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {entry.links.length > 0 && (
        <div className="flex max-w-[85%] flex-wrap gap-1.5">
          {entry.links.map((link) =>
            // A page of the shop opens in place; another site (the shop's WhatsApp) in a new tab, the conversation kept.
            /^https?:\/\//.test(link.href) ? (
              <a key={link.href} href={link.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                {link.label}
              </a>
            ) : (
              <Link key={link.href} href={link.href} className={LINK_CLASS}>
                {link.label}
              </Link>
            ),
          )}
        </div>
      )}
    </li>
  );
}
