import { describe, expect, it } from 'vitest';
import { en as messages } from '../messages';
import { fr as frMessages } from '../messages/fr';
import { countsAsRevenue, statWindows, trendOf, trendText } from './admin-stats';

const texts = messages.admin.stats.trend;

describe('statWindows', () => {
  it('uses the shop day (UTC+1): 23:30 UTC is already the next day in Algiers', () => {
    const { day } = statWindows(new Date('2026-03-10T23:30:00Z'));
    expect(day.current.start.toISOString()).toBe('2026-03-10T23:00:00.000Z');
    expect(day.previous.start.toISOString()).toBe('2026-03-09T23:00:00.000Z');
    // The same stretch of yesterday: its first 30 minutes.
    expect(day.previous.end?.toISOString()).toBe('2026-03-09T23:30:00.000Z');
  });

  it('starts the week on Sunday and compares with the same stretch of last week', () => {
    // Wednesday 11 March 2026, 10:00 in Algiers.
    const { week } = statWindows(new Date('2026-03-11T09:00:00Z'));
    expect(week.current.start.toISOString()).toBe('2026-03-07T23:00:00.000Z'); // Sunday 8 March, 00:00 Algiers
    expect(week.previous.start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(week.previous.end?.toISOString()).toBe('2026-03-04T09:00:00.000Z');
  });

  it('compares this month so far with the same stretch of last month, capped at its end', () => {
    const early = statWindows(new Date('2026-03-03T09:00:00Z')).month;
    expect(early.current.start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(early.previous.start.toISOString()).toBe('2026-01-31T23:00:00.000Z');
    expect(early.previous.end?.toISOString()).toBe('2026-02-03T09:00:00.000Z');
    // 31 March: February has only 28 days, so last month counts whole.
    const late = statWindows(new Date('2026-03-31T12:00:00Z')).month;
    expect(late.previous.end?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    // January compares with December of the year before.
    const january = statWindows(new Date('2026-01-15T12:00:00Z')).month;
    expect(january.previous.start.toISOString()).toBe('2025-11-30T23:00:00.000Z');
  });
});

describe('trendOf / trendText', () => {
  it('reads as French is written: « au mois dernier », the percent sign kept with its number (issue 38 item 10)', () => {
    const fr = frMessages.admin.stats.trend;
    expect(trendText(trendOf(112, 100, 'lastMonth'), fr)).toBe('+12\u00a0% par rapport au mois dernier');
    expect(trendText(trendOf(46, 50, 'lastWeek'), fr)).toBe('-8\u00a0% par rapport à la semaine dernière');
    expect(trendText(trendOf(3, 3, 'yesterday'), fr)).toBe('Stable par rapport à hier');
  });

  it('reads in the spec wording', () => {
    expect(trendText(trendOf(112, 100, 'lastMonth'), texts)).toBe('+12% from last month');
    expect(trendText(trendOf(46, 50, 'lastWeek'), texts)).toBe('-8% from last week');
    expect(trendText(trendOf(3, 3, 'yesterday'), texts)).toBe('No change from yesterday');
    expect(trendText(trendOf(0, 0, 'yesterday'), texts)).toBe('No change from yesterday');
  });

  it('says "New" when there is nothing to compare with, and never rounds a change to 0%', () => {
    expect(trendOf(5, 0, 'lastMonth')).toEqual({ kind: 'new', percent: null, period: 'lastMonth' });
    expect(trendText(trendOf(5, 0, 'lastMonth'), texts)).toBe('New this month');
    expect(trendText(trendOf(2, 0, 'lastWeek'), texts)).toBe('New this week');
    expect(trendText(trendOf(1, 0, 'yesterday'), texts)).toBe('New today');
    expect(trendText(trendOf(1001, 1000, 'lastMonth'), texts)).toBe('+1% from last month');
    expect(trendText(trendOf(0, 4, 'yesterday'), texts)).toBe('-100% from yesterday');
  });
});

describe('countsAsRevenue', () => {
  it('counts paid orders only, never cancelled ones', () => {
    expect(countsAsRevenue({ orderStatus: 'delivered', paymentStatus: 'completed' })).toBe(true);
    expect(countsAsRevenue({ orderStatus: 'pending', paymentStatus: 'completed' })).toBe(true);
    expect(countsAsRevenue({ orderStatus: 'delivered', paymentStatus: 'pending' })).toBe(false);
    expect(countsAsRevenue({ orderStatus: 'processing', paymentStatus: 'failed' })).toBe(false);
    expect(countsAsRevenue({ orderStatus: 'shipped', paymentStatus: 'refunded' })).toBe(false);
    expect(countsAsRevenue({ orderStatus: 'cancelled', paymentStatus: 'completed' })).toBe(false);
  });
});
