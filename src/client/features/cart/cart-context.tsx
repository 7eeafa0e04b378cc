import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cartReducer, emptyCart, parseSavedCart, type CartAction, type CartItem, type CartLineId, type CartState } from '@shared/domain/cart';

/** docs/contract.md §1: the product-named key. */
export const CART_STORAGE_KEY = 'nabta-cart';

export interface CartContextValue extends CartState {
  addItem(item: Extract<CartAction, { type: 'add' }>['item']): void;
  /** A line is a plant and its size (docs/contract.md §8): pass the line itself. */
  removeItem(line: CartLineId): void;
  updateQuantity(line: CartLineId, quantity: number): void;
  clearCart(): void;
  isOpen: boolean;
  setOpen(open: boolean): void;
}

const CartContext = createContext<CartStore | null>(null);
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
/**
 * The cart lives in a store the parts that show it subscribe to (`useSyncExternalStore`), not in a
 * context value that changes: a context change reaches every part of the page below the provider,
 * including the parts of a server-rendered page React has not hydrated yet, and React throws away the
 * HTML of such a part when it cannot hydrate it at once (its chunk still on its way) and draws it
 * again: an Add to Cart tapped before the footer's chunk arrived blanked the footer's seller line
 * (server-render.spec.ts). A part not hydrated yet hydrates with the server's cart, then shows this one.
 */
interface CartStore {
  subscribe(onChange: () => void): () => void;
  /** The current cart and its actions: the same object until the cart or the panel changes. */
  get(): CartContextValue;
  /** What the server rendered: the empty cart. */
  server: CartContextValue;
  dispatch(action: CartAction): void;
}

function createCartStore(initial: CartState): CartStore {
  const listeners = new Set<() => void>();
  let state = initial;
  let isOpen = false;
  const valueOf = (cart: CartState, open: boolean): CartContextValue => ({
    ...cart,
    addItem: (item) => store.dispatch({ type: 'add', item }),
    removeItem: (line) => store.dispatch({ type: 'remove', line: { id: line.id, variantId: line.variantId } }),
    updateQuantity: (line, quantity) => store.dispatch({ type: 'update', line: { id: line.id, variantId: line.variantId }, quantity }),
    clearCart: () => store.dispatch({ type: 'clear' }),
    isOpen: open,
    setOpen,
  });
  const changed = () => {
    value = valueOf(state, isOpen);
    for (const listener of listeners) listener();
  };
  function setOpen(open: boolean) {
    if (open === isOpen) return;
    isOpen = open;
    changed();
  }
  let value: CartContextValue;
  const store: CartStore = {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => value,
    server: null as unknown as CartContextValue,
    dispatch: (action) => {
      const next = cartReducer(state, action);
      if (next === state) return;
      state = next;
      changed();
    },
  };
  value = valueOf(state, isOpen);
  // The same object while the cart is the server's, so that hydrating finds nothing changed to draw again.
  store.server = state === emptyCart ? value : valueOf(emptyCart, false);
  return store;
}

/**
 * `serverRendered`: the page is the server's HTML (and, on the server, being rendered): it starts with
 * the empty cart the server knew, as its HTML shows, then reads the saved one.
 */
export function CartProvider({ serverRendered, children }: { serverRendered: boolean; children: ReactNode }) {
  const [store] = useState(() => createCartStore(serverRendered ? emptyCart : loadSavedCart()));
  // False until the saved cart has been read back: saving before that would overwrite it.
  const [ready, setReady] = useState(!serverRendered);

  // Saved after every change to the items (and once when the saved cart has been read: the same items).
  useEffect(() => {
    if (!ready) return;
    let saved: CartItem[] | null = null;
    const save = () => {
      const { items } = store.get();
      if (items === saved) return;
      saved = items;
      try {
        window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
      } catch {
        // storage full or disabled: the cart still works for this visit
      }
    };
    save();
    return store.subscribe(save);
  }, [store, ready]);

  // Once the layout of a server-rendered page is hydrated: the saved cart, which only this browser
  // knows. The parts showing the cart draw it; those still waiting hydrate with the server's empty
  // cart, as their HTML shows, and draw it after.
  useEffect(() => {
    if (ready) return;
    const saved = loadSavedCart().items;
    // An empty saved cart changes nothing: no new state, so no part of the page draws again.
    if (saved.length > 0) store.dispatch({ type: 'load', items: saved });
    startTransition(() => setReady(true));
  }, [store, ready]);

  return (
    <CartContext.Provider value={store}>
      <CartReadyContext.Provider value={ready}>{children}</CartReadyContext.Provider>
    </CartContext.Provider>
  );
}

/** False while a server-rendered page waits to read the saved cart (see CartReadyContext). */
export const useCartReady = (): boolean => useContext(CartReadyContext);

export function useCart(): CartContextValue {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used within a CartProvider');
  return useSyncExternalStore(store.subscribe, store.get, () => store.server);
}
