import { describe, expect, it } from 'vitest';
import { ALL_WILAYAS } from './wilayas';
import { CLIMATE_ZONES, CLIMATE_ZONE_OF_WILAYA, SEASONS, algiersDay, climateZoneOf, seasonOf, type Season } from './care-climate';
import { CARE_WATER, addDays, algiersDayNumber, careIntervals, carePlan, dueForReminder, markDone, springOnOrAfter, weekAhead, dateOfDayNumber } from './care';

const at = (iso: string) => new Date(iso);
const MID: Record<Season, string> = { winter: '2027-01-15T10:00:00Z', spring: '2027-04-15T10:00:00Z', summer: '2027-07-15T10:00:00Z', autumn: '2027-10-15T10:00:00Z' };

describe('climate zones', () => {
  it('gives each of the 69 wilayas a zone', () => {
    expect(ALL_WILAYAS).toHaveLength(69);
    for (const w of ALL_WILAYAS) expect(CLIMATE_ZONES).toContain(CLIMATE_ZONE_OF_WILAYA[w.code]);
    const count = (zone: string) => Object.values(CLIMATE_ZONE_OF_WILAYA).filter((z) => z === zone).length;
    expect([count('littoral'), count('highlands'), count('sahara')]).toEqual([24, 24, 21]);
  });

  it('knows Algiers, Sétif and Adrar, and falls back to the littoral for an unknown wilaya', () => {
    expect([climateZoneOf(16), climateZoneOf(19), climateZoneOf(1), climateZoneOf(11), climateZoneOf(31)]).toEqual(['littoral', 'highlands', 'sahara', 'sahara', 'littoral']);
    expect([climateZoneOf(null), climateZoneOf(70), climateZoneOf(0)]).toEqual(['littoral', 'littoral', 'littoral']);
  });

  it('takes the season from the calendar day in Algiers (UTC+1), northern hemisphere', () => {
    expect(seasonOf(at('2027-02-28T22:59:00Z'))).toBe('winter');
    expect(seasonOf(at('2027-02-28T23:00:00Z'))).toBe('spring'); // already 1 March in Algiers
    expect(seasonOf(at('2027-06-01T00:00:00Z'))).toBe('summer');
    expect(seasonOf(at('2027-09-30T12:00:00Z'))).toBe('autumn');
    expect(seasonOf(at('2026-12-01T00:00:00Z'))).toBe('winter');
  });
});

describe('care intervals', () => {
  it('waters a cactus in Adrar in July far more often than in Algiers in January, and a fern in Algiers in January more often than the cactus', () => {
    const cactusAdrarJuly = carePlan('sparse', climateZoneOf(1), { since: at('2027-07-01T08:00:00Z'), watered: null, fed: null, repotted: null }, at('2027-07-15T08:00:00Z'));
    const cactusAlgiersJanuary = careIntervals('sparse', climateZoneOf(16), seasonOf(at('2027-01-15T08:00:00Z')));
    const fernAlgiersJanuary = carePlan('moist', climateZoneOf(16), { since: at('2027-01-10T08:00:00Z'), watered: null, fed: null, repotted: null }, at('2027-01-12T08:00:00Z'));
    expect(cactusAdrarJuly.intervals.water).toBe(8);
    expect(cactusAdrarJuly.why).toBe('saharaHeat');
    expect(cactusAlgiersJanuary.water).toBe(42);
    expect(cactusAlgiersJanuary.feed).toBeNull();
    expect(fernAlgiersJanuary.intervals).toEqual({ water: 6, feed: null, repot: 730 });
    expect(fernAlgiersJanuary.why).toBe('winterSlow');
    expect(fernAlgiersJanuary.next).toEqual({ water: '2027-01-16', feed: null, repot: '2029-03-01' });
    expect(fernAlgiersJanuary.due).toEqual([]);
  });

  it('across the 3 zones × 4 seasons: summer waters most often, winter least; the Sahara more often than the littoral outside winter rest; no feeding in winter', () => {
    for (const water of CARE_WATER) {
      for (const zone of CLIMATE_ZONES) {
        const by = Object.fromEntries(SEASONS.map((s) => [s, careIntervals(water, zone, s)])) as Record<Season, ReturnType<typeof careIntervals>>;
        expect(by.summer.water).toBeLessThanOrEqual(by.spring.water);
        expect(by.spring.water).toBeLessThanOrEqual(by.autumn.water);
        expect(by.autumn.water).toBeLessThan(by.winter.water);
        expect(by.winter.feed).toBeNull();
        expect(by.spring.feed).toBeGreaterThan(0);
        expect(by.autumn.feed!).toBeGreaterThan(by.spring.feed!);
        for (const s of SEASONS) expect(by[s].water).toBeGreaterThanOrEqual(1);
      }
      for (const s of ['spring', 'summer', 'autumn'] as const) {
        expect(careIntervals(water, 'sahara', s).water).toBeLessThanOrEqual(careIntervals(water, 'littoral', s).water);
      }
      expect(careIntervals(water, 'highlands', 'winter').water).toBeGreaterThanOrEqual(careIntervals(water, 'littoral', 'winter').water);
    }
    // The whole table for a moderate plant (a Monstera), read as a person would check it.
    const table = CLIMATE_ZONES.map((z) => SEASONS.map((s) => careIntervals('moderate', z, s).water));
    expect(table).toEqual([
      [14, 7, 5, 9],
      [17, 7, 4, 9],
      [13, 6, 3, 7],
    ]);
  });

  it('says why in one key per zone and season', () => {
    const whys = CLIMATE_ZONES.flatMap((z) => SEASONS.map((s) => carePlan('moderate', z, { since: at(MID[s]), watered: null, fed: null, repotted: null }, at(MID[s])).why));
    expect(whys).toEqual(['winterSlow', 'growing', 'summerThirst', 'growing', 'highlandsFrost', 'growing', 'highlandsSummer', 'growing', 'saharaDry', 'saharaDry', 'saharaHeat', 'saharaDry']);
    expect(carePlan('sparse', 'highlands', { since: at(MID.winter), watered: null, fed: null, repotted: null }, at(MID.winter)).why).toBe('winterRest');
    expect(carePlan('aquatic', 'sahara', { since: at(MID.summer), watered: null, fed: null, repotted: null }, at(MID.summer)).why).toBe('aquatic');
  });
});

describe('next dates and done', () => {
  it('a plant never watered is due one interval after it joined; done moves the next date one interval from today', () => {
    const history = { since: at('2027-04-01T09:00:00Z'), watered: null, fed: null, repotted: null };
    const late = at('2027-04-20T09:00:00Z');
    const before = carePlan('moderate', 'littoral', history, late);
    expect(before.next.water).toBe('2027-04-08');
    expect(before.next.feed).toBe('2027-04-15');
    expect(before.due).toEqual(['water', 'feed']);
    const after = carePlan('moderate', 'littoral', markDone(history, 'water', late), late);
    expect(after.next.water).toBe('2027-04-27');
    expect(after.due).toEqual(['feed']);
  });

  it('repotting waits for spring', () => {
    expect(springOnOrAfter('2029-04-10')).toBe('2029-04-10');
    expect(springOnOrAfter('2029-07-10')).toBe('2030-03-01');
    expect(springOnOrAfter('2029-01-10')).toBe('2029-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
  });
});

describe('the sweep’s integer-day check', () => {
  it('agrees with carePlan’s due watering and feeding for every code, zone and season, over 90 days of history', () => {
    for (const water of CARE_WATER) {
      for (const zone of CLIMATE_ZONES) {
        for (const s of SEASONS) {
          const now = at(MID[s]);
          for (let ago = 0; ago <= 90; ago += 3) {
            const history = { since: new Date(now.getTime() - 95 * 86_400_000), watered: new Date(now.getTime() - ago * 86_400_000 - 3_600_000), fed: ago % 2 ? null : new Date(now.getTime() - ago * 86_400_000), repotted: null };
            const plan = carePlan(water, zone, history, now);
            expect(dueForReminder(plan.intervals, algiersDayNumber(now), history)).toEqual(plan.due.filter((t) => t !== 'repot'));
          }
        }
      }
    }
  });
});

describe('day numbers', () => {
  it('a day number read back as a date is the same day in Algiers, either side of midnight UTC', () => {
    for (const iso of ['2027-01-15T22:59:00Z', '2027-01-15T23:00:00Z', '2027-07-01T00:30:00Z', '2028-02-29T12:00:00Z']) {
      expect(algiersDay(dateOfDayNumber(algiersDayNumber(at(iso))))).toBe(algiersDay(at(iso)));
    }
  });
});

describe('the weekly e-mail’s list', () => {
  const dayOf = (d: Date) => algiersDayNumber(d);
  it('a fern in Algiers in January, watering overdue: today, then again 6 days later; no feeding in winter', () => {
    const now = at('2027-01-20T09:00:00Z');
    const plan = carePlan('moist', climateZoneOf(16), { since: at('2027-01-10T08:00:00Z'), watered: null, fed: null, repotted: null }, now);
    expect(weekAhead(plan, '2027-01-20')).toEqual([
      { task: 'water', day: '2027-01-20' },
      { task: 'water', day: '2027-01-26' },
    ]);
  });

  it('a cactus in Adrar in July: watering on the 18th, feeding (every 60 days in the Sahara’s summer) on the 19th, nothing after the 21st', () => {
    const now = at('2027-07-15T09:00:00Z');
    const plan = carePlan('sparse', climateZoneOf(1), { since: at('2027-05-20T08:00:00Z'), watered: at('2027-07-10T08:00:00Z'), fed: null, repotted: null }, now);
    expect(plan.intervals.feed).toBe(60);
    expect(weekAhead(plan, '2027-07-15')).toEqual([
      { task: 'water', day: '2027-07-18' },
      { task: 'feed', day: '2027-07-19' },
    ]);
  });

  it('a cactus in Algiers watered last week in January has nothing in the week', () => {
    const now = at('2027-01-15T09:00:00Z');
    const plan = carePlan('sparse', 'littoral', { since: at('2026-12-01T08:00:00Z'), watered: at('2027-01-10T08:00:00Z'), fed: null, repotted: null }, now);
    expect(weekAhead(plan, '2027-01-15')).toEqual([]);
  });

  it('lists today exactly what carePlan says is due, and nothing outside the 7 days, for every code, zone and season', () => {
    for (const water of CARE_WATER) {
      for (const zone of CLIMATE_ZONES) {
        for (const s of SEASONS) {
          const now = at(MID[s]);
          const today = addDays('1970-01-01', dayOf(now));
          for (let ago = 0; ago <= 60; ago += 5) {
            const history = { since: new Date(now.getTime() - 800 * 86_400_000), watered: new Date(now.getTime() - ago * 86_400_000), fed: null, repotted: null };
            const plan = carePlan(water, zone, history, now);
            const week = weekAhead(plan, today);
            expect(week.filter((w) => w.day === today).map((w) => w.task)).toEqual(plan.due);
            for (const w of week) expect(w.day >= today && w.day <= addDays(today, 6)).toBe(true);
          }
        }
      }
    }
  });
});
