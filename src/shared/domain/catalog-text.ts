import { DEFAULT_LOCALE, type Locale } from '../messages';

/**
 * A plant's or category's name and description in the reader's language. The default fields
 * (`name`, `description`, the spec's) are the shop's own language; French and Arabic travel beside
 * them in `translations`, and a missing translation falls back to the default field. Every display
 * of a catalogue item goes through these two functions (client cards and pages, and the server for
 * e-mails or pre-rendering), so the fallback rule lives in one place.
 */
interface Translated<Field extends 'name' | 'description'> {
  translations?: Partial<Record<Locale, Partial<Record<Field, string | null>>>>;
}

function translated<Field extends 'name' | 'description'>(item: Translated<Field>, field: Field, locale: Locale): string | null {
  const text = item.translations?.[locale]?.[field]?.trim();
  return text ? text : null;
}

/** The name in `locale`, else the default name. */
export function localizedName(item: { name: string } & Translated<'name'>, locale: Locale): string {
  return translated(item, 'name', locale) ?? item.name;
}

/** The description in `locale`, else the default description (null when there is none at all). */
export function localizedDescription(item: { description: string | null } & Translated<'description'>, locale: Locale): string | null {
  return translated(item, 'description', locale) ?? item.description;
}

/** No translation in any language: for items whose default texts are already in the reader's language. */
export const untranslated = () => ({
  fr: { name: null, description: null },
  ar: { name: null, description: null },
});

/**
 * The common name where the reader's language has it: it is written in the shop's default language
 * (often French, e.g. 'Figuier de Barbarie (hendi)'), so a French or Arabic reader sees the
 * translated name instead of a second name in another language.
 */
export function localizedCommonName(item: { commonName: string | null }, locale: Locale): string | null {
  return locale === DEFAULT_LOCALE ? item.commonName : null;
}
