import { contentLoader } from '../loader';
import type { ReturnsContentOf } from './types';

/** The Returns page's content, loaded for the reader's language only. */
export const returnsContent = contentLoader<ReturnsContentOf>({
  fr: async () => (await import('./fr')).returnsFr,
  ar: async () => (await import('./ar')).returnsAr,
});
