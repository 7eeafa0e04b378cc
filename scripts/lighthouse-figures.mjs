// The figures of a Lighthouse run, their targets (issue 14) and the budget arithmetic, without
// Lighthouse itself: scripts/lighthouse.mjs measures, bench.mjs prints, the unit test checks the rules.

/**
 * The figures of a run and their targets (issue 14): scores out of 100 (higher is better), times in ms
 * and CLS (lower is better). FCP is shown, not budgeted.
 */
export const FIGURES = [
  { key: 'performance', label: 'perf', target: 95, higherIsBetter: true },
  { key: 'accessibility', label: 'a11y', target: 100, higherIsBetter: true },
  { key: 'best-practices', label: 'best pr.', target: 95, higherIsBetter: true },
  { key: 'seo', label: 'SEO', target: 100, higherIsBetter: true },
  { key: 'lcp', label: 'LCP ms', audit: 'largest-contentful-paint', target: 2000, higherIsBetter: false },
  { key: 'cls', label: 'CLS', audit: 'cumulative-layout-shift', target: 0.05, higherIsBetter: false },
  { key: 'tbt', label: 'TBT ms', audit: 'total-blocking-time', target: 200, higherIsBetter: false },
  { key: 'fcp', label: 'FCP ms', audit: 'first-contentful-paint', target: null, higherIsBetter: false },
];

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const show = (f, v) => (v === null || v === undefined ? '' : f.key === 'cls' ? v.toFixed(3) : String(Math.round(v)));
export const meets = (f, v, limit) => (f.higherIsBetter ? v >= limit : v <= limit);

/** Rows for console.table: one per page, each figure's median with its target (and budget, when given) beside. */
export function tableRows(result, budget) {
  return Object.entries(result.pages).map(([page, { median: m }]) => {
    const row = { page };
    for (const f of FIGURES) {
      const limit = budget?.pages?.[page]?.[f.key];
      const ok = f.target === null || meets(f, m[f.key], f.target);
      row[f.label] = `${show(f, m[f.key])}${ok ? '' : ' ✗'}${f.target === null ? '' : ` (${f.higherIsBetter ? '≥' : '≤'}${show(f, f.target)})`}`;
      if (limit !== undefined && !meets(f, m[f.key], limit)) row[f.label] += ` OVER BUDGET ${show(f, limit)}`;
    }
    return row;
  });
}

/** Misses of a run against the budget: [{ page, figure, median, limit }]. */
export function budgetMisses(result, budget) {
  const misses = [];
  for (const [page, { median: m }] of Object.entries(result.pages)) {
    for (const f of FIGURES) {
      const limit = budget.pages[page]?.[f.key];
      if (limit !== undefined && !meets(f, m[f.key], limit)) misses.push({ page, figure: f.label, median: show(f, m[f.key]), limit: show(f, limit) });
    }
  }
  return misses;
}

/**
 * The budget from a run: per page and budgeted figure, the target where the median meets it, else the
 * median; then loosened by the figure's margin (the spread between runs). Never looser than `previous`.
 */
export function budgetFrom(result, margins, previous) {
  const pages = {};
  for (const [page, { median: m }] of Object.entries(result.pages)) {
    pages[page] = {};
    for (const f of FIGURES) {
      if (f.target === null || margins[f.key] === undefined) continue;
      const base = f.higherIsBetter ? Math.min(f.target, m[f.key]) : Math.max(f.target, m[f.key]);
      let limit = f.higherIsBetter ? base - margins[f.key] : base + margins[f.key];
      // Rounded towards loose (CLS to 3 decimals, the rest to whole numbers), never tighter than computed.
      const unit = f.key === 'cls' ? 1000 : 1;
      const scaled = Math.round(limit * unit * 1000) / 1000; // drops float noise (0.05 + 0.02 = 0.07000000000000001)
      limit = (f.higherIsBetter ? Math.floor(scaled) : Math.ceil(scaled)) / unit;
      const before = previous?.pages?.[page]?.[f.key];
      if (before !== undefined) limit = f.higherIsBetter ? Math.max(limit, before) : Math.min(limit, before);
      pages[page][f.key] = limit;
    }
  }
  return pages;
}

/**
 * The spread between runs: per page and figure, min/median/max of the runs; and per figure the margin a
 * budget allows (docs/decisions/014): the largest drop, over the pages, from a page's median to its
 * second-worst run (median − second-lowest for a score, second-highest − median for a time or CLS).
 * The check compares a median of 3 runs, which is that bad only when two of its three runs are; one
 * burst of load in a single run does not count.
 */
export function spreadOf(pages) {
  const rows = [];
  const margin = {};
  for (const [page, runs] of Object.entries(pages)) {
    const row = { page };
    for (const f of FIGURES) {
      const values = runs.map((r) => r[f.key]).sort((a, b) => a - b);
      const mid = median(values);
      row[f.label] = `${show(f, values[0])}/${show(f, mid)}/${show(f, values.at(-1))}`;
      const secondWorst = values.length < 3 ? (f.higherIsBetter ? values[0] : values.at(-1)) : f.higherIsBetter ? values[1] : values.at(-2);
      margin[f.key] = Math.max(margin[f.key] ?? 0, f.higherIsBetter ? mid - secondWorst : secondWorst - mid);
    }
    rows.push(row);
  }
  return { rows, margin };
}
