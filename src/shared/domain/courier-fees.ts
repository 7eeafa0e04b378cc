import type { Centimes } from './money';
import { DEFAULT_WILAYA_RATES, type WilayaRate } from './shipping';

/**
 * One truth for fees (issue 24 item 4; decision 018 "Courier fees"): the owner's per-wilaya table is
 * what customers pay; a courier's own fees are shown beside it and may be imported into it. This is
 * the one rule for that import, used by the preview (how many wilayas change) and by the import itself.
 */

/** The courier's fee to a wilaya (1–58), integer centimes; null where it has no such service. */
export interface CourierWilayaFee {
  wilaya: number;
  home: Centimes | null;
  desk: Centimes | null;
}

export interface RateChange {
  wilaya: number;
  before: { home: Centimes; desk: Centimes | null } | null;
  after: { home: Centimes; desk: Centimes | null };
}

/**
 * The table after importing the courier's fees: a wilaya the courier quotes takes its home and desk
 * figures; a service it does not quote keeps the table's figure (an import never withdraws stop-desk
 * delivery, nor prices home delivery at nothing); a wilaya it does not serve at all keeps its row.
 * Delivery days are the table's (a new row takes the default days of its zone; its home fee, when the
 * courier quotes only a desk, is the shop's flat fee). Returns the new table and the rows that differ.
 */
export function mergeCourierFees(rates: readonly WilayaRate[], fees: readonly CourierWilayaFee[], flatFee: Centimes): { rates: WilayaRate[]; changes: RateChange[] } {
  const byWilaya = new Map(rates.map((r) => [r.wilaya, r]));
  const changes: RateChange[] = [];
  for (const fee of fees) {
    if (fee.home === null && fee.desk === null) continue;
    const row = byWilaya.get(fee.wilaya);
    const days = row?.days ?? DEFAULT_WILAYA_RATES.find((r) => r.wilaya === fee.wilaya)?.days;
    if (!days) continue; // not a wilaya of ours
    const after = { home: fee.home ?? row?.home ?? flatFee, desk: fee.desk ?? row?.desk ?? null };
    if (row && row.home === after.home && row.desk === after.desk) continue;
    changes.push({ wilaya: fee.wilaya, before: row ? { home: row.home, desk: row.desk } : null, after });
    byWilaya.set(fee.wilaya, { wilaya: fee.wilaya, ...after, days });
  }
  return { rates: [...byWilaya.values()].sort((a, b) => a.wilaya - b.wilaya), changes };
}
