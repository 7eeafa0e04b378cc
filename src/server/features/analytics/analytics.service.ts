import type { Analytics, AnalyticsQuery } from '@shared/contracts/analytics';
import { analyticsRange, daysOf } from '@shared/domain/analytics';
import { toMoneyString } from '@shared/domain/money';
import type { Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { toCsv, type CsvValue } from '../../lib/csv';
import type { Actor } from '../auth/auth.service';
import { requireAdmin } from '../auth/access-policy';
import { courierLabel } from '../shipments/courier-figures.service';
import * as repo from './analytics.repository';

const money = (centimes: string | number) => toMoneyString(Number(centimes));

/**
 * `GET /api/admin/analytics` (docs/contract.md §9): the range's orders by day, wilaya, source and
 * courier, the funnel from visits to deliveries and the top plants, for admins. Days are the shop's;
 * an order belongs to the day it was placed, and its revenue counts once paid (`countsAsRevenue`).
 */
export async function getAnalytics(ctx: ServiceContext, actor: Actor | null, query: AnalyticsQuery, now = new Date()): Promise<Analytics> {
  requireAdmin(actor);
  const range = analyticsRange(query, now);
  const { from, to } = range;
  await repo.refreshStaleDays(ctx.db);
  const [{ days, wilayas, sources, funnel }, couriers, visits, plants] = await Promise.all([
    repo.orderFigures(ctx.db, range),
    repo.parcelsByCourier(ctx.db, range),
    repo.visitTotals(ctx.db, range),
    repo.topPlants(ctx.db, range),
  ]);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const visit = (kind: string) => Number(visits.find((v) => v.kind === kind)?.count ?? 0);
  return {
    from,
    to,
    series: daysOf(from, to).map((date) => {
      const d = byDate.get(date);
      return d
        ? { ...d, revenue: money(d.revenue) }
        : { date, orders: 0, revenue: '0.00', delivered: 0, returned: 0, cancelled: 0 };
    }),
    byWilaya: wilayas,
    bySource: sources.map((s) => ({ ...s, revenue: money(s.revenue) })),
    byCourier: couriers.map((c) => ({ ...c, label: courierLabel(c.courier), parcels: Number(c.parcels), delivered: Number(c.delivered), returned: Number(c.returned) })),
    funnel: { visits: visit('visit'), productViews: visit('productView'), addToCart: visit('addToCart'), ...funnel },
    topPlants: plants.map((p) => ({ ...p, plantId: p.plantId === null ? null : Number(p.plantId), quantity: Number(p.quantity), orders: Number(p.orders), revenue: money(p.revenue) })),
  };
}

/**
 * `GET /api/admin/analytics.csv`: the same figures as one CSV (`lib/csv.ts`: quoting, formula
 * injection, BOM), a section per table, titles in the admin's language.
 */
export async function analyticsCsv(ctx: ServiceContext, actor: Actor | null, query: AnalyticsQuery, tr: Translator, now = new Date()): Promise<string> {
  const a = await getAnalytics(ctx, actor, query, now);
  const h = tr.m.analytics.csv;
  const s = h.sections;
  const f = tr.m.analytics.funnel;
  const head = [h.section, h.key, h.detail, h.orders, h.revenue, h.delivered, h.returned, h.cancelled, h.quantity, h.count].map((t) => tr.text(t));
  const line = (section: string, key: CsvValue, cells: Partial<Record<'detail' | 'orders' | 'revenue' | 'delivered' | 'returned' | 'cancelled' | 'quantity' | 'count', CsvValue>>): CsvValue[] => [
    tr.text(section),
    key,
    cells.detail,
    cells.orders,
    cells.revenue,
    cells.delivered,
    cells.returned,
    cells.cancelled,
    cells.quantity,
    cells.count,
  ];
  const funnelSteps = ['visits', 'productViews', 'addToCart', 'orders', 'confirmed', 'delivered'] as const;
  return toCsv([
    head,
    ...a.series.map((d) => line(s.day, d.date, d)),
    ...a.byWilaya.map((w) => line(s.wilaya, w.wilaya, w)),
    ...a.bySource.map((x) => line(s.source, x.source, { ...x, detail: x.campaign })),
    ...a.byCourier.map((c) => line(s.courier, c.label, { orders: c.parcels, delivered: c.delivered, returned: c.returned })),
    ...funnelSteps.map((step) => line(s.funnel, tr.text(f[step]), { count: a.funnel[step] })),
    ...a.topPlants.map((p) => line(s.plant, p.name, { detail: p.plantId, orders: p.orders, revenue: p.revenue, quantity: p.quantity })),
  ]);
}
