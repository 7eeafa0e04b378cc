import { createContext, useContext, useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
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

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, undefined, loadSavedCart);
  const [isOpen, setOpen] = useState(false);

  // Saved after every change to the items.
  useEffect(() => {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(state.items));
    } catch {
      // storage full or disabled: the cart still works for this visit
    }
  }, [state.items]);

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
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart must be used within a CartProvider');
  return ctx;
}
