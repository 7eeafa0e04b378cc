import type { ReactNode } from 'react';

/**
 * One label/value line of a `<dl>` (order pages, the order desk, a transfer's details). The label never
 * shrinks below its words, and takes at most 45 % of the line (a long one, "E-mail saisi à la commande",
 * wraps between its words); the value may break anywhere: a 200-character word in an address must wrap
 * inside the value, not squeeze the label to a letter a line or widen the page.
 */
export function DetailRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="max-w-[45%] shrink-0 text-muted-foreground [overflow-wrap:normal]">{label}</dt>
      <dd className="min-w-0 text-end [overflow-wrap:anywhere]" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The total under a list of amounts (order summary, order page, the owner's order view): larger and bold. */
export function TotalRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 text-base font-semibold">
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
