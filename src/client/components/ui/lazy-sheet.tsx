import { useEffect, useState } from 'react';
import type * as SheetModule from './sheet';

// A side panel's parts, fetched the first time a panel opens: Radix Dialog and its focus trap,
// scroll lock and portal are ~15 KB gzipped, not worth a first visit's time (docs/decisions/010-js-budget.md).
type SheetParts = typeof SheetModule;
let fetched: SheetParts | undefined;
const load = () => import('./sheet');

/** True from the first time `open` is true: a panel mounts when first opened, then stays (so it can animate closed). */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The sheet's parts once a panel has been opened and they are fetched; until then undefined (the
 * panel renders nothing). Not `lazy()` per part: each lazy part suspends on its own first render, so
 * the dialog's content would mount (and move focus, hide the page from screen readers) while its
 * title was still pending, outside the document — focus stayed on the page on the first opening.
 * With the module in hand, the whole panel mounts in one go.
 */
export function useSheetParts(open: boolean): SheetParts | undefined {
  const opened = useOpenedOnce(open);
  const [parts, setParts] = useState(fetched);
  useEffect(() => {
    if (!opened || parts) return;
    let live = true;
    void load().then((m) => {
      fetched = m;
      if (live) setParts(m);
    });
    return () => {
      live = false;
    };
  }, [opened, parts]);
  return opened ? parts : undefined;
}
