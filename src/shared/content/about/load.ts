import { contentLoader } from '../loader';
import type { AboutContentOf } from './types';

/** The About page's content, loaded for the reader's language only. */
export const aboutContent = contentLoader<AboutContentOf>({
  fr: async () => (await import('./fr')).aboutFr,
  ar: async () => (await import('./ar')).aboutAr,
});
