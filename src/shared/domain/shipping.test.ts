import { describe, expect, it } from 'vitest';
import { amountToFreeShipping, DEFAULT_WILAYA_RATES, parseWilayaCode, quote, rateOf, ShippingError, type ShippingRules } from './shipping';
import { SHIPPING_ZONES, zoneSummaries } from './shop-facts';
import { ALL_WILAYAS, NEW_WILAYAS, WILAYAS } from './wilayas';

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

describe('the 11 wilayas of law 26-06', () => {
  const seeded: ShippingRules = { minFreeShipping: 500_000, shippingFee: 40_000, rates: DEFAULT_WILAYA_RATES };

  it("are charged their mother's rate (home, stop-desk, days) while the table has no row of theirs", () => {
    const msila = DEFAULT_WILAYA_RATES.find((r) => r.wilaya === 28)!;
    expect(msila.desk).not.toBeNull();
    // Bou Saâda (68) was carved from M'Sila (28): home and stop-desk at M'Sila's price, not the flat fee.
    expect(quote(180_000, 68, 'home', seeded)).toMatchObject({ fee: msila.home, rate: { wilaya: 68, home: msila.home, desk: msila.desk, days: msila.days } });
    expect(quote(180_000, 68, 'desk', seeded).fee).toBe(msila.desk);
    for (const w of NEW_WILAYAS) expect(rateOf(w.code, DEFAULT_WILAYA_RATES), w.name).toEqual({ ...DEFAULT_WILAYA_RATES.find((r) => r.wilaya === w.mother)!, wilaya: w.code });
  });

  it('take their own row once the owner gives them one, and the flat fee when neither has a row', () => {
    const own = { wilaya: 68, home: 90_000, desk: null, days: { min: 4, max: 5 } };
    expect(quote(180_000, 68, 'home', { ...seeded, rates: [...DEFAULT_WILAYA_RATES, own] }).fee).toBe(90_000);
    expect(() => quote(180_000, 68, 'desk', { ...seeded, rates: [...DEFAULT_WILAYA_RATES, own] })).toThrow(new ShippingError('no_desk'));
    expect(quote(180_000, 68, 'home', rules)).toMatchObject({ fee: 40_000, rate: null });
  });

  it('sit in their mother\'s zone, so the seeded zones read the same over the 58 and the 69', () => {
    for (const w of NEW_WILAYAS) expect(w.zone, w.name).toBe(WILAYAS.find((m) => m.code === w.mother)!.zone);
    expect(zoneSummaries(DEFAULT_WILAYA_RATES, undefined, ALL_WILAYAS)).toEqual(SHIPPING_ZONES);
  });

  it('count in their zone from the switch date: a row of their own moves the zone only over the 69', () => {
    const dear = [...DEFAULT_WILAYA_RATES, { wilaya: 68, home: 150_000, desk: null, days: { min: 6, max: 9 } }];
    const highlands = (wilayas = WILAYAS) => zoneSummaries(dear, undefined, wilayas).find((z) => z.id === 'highlands')!;
    expect(highlands().price.max).toBe(60_000);
    expect(highlands(ALL_WILAYAS)).toMatchObject({ price: { max: 150_000 }, delayDays: { max: 9 } });
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
