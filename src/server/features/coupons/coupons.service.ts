import type { Coupon, CouponInput, CouponUpdate } from '@shared/contracts/coupons';
import { couponValueOf } from '@shared/contracts/coupons';
import { couponAmount, couponRefusal, type CouponKind, type CouponRefusal } from '@shared/domain/discounts';
import { toMoneyString, type Centimes } from '@shared/domain/money';
import { msg, say, sayMoney, type Text } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import type { CouponRow, OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import * as repo from './coupons.repository';

export type { Buyer } from './coupons.repository';

const c = msg.couponRefusals;
const a = msg.admin.promotions.errors;

/** A code as the wire carries it (docs/contract.md §8). */
function toCoupon(row: CouponRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'fixed' ? toMoneyString(row.value) : String(row.value),
    minSubtotal: toMoneyString(row.minSubtotalCentimes),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    firstOrderOnly: row.firstOrderOnly,
    active: row.active,
    uses: row.uses,
    createdAt: row.createdAt.toISOString(),
  };
}

// ---- The owner's codes (admins: docs/contract.md §8) ----

export async function listCoupons(ctx: ServiceContext, actor: Actor): Promise<Coupon[]> {
  requireAdmin(actor);
  return (await repo.listCoupons(ctx.db)).map(toCoupon);
}

/** The stored value of `kind`, or 400 on `value` (the schema checks it too; a PATCH may change the kind alone). */
function storedValue(kind: CouponKind, value: string | number | null | undefined): number {
  const checked = couponValueOf(kind, value);
  if ('error' in checked) throw new AppError('BAD_REQUEST', checked.error, { value: checked.error });
  return checked.value;
}

/** 409 on `code` when another code has this name, case aside. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', a.codeTaken, { code: a.codeTaken });
    throw err;
  }
}

export async function createCoupon(ctx: ServiceContext, actor: Actor, input: CouponInput): Promise<Coupon> {
  requireAdmin(actor);
  const row = await uniqueName(() =>
    repo.insertCoupon(ctx.db, {
      code: input.code,
      kind: input.kind,
      value: storedValue(input.kind, input.value),
      minSubtotalCentimes: input.minSubtotal,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      maxUses: input.maxUses,
      maxUsesPerCustomer: input.maxUsesPerCustomer,
      firstOrderOnly: input.firstOrderOnly,
      active: input.active,
    }),
  );
  return toCoupon(row);
}

/** Any subset of the fields; the value is read with the kind it ends up with. */
export async function updateCoupon(ctx: ServiceContext, actor: Actor, id: number, input: CouponUpdate): Promise<Coupon> {
  requireAdmin(actor);
  const current = await repo.findCouponById(ctx.db, id);
  if (!current) throw new AppError('NOT_FOUND', a.notFound);
  const kind = input.kind ?? current.kind;
  const startsAt = input.startsAt === undefined ? current.startsAt : input.startsAt;
  const endsAt = input.endsAt === undefined ? current.endsAt : input.endsAt;
  if (startsAt && endsAt && endsAt <= startsAt) throw new AppError('BAD_REQUEST', a.endsBeforeStart, { endsAt: a.endsBeforeStart });
  const valueChanges = input.value !== undefined || (input.kind !== undefined && input.kind !== current.kind);
  const row = await uniqueName(() =>
    repo.updateCoupon(ctx.db, id, {
      ...(input.code !== undefined && { code: input.code }),
      kind,
      ...(valueChanges && { value: storedValue(kind, input.value) }),
      ...(input.minSubtotal !== undefined && { minSubtotalCentimes: input.minSubtotal }),
      startsAt,
      endsAt,
      ...(input.maxUses !== undefined && { maxUses: input.maxUses }),
      ...(input.maxUsesPerCustomer !== undefined && { maxUsesPerCustomer: input.maxUsesPerCustomer }),
      ...(input.firstOrderOnly !== undefined && { firstOrderOnly: input.firstOrderOnly }),
      ...(input.active !== undefined && { active: input.active }),
    }),
  );
  if (!row) throw new AppError('NOT_FOUND', a.notFound);
  return toCoupon(row);
}

/** The orders that used it keep their discount and the code's name. */
export async function deleteCoupon(ctx: ServiceContext, actor: Actor, id: number): Promise<{ id: number; deleted: true }> {
  requireAdmin(actor);
  if (!(await repo.deleteCoupon(ctx.db, id))) throw new AppError('NOT_FOUND', a.notFound);
  return { id, deleted: true };
}

// ---- Applying a code (the quote, then the order's transaction) ----

/** A code that applies: its name as the owner wrote it and what it takes off. */
export interface AppliedCoupon {
  id: number;
  code: string;
  amount: Centimes;
}

/** The customer's reason, in their language (the amount named in theirs). */
export function refusalText(refusal: CouponRefusal): Text {
  if (refusal.reason === 'minSubtotal') return say(c.minSubtotal, { amount: sayMoney(refusal.minSubtotal) });
  return c[refusal.reason];
}

const rulesOf = (row: CouponRow) => ({ ...row, minSubtotal: row.minSubtotalCentimes });

/** The buyer's earlier orders and uses, or undefined when nobody is known yet. */
async function buyerFacts(db: Executor, row: CouponRow, buyer: repo.Buyer | undefined) {
  if (!buyer || (!buyer.userId && !buyer.phone)) return undefined;
  return { earlierOrders: row.firstOrderOnly ? await repo.countEarlierOrders(db, buyer) : 0, earlierUses: row.maxUsesPerCustomer === null ? 0 : await repo.countUsesBy(db, row.id, buyer) };
}

/** Applies `row` (or its absence) to the figures: the code and its amount, or why not. */
async function apply(db: Executor, row: CouponRow | undefined, subtotal: Centimes, shipping: Centimes, buyer: repo.Buyer | undefined) {
  const refusal = couponRefusal(row && rulesOf(row), subtotal, new Date(), row && (await buyerFacts(db, row, buyer)));
  if (refusal || !row) return { refusal: refusal ?? { reason: 'unknown' as const } };
  return { coupon: { id: row.id, code: row.code, amount: couponAmount(row, subtotal, shipping) } };
}

/** The quote's reading of a code (no lock): `coupon` when it applies, else `refusal`. */
export async function findApplicable(db: Executor, code: string, subtotal: Centimes, shipping: Centimes, buyer: repo.Buyer | undefined) {
  return apply(db, await repo.findCouponByCode(db, code), subtotal, shipping, buyer);
}

/** 400 on `couponCode` with the refusal's message (docs/contract.md §8). */
export const refused = (refusal: CouponRefusal) => new AppError('BAD_REQUEST', refusalText(refusal), { couponCode: refusalText(refusal) });

/**
 * In the order's transaction: the code's row locked, every rule checked again (this buyer's uses and
 * orders counted under the lock), then one use taken with `uses < max_uses` — so of orders racing for
 * the last use exactly one gets it, the others 400 "used up". `expected` is what the order was priced
 * with: a code changed since is 409 (the customer sees the new figures).
 */
export async function claimCoupon(tx: Executor, code: string, subtotal: Centimes, shipping: Centimes, buyer: repo.Buyer, expected: Centimes): Promise<AppliedCoupon> {
  const { coupon, refusal } = await apply(tx, await repo.lockCouponByCode(tx, code), subtotal, shipping, buyer);
  if (!coupon) throw refused(refusal);
  if (coupon.amount !== expected) throw new AppError('CONFLICT', msg.checkout.errors.pricesChanged);
  if (!(await repo.takeUse(tx, coupon.id))) throw refused({ reason: 'usedUp' });
  return coupon;
}

/** The order's use, recorded once it is stored (who used it, for the per-customer limit). */
export async function recordUse(tx: Executor, coupon: AppliedCoupon, orderId: string, buyer: repo.Buyer): Promise<void> {
  await repo.recordUse(tx, { orderId, couponId: coupon.id, userId: buyer.userId, phone: buyer.phone });
}

/**
 * An order crossing the cancelled line (orders.service `moveOrderStatus`): cancelled, it gives its use
 * back, once; reopened, it takes it again (whatever the limit: it had it before).
 */
export async function followCancellation(tx: Executor, order: OrderRow, cancelled: boolean): Promise<void> {
  if (!order.couponCode) return;
  if (cancelled) {
    await repo.releaseUse(tx, order.id);
    return;
  }
  const row = await repo.findCouponByCode(tx, order.couponCode);
  if (!row) return;
  await repo.retakeUse(tx, row.id);
  await repo.recordUse(tx, { orderId: order.id, couponId: row.id, userId: order.userId, phone: order.customerPhone });
}
