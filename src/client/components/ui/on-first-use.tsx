import { Suspense, useState, type ReactNode } from 'react';

/**
 * A control whose code is fetched on its first use (docs/decisions/010-js-budget.md): until then
 * `standIn(use)` renders a look-alike of its button, which calls `use()` on the click or key that
 * opens it; from then on `children` (a lazy component that opens itself at once) replaces it, the
 * stand-in showing while that code arrives. The menus and the select stay off a first visit's bytes.
 */
export function OnFirstUse({ standIn, children }: { standIn: (use: () => void) => ReactNode; children: ReactNode }) {
  const [used, setUsed] = useState(false);
  const button = standIn(() => setUsed(true));
  if (!used) return button;
  return <Suspense fallback={button}>{children}</Suspense>;
}
