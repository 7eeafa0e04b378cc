import { describe, expect, it } from 'vitest';
import { orderNumber, orderStatusVariant, orderTotals, totalsAgree, withDiscount } from './order';


describe('order rules', () => {
  it('totals lines in integer centimes', () => {
    expect(orderTotals([{ unitPrice: 150_050, quantity: 2 }, { unitPrice: 99_999, quantity: 1 }], () => 40_000)).toEqual({
      subtotal: 400_099,
      shipping: 40_000,
      discount: 0,
      total: 440_099,
    });
  });

  it('takes a discount off, never below a total of 0', () => {
    const totals = { subtotal: 100_000, shipping: 40_000, discount: 0, total: 140_000 };
    expect(withDiscount(totals, 25_000)).toEqual({ ...totals, discount: 25_000, total: 115_000 });
    expect(withDiscount(totals, 500_000)).toEqual({ ...totals, discount: 140_000, total: 0 });
    expect(withDiscount(totals, -5)).toEqual(totals);
  });

  it('accepts a client total within 0.005 DA only', () => {
    expect(totalsAgree(1500, 150_000)).toBe(true);
    expect(totalsAgree(1500.005, 150_000)).toBe(true);
    expect(totalsAgree(1500.01, 150_000)).toBe(false);
    expect(totalsAgree(1499.99, 150_000)).toBe(false);
    expect(totalsAgree(Number.NaN, 150_000)).toBe(false);
  });

  it('names an order by the last 8 characters of its id and styles statuses as the spec says', () => {
    expect(orderNumber('0b6f7c1e-4a59-4a7e-9d1c-2f3e4d5c6b7a')).toBe('#4d5c6b7a');
    expect(['delivered', 'shipped', 'processing', 'pending', 'cancelled'].map(orderStatusVariant)).toEqual([
      'default',
      'secondary',
      'outline',
      'destructive',
      'destructive',
    ]);
  });
});
