import { lazy, useState } from 'react';

// A side panel's parts, fetched the first time a panel opens: Radix Dialog and its focus trap,
// scroll lock and portal are ~15 KB gzipped, not worth a first visit's time (docs/decisions/010-js-budget.md).
const load = () => import('./sheet');
export const LazySheet = lazy(() => load().then((m) => ({ default: m.Sheet })));
export const LazySheetContent = lazy(() => load().then((m) => ({ default: m.SheetContent })));
export const LazySheetHeader = lazy(() => load().then((m) => ({ default: m.SheetHeader })));
export const LazySheetTitle = lazy(() => load().then((m) => ({ default: m.SheetTitle })));

/** True from the first time `open` is true: a panel mounts when first opened, then stays (so it can animate closed). */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
