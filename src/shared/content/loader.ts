import type { ContentLocale } from './language';

/**
 * A page's content, one module per language, loaded only for the language the reader needs (French
 * readers never download the Arabic prose, nor the reverse). Once loaded, a language's content is
 * kept and handed out synchronously, so a page renders at once on the next visit.
 */
export interface ContentLoader<T, L extends string = ContentLocale> {
  /** The content if already loaded, else undefined. */
  peek(locale: L): T | undefined;
  /**
   * Loads (once) and returns the content: always the same promise for a language, marked fulfilled
   * once loaded (React's `use` then reads it at once, without suspending).
   */
  load(locale: L): Promise<T>;
}

/** A promise as React's `use` reads it: settled ones carry their value (React's thenable protocol). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** `L`: the languages the content is written in (the help pages: French and Arabic; the legal pages: all three). */
export function contentLoader<T, L extends string = ContentLocale>(modules: Record<L, () => Promise<T>>): ContentLoader<T, L> {
  const loaded = new Map<L, T>();
  const pending = new Map<L, Promise<T>>();
  return {
    peek: (locale) => loaded.get(locale),
    load(locale) {
      let promise = pending.get(locale);
      if (!promise) {
        const tracked: TrackedPromise<T> = modules[locale]().then((content) => {
          loaded.set(locale, content);
          Object.assign(tracked, { status: 'fulfilled', value: content });
          return content;
        });
        promise = tracked;
        // A failed load (network) may be retried on the next render.
        promise.catch(() => pending.delete(locale));
        pending.set(locale, promise);
      }
      return promise;
    },
  };
}
