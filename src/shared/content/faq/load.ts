import { contentLoader } from '../loader';
import type { FaqContent } from './types';

/**
 * The FAQ page's content, loaded per language. The page imports this loader, not `faqData` (which
 * holds every language for the assistant), so each reader downloads one language's FAQ.
 */
export const faqContent = contentLoader<FaqContent>({
  fr: async () => (await import('./fr')).faqFr,
  ar: async () => (await import('./ar')).faqAr,
});
