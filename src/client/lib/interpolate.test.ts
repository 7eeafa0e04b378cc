import { describe, expect, it } from 'vitest';
import { countText, interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills every known placeholder', () => {
    expect(interpolate('{name} has been added ({n})', { name: 'Aloe Vera', n: 2 })).toBe('Aloe Vera has been added (2)');
  });

  it('leaves unknown placeholders untouched', () => {
    expect(interpolate('Results for {q}', {})).toBe('Results for {q}');
  });
});

describe('countText', () => {
  it('uses the singular text for exactly one', () => {
    expect(countText(1, '1 item', '{n} items')).toBe('1 item');
  });

  it('uses the plural text for zero and many', () => {
    expect(countText(0, '1 item', '{n} items')).toBe('0 items');
    expect(countText(12, '1 item', '{n} items')).toBe('12 items');
  });
});
