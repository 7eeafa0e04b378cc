import type { ConfirmationQueue, PhoneReputation } from '@shared/contracts/confirmation';
import { methodHas } from '@shared/domain/payment-methods';
import { telLink, unansweredExhausted, whatsappLink, type CallOutcome } from '@shared/domain/confirmation';
import { toMoneyString } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { normalizeAlgerianMobile } from '@shared/domain/phone';
import { wilayaByCode } from '@shared/domain/wilayas';
import { msg } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import type { ServiceContext } from '../../context';
import type { OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { moveOrderStatus } from '../orders/orders.service';
import * as settingsRepo from '../settings/settings.repository';
import { checkLink } from './confirmation.link';
import { startPeriodic } from '../../lib/periodic';
import { act, afterSystemCancels, cancelAllBySystem, detailOf, moveWith, phoneReputationOf, requireDesk, type Outcome } from './order-desk.service';
import * as repo from './order-desk.repository';

/*
 * Confirming cash-on-delivery orders (docs/contract.md §5, docs/decisions/018-fulfilment-confirmation.md):
 * the desk's queue with call and WhatsApp links, each call's outcome in the order's history, the
 * customer's signed link, and the sweep that cancels orders nobody answered for.
 */

const c = msg.confirmation;
const collectsOnDelivery = (method: string) => methodHas(method, 'collectsOnDelivery');
const isCodPending = (row: OrderRow) => collectsOnDelivery(row.paymentMethod) && row.orderStatus === 'pending';

/** The WhatsApp message, in the language the customer ordered in. */
function whatsappText(row: OrderRow, siteName: string): string {
  const tr = t(row.locale);
  const wilaya = row.wilaya ? wilayaByCode(Number(row.wilaya)) : undefined;
  const place = [row.city, wilaya ? (row.locale === 'ar' ? wilaya.ar : wilaya.name) : null].filter(Boolean).join(', ');
  return tr.text(c.whatsapp, { name: row.customerName, shop: siteName, number: orderNumber(row.id), total: tr.money(row.totalCentimes), place });
}

/** `GET /api/admin/confirmations`: pending COD orders, oldest first, with their calls and the phone's history. */
export async function listQueue(ctx: ServiceContext, actor: Actor): Promise<ConfirmationQueue> {
  requireDesk(actor);
  const [rows, settings] = await Promise.all([repo.listToConfirm(ctx.db), settingsRepo.getSettingsRow(ctx.db)]);
  const calls = await repo.callsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const items = await Promise.all(
    rows.map(async (row) => {
      const call = calls.get(row.id);
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        customerName: row.customerName,
        phone: row.customerPhone,
        wilaya: row.wilaya,
        city: row.city,
        totalAmount: toMoneyString(row.totalCentimes),
        locale: row.locale,
        telUrl: row.customerPhone ? telLink(row.customerPhone) : null,
        whatsappUrl: row.customerPhone ? whatsappLink(row.customerPhone, whatsappText(row, settings.siteName)) : null,
        unanswered: call?.unanswered.length ?? 0,
        lastCallAt: call?.lastCallAt?.toISOString() ?? null,
        reputation: await phoneReputationOf(ctx, row.customerPhone),
      };
    }),
  );
  return { items, rule: { attempts: settings.codConfirmAttempts, days: settings.codConfirmDays } };
}

const CANCELLING: Partial<Record<CallOutcome, string>> = { refused: c.reasons.refused, wrong_number: c.reasons.wrongNumber };

/**
 * `POST /api/admin/orders/:id/calls`: the call's line in the history (who, when, outcome); confirmed
 * moves the order to processing (the customer is e-mailed), refused and wrong number cancel it with its
 * stock back, no answer waits for the next call. Only a pending cash-on-delivery order takes calls (409).
 */
export async function recordCall(ctx: ServiceContext, actor: Actor, id: string, input: { outcome: CallOutcome; note?: string | undefined }) {
  const row = await act(ctx, actor, id, null, async (txCtx, current): Promise<Outcome> => {
    if (!isCodPending(current)) throw new AppError('CONFLICT', c.link.notPending);
    const call = { kind: 'call' as const, note: input.note || null, details: { outcome: input.outcome } };
    if (input.outcome === 'no_answer') return { row: current, event: call };
    await repo.insertEvent(txCtx.db, { ...call, orderId: id, actorId: actor.id, actorEmail: actor.email });
    if (input.outcome === 'confirmed') {
      return { row: await moveWith(txCtx, current, 'confirm'), event: { kind: 'confirmed', fromStatus: 'pending', toStatus: 'processing' }, email: 'confirmed' };
    }
    return cancelWithin(txCtx, current, t(current.locale).text(CANCELLING[input.outcome]!));
  });
  return detailOf(ctx, row);
}

/** Cancels a pending order inside the caller's transaction: stock back once, the reason kept and e-mailed. */
async function cancelWithin(txCtx: ServiceContext, current: OrderRow, reason: string): Promise<Outcome> {
  const moved = await moveOrderStatus(txCtx, current, 'cancelled');
  if (!moved) throw new AppError('CONFLICT', c.link.notPending);
  const cancelled = await repo.updateOrderFrom(txCtx.db, current.id, ['cancelled'], { cancelReason: reason });
  return { row: cancelled!, event: { kind: 'cancelled', fromStatus: current.orderStatus, toStatus: 'cancelled', note: reason }, email: 'cancelled' };
}

/** `PUT /api/admin/blocked-phones`: cash on delivery refused (or allowed again) for this number. */
export async function setPhoneBlocked(ctx: ServiceContext, actor: Actor, input: { phone: string; blocked: boolean }): Promise<PhoneReputation> {
  requireDesk(actor);
  const phone = normalizeAlgerianMobile(input.phone);
  if (!phone) throw new AppError('BAD_REQUEST', c.phone.invalid, { phone: c.phone.invalid });
  await repo.setPhoneBlocked(ctx.db, phone, input.blocked, actor.id);
  return (await phoneReputationOf(ctx, phone))!;
}

/** Checkout: a number the owner blocked cannot order cash on delivery (403); other methods still can. */
export async function refuseBlockedCod(ctx: ServiceContext, method: string, phone: string | null): Promise<void> {
  if (collectsOnDelivery(method) && phone && (await repo.isPhoneBlocked(ctx.db, phone))) throw new AppError('FORBIDDEN', c.codBlocked);
}

/**
 * `GET /api/orders/:id/confirm`: what the signed link's page shows before the tap (issue 38): the order's
 * number and amount, and whether it still waits for confirmation. Checked like the confirmation itself.
 */
export async function previewByLink(ctx: ServiceContext, id: string, link: { expires: number; sig: string }) {
  const current = await repo.findOrder(ctx.db, id);
  const check = current ? await checkLink(ctx, current, link) : 'invalid';
  if (!current || check === 'invalid') throw new AppError('BAD_REQUEST', c.link.invalid);
  if (check === 'expired') throw new AppError('BAD_REQUEST', c.link.expired);
  const status = isCodPending(current) ? 'pending' : collectsOnDelivery(current.paymentMethod) && current.orderStatus !== 'cancelled' ? 'already' : 'closed';
  return { status, number: orderNumber(current.id), totalAmount: toMoneyString(current.totalCentimes) } as const;
}

/**
 * `POST /api/orders/:id/confirm`: the customer's signed link. A forged, expired or another order's link
 * is 400 and changes nothing; a confirmed order answers "already"; a cancelled one 409.
 */
export async function confirmByLink(ctx: ServiceContext, id: string, link: { expires: number; sig: string }) {
  const result = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockOrder(tx, id);
    // An unknown order reads like a forged link: the answer does not tell which ids exist.
    const check = current ? await checkLink({ ...ctx, db: tx }, current, link) : 'invalid';
    if (!current || check === 'invalid') throw new AppError('BAD_REQUEST', c.link.invalid);
    if (check === 'expired') throw new AppError('BAD_REQUEST', c.link.expired);
    const answer = { number: orderNumber(current.id), totalAmount: toMoneyString(current.totalCentimes) };
    if (collectsOnDelivery(current.paymentMethod) && current.orderStatus !== 'pending' && current.orderStatus !== 'cancelled') return { status: 'already' as const, ...answer };
    if (!isCodPending(current)) throw new AppError('CONFLICT', c.link.notPending);
    await moveWith({ ...ctx, db: tx }, current, 'confirm');
    await repo.insertEvent(tx, { orderId: id, kind: 'confirmed', fromStatus: 'pending', toStatus: 'processing', details: { by: 'customer' } });
    return { status: 'confirmed' as const, ...answer };
  });
  return result;
}

/**
 * Cancels, stock back, the pending COD orders with N unanswered calls over D days (settings), and
 * those placed D days ago (at least one) that nobody confirmed since — called or not (issue 37: COD
 * orders that never expire let many accounts hold the stock). Safe on several instances: each row is
 * locked FOR UPDATE SKIP LOCKED, so two sweeps never cancel one order twice.
 */
export async function cancelUnanswered(ctx: ServiceContext, now = new Date()): Promise<number> {
  const settings = await settingsRepo.getSettingsRow(ctx.db);
  const rule = { attempts: settings.codConfirmAttempts, days: settings.codConfirmDays };
  const since = new Date(now.getTime() - rule.days * 86_400_000);
  const placedBefore = new Date(now.getTime() - Math.max(1, rule.days) * 86_400_000);
  const emails = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const due = await repo.lockUnanswered(tx, rule.attempts, since);
    const calls = await repo.callsOf(
      tx,
      due.map((r) => r.id),
    );
    const exhausted = due.filter((row) => unansweredExhausted(calls.get(row.id)?.unanswered ?? [], now, rule));
    const unanswered = new Set(exhausted.map((r) => r.id));
    const stale = (await repo.lockUnconfirmedCod(tx, placedBefore)).filter((row) => !unanswered.has(row.id));
    return cancelAllBySystem(txCtx, [...exhausted, ...stale], (row) => t(row.locale).text(unanswered.has(row.id) ? c.reasons.unanswered : msg.trust.unpaid.expiredCod));
  });
  return afterSystemCancels(ctx, emails);
}

/** Sweeps every `intervalMs` (and once at start); returns the stop function. */
export const startConfirmationWorker = (ctx: ServiceContext, intervalMs = 10 * 60_000) =>
  startPeriodic(ctx, 'COD confirmation sweep', () => cancelUnanswered(ctx), intervalMs);
