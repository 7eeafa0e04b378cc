import { useEffect } from 'react';
import { useMessages } from './i18n';

/**
 * Sets the page title ("{title} | Nabta") and, when given, the meta description. Callers pass texts
 * in the reader's language, so a language switch re-runs it with the new words.
 */
export function useDocumentTitle(title: string, description?: string) {
  const brand = useMessages().brand.name;
  useEffect(() => {
    document.title = `${title} | ${brand}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description, brand]);
}
