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
}

export function dateFormats(locale: Locale): DateFormats {
  const date = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });
  return { date: (value) => date.format(new Date(value)), dateTime: (value) => dateTime.format(new Date(value)) };
}

/** `dates.date(order.createdAt)` in the reader's language. */
export function useDates(): DateFormats {
  const locale = useLocale();
  return useMemo(() => dateFormats(locale), [locale]);
}
