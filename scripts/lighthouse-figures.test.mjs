import { describe, expect, it } from 'vitest';
import { budgetFrom, budgetMisses, median, spreadOf } from './lighthouse-figures.mjs';

const figures = (over = {}) => ({ performance: 80, accessibility: 100, 'best-practices': 100, seo: 100, lcp: 3500, cls: 0, tbt: 150, fcp: 3000, ...over });
const run = (pages) => ({ pages: Object.fromEntries(Object.entries(pages).map(([p, m]) => [p, { median: m }])) });
const margins = { performance: 14, accessibility: 0, 'best-practices': 0, seo: 0, lcp: 650, cls: 0.02, tbt: 270 };

describe('Lighthouse budget', () => {
  it('is the target where the median meets it and today’s median where not, each loosened by its margin', () => {
    const { '/': home } = budgetFrom(run({ '/': figures({ performance: 78, lcp: 3772.4, cls: 0.01, tbt: 80 }) }), margins, null);
    expect(home).toEqual({
      performance: 64, // median 78 < target 95: 78 − 14
      accessibility: 100, // 100 meets 100: the target
      'best-practices': 95,
      seo: 100,
      lcp: 4423, // 3772.4 + 650, rounded towards loose
      cls: 0.07, // 0.01 meets 0.05: 0.05 + 0.02
      tbt: 470, // 80 meets 200: 200 + 270
    });
  });

  it('never loosens a budget already written (a ratchet), and tightens after an improvement', () => {
    const previous = { pages: { '/': { performance: 70, lcp: 4000 } } };
    const worse = budgetFrom(run({ '/': figures({ performance: 60, lcp: 5000 }) }), margins, previous);
    expect(worse['/']).toMatchObject({ performance: 70, lcp: 4000 });
    const better = budgetFrom(run({ '/': figures({ performance: 90, lcp: 2500 }) }), margins, previous);
    expect(better['/']).toMatchObject({ performance: 76, lcp: 3150 });
  });

  it('is missed by a score under its floor and by a time or CLS over its ceiling, not by a figure on the line', () => {
    const budget = { pages: { '/shop': { performance: 58, accessibility: 98, lcp: 4727, cls: 0.07, tbt: 587 } } };
    expect(budgetMisses(run({ '/shop': figures({ performance: 58, accessibility: 98, lcp: 4727, cls: 0.07, tbt: 587 }) }), budget)).toEqual([]);
    const misses = budgetMisses(run({ '/shop': figures({ performance: 57, accessibility: 100, lcp: 4728, cls: 0.02, tbt: 900 }) }), budget);
    expect(misses.map((m) => m.figure)).toEqual(['perf', 'LCP ms', 'TBT ms']);
  });
});

describe('spread between runs', () => {
  it('takes, per figure, the largest drop from a page’s median to its second-worst run (one burst in one run does not count)', () => {
    const { margin, rows } = spreadOf({
      '/': [figures({ performance: 86, tbt: 126 }), figures({ performance: 78, tbt: 173 }), figures({ performance: 40, tbt: 900 }), figures({ performance: 71, tbt: 439 }), figures({ performance: 80, tbt: 150 })],
      '/faq': [figures({ performance: 81, tbt: 100 }), figures({ performance: 78, tbt: 189 }), figures({ performance: 74, tbt: 421 })],
    });
    expect(margin).toMatchObject({ performance: 7, tbt: 266, accessibility: 0 });
    expect(rows[0]).toMatchObject({ page: '/', perf: '40/78/86', 'TBT ms': '126/173/900' });
  });

  it('median of an even count is the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
