import type { Translator } from '../messages';
import { unbreakable } from './no-break';

/**
 * Customer service's hours, part of the shop's facts (shop-facts.ts re-exports all of it). Kept in
 * a module of its own so a page that shows only the hours (Contact) does not download the shipping
 * table and the 58 wilayas with them.
 */

/** Hours within which we answer, by kind of request. */
export const RESPONSE_TIME_HOURS = { orders: 4, identification: 24, general: 48 } as const;

export interface DayHours {
  /** Minutes after midnight, Algiers time. */
  opens: number;
  closes: number;
}

/** Opening hours by day of the week (0 = Sunday); null when closed. Algerian weekend: Friday–Saturday. */
export const OPENING_HOURS: readonly (DayHours | null)[] = [
  { opens: 9 * 60, closes: 18 * 60 }, // Sunday
  { opens: 9 * 60, closes: 18 * 60 },
  { opens: 9 * 60, closes: 18 * 60 },
  { opens: 9 * 60, closes: 18 * 60 },
  { opens: 9 * 60, closes: 18 * 60 }, // Thursday
  { opens: 14 * 60, closes: 18 * 60 }, // Friday
  null, // Saturday
];

/** Algeria is UTC+1 all year (no daylight saving time). */
const ALGIERS_OFFSET_MS = 60 * 60_000;

/** Day of the week and minutes after midnight, in Algiers. */
export function algiersClock(date: Date): { day: number; minutes: number } {
  const local = new Date(date.getTime() + ALGIERS_OFFSET_MS);
  return { day: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/**
 * `date` as the shop's clock reads it, `2025-11-28 14:05` (Algiers): what a spreadsheet takes for a
 * date and time, and the owner recognises (the orders CSV, issue 38 item 13).
 */
export function algiersDateTime(date: Date): string {
  return new Date(date.getTime() + ALGIERS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** True when customer service is open at `date`. */
export function isOpenAt(date: Date): boolean {
  const { day, minutes } = algiersClock(date);
  const hours = OPENING_HOURS[day];
  return !!hours && minutes >= hours.opens && minutes < hours.closes;
}

// ---------------------------------------------------------------------------------------------
// In the reader's language

export { NO_BREAK, unbreakable } from './no-break';

/** "4 h", "24 h", "48 h" / "4 ساعات", "24 ساعة". */
export function formatHours(tr: Translator, hours: number): string {
  return unbreakable(tr.text(tr.m.facts.hours, { count: hours }));
}

const clockIn = (tr: Translator, minutes: number) => {
  const m = minutes % 60 ? String(minutes % 60).padStart(2, '0') : tr.locale === 'ar' ? '00' : '';
  return tr.text(tr.m.facts.clock, { h: Math.floor(minutes / 60), m });
};

/** Opening hours grouped by consecutive days with the same hours, in the reader's language. */
export function openingHours(tr: Translator): { days: string; hours: string }[] {
  const f = tr.m.facts;
  const label = (h: DayHours | null) => (h ? tr.text(f.rangeJoin, { from: clockIn(tr, h.opens), to: clockIn(tr, h.closes) }) : f.closed);
  const groups: { from: number; to: number; hours: string }[] = [];
  OPENING_HOURS.forEach((h, day) => {
    const hours = label(h);
    const last = groups.at(-1);
    if (last && last.hours === hours && last.to === day - 1) last.to = day;
    else groups.push({ from: day, to: day, hours });
  });
  return groups.map((g) => ({
    days: g.from === g.to ? f.days[g.from]! : tr.text(f.rangeJoin, { from: f.days[g.from]!, to: f.days[g.to]! }),
    hours: g.hours,
  }));
}

