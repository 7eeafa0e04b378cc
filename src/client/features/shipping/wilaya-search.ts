import type { ShippingWilaya } from '@shared/contracts/shipping';
import { foldForSearch } from '@client/components/ui/search-combobox';

type Named = Pick<ShippingWilaya, 'code' | 'nameFr' | 'nameAr'>;

/** Whether `q` (already folded with foldForSearch) names this wilaya: its code ("31", or "3" while typing), its French or Arabic name. */
export const wilayaMatches = (w: Named, q: string) =>
  w.code.startsWith(q) || foldForSearch(w.nameFr).includes(q) || foldForSearch(w.nameAr).includes(q);

/** The wilayas a customer means by what they typed. The checkout's picker and the shipping page search the same way. */
export function matchWilayas<W extends Named>(wilayas: readonly W[], typed: string): readonly W[] {
  const q = foldForSearch(typed).trim();
  return q ? wilayas.filter((w) => wilayaMatches(w, q)) : wilayas;
}
