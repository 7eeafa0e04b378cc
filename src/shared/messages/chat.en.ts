/** The Plant Assistant chat widget and its API errors (spec §2 Chat widget, §5 Chat, §8 Chat failure). */
export const chatEn = {
  title: 'Plant Assistant',
  open: 'Open the Plant Assistant',
  close: 'Close the Plant Assistant',
  greeting:
    "Hello! I'm your Plant Assistant. Ask me about caring for a plant, finding the right one, delivery to your wilaya, returns, payment or your orders. Bonjour ! Vous pouvez aussi m'écrire en français.",
  inputLabel: 'Your message',
  placeholder: 'Ask a question... (Enter to send, Shift+Enter for a new line)',
  send: 'Send',
  typing: 'Plant Assistant is typing...',
  you: 'You',
  bot: 'Plant Assistant',
  plantsLabel: 'Plants mentioned',
  outOfStock: 'Out of stock',
  noPrice: 'Price not set',
  /** Spec §8. */
  errorTitle: 'Chat Error',
  errorText: 'Failed to send message. Please try again.',
  errors: {
    empty: 'Please type a message.',
    tooLong: 'Your message is too long: 1000 characters at most.',
    tooMany: 'Too many messages in a short time. Please wait a minute and try again.',
  },
} as const;
