import { Suspense } from 'react';
import { lazy } from '@client/lib/lazy';
import { useOpenedOnce } from './lazy-sheet';
import { useToast } from './use-toast';

// Radix Toast (provider, swipe, live region, the F8 viewport) is ~9 KB gzipped: fetched with the
// first toast, not on every first visit (docs/decisions/010-js-budget.md). `toast()` works before it
// loads: the store is separate, and the list shows what it holds once mounted.
const load = () => import('./toaster');
const Toaster = lazy('Toaster', () => load().then((m) => ({ default: m.Toaster })));

/** Settles once the toast list's code is here (fetched once): what waits for a toast to be seen starts then. */
export const toastListLoaded = (): Promise<unknown> => load();

/** Mount once at the app root: mounts the toast list when the first toast appears, then keeps it. */
export function LazyToaster() {
  const mounted = useOpenedOnce(useToast().toasts.length > 0);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
