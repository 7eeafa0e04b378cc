import { DEFAULT_LOCALE, type Locale } from '../messages';

/**
 * A plant's or category's texts in the reader's language. The default fields (`name`,
 * `description`, the plant's `origin` and care details — the spec's) are the shop's own language;
 * French and Arabic travel beside them in `translations`, and a missing translation falls back to
 * the default field. Every display of a catalogue item goes through these functions (client cards
 * and pages, and the server for e-mails or pre-rendering), so the fallback rule lives in one place.
 */
interface Translated<Field extends string> {
  translations?: Partial<Record<Locale, Partial<Record<Field, string | null>>>>;
}

function translated<Field extends string>(item: Translated<Field>, field: Field, locale: Locale): string | null {
  const text = item.translations?.[locale]?.[field]?.trim();
  return text ? text : null;
}

/** The name in `locale`, else the default name. */
export function localizedName(item: { name: string } & Translated<'name'>, locale: Locale): string {
  return translated(item, 'name', locale) ?? item.name;
}

/** A text field (description, origin, care…) in `locale`, else the default one (null when there is none at all). */
export function localizedText<Field extends string>(
  item: { [F in Field]: string | null } & Translated<Field>,
  field: Field,
  locale: Locale,
): string | null {
  return translated(item, field, locale) ?? item[field];
}

/** The description in `locale`, else the default description (null when there is none at all). */
export function localizedDescription(item: { description: string | null } & Translated<'description'>, locale: Locale): string | null {
  return localizedText(item, 'description', locale);
}

/** No translation in any language: for items whose default texts are already in the reader's language. */
export const untranslated = () => ({
  fr: { name: null, description: null },
  ar: { name: null, description: null },
});

/** The same for a plant, whose origin and care details are translated too. */
export const untranslatedPlant = () => {
  const none = () => ({ name: null, description: null, origin: null, lightRequirements: null, wateringSchedule: null, careInstructions: null });
  return { fr: none(), ar: none() };
};

/**
 * The common name where the reader's language has it: it is written in the shop's default language
 * (often French, e.g. 'Figuier de Barbarie (hendi)'), so a French or Arabic reader sees the
 * translated name instead of a second name in another language.
 */
export function localizedCommonName(item: { commonName: string | null }, locale: Locale): string | null {
  return locale === DEFAULT_LOCALE ? item.commonName : null;
}

/** A photo with no description written: readers get the plant's name as its text. */
export const undescribedPhoto = (url: string) => ({ url, alt: null, translations: { fr: { alt: null }, ar: { alt: null } } });

/** What a plant's photo shows, in `locale`, else in the default language, else the plant's name. */
export const photoAlt = (image: { alt: string | null } & Translated<'alt'>, locale: Locale, plantName: string): string =>
  localizedText(image, 'alt', locale) ?? plantName;
