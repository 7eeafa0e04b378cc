import { z } from 'zod';
import { isCalendarDate } from '../domain/wilayas';
import { msg } from '../messages';
import { MoneyStringSchema } from '../schemas/fields';
import { ANALYTICS_MAX_DAYS, daysBetween } from '../domain/analytics';
import { VISIT_BEACON_PATH } from '../domain/visit-beacon';
import { defineRoute } from './http';

/**
 * The owner's figures (docs/contract.md §9; docs/decisions/035-owners-figures.md). Days are the shop's
 * (UTC+1), both ends of a range counted; amounts in DA as decimal strings.
 */

// NOTE: read when a check fails, never when the module loads: outside the admin's pages the browser's
// catalogue holds no analytics texts (vite.config.ts, backOfficeTexts).
const m = () => msg.analytics.errors;

const DaySchema = z
  .string()
  .max(10, { error: () => m().badDate })
  .refine(isCalendarDate, { error: () => m().badDate });

/** `?from=&to=` (`YYYY-MM-DD`): without them the last 30 days; `from` ≤ `to`, at most 366 days. */
export const AnalyticsQuerySchema = z
  .strictObject({ from: DaySchema.optional(), to: DaySchema.optional() }, { error: () => m().unknownParameter })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to || !isCalendarDate(q.from) || !isCalendarDate(q.to)) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: m().reversed });
    else if (daysBetween(q.from, q.to) > ANALYTICS_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: m().tooLong });
  });
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

const Count = z.number().int().nonnegative();

/** One day: orders placed, their paid revenue, and how many of them ended delivered, returned or cancelled. */
export const AnalyticsDaySchema = z.object({
  date: z.string(),
  orders: Count,
  revenue: MoneyStringSchema,
  delivered: Count,
  returned: Count,
  cancelled: Count,
});

export const AnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, days without orders included. */
  series: z.array(AnalyticsDaySchema),
  /** Official code ("16"), null for orders placed without one; most orders first. */
  byWilaya: z.array(z.object({ wilaya: z.string().nullable(), orders: Count, delivered: Count, returned: Count })),
  /** The first landing's source (`utm_source`, lower case) and campaign; null when none was known. */
  bySource: z.array(
    z.object({ source: z.string().nullable(), campaign: z.string().nullable(), orders: Count, revenue: MoneyStringSchema, delivered: Count, returned: Count }),
  ),
  /** Parcels handed to each courier for the range's orders, and how they ended. */
  byCourier: z.array(z.object({ courier: z.string(), label: z.string(), parcels: Count, delivered: Count, returned: Count })),
  /** Visitors (once a day each), plant pages served, adds to cart, then the range's orders and how far they went. */
  funnel: z.object({ visits: Count, productViews: Count, addToCart: Count, orders: Count, confirmed: Count, delivered: Count }),
  /** The ten plants most ordered (units, cancelled orders left out); `plantId` null once the plant is deleted. */
  topPlants: z.array(z.object({ plantId: z.number().int().nullable(), name: z.string(), quantity: Count, orders: Count, revenue: MoneyStringSchema })),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

/** What the storefront's beacon tells: only what happened, never who. */
export const VisitBeaconSchema = z.strictObject({ kind: z.literal('addToCart') });

export const analyticsContract = {
  get: defineRoute({ method: 'GET', path: '/api/admin/analytics', query: AnalyticsQuerySchema, response: AnalyticsSchema }),
  /** The same figures as CSV (registered by hand: not JSON). */
  csv: defineRoute({ method: 'GET', path: '/api/admin/analytics.csv', query: AnalyticsQuerySchema, response: z.string() }),
  /** `navigator.sendBeacon` from the storefront: no cookie read, no answer body. */
  beacon: defineRoute({ method: 'POST', path: VISIT_BEACON_PATH, body: VisitBeaconSchema, response: z.null(), status: 204 }),
};
