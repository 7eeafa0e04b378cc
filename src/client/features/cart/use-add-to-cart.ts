import { useLocation } from 'wouter';
import type { PlantVariant } from '@shared/contracts/catalog';
import { toast } from '@client/components/ui/use-toast';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { decideAdd, inSize, type CartPlant } from './add-to-cart';
import { useCart } from './cart-context';

/**
 * Adds a plant to the cart with the spec's toasts ('Added to Cart', 'Price Not Available'): in `size`,
 * or in its only one. A plant with several sizes and none chosen opens its page, where they are chosen
 * (docs/contract.md §8).
 */
export function useAddToCart(): (plant: CartPlant, size?: PlantVariant) => void {
  const { items, addItem } = useCart();
  const [, navigate] = useLocation();
  const t = useMessages().shop.cart;
  const text = useCatalogText();
  return (plant, size) => {
    const sized = inSize(plant, size);
    if (!sized) {
      // Several sizes and none chosen: the plant's page is where one is.
      navigate(`/plant/${plant.id}`);
      return;
    }
    const name = text.nameWithSize(plant, sized.size);
    switch (decideAdd(items, sized)) {
      case 'no-price':
        toast({ variant: 'destructive', title: t.priceNotAvailable, description: t.priceNotAvailableText });
        return;
      case 'out-of-stock':
        return; // the button is disabled; nothing to add
      case 'at-stock-limit':
        toast({ title: t.stockLimit, description: interpolate(t.stockLimitText, { n: sized.stock, name }) });
        return;
      case 'add':
        addItem({
          id: plant.id,
          ...(sized.variantId !== undefined && { variantId: sized.variantId }),
          ...(sized.size && { size: sized.size }),
          name: plant.name,
          price: sized.price!,
          imageUrl: plant.imageUrl,
          stock: sized.stock,
          ...(plant.offers?.length && { offers: plant.offers }),
          // Names only: the cart line shows the reader's (a plant's translations also hold descriptions).
          ...(plant.translations && {
            translations: { fr: { name: plant.translations.fr.name }, ar: { name: plant.translations.ar.name } },
          }),
        });
        // The owner's funnel (docs/decisions/035-owners-figures.md): the beacon's code comes with the first add, not with the page.
        void import('@client/lib/visit-beacon').then((beacon) => beacon.tellAddToCart());
        toast({ title: t.added, description: interpolate(t.addedText, { name }) });
    }
  };
}
