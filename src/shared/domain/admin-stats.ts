/**
 * The admin's stat cards (spec §2, docs/contract.md §2): which periods a trend compares, and how a trend
 * reads ('+12% from last month'). Computed from real data, never fixed text.
 */

import type { OrderStatus, PaymentStatus } from './order';

/**
 * Total Revenue counts paid orders only (issue 11): the payment is completed — transfer received,
 * cash collected, card paid — and the order is not cancelled. An unpaid order is not revenue yet.
 */
export const REVENUE_ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[];
export const REVENUE_PAYMENT_STATUS = 'completed' satisfies PaymentStatus;

export function countsAsRevenue(order: { orderStatus: OrderStatus; paymentStatus: PaymentStatus }): boolean {
  return order.paymentStatus === REVENUE_PAYMENT_STATUS && (REVENUE_ORDER_STATUSES as readonly OrderStatus[]).includes(order.orderStatus);
}

/**
 * Algeria keeps UTC+1 all year (no daylight saving since 1981): the shop's day starts at 23:00 UTC.
 * Its week starts on Sunday (the working week is Sunday to Thursday).
 */
export const SHOP_UTC_OFFSET_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** `[start, end)`; `end` null means "up to now". */
export interface TimeWindow {
  start: Date;
  end: Date | null;
}

export type TrendPeriod = 'lastMonth' | 'lastWeek' | 'yesterday';

export interface TrendWindows {
  period: TrendPeriod;
  current: TimeWindow;
  previous: TimeWindow;
}

/** Midnight (shop time) of the shop-calendar day `y-m-d`, as an instant. Months may overflow (Date.UTC does the carry). */
const shopMidnight = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d) - SHOP_UTC_OFFSET_MS);

/**
 * The windows each trend compares: today, this week and this month *so far*, against the same stretch
 * of yesterday, last week and last month (on the 3rd at 10:00, this month's first 2 days and 10 hours
 * against last month's first 2 days and 10 hours). Comparing a part of a period with a whole one would
 * show every month "down" until its last days.
 */
export function statWindows(now: Date): { day: TrendWindows; week: TrendWindows; month: TrendWindows } {
  const local = new Date(now.getTime() + SHOP_UTC_OFFSET_MS);
  const [y, m, d, dow] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), local.getUTCDay()];

  const today = shopMidnight(y, m, d);
  const weekStart = shopMidnight(y, m, d - dow);
  const monthStart = shopMidnight(y, m, 1);
  const lastMonthStart = shopMidnight(y, m - 1, 1);

  const sameStretch = (previousStart: Date, currentStart: Date, cap: Date): TimeWindow => {
    const end = previousStart.getTime() + (now.getTime() - currentStart.getTime());
    return { start: previousStart, end: new Date(Math.min(end, cap.getTime())) };
  };

  return {
    day: {
      period: 'yesterday',
      current: { start: today, end: null },
      previous: sameStretch(new Date(today.getTime() - DAY_MS), today, today),
    },
    week: {
      period: 'lastWeek',
      current: { start: weekStart, end: null },
      previous: sameStretch(new Date(weekStart.getTime() - 7 * DAY_MS), weekStart, weekStart),
    },
    month: {
      period: 'lastMonth',
      current: { start: monthStart, end: null },
      previous: sameStretch(lastMonthStart, monthStart, monthStart),
    },
  };
}

export type TrendKind = 'up' | 'down' | 'same' | 'new';

/** A trend: the two figures compared and what the card says about them. */
export interface Trend {
  kind: TrendKind;
  /** Rounded change in percent (at least 1 when the figures differ); null when there is nothing to compare with. */
  percent: number | null;
  period: TrendPeriod;
}

/** Compares two figures (counts or centimes). Nothing in the previous period and something now: 'new'. */
export function trendOf(current: number, previous: number, period: TrendPeriod): Trend {
  if (current === previous) return { kind: 'same', percent: 0, period };
  if (previous === 0) return { kind: 'new', percent: null, period };
  const percent = Math.max(1, Math.round((Math.abs(current - previous) / previous) * 100));
  return { kind: current > previous ? 'up' : 'down', percent, period };
}

export interface TrendTexts {
  up: string;
  down: string;
  same: string;
  new: string;
  periods: Record<TrendPeriod, string>;
  current: { thisMonth: string; thisWeek: string; today: string };
}

const currentOf: Record<TrendPeriod, keyof TrendTexts['current']> = {
  lastMonth: 'thisMonth',
  lastWeek: 'thisWeek',
  yesterday: 'today',
};

/** '+12% from last month', '-8% from last week', 'No change from yesterday', 'New this month'. */
export function trendText(trend: Trend, texts: TrendTexts): string {
  const template = texts[trend.kind];
  return template
    .replace('{n}', String(trend.percent ?? 0))
    .replace('{period}', texts.periods[trend.period])
    .replace('{current}', texts.current[currentOf[trend.period]]);
}
