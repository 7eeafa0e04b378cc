import { useSyncExternalStore, type ReactNode } from 'react';
import type { ToastActionElement, ToastProps } from './toast';

/** Product rule: a single toast on screen; a new one replaces it. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store so its exit animation can play. */
export const TOAST_REMOVE_DELAY = 1000;

export type ToasterToast = Omit<ToastProps, 'title'> & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ToastActionElement;
};

export type ToastState = { toasts: ToasterToast[] };

export type ToastStoreAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  /** No toastId: every toast. */
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transition (timers live in `dispatch`, not here). */
export function reducer(state: ToastState, action: ToastStoreAction): ToastState {
  const matches = (id: string, toastId?: string) => toastId === undefined || id === toastId;
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return { toasts: state.toasts.map((t) => (matches(t.id, action.toastId) ? { ...t, open: false } : t)) };
    case 'REMOVE_TOAST':
      return { toasts: state.toasts.filter((t) => !matches(t.id, action.toastId)) };
  }
}

// ---- Module-level store (shared by every useToast() and by non-React callers of toast()) ----

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastStoreAction): void {
  state = reducer(state, action);
  for (const t of state.toasts) {
    if (t.open === false && !removeTimers.has(t.id)) {
      removeTimers.set(
        t.id,
        setTimeout(() => {
          removeTimers.delete(t.id);
          dispatch({ type: 'REMOVE_TOAST', toastId: t.id });
        }, TOAST_REMOVE_DELAY),
      );
    }
  }
  // Forget timers of toasts that are gone (replaced or removed).
  for (const [id, timer] of removeTimers) {
    if (!state.toasts.some((t) => t.id === id)) {
      clearTimeout(timer);
      removeTimers.delete(id);
    }
  }
  for (const listener of listeners) listener();
}

/** useSyncExternalStore-compatible access to the store (also handy in tests). */
export const toastStore = {
  getSnapshot: (): ToastState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

/** Close a toast (or all of them); it is removed from the store after its exit animation. */
export function dismiss(toastId?: string): void {
  dispatch(toastId === undefined ? { type: 'DISMISS_TOAST' } : { type: 'DISMISS_TOAST', toastId });
}

/** What callers pass to toast(); the store owns `id` and `open`. */
export type ToastInput = Omit<ToasterToast, 'id' | 'open' | 'defaultOpen'>;

/**
 * Show a toast, replacing the current one. Callable from anywhere (React or not):
 *   toast({ title: 'Added to cart', description: 'Monstera deliciosa' })
 *   toast({ variant: 'destructive', title: 'Payment failed' })
 */
export function toast({ onOpenChange, ...props }: ToastInput) {
  const id = genId();
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      // Radix closes the toast (timeout, swipe, ✕, Esc) through onOpenChange.
      onOpenChange: (open) => {
        onOpenChange?.(open);
        if (!open) dismiss(id);
      },
    },
  });
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: Partial<Omit<ToastInput, 'onOpenChange'>>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  };
}

export function useToast() {
  const { toasts } = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toasts, toast, dismiss };
}
