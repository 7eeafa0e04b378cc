import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills every known placeholder', () => {
    expect(interpolate('{name} has been added ({n})', { name: 'Aloe Vera', n: 2 })).toBe('Aloe Vera has been added (2)');
  });

  it('leaves unknown placeholders untouched', () => {
    expect(interpolate('Results for {q}', {})).toBe('Results for {q}');
  });
});

