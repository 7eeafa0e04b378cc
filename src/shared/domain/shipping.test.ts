import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, DEFAULT_WILAYA_RATES, parseWilayaCode, quote, ShippingError, type ShippingRules } from './shipping';
import { SHIPPING_ZONES, zoneSummaries } from './shop-facts';
import { WILAYAS } from './wilayas';

const rules: ShippingRules = {
  minFreeShipping: 500_000,
  shippingFee: 40_000,
  rates: [
    { wilaya: 31, home: 40_000, desk: 20_000, days: { min: 2, max: 3 } },
    { wilaya: 11, home: 100_000, desk: null, days: { min: 5, max: 8 } },
  ],
};

describe('shipping quote', () => {
  it('charges the wilaya rate for home or stop-desk', () => {
    expect(quote(180_000, 31, 'home', rules)).toMatchObject({ fee: 40_000, free: false, freeFrom: 500_000 });
    expect(quote(180_000, 31, 'desk', rules).fee).toBe(20_000);
  });

  it('falls back to the flat fee for a wilaya without a rate, or no wilaya', () => {
    expect(quote(180_000, 16, 'home', rules)).toMatchObject({ fee: 40_000, rate: null });
    expect(quote(180_000, undefined, 'desk', rules).fee).toBe(40_000);
  });

  it('ships free from the threshold everywhere, and an empty order ships nothing', () => {
    expect(quote(499_999, 11, 'home', rules).fee).toBe(100_000);
    expect(quote(500_000, 11, 'home', rules)).toMatchObject({ fee: 0, free: true });
    expect(quote(0, 31, 'home', rules).fee).toBe(0);
    expect(amountToFreeShipping(450_000, rules)).toBe(50_000);
    expect(amountToFreeShipping(600_000, rules)).toBe(0);
  });

  it('refuses an unknown wilaya and a stop-desk where there is none', () => {
    expect(() => quote(1, 70, 'home', rules)).toThrow(ShippingError);
    expect(() => quote(1, 11, 'desk', rules)).toThrow(new ShippingError('no_desk'));
    expect(parseWilayaCode('31')).toBe(31);
    expect(parseWilayaCode(' 9 ')).toBe(9);
    expect(parseWilayaCode('68')).toBe(68); // a wilaya of law 26-06: known; whether it operates yet is the server's call (decision 019)
    for (const bad of ['0', '70', 'Oran', '3.1', '']) expect(parseWilayaCode(bad), bad).toBeUndefined();
  });
});

describe('the seeded rates and the help pages agree', () => {
  it('seeds every wilaya, stop-desk cheaper than home, none in the far south', () => {
    expect(DEFAULT_WILAYA_RATES).toHaveLength(WILAYAS.length);
    for (const r of DEFAULT_WILAYA_RATES) if (r.desk !== null) expect(r.desk).toBeLessThan(r.home);
    expect(DEFAULT_WILAYA_RATES.find((r) => r.wilaya === 31)).toMatchObject({ home: 40_000, desk: 20_000 });
    expect(DEFAULT_WILAYA_RATES.find((r) => r.wilaya === 11)?.desk).toBeNull();
  });

  it('summarises each zone from the table the checkout prices with', () => {
    for (const zone of SHIPPING_ZONES) {
      const fees = DEFAULT_WILAYA_RATES.filter((r) => WILAYAS.find((w) => w.code === r.wilaya)?.zone === zone.id).map((r) => r.home);
      expect(zone.price, zone.id).toEqual({ min: Math.min(...fees), max: Math.max(...fees) });
    }
    const oranOnly = zoneSummaries([{ wilaya: 31, home: 45_000, desk: null, days: { min: 1, max: 2 } }], 70_000);
    expect(oranOnly.find((z) => z.id === 'north')?.price).toEqual({ min: 45_000, max: 70_000 });
  });
});
