import { describe, expect, it } from 'vitest';
import { mergeCourierFees } from './courier-fees';
import type { WilayaRate } from './shipping';

const days = { min: 2, max: 4 };
const rates: WilayaRate[] = [
  { wilaya: 16, home: 40_000, desk: 25_000, days: { min: 1, max: 2 } },
  { wilaya: 31, home: 60_000, desk: 40_000, days },
  { wilaya: 1, home: 120_000, desk: null, days },
];

describe('mergeCourierFees', () => {
  it("takes the courier's figures and keeps each wilaya's days", () => {
    const { rates: after, changes } = mergeCourierFees(rates, [{ wilaya: 31, home: 70_000, desk: 50_000 }], 60_000);
    expect(after.find((r) => r.wilaya === 31)).toEqual({ wilaya: 31, home: 70_000, desk: 50_000, days });
    expect(changes).toEqual([{ wilaya: 31, before: { home: 60_000, desk: 40_000 }, after: { home: 70_000, desk: 50_000 } }]);
  });

  it("keeps the table's figure for a service the courier does not quote, and the row of a wilaya it does not serve", () => {
    const { rates: after, changes } = mergeCourierFees(rates, [{ wilaya: 16, home: 45_000, desk: null }, { wilaya: 1, home: null, desk: null }], 60_000);
    expect(after.find((r) => r.wilaya === 16)).toMatchObject({ home: 45_000, desk: 25_000 });
    expect(after.find((r) => r.wilaya === 1)).toEqual(rates[2]);
    expect(changes.map((c) => c.wilaya)).toEqual([16]);
  });

  it('adds a row for a wilaya without one (default days; the flat fee when only a desk is quoted); an equal figure is no change', () => {
    const { rates: after, changes } = mergeCourierFees(rates, [{ wilaya: 9, home: null, desk: 30_000 }, { wilaya: 16, home: 40_000, desk: 25_000 }], 60_000);
    const blida = after.find((r) => r.wilaya === 9)!;
    expect(blida).toMatchObject({ home: 60_000, desk: 30_000 });
    expect(blida.days.max).toBeGreaterThanOrEqual(blida.days.min);
    expect(changes).toEqual([{ wilaya: 9, before: null, after: { home: 60_000, desk: 30_000 } }]);
    expect(after.map((r) => r.wilaya)).toEqual([1, 9, 16, 31]);
  });
});
