import { catalogItemId } from '@shared/domain/sizes';
import { AD_PLATFORMS, type AdPlatformId, type Conversion } from '@shared/domain/ad-platforms';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { afterCommit } from '../../db/after-commit';
import type { ConversionEventRow, OrderRow, VisitSignals } from '../../db/schema';
import { conversionPlatforms } from '../../integrations/conversions';
import { PlatformError, type ConversionEvent } from '../../integrations/conversions/types';
import { splitName } from '../../integrations/conversions/user-data';
import { inBackground } from '../../lib/background';
import { startPeriodic } from '../../lib/periodic';
import { retryDelayMs } from '../outbox/outbox.service';
import { getAdAccounts, type AdAccount } from '../settings/settings.service';
import * as repo from './conversions.repository';

/**
 * Conversions told by the server (docs/contract.md §9, docs/decisions/034-conversions-told-by-the-server.md),
 * through a durable queue like the e-mail outbox: `queueConversion` writes a row per configured platform
 * in the transaction that places or pays the order (a unique (platform, order, event) keeps a replay from
 * queuing twice); after the commit the row is sent in the background, and the worker retries what failed
 * with back-off. A row whose platform is no longer configured when it comes due is `dropped`, unsent.
 */

/** After this many failed attempts a conversion is `failed` (Meta takes events up to 7 days old). */
export const MAX_CONVERSION_ATTEMPTS = 10;
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

/**
 * Queues `conversion` of `order` on `db` (the transaction that causes it) for every platform configured
 * now. A Lead keeps the visit's signals (`visit`); a Purchase takes those its Lead kept.
 */
export async function queueConversion(ctx: ServiceContext, db: Executor, order: OrderRow, conversion: Conversion, visit: VisitSignals | null = null): Promise<void> {
  const accounts = await getAdAccounts(ctx, db);
  const platforms = AD_PLATFORMS.filter((id) => accounts[id]);
  if (platforms.length === 0) return;
  const eventTime = conversion === 'purchase' ? (order.paidAt ?? new Date()) : order.createdAt;
  const rows: repo.NewConversion[] = [];
  for (const platform of platforms) {
    rows.push({ platform, event: conversion, orderId: order.id, eventTime, visit: visit ?? (await repo.findVisit(db, platform, order.id)) });
  }
  await repo.insertConversions(db, rows);
  afterCommit(db, (committed) => inBackground({ ...ctx, db: committed }, 'conversions delivery', () => deliverDueConversions({ ...ctx, db: committed })));
}

/** The order as the platforms' modules read it. */
async function eventOf(ctx: ServiceContext, row: ConversionEventRow): Promise<ConversionEvent | null> {
  const order = await repo.findOrderRow(ctx.db, row.orderId);
  if (!order) return null;
  const items = await repo.findItemsOfOrder(ctx.db, order.id);
  return {
    conversion: row.event as Conversion,
    eventId: order.id,
    time: row.eventTime,
    orderId: order.id,
    valueCentimes: order.totalCentimes,
    // The feed's ids (catalogItemId): the platforms match a sale to the product they advertised.
    items: items.filter((i) => i.plantId !== null).map((i) => ({ id: catalogItemId(i.plantId!, i.variantId, i.variantLabel !== null), quantity: i.quantity, unitPriceCentimes: i.unitPriceCentimes })),
    customer: { phone: order.customerPhone, email: order.customerEmail || null, ...splitName(order.customerName), city: order.city || null },
    visit: row.visit,
  };
}

async function send(ctx: ServiceContext, row: ConversionEventRow, accounts: { [P in AdPlatformId]: AdAccount | null }, now: Date): Promise<boolean> {
  const platform = row.platform as AdPlatformId;
  const account = AD_PLATFORMS.includes(platform) ? accounts[platform] : null;
  // The owner removed the token (or the pixel) since: nothing leaves.
  if (!account) {
    await repo.markConversion(ctx.db, row.id, { status: 'dropped', error: 'not configured' });
    return false;
  }
  const event = await eventOf(ctx, row);
  if (!event) {
    await repo.markConversion(ctx.db, row.id, { status: 'dropped', error: 'order not found' });
    return false;
  }
  try {
    await conversionPlatforms[platform].send(account, [event]);
    await repo.markConversion(ctx.db, row.id, { status: 'sent', sentAt: new Date() });
    return true;
  } catch (err) {
    const retry = !(err instanceof PlatformError) || err.retry;
    const giveUp = !retry || row.attempts >= MAX_CONVERSION_ATTEMPTS;
    const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    ctx.log.warn({ conversionId: row.id, platform, attempts: row.attempts, giveUp, err: error }, 'conversion not sent');
    await repo.markConversion(ctx.db, row.id, {
      status: giveUp ? 'failed' : 'pending',
      error,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, ctx.config.conversions.retryIntervalMs)),
    });
    return false;
  }
}

/** Sends the due conversions; returns how many were sent and how many were not. Safe with several instances. */
export async function deliverDueConversions(ctx: ServiceContext, opts: { now?: Date } = {}): Promise<{ sent: number; unsent: number }> {
  const now = opts.now ?? new Date();
  const rows = await repo.claimDueConversions(ctx.db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: BATCH });
  if (rows.length === 0) return { sent: 0, unsent: 0 };
  const accounts = await getAdAccounts(ctx);
  let sent = 0;
  for (const row of rows) if (await send(ctx, row, accounts, now)) sent += 1;
  return { sent, unsent: rows.length - sent };
}

/** Retries due conversions every `CONVERSION_RETRY_INTERVAL_MS` (and once at start); returns the stop function. */
export function startConversionsWorker(ctx: ServiceContext): () => Promise<void> {
  return startPeriodic(
    ctx,
    'conversions worker',
    async () => {
      // A full batch may leave more behind it.
      for (;;) {
        const { sent, unsent } = await deliverDueConversions(ctx);
        if (sent + unsent < BATCH) return;
      }
    },
    ctx.config.conversions.retryIntervalMs,
  );
}
