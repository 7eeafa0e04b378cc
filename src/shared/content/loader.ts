import type { ContentLocale } from './language';

/**
 * A page's content, one module per language, loaded only for the language the reader needs (French
 * readers never download the Arabic prose, nor the reverse). Once loaded, a language's content is
 * kept and handed out synchronously, so a page renders at once on the next visit.
 */
export interface ContentLoader<T> {
  /** The content if already loaded, else undefined. */
  peek(locale: ContentLocale): T | undefined;
  /** Loads (once) and returns the content. */
  load(locale: ContentLocale): Promise<T>;
}

export function contentLoader<T>(modules: Record<ContentLocale, () => Promise<T>>): ContentLoader<T> {
  const loaded = new Map<ContentLocale, T>();
  const pending = new Map<ContentLocale, Promise<T>>();
  return {
    peek: (locale) => loaded.get(locale),
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        promise = modules[locale]().then((content) => {
          loaded.set(locale, content);
          return content;
        });
        // A failed load (network) may be retried on the next render.
        promise.catch(() => pending.delete(locale));
        pending.set(locale, promise);
      }
      return promise;
    },
  };
}
