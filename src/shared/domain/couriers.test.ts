import { describe, expect, it } from 'vitest';
import { outcomeRates } from './couriers';

describe('outcomeRates', () => {
  it('shares the finished parcels between delivered and returned, in whole percents adding up to 100', () => {
    expect(outcomeRates(3, 1)).toEqual({ delivered: 75, returned: 25 });
    expect(outcomeRates(2, 1)).toEqual({ delivered: 67, returned: 33 });
    expect(outcomeRates(1, 0)).toEqual({ delivered: 100, returned: 0 });
  });

  it('says nothing before a parcel reached its end', () => {
    expect(outcomeRates(0, 0)).toBeNull();
  });
});
