import type { Locale } from '../../messages';
import { contentLoader } from '../loader';
import type { LegalWords } from './types';

/**
 * The legal pages' words, loaded for the reader's language only. Unlike the help pages (French for the
 * default language, as the spec writes them), the legal pages are written in all three languages.
 */
export const legalContent = contentLoader<LegalWords, Locale>({
  en: async () => (await import('./en')).legalEn,
  fr: async () => (await import('./fr')).legalFr,
  ar: async () => (await import('./ar')).legalAr,
});
