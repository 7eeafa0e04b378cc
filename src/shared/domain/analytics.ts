import { SHOP_UTC_OFFSET_MS } from './admin-stats';
import { isCalendarDate } from './wilayas';

/**
 * The owner's figures (docs/contract.md §9, docs/decisions/035-owners-figures.md): which days a range
 * covers, in the shop's calendar (UTC+1 all year).
 */

/** The longest range the figures answer, in days (a year, a leap one included). */
export const ANALYTICS_MAX_DAYS = 366;
/** Without `from`/`to`: the last 30 days, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30;

const DAY_MS = 24 * 60 * 60_000;

/** The shop's calendar day (`YYYY-MM-DD`) of an instant; `shop_day()` in SQL (migration 0045) is the same rule. */
export const shopDay = (at: Date): string => new Date(at.getTime() + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** `day` moved by `days` (negative: earlier). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days from `from` to `to`, both counted (`from` = `to`: 1). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** Every day of the range, in order. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export type RangeProblem = 'badDate' | 'reversed' | 'tooLong';

/** What is wrong with a range, or null; `from`/`to` as typed. */
export function rangeProblem(from: string, to: string): RangeProblem | null {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 'badDate';
  if (from > to) return 'reversed';
  return daysBetween(from, to) > ANALYTICS_MAX_DAYS ? 'tooLong' : null;
}

/** The range asked for, its missing ends filled in: `to` today, `from` 29 days before `to`. */
export function analyticsRange(query: { from?: string | undefined; to?: string | undefined }, now: Date): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > shopDay(now) ? query.from : shopDay(now));
  const from = query.from ?? addDays(to, -(ANALYTICS_DEFAULT_DAYS - 1));
  return { from, to };
}
