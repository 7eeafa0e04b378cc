import { algiersDay, seasonOf, type ClimateZone, type Season } from './care-climate';

/**
 * A plant's care plan (docs/contract.md §10, docs/decisions/027-plant-care.md): watering, feeding and
 * repotting intervals from its species' watering need, adjusted by the season and the customer's
 * climate zone, the next dates from the last "done", and why, as a catalogue key (`care.why.*`).
 * Dates are calendar days in Algiers (YYYY-MM-DD).
 */

/** The species knowledge's watering codes (server features/identify/species/species.types.ts). */
export const CARE_WATER = ['sparse', 'moderate', 'moist', 'aquatic', 'mist'] as const;
export type CareWater = (typeof CARE_WATER)[number];

export const CARE_TASKS = ['water', 'feed', 'repot'] as const;
export type CareTask = (typeof CARE_TASKS)[number];

export const CARE_WHY = [
  'aquatic',
  'winterRest',
  'saharaHeat',
  'saharaDry',
  'highlandsFrost',
  'highlandsSummer',
  'winterSlow',
  'summerThirst',
  'growing',
] as const;
export type CareWhy = (typeof CARE_WHY)[number];

/** Days between waterings in spring on the littoral (for `aquatic`: topping the water up). */
const BASE_WATER_DAYS: Record<CareWater, number> = { sparse: 14, moderate: 7, moist: 4, mist: 4, aquatic: 7 };

/** How the season stretches (>1) or shortens (<1) the watering interval. Succulents rest in winter. */
const SEASON_WATER: Record<Season, Record<CareWater, number>> = {
  winter: { sparse: 3, moderate: 2, moist: 1.5, mist: 1.5, aquatic: 1.5 },
  spring: { sparse: 1, moderate: 1, moist: 1, mist: 1, aquatic: 1 },
  summer: { sparse: 0.75, moderate: 0.7, moist: 0.7, mist: 0.7, aquatic: 0.6 },
  autumn: { sparse: 1.5, moderate: 1.3, moist: 1.2, mist: 1.2, aquatic: 1.2 },
};

/** How the climate zone stretches or shortens it in each season (docs/care-climate.md). */
const ZONE_WATER: Record<ClimateZone, Record<Season, number>> = {
  littoral: { winter: 1, spring: 1, summer: 1, autumn: 1 },
  highlands: { winter: 1.2, spring: 1, summer: 0.85, autumn: 1 },
  sahara: { winter: 0.9, spring: 0.8, summer: 0.7, autumn: 0.8 },
};

/** Feeding in the growing season; none in winter; less often in autumn and in the Sahara's summer heat. */
const BASE_FEED_DAYS: Record<CareWater, number> = { sparse: 30, moderate: 14, moist: 14, mist: 30, aquatic: 30 };
/** Repotting: every two years, succulents and water plants every three, in spring. */
const REPOT_DAYS: Record<CareWater, number> = { sparse: 1095, moderate: 730, moist: 730, mist: 730, aquatic: 1095 };

export interface CareIntervals {
  water: number;
  /** Null: no feeding this season. */
  feed: number | null;
  repot: number;
}

export function careIntervals(water: CareWater, zone: ClimateZone, season: Season): CareIntervals {
  // A succulent in the Sahara's summer is watered less than the heat alone would say: it rests in it.
  const zoneFactor = water === 'sparse' && zone === 'sahara' && season === 'summer' ? 0.8 : ZONE_WATER[zone][season];
  const waterDays = Math.max(1, Math.round(BASE_WATER_DAYS[water] * SEASON_WATER[season][water] * zoneFactor));
  let feed: number | null = null;
  if (season === 'spring') feed = BASE_FEED_DAYS[water];
  else if (season === 'summer') feed = zone === 'sahara' ? BASE_FEED_DAYS[water] * 2 : BASE_FEED_DAYS[water];
  else if (season === 'autumn') feed = BASE_FEED_DAYS[water] * 2;
  return { water: waterDays, feed, repot: REPOT_DAYS[water] };
}

export function careWhy(water: CareWater, zone: ClimateZone, season: Season): CareWhy {
  if (water === 'aquatic') return 'aquatic';
  if (water === 'sparse' && season === 'winter') return 'winterRest';
  if (zone === 'sahara') return season === 'summer' ? 'saharaHeat' : 'saharaDry';
  if (zone === 'highlands' && season === 'winter') return 'highlandsFrost';
  if (zone === 'highlands' && season === 'summer') return 'highlandsSummer';
  if (season === 'winter') return 'winterSlow';
  if (season === 'summer') return 'summerThirst';
  return 'growing';
}

/** YYYY-MM-DD plus n days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** Repotting waits for spring: a date outside March–May moves to the next 1 March. */
export function springOnOrAfter(day: string): string {
  const month = Number(day.slice(5, 7));
  const year = Number(day.slice(0, 4));
  if (month >= 3 && month <= 5) return day;
  return `${month >= 6 ? year + 1 : year}-03-01`;
}

export interface CareHistory {
  /** When the plant joined the garden: the first dates count from it. */
  since: Date;
  watered: Date | null;
  fed: Date | null;
  repotted: Date | null;
}

export interface CarePlan {
  zone: ClimateZone;
  season: Season;
  intervals: CareIntervals;
  next: { water: string; feed: string | null; repot: string };
  /** The tasks due today or overdue. */
  due: CareTask[];
  why: CareWhy;
}

/** The plan of a plant at `now`: this season's intervals counted from the last time each task was done. */
export function carePlan(water: CareWater, zone: ClimateZone, history: CareHistory, now: Date): CarePlan {
  const season = seasonOf(now);
  const intervals = careIntervals(water, zone, season);
  const from = (d: Date | null) => algiersDay(d ?? history.since);
  const next = {
    water: addDays(from(history.watered), intervals.water),
    feed: intervals.feed === null ? null : addDays(from(history.fed), intervals.feed),
    repot: springOnOrAfter(addDays(from(history.repotted), intervals.repot)),
  };
  const today = algiersDay(now);
  const due = CARE_TASKS.filter((task) => {
    const day = next[task];
    return day !== null && day <= today;
  });
  return { zone, season, intervals, next, due, why: careWhy(water, zone, season) };
}

/** What "done" records: the task's last date becomes `now`, so its next date moves one interval on. */
export function markDone(history: CareHistory, task: CareTask, now: Date): CareHistory {
  const key = task === 'water' ? 'watered' : task === 'feed' ? 'fed' : 'repotted';
  return { ...history, [key]: now };
}

/** The calendar day in Algiers as a number of days since 1970-01-01 (integer arithmetic for sweeps). */
export const algiersDayNumber = (at: Date): number => Math.floor((at.getTime() + 3_600_000) / 86_400_000);

/** A plant's care history in Algiers day numbers (`algiersDayNumber`): what the sweeps read. */
export interface CareDays {
  since: number;
  watered: number | null;
  fed: number | null;
}

/**
 * What `carePlan(…).due` says for watering and feeding, in integer days: the reminder sweep asks it for
 * every plant of every subscribed garden, so it builds no dates. `intervals` are this season's
 * (`careIntervals`), `today` is `algiersDayNumber(now)`.
 */
export function dueOnDay(intervals: CareIntervals, today: number, days: CareDays): ('water' | 'feed')[] {
  const out: ('water' | 'feed')[] = [];
  if ((days.watered ?? days.since) + intervals.water <= today) out.push('water');
  if (intervals.feed !== null && (days.fed ?? days.since) + intervals.feed <= today) out.push('feed');
  return out;
}

/** `dueOnDay` of a history in dates. */
export function dueForReminder(intervals: CareIntervals, today: number, history: CareHistory): ('water' | 'feed')[] {
  const day = (d: Date | null) => (d ? algiersDayNumber(d) : null);
  return dueOnDay(intervals, today, { since: algiersDayNumber(history.since), watered: day(history.watered), fed: day(history.fed) });
}

/** A day number back as a date (noon in Algiers), for `carePlan`, which reads only its day. */
export const dateOfDayNumber = (day: number): Date => new Date(day * 86_400_000 + 11 * 3_600_000);

/** One line of the weekly e-mail: a task and the day it falls on (YYYY-MM-DD, Algiers). */
export interface WeekTask {
  task: CareTask;
  day: string;
}

/**
 * What a plan asks for in the 7 days from `today` (today included), for the weekly e-mail: each task's
 * next date, an overdue one as today, and the dates after it one interval apart when the customer keeps
 * to the plan (a fern watered every 4 days appears twice). Sorted by day, then task.
 */
export function weekAhead(plan: Pick<CarePlan, 'intervals' | 'next'>, today: string): WeekTask[] {
  const last = addDays(today, 6);
  const out: WeekTask[] = [];
  for (const task of CARE_TASKS) {
    const next = plan.next[task];
    const every = plan.intervals[task];
    if (next === null || every === null) continue;
    for (let day = next < today ? today : next; day <= last; day = addDays(day, every)) out.push({ task, day });
  }
  return out.sort((a, b) => (a.day === b.day ? CARE_TASKS.indexOf(a.task) - CARE_TASKS.indexOf(b.task) : a.day < b.day ? -1 : 1));
}
