import { lazy, Suspense, useEffect } from 'react';
import { useOpenedOnce } from './lazy-sheet';
import { useToast } from './use-toast';

// Radix Toast (provider, swipe, live region, the F8 viewport) is ~9 KB gzipped: fetched with the
// first toast, not on every first visit (docs/decisions/010-js-budget.md). `toast()` works before it
// loads: the store is separate, and the list shows what it holds once mounted.
let shown: () => void = () => undefined;
const listShown = new Promise<void>((resolve) => (shown = resolve));
const Toaster = lazy(() =>
  import('./toaster').then(({ Toaster: List }) => ({
    default: function ShownToaster() {
      useEffect(() => shown(), []);
      return <List />;
    },
  }), (error: unknown) => {
    shown(); // what waits for the list goes on without it
    throw error;
  }),
);

/**
 * Settles once the toast list is on screen (its code fetched, then revealed: React shows a resolved
 * part up to 300 ms later): what waits for a toast to be seen starts then.
 */
export const toastListShown = (): Promise<void> => listShown;

/** Mount once at the app root: mounts the toast list when the first toast appears, then keeps it. */
export function LazyToaster() {
  const mounted = useOpenedOnce(useToast().toasts.length > 0);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
