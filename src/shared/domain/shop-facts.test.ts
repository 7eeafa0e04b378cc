import { t } from '../messages/catalogues';
import {
  formatDelay,
  formatHours,
  formatPriceRange,
  formatWorkingDays,
  livePlantShippingDays,
  livePlantShippingDaysProse,
  openingHours,
  coverageText,
  roundedDown,
} from './shop-facts';
import { describe, expect, it } from 'vitest';
import {
  algiersClock,
  DEFAULT_FREE_SHIPPING_THRESHOLD,
  DEFAULT_SHIPPING_FEE,
  isCoveredBySurvivalGuarantee,
  isOpenAt,
  isWithinReturnWindow,
  nextLivePlantShippingDay,
  qualifiesForFreeShipping,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  returnDeadline,
  SHIPPING_ZONES,
  shippingZone,
  shipsLivePlantsOn,
  SURVIVAL_GUARANTEE_DAYS,
} from './shop-facts';

/** Test strings with ordinary spaces; the helpers use no-break spaces. */
const plain = (s: string) => s.replaceAll('\u00a0', ' ');
/** The French words of the facts, as the help pages quote them. */
const fr = t('fr');
/** An instant given in Algiers local time (UTC+1). */
const algiers = (iso: string) => new Date(`${iso}+01:00`);

describe('shop facts (spec §9 and the static pages)', () => {
  it('pins the published figures', () => {
    expect(DEFAULT_FREE_SHIPPING_THRESHOLD).toBe(500_000);
    expect(DEFAULT_SHIPPING_FEE).toBe(40_000);
    expect(RETURN_WINDOW_DAYS).toEqual({ 'live-plants': 7, 'seeds-bulbs': 30, accessories: 14 });
    expect(REFUND_DELAY_WORKING_DAYS).toEqual({ card: { min: 5, max: 7 }, bank_transfer: { min: 2, max: 3 } });
    expect(SURVIVAL_GUARANTEE_DAYS).toBe(7);
    expect(RESPONSE_TIME_HOURS).toEqual({ orders: 4, identification: 24, general: 48 });
  });

  it('ships from 300 DA in Algiers in 24–48 h to 800–1000 DA in the far south in 5–8 days', () => {
    const first = SHIPPING_ZONES[0]!;
    const last = SHIPPING_ZONES.at(-1)!;
    expect(first).toMatchObject({ id: 'algiers', price: { min: 30_000, max: 30_000 }, delayDays: { min: 1, max: 2 } });
    expect(last).toMatchObject({ id: 'far-south', price: { min: 80_000, max: 100_000 }, delayDays: { min: 5, max: 8 } });
    expect(plain(formatPriceRange(fr, first.price))).toBe('300,00 DA');
    expect(plain(formatPriceRange(fr, last.price))).toBe('800,00 – 1 000,00 DA');
    expect(plain(formatDelay(fr, first.delayDays))).toBe('24–48 h');
    expect(plain(formatDelay(fr, last.delayDays))).toBe('5–8 jours');
  });

  it('orders zones from the nearest and cheapest to the farthest', () => {
    for (let i = 1; i < SHIPPING_ZONES.length; i++) {
      expect(SHIPPING_ZONES[i]!.price.min).toBeGreaterThanOrEqual(SHIPPING_ZONES[i - 1]!.price.min);
      expect(SHIPPING_ZONES[i]!.delayDays.max).toBeGreaterThanOrEqual(SHIPPING_ZONES[i - 1]!.delayDays.max);
    }
    expect(shippingZone('highlands').name).toBe('Hauts Plateaux');
    expect(() => shippingZone('mars' as never)).toThrow();
  });

  it('ships free in every zone from the threshold on (exactly 5000 DA included), as checkout does', () => {
    expect(qualifiesForFreeShipping(500_000, 'algiers')).toBe(true);
    expect(qualifiesForFreeShipping(499_999, 'algiers')).toBe(false);
    expect(qualifiesForFreeShipping(900_000, 'far-south')).toBe(true);
    expect(qualifiesForFreeShipping(600_000, 'algiers', 700_000)).toBe(false);
  });

  it('ships live plants Sunday to Wednesday only (Algiers days)', () => {
    expect(plain(livePlantShippingDays(t('fr')))).toBe('Dimanche – Mercredi');
    expect(livePlantShippingDaysProse(fr)).toBe('du dimanche au mercredi');
    expect(shipsLivePlantsOn(algiers('2025-06-01T10:00:00'))).toBe(true); // Sunday
    expect(shipsLivePlantsOn(algiers('2025-06-04T10:00:00'))).toBe(true); // Wednesday
    expect(shipsLivePlantsOn(algiers('2025-06-05T10:00:00'))).toBe(false); // Thursday
    // Thursday 23:30 in Algiers is still Thursday although it is Thursday 22:30 UTC.
    expect(algiersClock(algiers('2025-06-05T23:30:00')).day).toBe(4);
    // An order on Thursday leaves on the next Sunday.
    const next = nextLivePlantShippingDay(algiers('2025-06-05T10:00:00'));
    expect(algiersClock(next).day).toBe(0);
    expect(next.toISOString()).toBe(algiers('2025-06-08T10:00:00').toISOString());
  });

  it('counts return windows from delivery, by kind of item', () => {
    const delivered = algiers('2025-03-01T12:00:00');
    expect(isWithinReturnWindow('live-plants', delivered, algiers('2025-03-08T12:00:00'))).toBe(true);
    expect(isWithinReturnWindow('live-plants', delivered, algiers('2025-03-08T12:00:01'))).toBe(false);
    expect(isWithinReturnWindow('accessories', delivered, algiers('2025-03-15T12:00:00'))).toBe(true);
    expect(isWithinReturnWindow('seeds-bulbs', delivered, algiers('2025-03-31T12:00:00'))).toBe(true);
    expect(isWithinReturnWindow('seeds-bulbs', delivered, algiers('2025-02-28T12:00:00'))).toBe(false);
    expect(returnDeadline('accessories', delivered).toISOString()).toBe(algiers('2025-03-15T12:00:00').toISOString());
    expect(isCoveredBySurvivalGuarantee(delivered, algiers('2025-03-07T12:00:00'))).toBe(true);
    expect(isCoveredBySurvivalGuarantee(delivered, algiers('2025-03-09T12:00:00'))).toBe(false);
  });

  it('reads refund delays in working days', () => {
    expect(plain(formatWorkingDays(fr, REFUND_DELAY_WORKING_DAYS.card))).toBe('5 à 7 jours ouvrés');
    expect(plain(formatWorkingDays(fr, REFUND_DELAY_WORKING_DAYS.bank_transfer))).toBe('2 à 3 jours ouvrés');
  });

  it('is open Sunday–Thursday 9–18, Friday 14–18, closed Saturday (Algiers time)', () => {
    expect(openingHours(fr).map((r) => ({ days: plain(r.days), hours: plain(r.hours) }))).toEqual([
      { days: 'Dimanche – Jeudi', hours: '9h – 18h' },
      { days: 'Vendredi', hours: '14h – 18h' },
      { days: 'Samedi', hours: 'Fermé' },
    ]);
    expect(isOpenAt(algiers('2025-06-01T09:00:00'))).toBe(true); // Sunday 9:00
    expect(isOpenAt(algiers('2025-06-01T08:59:00'))).toBe(false);
    expect(isOpenAt(algiers('2025-06-05T17:59:00'))).toBe(true); // Thursday
    expect(isOpenAt(algiers('2025-06-05T18:00:00'))).toBe(false);
    expect(isOpenAt(algiers('2025-06-06T11:00:00'))).toBe(false); // Friday morning
    expect(isOpenAt(algiers('2025-06-06T14:30:00'))).toBe(true); // Friday afternoon
    expect(isOpenAt(algiers('2025-06-07T12:00:00'))).toBe(false); // Saturday
  });
});

describe('what identification covers, in words (docs/contract.md §6: never a fixed figure)', () => {
  const plain = (s: string) => s.replaceAll('\u00a0', ' ');
  const [ar, en] = [t('ar'), t('en')];

  it('rounds a declared figure down to two significant digits, and says "over" only when it rounded', () => {
    expect([5, 99, 100, 1_000, 1_081, 84_612, 1_234_567].map(roundedDown)).toEqual([5, 99, 100, 1_000, 1_000, 84_000, 1_200_000]);
    expect(plain(coverageText(en, { scope: 'species', species: 84_612 }))).toBe('over 84,000 species');
    expect(plain(coverageText(en, { scope: 'species', species: 1_000 }))).toBe('1,000 species');
    expect(coverageText(en, { scope: 'species', species: 1 })).toBe('1 species');
    expect(coverageText(fr, { scope: 'species', species: 3 })).toBe('3 espèces');
    expect(coverageText(ar, { scope: 'species', species: 3 })).toBe('3 أنواع');
    expect(coverageText(ar, { scope: 'species', species: 2 })).toBe('نوعان');
  });

  it('promises no figure for an engine that publishes none, and only the shop’s plants for the embedded matcher', () => {
    expect(coverageText(en, { scope: 'world', species: null })).toBe('plants from all over the world');
    expect(coverageText(fr, { scope: 'shop', species: 37 })).toBe('les plantes de notre boutique');
    expect(coverageText(ar, { scope: 'shop', species: 37 })).toBe('نباتات متجرنا');
  });
});

describe('the facts in the reader’s language', () => {
  const plain = (s: string) => s.replaceAll('\u00a0', ' ');
  const [ar, en] = [t('ar'), t('en')];
  const far = SHIPPING_ZONES.at(-1)!;

  it('writes the same figures in every language, with the words of each', () => {
    expect(plain(coverageText(fr, { scope: 'species', species: 10_000 }))).toBe('10 000 espèces');
    expect(plain(coverageText(en, { scope: 'species', species: 10_412 }))).toBe('over 10,000 species');
    expect(plain(coverageText(ar, { scope: 'species', species: 10_412 }))).toBe('أكثر من 10 000 نوع');
    expect(plain(formatPriceRange(fr, far.price))).toBe('800,00 – 1 000,00 DA');
    expect(plain(formatPriceRange(ar, far.price))).toBe('800,00 – 1 000,00 دج');
    expect(plain(formatDelay(fr, far.delayDays))).toBe('5–8 jours');
    expect(plain(formatDelay(en, SHIPPING_ZONES[0]!.delayDays))).toBe('24–48 h');
    expect(plain(formatWorkingDays(fr, REFUND_DELAY_WORKING_DAYS.card))).toBe('5 à 7 jours ouvrés');
  });

  it('gives the shipping days and opening hours in Arabic', () => {
    expect(livePlantShippingDays(ar)).toBe('الأحد – الأربعاء');
    expect(livePlantShippingDaysProse(ar)).toBe('من الأحد إلى الأربعاء');
    expect(openingHours(ar).at(-1)).toEqual({ days: 'السبت', hours: 'مغلق' });
  });
});

describe('hours in Arabic', () => {
  it('agree with their number: 4 ساعات, 24 ساعة', () => {
    const ar = t('ar');
    expect(formatHours(ar, 4).replace('\u00a0', ' ')).toBe('4 ساعات');
    expect(formatHours(ar, 24).replace('\u00a0', ' ')).toBe('24 ساعة');
    expect(formatHours(t('fr'), 4).replace('\u00a0', ' ')).toBe('4 h');
  });
});
