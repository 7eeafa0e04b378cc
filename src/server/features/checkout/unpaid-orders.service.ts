import type { Order } from '@shared/contracts/orders';
import { CASH_ON_DELIVERY, isPaymentMethod, methodHas } from '@shared/domain/payment-methods';
import { awaitsPayment, paymentDueAt } from '@shared/domain/unpaid-orders';
import { msg, type Locale } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import type { ServiceContext } from '../../context';
import type { OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { startPeriodic } from '../../lib/periodic';
import { orderMailAddress, type Actor } from '../auth/auth.service';
import { confirmationUrl } from '../order-desk/confirmation.link';
import { refuseBlockedCod } from '../order-desk/confirmation.service';
import { insertEvent } from '../order-desk/order-desk.repository';
import { afterSystemCancels, cancelAllBySystem } from '../order-desk/order-desk.service';
import { cashOnDeliveryEmail } from '../orders/orders.emails';
import { findItemsOfOrders, findOrder } from '../orders/orders.repository';
import * as outbox from '../outbox/outbox.service';
import { getCheckoutSettings, getUnpaidRules } from '../settings/settings.service';
import * as repo from './checkout.repository';
import { orderDetail, usableMethod } from './checkout.service';
import { chargily, closeCheckout, openCheckout } from './methods/chargily';
import { storedOrderEmailInput } from './methods/email-input';
import { paymentMethodHandlers } from './methods';

/*
 * Stock is held only by orders that will be paid (docs/contract.md §2, issue 25 item 2): unpaid orders past
 * their deadline give their stock back, and a card payment that failed or was left unfinished can be
 * started again or switched to cash on delivery from the order page, without ordering again.
 * The unit caps are checked where orders are placed (checkout.service).
 */

const u = msg.trust.unpaid;
/** The hosted card checkout an unpaid card order is paid again with (Chargily's module opens and closes it). */
const HOSTED_CARD = chargily.id;
const e = msg.checkout.errors;

/** Why the shop cancelled an order left unpaid, in the customer's language. */
const expiryReason = (row: OrderRow) =>
  t(row.locale).text(u[(isPaymentMethod(row.paymentMethod) && paymentMethodHandlers[row.paymentMethod].expiredText) || 'expiredCard']);

/**
 * Cancels, stock back and the customer e-mailed, the unpaid orders past their deadline. A card checkout
 * still open at Chargily is first expired there (one paid meanwhile is recorded paid instead); one
 * Chargily cannot answer for now waits for the next round. Safe on several instances (rows locked,
 * SKIP LOCKED). Returns how many orders were cancelled.
 */
export async function expireUnpaidOrders(ctx: ServiceContext, now = new Date()): Promise<number> {
  const closed = new Set<string>();
  for (const row of await repo.findDueOpenCheckouts(ctx.db, now)) {
    if ((await closeCheckout(ctx, row)) === 'closed') closed.add(row.id);
  }
  const done = await ctx.db.transaction(async (tx) => {
    const due = await repo.lockDueUnpaid(tx, now);
    // A checkout still open at the gateway could yet be paid: its order waits unless it was just closed.
    const expiring = due.filter((row) => !(methodHas(row.paymentMethod, 'redirect') && row.paymentStatus === 'pending' && !closed.has(row.id)));
    return cancelAllBySystem({ ...ctx, db: tx }, expiring, expiryReason);
  });
  return afterSystemCancels(ctx, done);
}

/** Sweeps every `intervalMs` (default: a minute, the card checkout's deadline is counted in minutes) and once at start. */
export const startUnpaidOrdersWorker = (ctx: ServiceContext, intervalMs = 60_000) =>
  startPeriodic(ctx, 'unpaid orders sweep', () => expireUnpaidOrders(ctx), intervalMs);

/**
 * The customer's own card order still awaiting its payment: 404 for anyone else's (an admin included:
 * only the customer pays), 409 `refusal` when it is not a card order awaiting payment.
 */
async function ownCardOrderAwaitingPayment(ctx: ServiceContext, actor: Actor, id: string, refusal: string): Promise<OrderRow> {
  const row = await findOrder(ctx.db, id);
  if (!row || row.userId !== actor.id) throw new AppError('NOT_FOUND', e.orderNotFound);
  if (row.paymentStatus === 'completed') throw new AppError('CONFLICT', u.alreadyPaid);
  if (row.paymentMethod !== HOSTED_CARD || !awaitsPayment(row)) throw new AppError('CONFLICT', refusal);
  return row;
}

/** Closes the order's checkout at Chargily before its payment changes: refused when it was paid, 503 when Chargily cannot say. */
async function closeBeforeChange(ctx: ServiceContext, row: OrderRow): Promise<void> {
  const closed = await closeCheckout(ctx, row);
  if (closed === 'paid') throw new AppError('CONFLICT', u.alreadyPaid);
  if (closed === 'busy') throw new AppError('SERVICE_UNAVAILABLE', e.paymentProviderUnavailable);
}

/**
 * `POST /api/orders/:id/pay`: a new Chargily checkout for the order's stored total (the previous one
 * closed first), a new deadline, and a line in the order's history. The answer carries `checkoutUrl`.
 */
export async function payAgain(ctx: ServiceContext, actor: Actor, id: string, origin: string, locale: Locale): Promise<Order> {
  const row = await ownCardOrderAwaitingPayment(ctx, actor, id, u.cannotPayAgain);
  const settings = await getCheckoutSettings(ctx);
  usableMethod(settings, HOSTED_CARD);
  await closeBeforeChange(ctx, row);
  const rules = await getUnpaidRules(ctx);
  const start = await openCheckout(ctx, settings, { orderId: row.id, total: row.totalCentimes, origin, locale, customer: row.customerEmail });
  // The conditional update is the lock: it changes the order only from the checkout closed above.
  const changed = await ctx.db.transaction(async (tx) => {
    const updated = await repo.changePayment(tx, id, row.paymentReference, {
      paymentMethod: HOSTED_CARD,
      paymentStatus: 'pending',
      paymentReference: start.reference,
      paymentUrl: start.url,
      paymentDueAt: paymentDueAt(HOSTED_CARD, new Date(), rules),
    });
    if (updated) await insertEvent(tx, { orderId: id, actorId: actor.id, actorEmail: actor.email, kind: 'payment', details: { by: 'customer', action: 'retry' } });
    return updated;
  });
  if (!changed) {
    // Another change won meanwhile: the checkout just opened must never be paid.
    const orphan = await findOrder(ctx.db, id);
    if (orphan) await closeCheckout(ctx, { ...orphan, paymentMethod: HOSTED_CARD, paymentStatus: 'pending', paymentReference: start.reference });
    throw new AppError('CONFLICT', u.cannotPayAgain);
  }
  return orderDetail(ctx, actor, id);
}

/**
 * `POST /api/orders/:id/cash-on-delivery`: the unpaid card order becomes a cash-on-delivery order (the
 * checkout closed first), with no deadline; it joins the confirmation queue and the customer gets the
 * cash-on-delivery e-mail with its confirmation link. Refused like a new COD order would be: cash on
 * delivery off, or the phone blocked by the owner.
 */
export async function switchToCod(ctx: ServiceContext, actor: Actor, id: string, origin: string): Promise<Order> {
  const row = await ownCardOrderAwaitingPayment(ctx, actor, id, u.cannotSwitch);
  const settings = await getCheckoutSettings(ctx);
  usableMethod(settings, CASH_ON_DELIVERY);
  if (!row.customerPhone) throw new AppError('BAD_REQUEST', msg.checkout.validation.phoneRequired);
  await refuseBlockedCod(ctx, CASH_ON_DELIVERY, row.customerPhone);
  await closeBeforeChange(ctx, row);
  const confirmUrl = await confirmationUrl(ctx, origin, { id: row.id, userId: row.userId });
  const [items, to] = await Promise.all([findItemsOfOrders(ctx.db, [id]), orderMailAddress(ctx, row.userId)]);
  await ctx.db.transaction(async (tx) => {
    const updated = await repo.changePayment(tx, id, row.paymentReference, {
      paymentMethod: CASH_ON_DELIVERY,
      paymentStatus: 'pending',
      paymentReference: null,
      paymentUrl: null,
      paymentDueAt: null,
    });
    if (!updated) throw new AppError('CONFLICT', u.cannotSwitch);
    await insertEvent(tx, { orderId: id, actorId: actor.id, actorEmail: actor.email, kind: 'payment', details: { by: 'customer', action: 'switch', method: CASH_ON_DELIVERY } });
    if (!to) return null;
    // docs/contract.md §2: to the account's own address; in the language the order was placed in.
    const email = cashOnDeliveryEmail(storedOrderEmailInput(updated, items, settings.siteName, origin, confirmUrl), t(updated.locale));
    return outbox.queueEmail(ctx, tx, { kind: 'order_cod', to, orderId: id, ...email });
  });
  return orderDetail(ctx, actor, id);
}
