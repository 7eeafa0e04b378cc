import { contentLoader } from '../loader';
import type { CareContent } from './types';

/** The care guide's content, loaded for the reader's language only. */
export const careContent = contentLoader<CareContent>({
  fr: async () => (await import('./fr')).careFr,
  ar: async () => (await import('./ar')).careAr,
});
