import { useMemo } from 'react';
import type { Locale } from '@shared/messages';
import { useLocale } from './i18n';

/**
 * Dates in the reader's language, the one place that picks a date format. English keeps the
 * spec's day-month-year ("12 Mar 2025"); Arabic asks for Latin digits (`nu-latn`, docs/contract.md §4)
 * — without it Chromium writes Arabic-Indic digits.
 */
const TAGS: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-DZ-u-nu-latn' };

export interface DateFormats {
  /** "12 Mar 2025" / "12 mars 2025" / "12 مارس 2025". */
  date: (value: string | Date) => string;
  /** The same with the time of day. */
  dateTime: (value: string | Date) => string;
  /** How long ago, in the largest whole unit up to days: "5 minutes ago" / "il y a 5 minutes" / "قبل 5 دقائق". */
  ago: (value: string | Date, now?: number) => string;
}

const AGO_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

export function dateFormats(locale: Locale): DateFormats {
  const date = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });
  const relative = new Intl.RelativeTimeFormat(TAGS[locale], { numeric: 'always' });
  const ago = (value: string | Date, now = Date.now()) => {
    const ms = Math.max(0, now - new Date(value).getTime());
    const [unit, size] = AGO_UNITS.find(([, n]) => ms >= n) ?? ['minute', 60_000];
    // At least "1 minute ago": "this minute" reads oddly after "Left".
    return relative.format(-Math.max(1, Math.floor(ms / size)), unit);
  };
  return { date: (value) => date.format(new Date(value)), dateTime: (value) => dateTime.format(new Date(value)), ago };
}

/** `dates.date(order.createdAt)` in the reader's language. */
export function useDates(): DateFormats {
  const locale = useLocale();
  return useMemo(() => dateFormats(locale), [locale]);
}
