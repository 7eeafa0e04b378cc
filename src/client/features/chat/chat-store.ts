import type { ChatContext, ChatHistoryMessage, ChatLink, ChatPlant } from '@shared/contracts/chat';

/**
 * The conversation as the widget shows it (app state, docs/style.md, Client: the chat widget is one of the few).
 * It lives above the router, in this module, so it survives navigation and closing the panel.
 * Pure reducer here; sending is in chat-send.ts.
 */

export interface ChatEntry {
  id: string;
  type: 'user' | 'bot';
  message: string;
  timestamp: string;
  plants: ChatPlant[];
  links: ChatLink[];
}

export interface ChatState {
  /** Whose conversation: a user id, or 'visitor'. Another owner starts afresh. */
  owner: string;
  entries: ChatEntry[];
  pending: boolean;
  /** Handed back by the server with each reply, sent with the next message (follow-ups). */
  context: ChatContext | undefined;
}

export type ChatAction =
  | { type: 'sent'; owner: string; entry: ChatEntry }
  | { type: 'replied'; owner: string; entry: ChatEntry; context: ChatContext }
  | { type: 'failed'; owner: string; entryId: string };

export const initialChatState: ChatState = { owner: 'visitor', entries: [], pending: false, context: undefined };

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  // A reply for a conversation that is no longer shown (signed out meanwhile) is dropped.
  const base = state.owner === action.owner ? state : { ...initialChatState, owner: action.owner };
  switch (action.type) {
    case 'sent':
      return { ...base, entries: [...base.entries, action.entry], pending: true };
    case 'replied':
      if (state.owner !== action.owner) return state;
      return { ...base, entries: [...base.entries, action.entry], pending: false, context: action.context };
    case 'failed':
      if (state.owner !== action.owner) return state;
      return { ...base, entries: base.entries.filter((e) => e.id !== action.entryId), pending: false };
  }
}

/** What the panel shows: the greeting, the saved conversation (signed in), then this visit's messages. */
export function visibleEntries(state: ChatState, owner: string, greeting: ChatEntry, history: readonly ChatHistoryMessage[]): ChatEntry[] {
  const local = state.owner === owner ? state.entries : [];
  const saved = history.map((m, i) => ({ ...m, id: `history-${i}` }));
  return [greeting, ...saved, ...local];
}

export const isPending = (state: ChatState, owner: string) => state.owner === owner && state.pending;

// ---- The store (module level: above the router) ----

let state: ChatState = initialChatState;
const listeners = new Set<() => void>();

export function dispatchChat(action: ChatAction): void {
  state = chatReducer(state, action);
  for (const listener of listeners) listener();
}

export const chatStore = {
  getSnapshot: (): ChatState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
