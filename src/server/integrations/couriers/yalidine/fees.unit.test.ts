import { describe, expect, it } from 'vitest';
import { usualFee } from './index';

describe("usualFee (one figure per wilaya from Yalidine's per-commune fees)", () => {
  it('is the fee most communes pay, the lower on a tie, null when none has the service', () => {
    expect(usualFee([700, 700, 850, 700])).toBe(700);
    expect(usualFee([900, 700])).toBe(700);
    expect(usualFee([900, 900, 700, 700, 1000])).toBe(700);
    expect(usualFee([null, null])).toBeNull();
    expect(usualFee([])).toBeNull();
    expect(usualFee([null, 0, 500])).toBe(500);
  });
});
