import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { couponUses, coupons, orders, type CouponRow } from '../../db/schema';

type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'uses' | 'createdAt' | 'updatedAt'>;

const byCode = (code: string) => sql`lower(${coupons.code}) = lower(${code})`;

export async function listCoupons(db: Executor): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(asc(coupons.code));
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row;
}

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(byCode(code));
  return row;
}

/** The code's row, locked until the order's transaction ends: its uses are counted under it. */
export async function lockCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(byCode(code)).for('update');
  return row;
}

export async function insertCoupon(db: Executor, values: NewCoupon): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export async function updateCoupon(db: Executor, id: number, values: Partial<NewCoupon>): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coupons.id, id))
    .returning();
  return row;
}

export async function deleteCoupon(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

/** One more use, only while the code has one left: of two orders racing for the last use, one gets it. */
export async function takeUse(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(and(eq(coupons.id, id), or(isNull(coupons.maxUses), sql`${coupons.uses} < ${coupons.maxUses}`)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** One more use whatever the limit: a cancelled order reopened takes its use again. */
export async function retakeUse(db: Executor, id: number): Promise<void> {
  await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, id));
}

export async function recordUse(db: Executor, use: typeof couponUses.$inferInsert): Promise<void> {
  await db.insert(couponUses).values(use).onConflictDoNothing();
}

/** The order's use given back: removed, and its code's count lowered, once (the second call finds nothing). */
export async function releaseUse(db: Executor, orderId: string): Promise<boolean> {
  const [use] = await db.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning({ couponId: couponUses.couponId });
  if (!use) return false;
  await db
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(eq(coupons.id, use.couponId));
  return true;
}

/** Whoever orders: the account, the phone (+213…), either may be missing. */
export interface Buyer {
  userId: string | null;
  phone: string | null;
}

/** Rows of this account or this phone; undefined when neither is known. */
const whose = (buyer: Buyer, user: AnyPgColumn, phone: AnyPgColumn) => {
  const ways = [buyer.userId ? eq(user, buyer.userId) : undefined, buyer.phone ? eq(phone, buyer.phone) : undefined].filter((w) => w !== undefined);
  return ways.length ? or(...ways) : undefined;
};

/** How many orders still holding the code this account or phone placed with it. */
export async function countUsesBy(db: Executor, couponId: number, buyer: Buyer): Promise<number> {
  const who = whose(buyer, couponUses.userId, couponUses.phone);
  if (!who) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), who));
  return row?.n ?? 0;
}

/** The account's or phone's orders not cancelled: a first order has none. */
export async function countEarlierOrders(db: Executor, buyer: Buyer): Promise<number> {
  const who = whose(buyer, orders.userId, orders.customerPhone);
  if (!who) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(who, ne(orders.orderStatus, 'cancelled')));
  return row?.n ?? 0;
}
