import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CartItem } from '@shared/domain/cart';
import { Button } from '@client/components/ui/button';
import { settingsQueryOptions } from '@client/features/settings/api';
import { useMessages } from '@client/lib/i18n';
import { ExpressOrderForm } from './express-form';

/**
 * The cart panel's way to order without an account (docs/contract.md §7): a button that opens the
 * express form for the cart's lines, where the shop takes such orders. Its own chunk, fetched with the
 * panel: neither the form nor the settings' schemas weigh on a first visit (docs/decisions/010-js-budget.md).
 */
export default function CartExpress({ cart, onPlaced }: { cart: readonly CartItem[]; onPlaced(): void }) {
  const t = useMessages().shop.cart;
  const settings = useQuery(settingsQueryOptions()).data;
  const [open, setOpen] = useState(false);
  if (!settings || settings.expressOrders === false) return null;
  if (!open) {
    return (
      <Button className="w-full" variant="secondary" onClick={() => setOpen(true)} data-testid="cart-express-open">
        {t.orderWithoutAccount}
      </Button>
    );
  }
  return (
    <ExpressOrderForm
      cart={cart}
      onPlaced={() => {
        setOpen(false);
        onPlaced();
      }}
    />
  );
}
