import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, isPending, visibleEntries, type ChatEntry } from './chat-store';

const entry = (id: string, type: 'user' | 'bot' = 'user'): ChatEntry => ({ id, type, message: id, timestamp: '', plants: [], links: [] });
const greeting = entry('greeting', 'bot');

describe('the chat widget’s state', () => {
  it('is pending from a sent message to its reply, which brings the next context', () => {
    const sent = chatReducer(initialChatState, { type: 'sent', owner: 'visitor', entry: entry('q') });
    expect(isPending(sent, 'visitor')).toBe(true);
    const replied = chatReducer(sent, { type: 'replied', owner: 'visitor', entry: entry('a', 'bot'), context: { topic: 'shipping', wilaya: 31 } });
    expect(isPending(replied, 'visitor')).toBe(false);
    expect(replied.entries.map((e) => e.id)).toEqual(['q', 'a']);
    expect(replied.context).toEqual({ topic: 'shipping', wilaya: 31 });
  });

  it('takes a failed message back', () => {
    const sent = chatReducer(initialChatState, { type: 'sent', owner: 'visitor', entry: entry('q') });
    const failed = chatReducer(sent, { type: 'failed', owner: 'visitor', entryId: 'q' });
    expect(failed.entries).toEqual([]);
    expect(failed.pending).toBe(false);
  });

  it('starts afresh for another person, and drops a reply meant for the previous one', () => {
    const visitor = chatReducer(initialChatState, { type: 'sent', owner: 'visitor', entry: entry('q') });
    const signedIn = chatReducer(visitor, { type: 'sent', owner: 'user-1', entry: entry('hello') });
    expect(signedIn.entries.map((e) => e.id)).toEqual(['hello']);
    const late = chatReducer(signedIn, { type: 'replied', owner: 'visitor', entry: entry('a', 'bot'), context: {} });
    expect(late).toBe(signedIn);
  });

  it('shows the greeting first, then the saved conversation, then this visit’s messages', () => {
    const state = chatReducer(initialChatState, { type: 'sent', owner: 'user-1', entry: entry('new') });
    const history = [{ type: 'user' as const, message: 'old', timestamp: '2025-01-01T00:00:00.000Z', plants: [], links: [] }];
    expect(visibleEntries(state, 'user-1', greeting, history).map((e) => e.message)).toEqual(['greeting', 'old', 'new']);
    expect(visibleEntries(state, 'user-2', greeting, []).map((e) => e.message)).toEqual(['greeting']);
  });
});
