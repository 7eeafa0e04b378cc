import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { methodsThat } from '@shared/domain/payment-methods';
import { msg, say } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const x = msg.express.errors;

/**
 * Cash-on-delivery caps per phone and per address, across accounts and guests (docs/contract.md §7,
 * docs/contract.md §2): the one module the express form and `/checkout`'s cash on delivery both call.
 * - an express order: at most 2 open express orders per phone (409 naming the count), at most 5 (EXPRESS_ORDERS_PER_HOUR)
 *   express orders an hour per address (429), counted in the shared store so every instance agrees;
 * - a checkout's cash on delivery: at most 20 open cash-on-delivery orders per phone whatever the
 *   account (accounts are capped on their own: ORDER_CAPS), so throwaway accounts cannot pile them up.
 * "Open" is placed or confirmed, not yet shipped. Counted under the phone's lock (`lockPhone`), in the
 * order's transaction, so parallel orders cannot pass together.
 */
export const COD_CAPS = { expressOpenPerPhone: 2, codOpenPerPhone: 20 } as const;

const HOUR_MS = 3_600_000;

/** Serialises the cash-on-delivery orders of one phone (advisory lock, PGlite and PostgreSQL). */
export async function lockPhone(db: Executor, phone: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cod-phone:${phone}`}))`);
}

const openOf = (phone: string) => and(eq(orders.customerPhone, phone), inArray(orders.orderStatus, ['pending', 'processing']));

/** The phone's open orders placed with the express form, or paid cash on delivery (any channel). */
export async function countOpen(db: Executor, phone: string, counted: 'express' | 'cashOnDelivery'): Promise<number> {
  const only = counted === 'express' ? eq(orders.channel, 'express') : inArray(orders.paymentMethod, methodsThat('collectsOnDelivery'));
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(openOf(phone), only));
  return row?.n ?? 0;
}

/** 409 when the phone holds its open orders' cap (the count named in the message). */
export async function checkPhone(db: Executor, phone: string, channel: 'checkout' | 'express'): Promise<void> {
  if (channel === 'express') {
    const open = await countOpen(db, phone, 'express');
    if (open >= COD_CAPS.expressOpenPerPhone) throw new AppError('CONFLICT', say(x.phoneOpenOrders, { count: open }), { phone: say(x.phoneOpenOrders, { count: open }) }, { openOrders: open });
    return;
  }
  const open = await countOpen(db, phone, 'cashOnDelivery');
  if (open >= COD_CAPS.codOpenPerPhone) throw new AppError('CONFLICT', say(x.phoneOpenOrdersCod, { count: open }), { phone: say(x.phoneOpenOrdersCod, { count: open }) });
}

const addressKey = (address: string) => `cod:express-address:${address}`;

/**
 * Takes one of the address's express orders of the hour (429 past 5), shared by every instance through
 * the store (Redis with REDIS_URL). Returns how to give it back when no order was placed after all.
 */
export async function takeAddressSlot(ctx: ServiceContext, address: string): Promise<() => Promise<void>> {
  const key = addressKey(address);
  const counter = await ctx.store.hit(key, HOUR_MS);
  const release = () => ctx.store.release(key);
  if (counter.count > ctx.config.expressOrdersPerHour) {
    await release();
    const err = new AppError('TOO_MANY_REQUESTS', x.tooManyFromAddress);
    err.retryAfterS = Math.ceil(counter.resetInMs / 1000);
    throw err;
  }
  return release;
}

/** The phone's express orders still open, placed in the last 24 h, oldest first: where a duplicate is looked for. */
export async function findSameOpenExpress(db: Executor, phone: string) {
  return db
    .select()
    .from(orders)
    .where(and(openOf(phone), eq(orders.channel, 'express'), gte(orders.createdAt, new Date(Date.now() - 24 * HOUR_MS))))
    .orderBy(orders.createdAt);
}
