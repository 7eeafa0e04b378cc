import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { MinusIcon, PlusIcon, ShoppingCartIcon, Trash2Icon } from 'lucide-react';
import { lineKey, pricedLine } from '@shared/domain/cart';
import { multiply } from '@shared/domain/money';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { useSheetParts } from '@client/components/ui/lazy-sheet';
import { PlantImage } from '@client/components/plant-image';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { useCart } from './cart-context';

// Fetched with the panel: the express form and its pickers are no first visit's weight (docs/decisions/010-js-budget.md).
// Offline (its chunk never fetched) the panel goes without it: ordering needs the network anyway.
const CartExpress = lazy(() => import('@client/features/express/cart-express').catch(() => ({ default: () => null })));

/**
 * Spec §2 Cart panel: slides in from the right; rendered once by the app layout. Beyond the spec, the
 * cart can be ordered from here without an account, cash on delivery (docs/contract.md §7).
 */
export function CartPanel() {
  const t = useMessages().shop.cart;
  const tr = useTranslator();
  const [, navigate] = useLocation();
  const text = useCatalogText();
  const { items, total, itemCount, isOpen, setOpen, updateQuantity, removeItem, clearCart } = useCart();
  const sheet = useSheetParts(isOpen);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  // Mounted from the first opening on: the panel's code is fetched then, not on every first visit.
  if (!sheet) return null;
  const { Sheet, SheetContent, SheetHeader, SheetTitle } = sheet;
  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
        <SheetContent side="right" className="w-[400px] sm:w-[540px]" closeLabel={t.close} aria-describedby={undefined} data-testid="cart-panel">
          <SheetHeader>
            <SheetTitle className="flex items-center gap-2">
              {t.title}
              <Badge variant="secondary" data-testid="cart-panel-count">
                {tr.text(t.itemCount, { count: itemCount })}
              </Badge>
            </SheetTitle>
          </SheetHeader>

          {items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-4 py-12 text-center">
              <ShoppingCartIcon className="size-12 text-muted-foreground" aria-hidden />
              <p className="text-lg font-medium">{t.empty}</p>
              <Button onClick={() => go('/shop')}>{t.continueShopping}</Button>
            </div>
          ) : (
            <>
              <ul className="-me-2 max-h-[60vh] space-y-3 overflow-y-auto pe-2">
                {items.map((item) => {
                  const line = pricedLine(item);
                  const lineTotal = multiply(line.unitPrice, line.quantity);
                  const atStock = item.stock !== undefined && item.quantity >= item.stock;
                  // Each size its own line, named with it (docs/contract.md §8).
                  const name = text.nameWithSize(item, item.size);
                  return (
                    <li key={lineKey(item)} className="flex gap-3 rounded-lg border p-3" data-testid="cart-item">
                      <PlantImage src={item.imageUrl} alt="" size={64} className="size-16 shrink-0 rounded-md" />
                      <div className="min-w-0 flex-1">
                        <div className="flex items-start justify-between gap-2">
                          <div className="min-w-0">
                            <p className="font-medium leading-tight" data-testid="cart-item-name">{name}</p>
                            <p className="text-sm text-muted-foreground" data-testid="cart-item-price">
                              {line.offer ? (
                                <>
                                  {tr.money(line.unitPrice)} <del>{tr.money(item.price)}</del>{' '}
                                  <span className="font-medium text-primary" data-testid="cart-item-offer">
                                    {interpolate(t.offer, { n: line.offer.minQuantity, percent: line.offer.percentOff })}
                                  </span>
                                </>
                              ) : (
                                tr.money(item.price)
                              )}
                            </p>
                          </div>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="-me-1 -mt-1 size-8 shrink-0 text-muted-foreground hover:text-destructive"
                            aria-label={interpolate(t.remove, { name })}
                            onClick={() => removeItem(item)}
                          >
                            <Trash2Icon />
                          </Button>
                        </div>
                        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                          <div className="flex items-center gap-2">
                            <Button
                              variant="outline"
                              size="icon"
                              className="size-8"
                              aria-label={interpolate(t.decrease, { name })}
                              onClick={() => updateQuantity(item, item.quantity - 1)}
                            >
                              <MinusIcon />
                            </Button>
                            <span className="w-8 text-center tabular-nums">
                              <span className="sr-only">{t.quantity}: </span>
                              <span data-testid="cart-item-quantity">{item.quantity}</span>
                            </span>
                            <Button
                              variant="outline"
                              size="icon"
                              className="size-8"
                              aria-label={interpolate(t.increase, { name })}
                              disabled={atStock}
                              onClick={() => updateQuantity(item, item.quantity + 1)}
                            >
                              <PlusIcon />
                            </Button>
                          </div>
                          <p className="font-semibold tabular-nums" data-testid="cart-item-total">
                            {tr.money(lineTotal)}
                          </p>
                        </div>
                      </div>
                    </li>
                  );
                })}
              </ul>
              <div className="space-y-3 border-t pt-4">
                <p className="flex justify-between text-lg font-semibold">
                  <span>{t.total}</span>
                  <span className="tabular-nums" data-testid="cart-total">
                    {tr.money(total)}
                  </span>
                </p>
                <Button className="w-full" size="lg" onClick={() => go('/checkout')}>
                  {t.checkout}
                </Button>
                <Button className="w-full" variant="outline" onClick={() => go('/shop')}>
                  {t.continueShopping}
                </Button>
                <Suspense fallback={null}>
                  <CartExpress
                    cart={items}
                    onPlaced={() => {
                      clearCart();
                      setOpen(false);
                    }}
                  />
                </Suspense>
              </div>
            </>
          )}
        </SheetContent>
    </Sheet>
  );
}
