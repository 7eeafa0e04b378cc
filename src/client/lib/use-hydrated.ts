import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/** False on the server and while hydrating, true once the page's code runs: what needs the code waits for it. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

/** The page's own origin once in the browser ('' on the server). */
export const useOrigin = (): string =>
  useSyncExternalStore(
    noop,
    () => window.location.origin,
    () => '',
  );
