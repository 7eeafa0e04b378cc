import type { ContentLocale } from './language';

/**
 * A page's content, one module per language, loaded only for the language the reader needs (French
 * readers never download the Arabic prose, nor the reverse). Once loaded, a language's content is
 * kept and handed out synchronously, so a page renders at once on the next visit.
 */
export interface ContentLoader<T> {
  /** Names the content among a server-rendered page's parts (docs/decisions/015-server-rendering.md). */
  readonly name: string;
  /** The content if already loaded, else undefined. */
  peek(locale: ContentLocale): T | undefined;
  /** Loads (once) and returns the content. */
  load(locale: ContentLocale): Promise<T>;
}

const loaders = new Map<string, ContentLoader<unknown>>();

export function contentLoader<T>(name: string, modules: Record<ContentLocale, () => Promise<T>>): ContentLoader<T> {
  if (loaders.has(name)) throw new Error(`Two content loaders are named ${name}`);
  const loaded = new Map<ContentLocale, T>();
  const pending = new Map<ContentLocale, Promise<T>>();
  const loader: ContentLoader<T> = {
    name,
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
  loaders.set(name, loader);
  return loader;
}

/** The part name of a loader's content in a language, as a rendered page lists it. */
export const contentPartName = (loader: ContentLoader<unknown>, locale: ContentLocale): string => `content:${loader.name}:${locale}`;

/**
 * Loads the content a part name stands for, or undefined when no loader of that name is known (yet:
 * a page's loader is defined in its page's chunk, so it is known once that chunk has run).
 */
export function loadContentPart(part: string): Promise<unknown> | undefined {
  const [kind, name, locale] = part.split(':');
  const loader = kind === 'content' ? loaders.get(name ?? '') : undefined;
  return loader && (locale === 'fr' || locale === 'ar') ? loader.load(locale) : undefined;
}
