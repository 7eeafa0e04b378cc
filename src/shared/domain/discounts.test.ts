import { describe, expect, it } from 'vitest';
import { couponAmount, couponRefusal, offerFor, offerUnitPrice, percentOf, type CouponRules } from './discounts';

const rules = (overrides: Partial<CouponRules> = {}): CouponRules => ({
  active: true,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 0,
  minSubtotal: 0,
  firstOrderOnly: false,
  maxUsesPerCustomer: null,
  ...overrides,
});
const now = new Date('2026-12-02T10:00:00Z');

describe('discount rules (docs/decisions/036-codes-and-offers.md)', () => {
  it('takes a percentage half up to the centime', () => {
    expect(percentOf(123_455, 10)).toBe(12_346);
    expect(percentOf(123_445, 10)).toBe(12_345); // 12 344,5 centimes → 12 345
    expect(percentOf(199, 50)).toBe(100);
    expect(percentOf(100_000, 100)).toBe(100_000);
  });

  it('picks the largest offer a quantity reaches', () => {
    const offers = [{ minQuantity: 2, percentOff: 10 }, { minQuantity: 5, percentOff: 20 }];
    expect(offerFor(offers, 1)).toBeUndefined();
    expect(offerFor(offers, 4)).toEqual({ minQuantity: 2, percentOff: 10 });
    expect(offerFor(offers, 5)).toEqual({ minQuantity: 5, percentOff: 20 });
    expect(offerUnitPrice(180_000, offerFor(offers, 5))).toBe(144_000);
    expect(offerUnitPrice(180_000, undefined)).toBe(180_000);
  });

  it('never takes more than the subtotal, and frees exactly the shipping', () => {
    expect(couponAmount({ kind: 'fixed', value: 500_000 }, 180_000, 40_000)).toBe(180_000);
    expect(couponAmount({ kind: 'percent', value: 100 }, 180_000, 40_000)).toBe(180_000);
    expect(couponAmount({ kind: 'free_shipping', value: 0 }, 180_000, 40_000)).toBe(40_000);
  });

  it('names the first thing that stops a code, in order', () => {
    expect(couponRefusal(undefined, 0, now)).toEqual({ reason: 'unknown' });
    expect(couponRefusal(rules({ active: false }), 0, now)).toEqual({ reason: 'unknown' });
    expect(couponRefusal(rules({ startsAt: new Date('2026-12-03T00:00:00Z') }), 0, now)).toEqual({ reason: 'notStarted' });
    expect(couponRefusal(rules({ endsAt: now }), 0, now)).toEqual({ reason: 'expired' });
    expect(couponRefusal(rules({ maxUses: 3, uses: 3 }), 0, now)).toEqual({ reason: 'usedUp' });
    expect(couponRefusal(rules({ minSubtotal: 500_000 }), 499_999, now)).toEqual({ reason: 'minSubtotal', minSubtotal: 500_000 });
    expect(couponRefusal(rules({ minSubtotal: 500_000 }), 500_000, now)).toBeNull();
    expect(couponRefusal(rules({ firstOrderOnly: true }), 0, now, { earlierOrders: 1, earlierUses: 0 })).toEqual({ reason: 'firstOrderOnly' });
    expect(couponRefusal(rules({ maxUsesPerCustomer: 1 }), 0, now, { earlierOrders: 1, earlierUses: 1 })).toEqual({ reason: 'alreadyUsed' });
    // Nobody known yet: the per-customer rules wait for the order.
    expect(couponRefusal(rules({ firstOrderOnly: true, maxUsesPerCustomer: 1 }), 0, now)).toBeNull();
  });
});
