import type { Analytics } from '@shared/contracts/analytics';
import { interpolate } from '@client/lib/interpolate';

export const FUNNEL_STEPS = ['visits', 'productViews', 'addToCart', 'orders', 'confirmed', 'delivered'] as const;
type Step = (typeof FUNNEL_STEPS)[number];

/**
 * From visit to doorstep: each step's count, a bar as long as its share of the visits, and its share
 * of the step before. Bars grow from the reading side (start), so Arabic reads them right to left.
 */
export function Funnel({ funnel, texts }: { funnel: Analytics['funnel']; texts: Record<Step, string> & { ofPrevious: string } }) {
  const top = Math.max(1, ...FUNNEL_STEPS.map((s) => funnel[s]));
  return (
    <ol className="space-y-2" data-testid="analytics-funnel">
      {FUNNEL_STEPS.map((step, i) => {
        const value = funnel[step];
        const before = i > 0 ? funnel[FUNNEL_STEPS[i - 1]!] : 0;
        return (
          <li key={step} data-testid="funnel-step" data-step={step}>
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span>{texts[step]}</span>
              <span className="font-semibold tabular-nums" data-testid="funnel-value">
                {value}
              </span>
            </div>
            <div className="mt-1 h-2 rounded bg-muted">
              <div className="h-2 rounded bg-primary" style={{ width: `${Math.round((value / top) * 100)}%` }} />
            </div>
            {i > 0 && before > 0 ? <p className="mt-0.5 text-xs text-muted-foreground">{interpolate(texts.ofPrevious, { n: Math.round((value / before) * 100) })}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
