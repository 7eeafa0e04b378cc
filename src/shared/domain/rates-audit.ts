import { toMoneyString } from './money';
import type { WilayaRate } from './shipping';

/**
 * The shipping rates table in the settings' audit log (docs/contract.md §2: every settings change is
 * audited): one line per wilaya whose row changed, keyed `shippingRate:<code>`, each side written
 * `home / desk / days` in DA ("600.00 / 400.00 / 2-4"; "—" for no stop-desk; empty for no row). The
 * server writes it (shipping.service), the owner's Audit log tab reads it in the reader's language.
 */
const PREFIX = 'shippingRate:';

export const rateAuditKey = (wilaya: number) => `${PREFIX}${wilaya}`;

export const rateAuditValue = (rate: WilayaRate | undefined): string =>
  rate ? `${toMoneyString(rate.home)} / ${rate.desk === null ? '—' : toMoneyString(rate.desk)} / ${rate.days.min}-${rate.days.max}` : '';

/** The wilaya of an audit line about the rates table; undefined for any other setting. */
export function rateAuditWilaya(key: string): number | undefined {
  const code = key.startsWith(PREFIX) ? Number(key.slice(PREFIX.length)) : NaN;
  return Number.isInteger(code) ? code : undefined;
}

export interface AuditedRate {
  home: string;
  /** null: no stop-desk. */
  desk: string | null;
  days: { min: number; max: number };
}

/** One side of such a line read back; null when there was no row (or the text is not one). */
export function parseRateAuditValue(value: string): AuditedRate | null {
  const match = /^(\d+\.\d{2}) \/ (\d+\.\d{2}|—) \/ (\d+)-(\d+)$/.exec(value);
  if (!match) return null;
  const [, home, desk, min, max] = match as unknown as [string, string, string, string, string];
  return { home, desk: desk === '—' ? null : desk, days: { min: Number(min), max: Number(max) } };
}

/** The audit lines (key, before, after) that turn the table `before` into `after`: one per wilaya that differs. */
export function rateChangesOf(before: readonly WilayaRate[], after: readonly WilayaRate[]): [key: string, before: string, after: string][] {
  const was = new Map(before.map((r) => [r.wilaya, rateAuditValue(r)]));
  const now = new Map(after.map((r) => [r.wilaya, rateAuditValue(r)]));
  const wilayas = [...new Set([...was.keys(), ...now.keys()])].sort((a, b) => a - b);
  return wilayas.filter((w) => (was.get(w) ?? '') !== (now.get(w) ?? '')).map((w) => [rateAuditKey(w), was.get(w) ?? '', now.get(w) ?? '']);
}
