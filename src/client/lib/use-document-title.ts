import { useEffect } from 'react';
import { messages } from '@shared/messages';

/** Sets the page title ("{title} | Nabta") and, when given, the meta description. */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | ${messages.brand.name}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
