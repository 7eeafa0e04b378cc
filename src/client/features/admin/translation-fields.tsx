import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TRANSLATED_LOCALES, type Translations } from '@shared/contracts/catalog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useMessages } from '@client/lib/i18n';

/** What the plant and category forms hold for the translations: text inputs, empty when missing. */
export interface TranslationsFormValues {
  translations?: { [L in keyof Translations]?: { name?: string | null; description?: string | null } };
}

/** The form fields' paths, for the server's field errors (`translations.fr.name`…). */
export const TRANSLATION_FIELDS = TRANSLATED_LOCALES.flatMap((l) => [`translations.${l}.name`, `translations.${l}.description`]);

/** The form's starting values: the item's translations, empty text where there is none. */
export function translationFormValues(item: { translations: Translations } | null): Required<TranslationsFormValues>['translations'] {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((l) => [l, { name: item?.translations[l].name ?? '', description: item?.translations[l].description ?? '' }]),
  );
}

/**
 * The French and Arabic name and description of a plant or category (issue 12): optional — left
 * empty, the shop shows the default text. Arabic is typed right to left whatever the admin's language.
 */
export function TranslationFields<Values extends FieldValues & TranslationsFormValues>({
  idPrefix,
  register,
  errors,
  descriptionRows,
}: {
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<TranslationsFormValues>['translations'];
  descriptionRows: number;
}) {
  const t = useMessages().catalog.translationsForm;
  const labels = {
    fr: { name: t.nameFr, description: t.descriptionFr },
    ar: { name: t.nameAr, description: t.descriptionAr },
  };
  return (
    <fieldset className="grid gap-4 rounded-md border p-4" data-testid={`${idPrefix}-translations`}>
      <legend className="px-1 text-sm font-medium">{t.title}</legend>
      <p className="text-sm text-muted-foreground">{t.hint}</p>
      {TRANSLATED_LOCALES.map((locale) => {
        const script = { lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' } as const;
        return (
          <div key={locale} className="grid gap-4">
            <FormField label={labels[locale].name} id={`${idPrefix}-name-${locale}`} error={errors?.[locale]?.name?.message}>
              <Input autoComplete="off" {...script} {...register(`translations.${locale}.name` as Path<Values>)} />
            </FormField>
            <FormField label={labels[locale].description} id={`${idPrefix}-description-${locale}`} error={errors?.[locale]?.description?.message}>
              <Textarea rows={descriptionRows} {...script} {...register(`translations.${locale}.description` as Path<Values>)} />
            </FormField>
          </div>
        );
      })}
    </fieldset>
  );
}
