import { describe, expect, it } from 'vitest';
import type { PlantVariant } from '@shared/contracts/catalog';
import type { CartItem } from '@shared/domain/cart';
import { decideAdd, inSize, type CartPlant } from './add-to-cart';

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

describe('a plant’s sizes in the cart (docs/contract.md §8)', () => {
  const size = (id: number, label: string, price: string, stock: number): PlantVariant => ({ id, label, labelFr: null, labelAr: null, sku: null, price, originalPrice: null, stock });
  const monstera: CartPlant = { id: 5, name: 'Monstera', price: '1800.00', imageUrl: null, stock: 5, variants: [size(51, '12 cm pot', '1800.00', 5), size(52, '17 cm pot', '2900.00', 1), size(53, '21 cm pot', '4500.00', 0)] };

  it('takes the chosen size’s id, names, price and stock', () => {
    expect(inSize(monstera, monstera.variants![1])).toMatchObject({ variantId: 52, size: { label: '17 cm pot' }, price: '2900.00', stock: 1 });
  });

  it('does not guess a size: with several and none chosen, the buyer chooses first', () => {
    expect(inSize(monstera)).toBeNull();
    expect(decideAdd([], inSize(monstera))).toBe('choose-size');
  });

  it('buys a plant sold in one size in that size, naming no size', () => {
    const one = inSize({ ...aloe, variants: [size(71, '', '800.00', 2)] })!;
    expect(one).toMatchObject({ variantId: 71, price: '800.00', stock: 2 });
    expect(one).not.toHaveProperty('size');
  });

  it('counts each size’s stock on its own line', () => {
    const large = inSize(monstera, monstera.variants![1])!;
    const oneLarge: CartItem[] = [{ id: 5, variantId: 52, name: 'Monstera', price: '2900.00', imageUrl: '/m.svg', quantity: 1, stock: 1 }];
    expect(decideAdd(oneLarge, large)).toBe('at-stock-limit');
    expect(decideAdd(oneLarge, inSize(monstera, monstera.variants![0]))).toBe('add');
    expect(decideAdd([], inSize(monstera, monstera.variants![2]))).toBe('out-of-stock');
  });
});
