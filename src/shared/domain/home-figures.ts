import type { Translator } from '../messages';

/**
 * The home page's three figures (docs/contract.md §6): counted from the shop's data, never written down.
 * A figure is shown from the owner's threshold on (a new shop shows none rather than "0 customers"),
 * rounded down in the spec's style ("10K+").
 */
export const HOME_FIGURES_MIN = 10;
export const HOME_FIGURES_MAX = 1_000_000_000;
export const HOME_FIGURES_DEFAULT = 100;

/** null when the count is below the owner's threshold (or unknown): the figure is hidden. */
export const shownFigure = (count: number | null, from: number): number | null => (count !== null && count >= from ? count : null);

/** "10K+" / "+10000": rounded down to its leading digits, never above the count. */
export function homeFigure(tr: Translator, count: number): string {
  const f = tr.m.facts;
  if (count >= 1_000_000) return tr.text(f.figureMillions, { n: Math.floor(count / 1_000_000) });
  if (count >= 1_000) return tr.text(f.figureThousands, { n: Math.floor(count / 1_000) });
  const step = count >= 100 ? 100 : 10;
  return tr.text(f.figurePlus, { n: Math.floor(count / step) * step });
}
