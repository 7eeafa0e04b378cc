import type { Translator } from '../messages';
import { NO_BREAK } from './no-break';

/**
 * What identification covers now, and the words that promise it (docs/contract.md §6, docs/decisions 024).
 * Kept apart from shop-facts.ts: Home and the identify page need these few lines, not the shop's
 * shipping tables. The spec's "over 10000 species" holds only for some engines: what the shop
 * promises is computed from the engine answering first, never written down.
 */
export const COVERAGE_SCOPES = ['shop', 'species', 'world'] as const;
/** What identification covers now (GET /api/identify/engines `coverage`, IdentifyCoverageSchema). */
export interface IdentifyCoverage {
  scope: (typeof COVERAGE_SCOPES)[number];
  species: number | null;
}
/** Until the engines are known: the promise of the embedded matcher, the one engine always there. */
export const SHOP_COVERAGE: IdentifyCoverage = { scope: 'shop', species: null };

/** "10,000" in English; "10 000" (no-break space) in French and Arabic. Latin digits always. */
export function formatInteger(tr: Translator, n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, tr.locale === 'en' ? ',' : NO_BREAK);
}

/** Rounded down to two significant figures: 84,612 → 84,000; 1,081 → 1,000; under 100, as it is. */
export function roundedDown(n: number): number {
  if (n < 100) return n;
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.floor(n / unit) * unit;
}

/**
 * What identification covers, in a phrase: "over 84,000 species" (a figure the engine declares,
 * rounded down: "over" only when it is), "plants from all over the world" (an engine with no figure),
 * "the plants of our shop" (the embedded matcher).
 */
export function coverageText(tr: Translator, coverage: IdentifyCoverage): string {
  const f = tr.m.facts;
  if (coverage.scope === 'shop') return f.coverageShop;
  if (coverage.scope === 'world' || coverage.species === null) return f.coverageWorld;
  const rounded = roundedDown(coverage.species);
  if (rounded < coverage.species) return tr.text(f.speciesCount, { n: formatInteger(tr, rounded) });
  // A counted text fills `{count}` with bare digits: the figure is written with its thousands separator.
  return tr.text(f.speciesExact, { count: rounded }).replace(String(rounded), formatInteger(tr, rounded));
}

