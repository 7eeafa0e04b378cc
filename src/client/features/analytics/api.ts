import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { analyticsContract } from '@shared/contracts/analytics';
import { api } from '@client/lib/api-client';

/** A range as asked (either end may be left to the server: the last 30 days). */
export interface AnalyticsRange {
  from?: string;
  to?: string;
}

const query = (range: AnalyticsRange) => ({ ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) });

/** Under the admin's keys: an admin change that refreshes the dashboard refreshes the figures too. */
export const analyticsQueryOptions = (range: AnalyticsRange, enabled = true) =>
  queryOptions({
    queryKey: ['admin', 'analytics', query(range)] as const,
    queryFn: () => api(analyticsContract.get, { query: query(range) }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The CSV of the same range (a plain link: the browser downloads it with the session cookie). */
export function analyticsCsvUrl(range: AnalyticsRange): string {
  const qs = new URLSearchParams(query(range)).toString();
  return qs ? `${analyticsContract.csv.path}?${qs}` : analyticsContract.csv.path;
}
