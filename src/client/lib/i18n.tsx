import { messages, type Messages } from '@shared/messages';

/**
 * The UI's texts. Today the default catalogue (the spec's texts); a language switcher will swap
 * the catalogue here without touching the components.
 */
export function useMessages(): Messages {
  return messages;
}
