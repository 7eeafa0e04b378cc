import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Direction } from 'radix-ui';
import { directionOf, en, isLocale, LANG_COOKIE, LANG_COOKIE_DAYS, translator, DEFAULT_LOCALE, type Locale, type Messages, type Translator } from '@shared/messages';

/**
 * The browser's side of the language layer. The server chooses the language (cookie, then the
 * browser's first preference) and writes it in `<html lang dir>`; the page loads that one catalogue
 * (English is in the main bundle, French and Arabic are chunks of their own) and a provider hands
 * a `Translator` to every component. Switching loads the other catalogue, remembers the choice in
 * the `lang` cookie and re-renders in place: the page and the cart stay.
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  en: async () => en,
  fr: async () => (await import('@shared/messages/fr')).fr as Messages,
  ar: async () => (await import('@shared/messages/ar')).ar as Messages,
};

/** The language the server chose for this page. */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

export const loadTranslator = async (locale: Locale): Promise<Translator> => translator(locale, await loaders[locale]());

interface I18n {
  tr: Translator;
  setLocale: (locale: Locale) => Promise<void>;
}

const I18nContext = createContext<I18n>({ tr: translator(DEFAULT_LOCALE, en), setLocale: async () => {} });

const LANG_COOKIE_MAX_AGE_S = LANG_COOKIE_DAYS * 24 * 3600;

export function I18nProvider({ initial, onChange, children }: { initial: Translator; onChange?: (locale: Locale) => void; children: ReactNode }) {
  const [tr, setTr] = useState(initial);
  const setLocale = useCallback(
    async (locale: Locale) => {
      const next = await loadTranslator(locale);
      // On an admin page, the new language's back-office words come before it is drawn in it.
      const backOffice = await import('./back-office-texts');
      if (backOffice.backOfficeWanted()) await backOffice.installBackOfficeTexts(locale, next.m);
      document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_S}; SameSite=Lax`;
      document.documentElement.lang = locale;
      document.documentElement.dir = directionOf(locale);
      setTr(next);
      onChange?.(locale);
    },
    [onChange],
  );
  const value = useMemo(() => ({ tr, setLocale }), [tr, setLocale]);
  return (
    <I18nContext.Provider value={value}>
      <Direction.Provider dir={tr.dir}>{children}</Direction.Provider>
    </I18nContext.Provider>
  );
}

/** The reader's translator: `tr.m.nav.home`, `tr.text(key, vars)`, `tr.locale`, `tr.dir`. */
export const useTranslator = (): Translator => useContext(I18nContext).tr;
/** The UI's texts in the reader's language. */
export const useMessages = (): Messages => useContext(I18nContext).tr.m;
export const useLocale = (): Locale => useContext(I18nContext).tr.locale;
export const useSetLocale = () => useContext(I18nContext).setLocale;
