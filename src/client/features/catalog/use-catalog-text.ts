import { useMemo } from 'react';
import { localizedCommonName, localizedDescription, localizedName, localizedText } from '@shared/domain/catalog-text';
import { sizeLabel, withSize, type SizeLabels } from '@shared/domain/sizes';
import { useLocale } from '@client/lib/i18n';

/**
 * A plant's or category's texts in the reader's language (the shared fallback rule of
 * `catalog-text.ts`, and `sizes.ts` for sizes): `const text = useCatalogText(); text.name(plant)`,
 * `text.field(plant, 'origin')`, `text.nameWithSize(line, line.size)`.
 */
export function useCatalogText() {
  const locale = useLocale();
  return useMemo(
    () => ({
      name: (item: Parameters<typeof localizedName>[0]) => localizedName(item, locale),
      /** A line's name with its size, "Monstera (21 cm pot)" (docs/contract.md §8): a cart line's `size`, an order item's `variant`. */
      nameWithSize: (item: Parameters<typeof localizedName>[0], size: SizeLabels | null | undefined) =>
        withSize(localizedName(item, locale), size ? sizeLabel(size, locale) : null),
      /** A size's name in the reader's language. */
      size: (size: SizeLabels) => sizeLabel(size, locale),
      description: (item: Parameters<typeof localizedDescription>[0]) => localizedDescription(item, locale),
      commonName: (item: Parameters<typeof localizedCommonName>[0]) => localizedCommonName(item, locale),
      field: <Field extends string>(item: Parameters<typeof localizedText<Field>>[0], field: Field) => localizedText(item, field, locale),
    }),
    [locale],
  );
}
