import { ar } from './ar';
import { en } from './en';
import { fr } from './fr';
import { translator, type Locale, type Messages, type Translator } from './index';

/**
 * Every language's catalogue, for the server (which answers each request in its reader's language).
 * The browser loads only the one it shows (`src/client/lib/i18n.tsx`).
 */
export const catalogues: Record<Locale, Messages> = { en, fr: fr as Messages, ar: ar as Messages };

const translators = Object.fromEntries(Object.entries(catalogues).map(([locale, c]) => [locale, translator(locale as Locale, c)])) as Record<Locale, Translator>;

/** The translator of a language: `t('ar').text(msg.errors.unauthorized)`. */
export const t = (locale: Locale): Translator => translators[locale];
