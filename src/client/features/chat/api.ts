import { queryOptions } from '@tanstack/react-query';
import { chatContract, type ChatReply } from '@shared/contracts/chat';
import type { Messages } from '@shared/messages';
import { toast } from '@client/components/ui/use-toast';
import { api, ApiError } from '@client/lib/api-client';
import { chatStore, dispatchChat } from './chat-store';

/** The signed-in user's saved conversation (GET /api/chat/history), once per user and visit. */
export const chatHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['chat', 'history', userId] as const, queryFn: () => api(chatContract.history), retry: false });

let seq = 0;
const nextId = () => `local-${Date.now()}-${seq++}`;

/**
 * Sends a message (spec §5: blank messages and messages while a reply is pending are not sent).
 * On failure the message is taken back and the spec's 'Chat Error' toast shows — with the server's
 * own words for a refusal it explains (too long, too many messages). `t`: the chat's texts in the
 * reader's language.
 */
export async function sendChatMessage(owner: string, text: string, t: Messages['chat']): Promise<'sent' | 'skipped' | 'failed'> {
  const message = text.trim();
  const current = chatStore.getSnapshot();
  if (!message || (current.owner === owner && current.pending)) return 'skipped';
  const entry = { id: nextId(), type: 'user' as const, message, timestamp: new Date().toISOString(), plants: [], links: [] };
  const context = current.owner === owner ? current.context : undefined;
  dispatchChat({ type: 'sent', owner, entry });
  let reply: ChatReply;
  try {
    reply = await api(chatContract.send, { body: { message, ...(context ? { context } : {}) } });
  } catch (err) {
    dispatchChat({ type: 'failed', owner, entryId: entry.id });
    const explained = err instanceof ApiError && (err.status === 400 || err.status === 429);
    toast({ variant: 'destructive', title: t.errorTitle, description: explained ? err.message : t.errorText });
    return 'failed';
  }
  dispatchChat({
    type: 'replied',
    owner,
    context: reply.context,
    entry: { id: nextId(), type: 'bot', message: reply.response, timestamp: reply.timestamp, plants: reply.plants, links: reply.links },
  });
  return 'sent';
}
