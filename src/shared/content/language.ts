import { en, translator, type Locale, type Translator } from '../messages';
import { factsFr } from '../messages/facts.fr';

/**
 * The languages the help pages are written in. The spec writes them in French and the default
 * language renders the spec's texts exactly, so `en` and `fr` readers get the same French pages;
 * `ar` readers get the Arabic ones.
 */
export type ContentLocale = 'fr' | 'ar';

export const contentLocaleOf = (locale: Locale): ContentLocale => (locale === 'ar' ? 'ar' : 'fr');

/**
 * The French pages' figures (prices, delays, days) must read in French for English readers too,
 * without shipping them the whole French catalogue: this translator knows only the French words of
 * the facts (a small module) and the French money format; every other text is the default one.
 */
const frenchFacts: Translator = translator('fr', { ...en, facts: factsFr });

/**
 * The translator that writes the figures of the content the reader gets: the reader's own for
 * Arabic, the French facts for the French pages (whether the reader chose French or the default).
 */
export const contentTranslator = (tr: Translator): Translator => (contentLocaleOf(tr.locale) === 'ar' ? tr : frenchFacts);
