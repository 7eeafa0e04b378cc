import { useMemo } from 'react';
import { localizedCommonName, localizedDescription, localizedName, localizedText } from '@shared/domain/catalog-text';
import { useLocale } from '@client/lib/i18n';

/**
 * A plant's or category's texts in the reader's language (the shared fallback rule of
 * `catalog-text.ts`): `const text = useCatalogText(); text.name(plant)`, `text.field(plant, 'origin')`.
 */
export function useCatalogText() {
  const locale = useLocale();
  return useMemo(
    () => ({
      name: (item: Parameters<typeof localizedName>[0]) => localizedName(item, locale),
      description: (item: Parameters<typeof localizedDescription>[0]) => localizedDescription(item, locale),
      commonName: (item: Parameters<typeof localizedCommonName>[0]) => localizedCommonName(item, locale),
      field: <Field extends string>(item: Parameters<typeof localizedText<Field>>[0], field: Field) => localizedText(item, field, locale),
    }),
    [locale],
  );
}
