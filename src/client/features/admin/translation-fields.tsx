import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TRANSLATED_LOCALES, type PlantTranslations, type Translations } from '@shared/contracts/catalog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useMessages } from '@client/lib/i18n';

/** The translated fields the admin forms edit: every item's name and description, and a plant's origin. */
type TranslatedFormField = 'name' | 'description' | 'origin';
const CATEGORY_FORM_FIELDS = ['name', 'description'] as const satisfies readonly TranslatedFormField[];
const PLANT_FORM_FIELDS = ['name', 'description', 'origin'] as const satisfies readonly TranslatedFormField[];

/** What the plant and category forms hold for the translations: text inputs, empty when missing. */
export interface TranslationsFormValues {
  translations?: { [L in keyof Translations]?: { [F in TranslatedFormField]?: string | null } };
}

const paths = (fields: readonly TranslatedFormField[]) => TRANSLATED_LOCALES.flatMap((l) => fields.map((f) => `translations.${l}.${f}`));
/** The form fields' paths, for the server's field errors (`translations.fr.name`…). */
export const TRANSLATION_FIELDS = paths(CATEGORY_FORM_FIELDS);
export const PLANT_TRANSLATION_FIELDS = paths(PLANT_FORM_FIELDS);

type FormTranslations = Required<TranslationsFormValues>['translations'];
type ItemTranslations = Record<(typeof TRANSLATED_LOCALES)[number], Partial<Record<TranslatedFormField, string | null>>>;

function formValues(item: { translations: ItemTranslations } | null, fields: readonly TranslatedFormField[]): FormTranslations {
  return Object.fromEntries(TRANSLATED_LOCALES.map((l) => [l, Object.fromEntries(fields.map((f) => [f, item?.translations[l][f] ?? '']))]));
}

/** The category form's starting values: the item's translations, empty text where there is none. */
export function translationFormValues(item: { translations: Translations } | null): FormTranslations {
  return formValues(item, CATEGORY_FORM_FIELDS);
}

/** The plant form's: its name, description and origin translations (care details have no form field, spec §2). */
export function plantTranslationFormValues(item: { translations: PlantTranslations } | null): FormTranslations {
  return formValues(item, PLANT_FORM_FIELDS);
}

/**
 * The French and Arabic name and description of a plant or category (issue 12), and a plant's origin
 * (`withOrigin`): optional — left empty, the shop shows the default text. Arabic is typed right to
 * left whatever the admin's language.
 */
export function TranslationFields<Values extends FieldValues & TranslationsFormValues>({
  idPrefix,
  register,
  errors,
  descriptionRows,
  withOrigin = false,
}: {
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<TranslationsFormValues>['translations'];
  descriptionRows: number;
  withOrigin?: boolean;
}) {
  const t = useMessages().catalog.translationsForm;
  const labels = {
    fr: { name: t.nameFr, description: t.descriptionFr, origin: t.originFr },
    ar: { name: t.nameAr, description: t.descriptionAr, origin: t.originAr },
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
            {withOrigin && (
              <FormField label={labels[locale].origin} id={`${idPrefix}-origin-${locale}`} error={errors?.[locale]?.origin?.message}>
                <Input autoComplete="off" {...script} {...register(`translations.${locale}.origin` as Path<Values>)} />
              </FormField>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
