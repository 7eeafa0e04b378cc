import { type SQL, sql } from 'drizzle-orm';
import { REVENUE_ORDER_STATUSES, REVENUE_PAYMENT_STATUS, type TimeWindow } from '@shared/domain/admin-stats';
import type { Executor } from '../../db/client';
import { identifications, orders, plants } from '../../db/schema';

/*
 * NOTE: the dashboard's figures are read-only aggregates over three features' tables (plants, orders,
 * identifications). They live here, in one query per table, rather than as three new counting functions
 * in those features' repositories: nothing here writes, and no other feature needs these numbers.
 */

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** `column` inside the window `[start, end)` (`end` null: up to now). */
const within = (column: typeof plants.createdAt | typeof orders.createdAt | typeof identifications.createdAt | SQL, w: TimeWindow) =>
  w.end ? sql`${column} >= ${ts(w.start)} and ${column} < ${ts(w.end)}` : sql`${column} >= ${ts(w.start)}`;

/** Rows of one aggregate query, whichever driver answered (node-postgres: `{ rows }`, PGlite: an array). */
function firstRow<T>(result: unknown): T {
  const rows = (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  return rows[0]!;
}

export async function plantFigures(db: Executor, month: { current: TimeWindow; previous: TimeWindow }) {
  const row = firstRow<{ total: number; current: number; previous: number }>(
    await db.execute(sql`
      select count(*)::int as total,
             (count(*) filter (where ${within(plants.createdAt, month.current)}))::int as current,
             (count(*) filter (where ${within(plants.createdAt, month.previous)}))::int as previous
      from ${plants}`),
  );
  return { total: Number(row.total), current: Number(row.current), previous: Number(row.previous) };
}

/** Order statuses that count as active (spec §2 'Active Orders'). */
export const ACTIVE_ORDER_STATUSES = ['pending', 'processing', 'shipped'] as const;

const inList = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

export async function orderFigures(
  db: Executor,
  windows: { week: { current: TimeWindow; previous: TimeWindow }; month: { current: TimeWindow; previous: TimeWindow } },
) {
  // Revenue: paid orders only (`countsAsRevenue`), counted in the month they were paid.
  const revenue = sql`${orders.orderStatus} in (${inList(REVENUE_ORDER_STATUSES)}) and ${orders.paymentStatus} = ${REVENUE_PAYMENT_STATUS}`;
  const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const placed = sql`${orders.orderStatus} <> 'cancelled'`;
  // Sums travel as text: a bigint is a string in node-postgres and a BigInt in PGlite.
  const row = firstRow<Record<string, string | number>>(
    await db.execute(sql`
      select (count(*) filter (where ${orders.orderStatus} in (${inList(ACTIVE_ORDER_STATUSES)})))::int as active,
             coalesce(sum(${orders.totalCentimes}) filter (where ${revenue}), 0)::text as revenue,
             (count(*) filter (where ${placed} and ${within(orders.createdAt, windows.week.current)}))::int as placed_current,
             (count(*) filter (where ${placed} and ${within(orders.createdAt, windows.week.previous)}))::int as placed_previous,
             coalesce(sum(${orders.totalCentimes}) filter (where ${revenue} and ${within(paidAt, windows.month.current)}), 0)::text as revenue_current,
             coalesce(sum(${orders.totalCentimes}) filter (where ${revenue} and ${within(paidAt, windows.month.previous)}), 0)::text as revenue_previous
      from ${orders}`),
  );
  return {
    active: Number(row.active),
    revenue: Number(row.revenue),
    placedCurrent: Number(row.placed_current),
    placedPrevious: Number(row.placed_previous),
    revenueCurrent: Number(row.revenue_current),
    revenuePrevious: Number(row.revenue_previous),
  };
}

export async function identificationFigures(db: Executor, day: { current: TimeWindow; previous: TimeWindow }) {
  // Only today's and yesterday's rows are read (index identifications_created_at_idx).
  const row = firstRow<{ current: number; previous: number }>(
    await db.execute(sql`
      select (count(*) filter (where ${within(identifications.createdAt, day.current)}))::int as current,
             (count(*) filter (where ${within(identifications.createdAt, day.previous)}))::int as previous
      from ${identifications}
      where ${identifications.createdAt} >= ${ts(day.previous.start)}`),
  );
  return { current: Number(row.current), previous: Number(row.previous) };
}

/** The database server's version, e.g. '17.4'. */
export async function serverVersion(db: Executor): Promise<string> {
  const row = firstRow<{ version: string }>(await db.execute(sql`select current_setting('server_version') as version`));
  return String(row.version).split(' ')[0] ?? '';
}
