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
const statusIs = (status: string) => sql`(count(*) filter (where ${orders.orderStatus} = ${status}))::int`;
// Sums travel as text: a bigint is a string in node-postgres and a BigInt in PGlite.
const paidSum = sql`coalesce(sum(${orders.totalCentimes}) filter (where ${paid}), 0)::text`;
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

export const ordersByDay = (db: Executor, span: Span) =>
  rows<DayRow>(
    db,
    sql`select ${shopDay} as date, count(*)::int as orders, ${paidSum} as revenue,
               ${statusIs('delivered')} as delivered, ${statusIs('returned')} as returned, ${statusIs('cancelled')} as cancelled
        from ${orders} where ${inSpan(span)} group by 1 order by 1`,
  );

export const ordersByWilaya = (db: Executor, span: Span) =>
  rows<{ wilaya: string | null; orders: number; delivered: number; returned: number }>(
    db,
    sql`select ${orders.wilaya} as wilaya, count(*)::int as orders, ${statusIs('delivered')} as delivered, ${statusIs('returned')} as returned
        from ${orders} where ${inSpan(span)} group by 1 order by 2 desc, length(${orders.wilaya}) nulls last, 1`,
  );

export const ordersBySource = (db: Executor, span: Span) =>
  rows<{ source: string | null; campaign: string | null; orders: number; revenue: string; delivered: number; returned: number }>(
    db,
    sql`select lower(${orders.utmSource}) as source, ${orders.utmCampaign} as campaign, count(*)::int as orders, ${paidSum} as revenue,
               ${statusIs('delivered')} as delivered, ${statusIs('returned')} as returned
        from ${orders} where ${inSpan(span)} group by 1, 2 order by 3 desc, 1 nulls last, 2 nulls last`,
  );

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

/** The range's orders and how far they went: confirmed means the shop took it on (processing or further). */
export async function orderFunnel(db: Executor, span: Span) {
  const [row] = await rows<{ orders: number; confirmed: number; delivered: number }>(
    db,
    sql`select count(*)::int as orders,
               (count(*) filter (where ${orders.orderStatus} in ('processing', 'shipped', 'delivered', 'returned')))::int as confirmed,
               ${statusIs('delivered')} as delivered
        from ${orders} where ${inSpan(span)}`,
  );
  return { orders: Number(row?.orders ?? 0), confirmed: Number(row?.confirmed ?? 0), delivered: Number(row?.delivered ?? 0) };
}

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
