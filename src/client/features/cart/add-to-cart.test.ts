import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shared/domain/cart';
import { decideAdd, type CartPlant } from './add-to-cart';

const aloe: CartPlant = { id: 7, name: 'Aloe Vera', price: '800.00', imageUrl: null, stock: 2 };
const inCart = (quantity: number): CartItem[] => [{ id: 7, name: 'Aloe Vera', price: '800.00', imageUrl: '/a.svg', quantity, stock: 2 }];

describe('decideAdd', () => {
  it('adds a priced plant in stock', () => {
    expect(decideAdd([], aloe)).toBe('add');
    expect(decideAdd(inCart(1), aloe)).toBe('add');
  });

  it('refuses a plant without a price (Price Not Available)', () => {
    expect(decideAdd([], { ...aloe, price: null })).toBe('no-price');
    expect(decideAdd([], { ...aloe, price: 'n/a' })).toBe('no-price');
  });

  it('refuses a plant with stock 0', () => {
    expect(decideAdd([], { ...aloe, stock: 0 })).toBe('out-of-stock');
  });

  it('refuses once the cart already holds the whole stock', () => {
    expect(decideAdd(inCart(2), aloe)).toBe('at-stock-limit');
  });
});
