import { describe, expect, it } from 'vitest';
import { parseRateAuditValue, rateAuditWilaya, rateChangesOf } from './rates-audit';

const oran = { wilaya: 31, home: 60_000, desk: 40_000, days: { min: 2, max: 4 } };
const alger = { wilaya: 16, home: 40_000, desk: null, days: { min: 1, max: 2 } };

describe('the rates table in the audit log', () => {
  it('writes one line per wilaya whose row changed, added or went, and none for the others', () => {
    const after = [{ ...oran, desk: 45_000 }, { wilaya: 5, home: 90_000, desk: null, days: { min: 3, max: 5 } }];
    expect(rateChangesOf([alger, oran], after)).toEqual([
      ['shippingRate:5', '', '900.00 / — / 3-5'],
      ['shippingRate:16', '400.00 / — / 1-2', ''],
      ['shippingRate:31', '600.00 / 400.00 / 2-4', '600.00 / 450.00 / 2-4'],
    ]);
    expect(rateChangesOf([alger, oran], [oran, alger])).toEqual([]);
  });

  it('reads its lines back for the Audit log tab', () => {
    expect(rateAuditWilaya('shippingRate:31')).toBe(31);
    expect(rateAuditWilaya('bankRib')).toBeUndefined();
    expect(parseRateAuditValue('600.00 / — / 2-4')).toEqual({ home: '600.00', desk: null, days: { min: 2, max: 4 } });
    expect(parseRateAuditValue('')).toBeNull();
  });
});
