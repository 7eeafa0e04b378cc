import type { AdminStats, AppInfo, StatTrend } from '@shared/contracts/admin';
import { REVENUE_ORDER_STATUSES, statWindows, trendOf, trendText, type TrendPeriod } from '@shared/domain/admin-stats';
import { toMoneyString } from '@shared/domain/money';
import type { Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import * as repo from './admin.repository';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';

function trend(tr: Translator, current: number, previous: number, period: TrendPeriod, show: (n: number) => string): StatTrend {
  const t = trendOf(current, previous, period);
  return { ...t, text: trendText(t, tr.m.admin.stats.trend), current: show(current), previous: show(previous) };
}

/**
 * The four stat cards (spec §2) and their trends, from the data (docs/contract.md §2: never fixed text,
 * revenue in DA). What each figure and trend counts is written on `AdminStatsSchema`; the trends
 * read in the admin's language.
 */
export async function getStats(ctx: ServiceContext, actor: Actor, tr: Translator, now = new Date()): Promise<AdminStats> {
  requireAdmin(actor);
  const windows = statWindows(now);
  const [plants, orders, ids] = await Promise.all([
    repo.plantFigures(ctx.db, windows.month),
    repo.orderFigures(ctx.db, { week: windows.week, month: windows.month }),
    repo.identificationFigures(ctx.db, windows.day),
  ]);
  return {
    totalPlants: plants.total,
    activeOrders: orders.active,
    totalRevenue: toMoneyString(orders.revenue),
    plantIds: ids.current,
    trends: {
      totalPlants: trend(tr, plants.current, plants.previous, windows.month.period, String),
      activeOrders: trend(tr, orders.placedCurrent, orders.placedPrevious, windows.week.period, String),
      totalRevenue: trend(tr, orders.revenueCurrent, orders.revenuePrevious, windows.month.period, toMoneyString),
      plantIds: trend(tr, ids.current, ids.previous, windows.day.period, String),
    },
    revenueOrderStatuses: [...REVENUE_ORDER_STATUSES],
  };
}

const serverVersions = new WeakMap<object, Promise<string>>();

/** Application Info (docs/contract.md §2): the running version, APP_ENV, and the database actually in use. */
export async function getAppInfo(ctx: ServiceContext, actor: Actor, tr: Translator): Promise<AppInfo> {
  requireAdmin(actor);
  let version = serverVersions.get(ctx.database);
  if (!version) {
    version = repo.serverVersion(ctx.db).catch(() => '');
    serverVersions.set(ctx.database, version);
  }
  const v = await version;
  return {
    version: ctx.config.version,
    environment: ctx.config.appEnv,
    database: tr.text(tr.m.admin.settings.databases[ctx.database.kind], { version: v ? ` ${v}` : '' }),
  };
}
