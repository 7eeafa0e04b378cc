import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { REVENUE_ORDER_STATUSES, REVENUE_PAYMENT_STATUS } from '@shared/domain/admin-stats';
import type { Db, Executor } from '../../db/client';
import { analyticsOrderDays, analyticsParcelDays, analyticsPlantDays, analyticsStaleDays, orderItems, orders, plants, shipments, visitCounts } from '../../db/schema';

/*
 * NOTE: the owner's figures are read from sums per shop day (docs/decisions/035-owners-figures.md,
 * "Daily sums"): a year is about 35,000 small rows, not 100,000 orders and their lines. Triggers mark a
 * day stale in the transaction that changes its orders, lines or parcels (migration 0045);
 * `refreshStaleDays` sums those days again from the orders before any read, so the sums always equal
 * what the orders say. Days are the shop's: `shop_day()` in SQL, `shopDay` in shared/domain/analytics.ts.
 */

/** Rows of a query, whichever driver answered (node-postgres: `{ rows }`, PGlite: an array). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Shop days `from`…`to` (inclusive, `YYYY-MM-DD`). */
export interface DayRange {
  from: string;
  to: string;
}

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);
const inRange = (day: SQLWrapper, range: DayRange) => sql`${day} between ${range.from}::date and ${range.to}::date`;

/** Paid and not cancelled nor returned: the stat cards' revenue rule (`countsAsRevenue`). */
const paid = sql`${orders.orderStatus} in (${inList(REVENUE_ORDER_STATUSES)}) and ${orders.paymentStatus} = ${REVENUE_PAYMENT_STATUS}`;
const orderDay = sql`shop_day(${orders.createdAt})`;

/** Serialises the sums' refreshes across instances: a second one waits, then finds nothing stale. */
const REFRESH_LOCK = sql`hashtext('analytics:refresh')`;

/**
 * Sums again, in one transaction, every day marked stale since the last read: the marks it takes are the
 * committed ones, so a change still being written keeps its mark for the next read. Returns how many days.
 */
export async function refreshStaleDays(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const taken = await rows<{ day: string }>(tx, sql`with taken as (delete from ${analyticsStaleDays} returning day) select distinct day::text as day from taken`);
    if (taken.length === 0) return 0;
    const days = sql`${`{${taken.map((d) => d.day).join(',')}}`}::date[]`;
    for (const table of [analyticsOrderDays, analyticsParcelDays, analyticsPlantDays]) {
      await tx.execute(sql`delete from ${table} where ${table.day} = any(${days})`);
    }
    // The stale days' orders, each day read by its range of `created_at` (orders_created_at_idx).
    const staleOrders = sql`${orders} join unnest(${days}) as stale(day)
      on ${orders.createdAt} >= (stale.day::timestamp - interval '1 hour') at time zone 'UTC'
     and ${orders.createdAt} < (stale.day::timestamp + interval '23 hours') at time zone 'UTC'`;
    await tx.execute(sql`
      insert into ${analyticsOrderDays} (day, dimension, wilaya, source, campaign, orders, revenue_centimes, delivered, returned, cancelled, confirmed)
      select day, case grouping(wilaya, source, campaign) when 7 then 'day' when 3 then 'wilaya' else 'source' end,
             wilaya, source, campaign, count(*), coalesce(sum(total) filter (where paid), 0),
             count(*) filter (where status = 'delivered'), count(*) filter (where status = 'returned'),
             count(*) filter (where status = 'cancelled'),
             count(*) filter (where status in ('processing', 'shipped', 'delivered', 'returned'))
      from (select ${orderDay} as day, ${orders.wilaya} as wilaya, lower(${orders.utmSource}) as source, ${orders.utmCampaign} as campaign,
                   ${orders.orderStatus} as status, ${orders.totalCentimes} as total, (${paid}) as paid
            from ${staleOrders}) o
      group by grouping sets ((day), (day, wilaya), (day, source, campaign))`);
    await tx.execute(sql`
      insert into ${analyticsParcelDays} (day, courier, parcels, delivered, returned)
      select ${orderDay}, ${shipments.courier}, count(*),
             count(*) filter (where ${shipments.status} = 'delivered'), count(*) filter (where ${shipments.status} = 'returned')
      from ${staleOrders} join ${shipments} on ${shipments.orderId} = ${orders.id}
      where ${shipments.state} = 'live' group by 1, 2`);
    await tx.execute(sql`
      insert into ${analyticsPlantDays} (day, plant_id, name, quantity, orders, revenue_centimes)
      select ${orderDay}, ${orderItems.plantId}, max(${orderItems.name}), sum(${orderItems.quantity}), count(distinct ${orderItems.orderId}),
             sum(${orderItems.unitPriceCentimes}::bigint * ${orderItems.quantity})
      from ${staleOrders} join ${orderItems} on ${orderItems.orderId} = ${orders.id}
      where ${orders.orderStatus} <> 'cancelled'
      group by 1, ${orderItems.plantId}, case when ${orderItems.plantId} is null then ${orderItems.name} end`);
    return taken.length;
  });
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

type SummedRow = DayRow & { dimension: 'day' | 'wilaya' | 'source'; wilaya: string | null; source: string | null; campaign: string | null; confirmed: number };

/** Most orders first; then the wilaya's code in numeric order ("9" before "16"), none last. */
const byOrdersThenWilaya = (a: WilayaRow, b: WilayaRow) =>
  b.orders - a.orders || (a.wilaya === null ? 1 : b.wilaya === null ? -1 : a.wilaya.length - b.wilaya.length || a.wilaya.localeCompare(b.wilaya));
const nullsLast = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
const byOrdersThenSource = (a: SourceRow, b: SourceRow) => b.orders - a.orders || nullsLast(a.source, b.source) || nullsLast(a.campaign, b.campaign);

/** The range's orders by day, by wilaya and by source and campaign, and in all (the funnel's order steps). */
export async function orderFigures(db: Executor, range: DayRange): Promise<OrderFigures> {
  const d = analyticsOrderDays;
  const summed = await rows<SummedRow>(
    db,
    sql`select ${d.dimension} as dimension, case when ${d.dimension} = 'day' then ${d.day}::text end as date, ${d.wilaya} as wilaya, ${d.source} as source, ${d.campaign} as campaign,
               sum(${d.orders})::int as orders, sum(${d.revenueCentimes})::text as revenue, sum(${d.delivered})::int as delivered,
               sum(${d.returned})::int as returned, sum(${d.cancelled})::int as cancelled, sum(${d.confirmed})::int as confirmed
        from ${d} where ${inRange(d.day, range)}
        group by 1, 2, 3, 4, 5`,
  );
  const of = (dimension: SummedRow['dimension']) => summed.filter((r) => r.dimension === dimension);
  const counts = (r: SummedRow) => ({ orders: Number(r.orders), delivered: Number(r.delivered), returned: Number(r.returned) });
  const days = of('day');
  const total = (key: 'orders' | 'confirmed' | 'delivered') => days.reduce((n, r) => n + Number(r[key]), 0);
  return {
    days: days.map((r) => ({ date: r.date, revenue: String(r.revenue), cancelled: Number(r.cancelled), ...counts(r) })).sort((a, b) => (a.date < b.date ? -1 : 1)),
    wilayas: of('wilaya')
      .map((r) => ({ wilaya: r.wilaya, ...counts(r) }))
      .sort(byOrdersThenWilaya),
    sources: of('source')
      .map((r) => ({ source: r.source, campaign: r.campaign, revenue: String(r.revenue), ...counts(r) }))
      .sort(byOrdersThenSource),
    funnel: { orders: total('orders'), confirmed: total('confirmed'), delivered: total('delivered') },
  };
}

/** The parcels handed over (live) for the range's orders, per courier, and how they ended (shared `SHIPMENT_STATUSES`). */
export const parcelsByCourier = (db: Executor, range: DayRange) =>
  rows<{ courier: string; parcels: number; delivered: number; returned: number }>(
    db,
    sql`select ${analyticsParcelDays.courier} as courier, sum(${analyticsParcelDays.parcels})::int as parcels,
               sum(${analyticsParcelDays.delivered})::int as delivered, sum(${analyticsParcelDays.returned})::int as returned
        from ${analyticsParcelDays} where ${inRange(analyticsParcelDays.day, range)} group by 1 order by 2 desc, 1`,
  );

/** The storefront's counts (visits, plant views, adds to cart) over the range's days. */
export const visitTotals = (db: Executor, range: DayRange) =>
  rows<{ kind: string; count: number }>(
    db,
    sql`select ${visitCounts.kind} as kind, coalesce(sum(${visitCounts.count}), 0)::int as count
        from ${visitCounts} where ${inRange(visitCounts.day, range)} group by 1`,
  );

/** The ten plants most ordered by units (cancelled orders left out), named as the catalogue names them now, else as ordered. */
export const topPlants = (db: Executor, range: DayRange, limit = 10) =>
  rows<{ plantId: number | null; name: string; quantity: number; orders: number; revenue: string }>(
    db,
    sql`select ${analyticsPlantDays.plantId} as "plantId", coalesce(max(${plants.name}), max(${analyticsPlantDays.name})) as name,
               sum(${analyticsPlantDays.quantity})::int as quantity, sum(${analyticsPlantDays.orders})::int as orders,
               sum(${analyticsPlantDays.revenueCentimes})::text as revenue
        from ${analyticsPlantDays} left join ${plants} on ${plants.id} = ${analyticsPlantDays.plantId}
        where ${inRange(analyticsPlantDays.day, range)}
        group by ${analyticsPlantDays.plantId}, case when ${analyticsPlantDays.plantId} is null then ${analyticsPlantDays.name} end
        order by 3 desc, 2 limit ${limit}`,
  );
