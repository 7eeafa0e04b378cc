import { Suspense, use, useState, type ReactNode } from 'react';
import { adoptionTurn, isAdopting } from '@client/lib/hydration';

/**
 * A part of a server-rendered page that the browser adopts in a task of its own, after the rest of
 * the page (docs/decisions/015-server-rendering.md): adopting a whole page at once is one task of
 * 50–100 ms on a mid-range phone, during which a tap waits. Put it around what lies below the fold.
 *
 * While the browser adopts the page, the part suspends: Preact keeps its server HTML (the part's one
 * root element, hence the wrapper) and adopts it once the promise resolves, in a later task. Drawn
 * by the browser alone (no server HTML), it renders at once.
 */
export function AdoptLater({ children, className = 'contents', now = false }: { children: ReactNode; className?: string; now?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Deferred className={className} now={now}>
        {children}
      </Deferred>
    </Suspense>
  );
}

/** `now`: adopted with the page after all (the first cards of a grid), in the same wrapper. */
function Deferred({ children, className, now }: { children: ReactNode; className: string; now: boolean }) {
  const [turn] = useState(() => (!now && isAdopting() ? adoptionTurn() : null));
  if (turn) use(turn);
  return <div className={className}>{children}</div>;
}
