import { toast } from '@client/components/ui/use-toast';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { decideAdd, type CartPlant } from './add-to-cart';
import { useCart } from './cart-context';

/** Adds a plant to the cart with the spec's toasts ('Added to Cart', 'Price Not Available'). */
export function useAddToCart(): (plant: CartPlant) => void {
  const { items, addItem } = useCart();
  const t = useMessages().shop.cart;
  const text = useCatalogText();
  return (plant) => {
    const name = text.name(plant);
    switch (decideAdd(items, plant)) {
      case 'no-price':
        toast({ variant: 'destructive', title: t.priceNotAvailable, description: t.priceNotAvailableText });
        return;
      case 'out-of-stock':
        return; // the button is disabled; nothing to add
      case 'at-stock-limit':
        toast({ title: t.stockLimit, description: interpolate(t.stockLimitText, { n: plant.stock, name }) });
        return;
      case 'add':
        addItem({
          id: plant.id,
          name: plant.name,
          price: plant.price!,
          imageUrl: plant.imageUrl,
          stock: plant.stock,
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
