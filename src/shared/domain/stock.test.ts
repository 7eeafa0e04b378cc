import { describe, expect, it } from 'vitest';
import { LOW_STOCK_THRESHOLD, stockLevel } from './stock';

describe('stockLevel', () => {
  it('flags nothing left as out, up to the threshold as low, above it as ok', () => {
    expect(stockLevel(0)).toBe('out');
    expect(stockLevel(-1)).toBe('out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(LOW_STOCK_THRESHOLD)).toBe('low');
    expect(stockLevel(LOW_STOCK_THRESHOLD + 1)).toBe('ok');
  });
});
