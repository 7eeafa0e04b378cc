import { describe, expect, it } from 'vitest';
import type { Plant } from '@shared/contracts/catalog';
import { untranslated, untranslatedPlant } from '@shared/domain/catalog-text';
import { fromPrice, isOnSale, parseId, stockLevel } from './plant-display';
import { flattenPlantPages, nextPageOffset, readTotalCount } from './plant-pages';

const plant = (id: number, overrides: Partial<Plant> = {}): Plant => ({
  id,
  name: `Plant ${id}`,
  commonName: null,
  scientificName: null,
  family: null,
  origin: null,
  description: null,
  translations: untranslatedPlant(),
  careInstructions: null,
  careLevel: null,
  lightRequirements: null,
  wateringSchedule: null,
  imageUrl: null,
  images: [],
  categoryId: 1,
  featured: false,
  price: '1000.00',
  originalPrice: null,
  stock: 10,
  variants: [{ id, label: '', labelFr: null, labelAr: null, sku: null, price: '1000.00', originalPrice: null, stock: 10 }],
  offers: [],
  rating: null,
  reviewCount: 0,
  petSafe: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  category: { id: 1, name: 'Houseplants', translations: untranslated() },
  ...overrides,
});

describe('isOnSale', () => {
  it('is on sale when the original price is greater than the price', () => {
    expect(isOnSale({ price: '1200.00', originalPrice: '1500.00' })).toBe(true);
  });

  it('is not on sale when the original price is equal, lower or missing', () => {
    expect(isOnSale({ price: '1500.00', originalPrice: '1500.00' })).toBe(false);
    expect(isOnSale({ price: '1500.00', originalPrice: '900.00' })).toBe(false);
    expect(isOnSale({ price: '1500.00', originalPrice: null })).toBe(false);
    expect(isOnSale({ price: null, originalPrice: '1500.00' })).toBe(false);
  });

  it('compares amounts, not strings ("900.00" < "1200.00")', () => {
    expect(isOnSale({ price: '900.00', originalPrice: '1200.00' })).toBe(true);
  });
});

describe('stockLevel', () => {
  it('tells out of stock, low stock and in stock apart', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in');
  });
});

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-3', '1.5', 'abc', '12abc', '9999999999']) expect(parseId(bad)).toBeNull();
  });
});

describe('readTotalCount', () => {
  it('reads X-Total-Count and ignores a missing or malformed header', () => {
    expect(readTotalCount(new Headers({ 'X-Total-Count': '28' }))).toBe(28);
    expect(readTotalCount(new Headers())).toBeNull();
    expect(readTotalCount(new Headers({ 'X-Total-Count': 'many' }))).toBeNull();
  });
});

describe('nextPageOffset', () => {
  const page = (offset: number, count: number, total: number | null) => ({
    offset,
    total,
    plants: Array.from({ length: count }, (_, i) => plant(offset + i + 1)),
  });

  it('continues after the last plant shown while the total is not reached', () => {
    expect(nextPageOffset(page(0, 8, 28))).toBe(8);
    expect(nextPageOffset(page(16, 8, 28))).toBe(24);
  });

  it('stops when the last page is shown', () => {
    expect(nextPageOffset(page(24, 4, 28))).toBeUndefined();
    expect(nextPageOffset(page(0, 8, 8))).toBeUndefined();
  });

  it('stops on an empty page even if the total says otherwise (the catalogue shrank)', () => {
    expect(nextPageOffset(page(8, 0, 28))).toBeUndefined();
  });

  it('stops when the server sent no total (it answered the whole list)', () => {
    expect(nextPageOffset(page(0, 8, null))).toBeUndefined();
  });
});

describe('flattenPlantPages', () => {
  it('joins pages in order without repeating a plant that moved to the next page', () => {
    const pages = [
      { offset: 0, total: 4, plants: [plant(1), plant(2)] },
      { offset: 2, total: 4, plants: [plant(2), plant(3)] },
    ];
    expect(flattenPlantPages(pages).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('fromPrice (docs/contract.md §8)', () => {
  it('is the lowest price of sizes that cost differently', () => {
    expect(fromPrice([{ price: '2900.00' }, { price: '1800.00' }, { price: '4500.00' }])).toBe(180_000);
  });

  it('is null when every size costs the same, or none has a price', () => {
    expect(fromPrice([{ price: '1800.00' }])).toBeNull();
    expect(fromPrice([{ price: '1800.00' }, { price: '1800.00' }, { price: null }])).toBeNull();
    expect(fromPrice([{ price: null }])).toBeNull();
  });
});
