import { type SQL, sql } from 'drizzle-orm';
import { REVENUE_ORDER_STATUSES, REVENUE_PAYMENT_STATUS } from '@shared/domain/admin-stats';
import type { Executor } from '../../db/client';
import { orderItems, orders, plants, shipments, visitCounts } from '../../db/schema';

/*
 * NOTE: the owner's figures are read-only aggregates over the orders, their lines and parcels
 * (docs/decisions/035-owners-figures.md). Every query reads the range's orders through
 * `orders_created_at_idx` (a range on `created_at`) and groups in SQL; nothing here writes.
 */

/** Rows of a query, whichever driver answered (node-postgres: `{ rows }`, PGlite: an array). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** `[start, end)`: the range's first and day-after-last midnights in Algiers. */
export interface Span {
  start: Date;
  end: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const inSpan = (span: Span) => sql`${orders.createdAt} >= ${ts(span.start)} and ${orders.createdAt} < ${ts(span.end)}`;
const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/** Paid and not cancelled nor returned: the stat cards' revenue rule (`countsAsRevenue`). */
const paid = sql`${orders.orderStatus} in (${inList(REVENUE_ORDER_STATUSES)}) and ${orders.paymentStatus} = ${REVENUE_PAYMENT_STATUS}`;
/** The shop's day of an order (UTC+1 all year: Algeria keeps no summer time). */
const shopDay = sql`to_char((${orders.createdAt} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

export interface DayRow {
  date: string;
  orders: number;
  revenue: string;
  delivered: number;
  returned: number;
  cancelled: number;
}
export interface WilayaRow {
  wilaya: string | null;
  orders: number;
  delivered: number;
  returned: number;
}
export interface SourceRow {
  source: string | null;
  campaign: string | null;
  orders: number;
  revenue: string;
  delivered: number;
  returned: number;
}
export interface OrderFigures {
  days: DayRow[];
  wilayas: WilayaRow[];
  sources: SourceRow[];
  funnel: { orders: number; confirmed: number; delivered: number };
}

type GroupedRow = DayRow & { set: 'day' | 'wilaya' | 'source' | 'all'; wilaya: string | null; source: string | null; campaign: string | null; confirmed: number };

/** Most orders first; then the wilaya's code in numeric order ("9" before "16"), none last. */
const byOrdersThenWilaya = (a: WilayaRow, b: WilayaRow) =>
  b.orders - a.orders || (a.wilaya === null ? 1 : b.wilaya === null ? -1 : a.wilaya.length - b.wilaya.length || a.wilaya.localeCompare(b.wilaya));
const nullsLast = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
const byOrdersThenSource = (a: SourceRow, b: SourceRow) => b.orders - a.orders || nullsLast(a.source, b.source) || nullsLast(a.campaign, b.campaign);

/**
 * The range's orders by day, by wilaya, by source and campaign, and in all (the funnel's order steps), in
 * one pass over them (`grouping sets`): a year of a busy shop's orders is read once, not four times.
 */
export async function orderFigures(db: Executor, span: Span): Promise<OrderFigures> {
  const grouped = await rows<GroupedRow>(
    db,
    sql`select case grouping(day, wilaya, source, campaign) when 7 then 'day' when 11 then 'wilaya' when 12 then 'source' else 'all' end as set,
               day as date, wilaya, source, campaign,
               count(*)::int as orders, coalesce(sum(total) filter (where paid), 0)::text as revenue,
               (count(*) filter (where status = 'delivered'))::int as delivered,
               (count(*) filter (where status = 'returned'))::int as returned,
               (count(*) filter (where status = 'cancelled'))::int as cancelled,
               (count(*) filter (where status in ('processing', 'shipped', 'delivered', 'returned')))::int as confirmed
        from (select ${shopDay} as day, ${orders.wilaya} as wilaya, lower(${orders.utmSource}) as source, ${orders.utmCampaign} as campaign,
                     ${orders.orderStatus} as status, ${orders.totalCentimes} as total, (${paid}) as paid
              from ${orders} where ${inSpan(span)}) o
        group by grouping sets ((day), (wilaya), (source, campaign), ())`,
  );
  const of = (set: GroupedRow['set']) => grouped.filter((r) => r.set === set);
  const counts = (r: GroupedRow) => ({ orders: Number(r.orders), delivered: Number(r.delivered), returned: Number(r.returned) });
  const all = of('all')[0];
  return {
    days: of('day')
      .map((r) => ({ date: r.date, revenue: String(r.revenue), cancelled: Number(r.cancelled), ...counts(r) }))
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
    wilayas: of('wilaya')
      .map((r) => ({ wilaya: r.wilaya, ...counts(r) }))
      .sort(byOrdersThenWilaya),
    sources: of('source')
      .map((r) => ({ source: r.source, campaign: r.campaign, revenue: String(r.revenue), ...counts(r) }))
      .sort(byOrdersThenSource),
    funnel: { orders: Number(all?.orders ?? 0), confirmed: Number(all?.confirmed ?? 0), delivered: Number(all?.delivered ?? 0) },
  };
}

/** The parcels handed over (live) for the range's orders, per courier, and how they ended (shared `SHIPMENT_STATUSES`). */
export const parcelsByCourier = (db: Executor, span: Span) =>
  rows<{ courier: string; parcels: number; delivered: number; returned: number }>(
    db,
    sql`select ${shipments.courier} as courier, count(*)::int as parcels,
               (count(*) filter (where ${shipments.status} = 'delivered'))::int as delivered,
               (count(*) filter (where ${shipments.status} = 'returned'))::int as returned
        from ${shipments} join ${orders} on ${orders.id} = ${shipments.orderId}
        where ${shipments.state} = 'live' and ${inSpan(span)} group by 1 order by 2 desc, 1`,
  );

/** The storefront's counts (visits, plant views, adds to cart) over the shop days `from`…`to`. */
export const visitTotals = (db: Executor, from: string, to: string) =>
  rows<{ kind: string; count: number }>(
    db,
    sql`select ${visitCounts.kind} as kind, coalesce(sum(${visitCounts.count}), 0)::int as count
        from ${visitCounts} where ${visitCounts.day} between ${from}::date and ${to}::date group by 1`,
  );

/** The ten plants most ordered by units (cancelled orders left out), named as the catalogue names them now, else as ordered. */
export const topPlants = (db: Executor, span: Span, limit = 10) =>
  rows<{ plantId: number | null; name: string; quantity: number; orders: number; revenue: string }>(
    db,
    sql`select ${orderItems.plantId} as "plantId", coalesce(max(${plants.name}), max(${orderItems.name})) as name,
               sum(${orderItems.quantity})::int as quantity, count(distinct ${orderItems.orderId})::int as orders,
               sum(${orderItems.unitPriceCentimes}::bigint * ${orderItems.quantity})::text as revenue
        from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        left join ${plants} on ${plants.id} = ${orderItems.plantId}
        where ${inSpan(span)} and ${orders.orderStatus} <> 'cancelled'
        group by ${orderItems.plantId}, case when ${orderItems.plantId} is null then ${orderItems.name} end
        order by 3 desc, 2 limit ${limit}`,
  );
