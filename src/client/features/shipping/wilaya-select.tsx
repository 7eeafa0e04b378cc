import type { ComponentProps } from 'react';
import type { CommuneAnswer, ShippingWilaya } from '@shared/contracts/shipping';
import { foldForSearch, SearchCombobox } from '@client/components/ui/search-combobox';
import { wilayaMatches } from '@client/features/shipping/wilaya-search';

type PickerProps<T> = {
  value: string;
  onChange: (code: string) => void;
  placeholder: string;
  emptyText: string;
} & Omit<ComponentProps<typeof SearchCombobox<T>>, 'options' | 'keyOf' | 'labelOf' | 'matches' | 'value' | 'onChange' | 'placeholder' | 'emptyText'>;

const wilayaLabel = (w: ShippingWilaya) => `${w.code} ${w.nameFr} — ${w.nameAr}`;

/** The wilaya picker: type a number, a French name (accents optional) or an Arabic name, then choose. */
export function WilayaSelect({ wilayas, ...props }: { wilayas: readonly ShippingWilaya[] } & PickerProps<ShippingWilaya>) {
  return <SearchCombobox options={wilayas} keyOf={(w) => w.code} labelOf={wilayaLabel} matches={wilayaMatches} {...props} />;
}

const communeLabel = (c: CommuneAnswer) => `${c.nameFr} — ${c.nameAr}`;
const communeMatches = (c: CommuneAnswer, q: string) => foldForSearch(c.nameFr).includes(q) || foldForSearch(c.nameAr).includes(q);

/** The commune picker of a wilaya (decision 019): French or Arabic, however it is spelt. */
export function CommuneSelect({ communes, ...props }: { communes: readonly CommuneAnswer[] } & PickerProps<CommuneAnswer>) {
  return <SearchCombobox options={communes} keyOf={(c) => c.code} labelOf={communeLabel} matches={communeMatches} {...props} />;
}
