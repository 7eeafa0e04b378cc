import { sizeLabel, storedSize, withSize } from '@shared/domain/sizes';
import {
  PLANT_TRANSLATED_FIELDS,
  TRANSLATED_LOCALES,
  type PlantTranslations,
  type PlantTranslationsInput,
  type Translations,
  type TranslationsInput,
} from '@shared/contracts/catalog';
import type { NameTranslations } from '@shared/contracts/name-translations';
import { localizedName } from '@shared/domain/catalog-text';
import type { Locale } from '@shared/messages';
import type { PlantTranslationColumns, TranslatedColumns, TranslationColumns } from './catalog.repository';

/**
 * Between the wire's `translations: { fr: { name, description, … }, ar: {…} }` and the columns
 * (`name_fr`, `name_ar`, `description_fr`…), for plants and categories alike: a field's French
 * column is its name + `Fr`, its Arabic one + `Ar`.
 */

type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

const SUFFIX = { fr: 'Fr', ar: 'Ar' } as const satisfies Record<TranslatedLocale, string>;

const columnOf = <Field extends string>(field: Field, locale: TranslatedLocale) => `${field}${SUFFIX[locale]}` as `${Field}${'Fr' | 'Ar'}`;

function translationsOfFields<Field extends string>(row: TranslatedColumns<Field>, fields: readonly Field[]) {
  const one = (locale: TranslatedLocale) =>
    Object.fromEntries(fields.map((field) => [field, row[columnOf(field, locale)]])) as Record<Field, string | null>;
  return { fr: one('fr'), ar: one('ar') };
}

/** The object every category response carries. */
export function translationsOf(row: TranslationColumns): Translations {
  return translationsOfFields(row, ['name', 'description']);
}

/** A name's French and Arabic versions only: a plant's category, an identified plant, an order line's plant. */
export function nameTranslationsOf(row: TranslatedColumns<'name'>): NameTranslations {
  return translationsOfFields(row, ['name']);
}

/** A row's name in `locale` from its `name_fr`/`name_ar` columns, else its default name (an order line, a parcel's products). */
export function localizedNameOf(row: { name: string } & TranslatedColumns<'name'>, locale: Locale): string {
  return localizedName({ name: row.name, translations: nameTranslationsOf(row) }, locale);
}

/** An order line's name in `locale` with its size, as stored: "Monstera (21 cm pot)" (e-mails, parcels, the desk). */
export function itemNameOf(
  row: { name: string; variantLabel: string | null; variantLabelFr: string | null; variantLabelAr: string | null } & TranslatedColumns<'name'>,
  locale: Locale,
): string {
  const size = storedSize(row);
  return withSize(localizedNameOf(row, locale), size && sizeLabel(size, locale));
}

/** The object every plant response carries: name, description, origin and care details. */
export function plantTranslationsOf(row: PlantTranslationColumns): PlantTranslations {
  return translationsOfFields(row, PLANT_TRANSLATED_FIELDS);
}

/**
 * The columns for what the admin sent, and only that: an update that sends `fr.name` leaves the
 * Arabic texts and the French description as they are. The schema already made empty text null.
 */
export function translationColumns(input: TranslationsInput | undefined): Partial<TranslationColumns>;
export function translationColumns(input: PlantTranslationsInput | undefined): Partial<PlantTranslationColumns>;
export function translationColumns(input: PlantTranslationsInput | undefined): Partial<PlantTranslationColumns> {
  const columns: Partial<Record<string, string | null>> = {};
  for (const locale of TRANSLATED_LOCALES) {
    for (const [field, value] of Object.entries(input?.[locale] ?? {})) {
      if (value !== undefined) columns[columnOf(field, locale)] = value;
    }
  }
  return columns as Partial<PlantTranslationColumns>;
}
