import type { Translations, TranslationsInput } from '@shared/contracts/catalog';
import type { TranslationColumns } from './catalog.repository';

/**
 * Between the wire's `translations: { fr: { name, description }, ar: {…} }` and the four columns
 * (`name_fr`, `name_ar`, `description_fr`, `description_ar`), for plants and categories alike.
 */

/** The object every plant and category response carries. */
export function translationsOf(row: TranslationColumns): Translations {
  return {
    fr: { name: row.nameFr, description: row.descriptionFr },
    ar: { name: row.nameAr, description: row.descriptionAr },
  };
}

/**
 * The columns for what the admin sent, and only that: an update that sends `fr.name` leaves the
 * Arabic texts and the French description as they are. The schema already made empty text null.
 */
export function translationColumns(input: TranslationsInput | undefined): Partial<TranslationColumns> {
  const columns: Partial<TranslationColumns> = {};
  if (input?.fr?.name !== undefined) columns.nameFr = input.fr.name;
  if (input?.fr?.description !== undefined) columns.descriptionFr = input.fr.description;
  if (input?.ar?.name !== undefined) columns.nameAr = input.ar.name;
  if (input?.ar?.description !== undefined) columns.descriptionAr = input.ar.description;
  return columns;
}
