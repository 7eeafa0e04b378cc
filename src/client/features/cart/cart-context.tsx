import { createContext, startTransition, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { cartReducer, emptyCart, parseSavedCart, type CartAction, type CartItem, type CartState } from '@shared/domain/cart';

/** decisions.md §1: the product-named key. */
export const CART_STORAGE_KEY = 'nabta-cart';

export interface CartContextValue extends CartState {
  addItem(item: Extract<CartAction, { type: 'add' }>['item']): void;
  removeItem(id: number): void;
  updateQuantity(id: number, quantity: number): void;
  clearCart(): void;
  isOpen: boolean;
  setOpen(open: boolean): void;
}

const CartContext = createContext<CartContextValue | null>(null);
/**
 * Whether the saved cart has been read: not yet on a page the server rendered (it cannot know it)
 * until the page is hydrated. Its own context, so that only the parts that wait for it (checkout's
 * summary) draw again when it turns true, not every part that uses the cart.
 */
const CartReadyContext = createContext(true);

function loadSavedCart(): CartState {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return emptyCart;
  }
  const items = parseSavedCart(raw);
  if (items === null) {
    // Spec §4: unreadable saved data is logged and ignored.
    console.warn('Ignoring unreadable saved cart');
    return emptyCart;
  }
  return cartReducer(emptyCart, { type: 'load', items: items as CartItem[] });
}

/**
 * `serverRendered`: the page is the server's HTML (and, on the server, being rendered): it starts with
 * the empty cart the server knew, as its HTML shows, then reads the saved one.
 */
export function CartProvider({ serverRendered, children }: { serverRendered: boolean; children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, undefined, () => (serverRendered ? emptyCart : loadSavedCart()));
  const [isOpen, setOpen] = useState(false);
  // False until the saved cart has been read back: saving before that would overwrite it.
  const [ready, setReady] = useState(!serverRendered);

  // Saved after every change to the items (and once when the saved cart has been read: the same items).
  useEffect(() => {
    if (!ready) return;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state.items));
    } catch {
      // storage full or disabled: the cart still works for this visit
    }
  }, [state.items, ready]);

  // Once the layout of a server-rendered page is hydrated: the saved cart, which only this browser
  // knows. A transition, so React first hydrates the parts still waiting (with the server's empty
  // cart, as their HTML shows) and applies it after, instead of drawing those parts again.
  useEffect(() => {
    if (ready) return;
    startTransition(() => {
      const saved = loadSavedCart().items;
      // An empty saved cart changes nothing: no new state, so no part of the page draws again.
      if (saved.length > 0) dispatch({ type: 'load', items: saved });
      setReady(true);
    });
  }, [ready]);

  const value = useMemo<CartContextValue>(
    () => ({
      ...state,
      addItem: (item) => dispatch({ type: 'add', item }),
      removeItem: (id) => dispatch({ type: 'remove', id }),
      updateQuantity: (id, quantity) => dispatch({ type: 'update', id, quantity }),
      clearCart: () => dispatch({ type: 'clear' }),
      isOpen,
      setOpen,
    }),
    [state, isOpen],
  );
  return (
    <CartContext.Provider value={value}>
      <CartReadyContext.Provider value={ready}>{children}</CartReadyContext.Provider>
    </CartContext.Provider>
  );
}

/** False while a server-rendered page waits to read the saved cart (see CartReadyContext). */
export const useCartReady = (): boolean => useContext(CartReadyContext);

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart must be used within a CartProvider');
  return ctx;
}
