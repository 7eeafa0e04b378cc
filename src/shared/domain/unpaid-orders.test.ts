import { describe, expect, it } from 'vitest';
import { awaitsPayment, holdsStockUnpaid, paymentDueAt, UNPAID_LIMITS, unitCapBroken } from './unpaid-orders';

const rules = { unpaidUnitsPerOrder: 20, unpaidUnitsPerAccount: 40, bankTransferDays: 7, cardPaymentMinutes: 60 };
const placed = new Date('2026-11-25T10:00:00Z');

describe('unpaid orders (docs/contract.md §2)', () => {
  it('gives a bank transfer its days and a card checkout its minutes; no deadline for cash on delivery nor a card paid at the order', () => {
    expect(paymentDueAt('bank_transfer', placed, rules)?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(paymentDueAt('chargily', placed, rules)?.toISOString()).toBe('2026-11-25T11:00:00.000Z');
    expect(paymentDueAt('cod', placed, rules)).toBeNull();
    expect(paymentDueAt('stripe', placed, rules)).toBeNull();
    expect(paymentDueAt('bitcoin', placed, rules)).toBeNull();
  });

  it('caps every method that can hold stock unpaid, and only those', () => {
    expect(['bank_transfer', 'cod', 'chargily'].every(holdsStockUnpaid)).toBe(true);
    expect(holdsStockUnpaid('stripe')).toBe(false);
  });

  it('names the first cap an order breaks: its own size, then what the account holds with it', () => {
    expect(unitCapBroken(rules, 20, 20)).toBeNull();
    expect(unitCapBroken(rules, 21, 0)).toEqual({ cap: 'order', max: 20 });
    expect(unitCapBroken(rules, 21, 39)).toEqual({ cap: 'order', max: 20 });
    expect(unitCapBroken(rules, 1, 40)).toEqual({ cap: 'account', max: 40, held: 40 });
  });

  it('lets a payment change only while the order is placed and unpaid', () => {
    expect(awaitsPayment({ orderStatus: 'pending', paymentStatus: 'failed' })).toBe(true);
    expect(awaitsPayment({ orderStatus: 'pending', paymentStatus: 'completed' })).toBe(false);
    expect(awaitsPayment({ orderStatus: 'processing', paymentStatus: 'pending' })).toBe(false);
    expect(awaitsPayment({ orderStatus: 'cancelled', paymentStatus: 'failed' })).toBe(false);
  });

  it('offers defaults inside their own bounds', () => {
    for (const limit of Object.values(UNPAID_LIMITS)) {
      expect(limit.default).toBeGreaterThanOrEqual(limit.min);
      expect(limit.default).toBeLessThanOrEqual(limit.max);
    }
  });
});
