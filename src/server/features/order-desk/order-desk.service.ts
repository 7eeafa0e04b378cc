import { queueConversion } from '../conversions/conversions.service';
import { z } from 'zod';
import { sourceAnswer } from '../checkout/order-source';
import type {
  AdminOrder,
  AdminOrderDetail,
  AdminOrderFilters,
  AdminOrderListQuery,
  AdminOrderPage,
  OrderEvent,
  ShipOrderInput,
} from '@shared/contracts/order-desk';
import type { Order } from '@shared/contracts/orders';
import { toMoneyString } from '@shared/domain/money';
import { ORDER_STATUSES, orderNumber, type OrderStatus } from '@shared/domain/order';
import { availableActions, listMoveOf, ORDER_MOVES, refusalOf, type OrderDeskAction } from '@shared/domain/order-desk';
import { paymentMethodLabel } from '@shared/domain/payment-methods';
import { localizedName } from '@shared/domain/catalog-text';
import { communeByCode } from '@shared/domain/communes';
import { streetOrDesk } from '@shared/domain/street-or-desk';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { algiersDateTime } from '@shared/domain/service-hours';
import { wilayaByCode } from '@shared/domain/wilayas';
import { msg, type Translator } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import type { ServiceContext } from '../../context';
import type { OrderEventRow, OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { toCsv, type CsvValue } from '../../lib/csv';
import { accountEmail, orderMailAddress, type Actor } from '../auth/auth.service';
import { invalidateCatalog } from '../catalog/catalog.cache';
import { moveOrderStatus, withItems, type OrderView } from '../orders/orders.service';
import * as outbox from '../outbox/outbox.service';
import { queueReviewRequest } from '../reviews/reviews.service';
import { getSettings } from '../settings/settings.service';
import { deskEmail, type DeskEmailKind } from './order-desk.emails';
import * as repo from './order-desk.repository';
import { requireAdmin } from '../auth/access-policy';
import { deskNamesOf } from '../shipments/stop-desks.service';

const e = msg.orderDesk.errors;

/** Access first (docs/style.md, Access inside the service): the desk is for admins only, whatever the route (access-policy). */
export const requireDesk: (actor: Actor) => void = requireAdmin;

const notFound = () => new AppError('NOT_FOUND', e.orderNotFound);

const DeliverySchema = z.enum(['home', 'desk']).nullable().catch(null);
/** NOTE: i11a adds `orders.delivery` (home / stop-desk); until that column exists every order reads null. */
const deliveryOf = (row: OrderRow) => DeliverySchema.parse('delivery' in row ? row.delivery : null);

function toAdminOrders(rows: readonly OrderRow[], orders: readonly OrderView[]): AdminOrder[] {
  return orders.map((order, i) => ({ ...order, customerPhone: rows[i]!.customerPhone, wilaya: rows[i]!.wilaya, channel: rows[i]!.channel, source: sourceAnswer(rows[i]!) }));
}

// ---- The Orders tab ----

/**
 * A page of every customer's orders, newest first, filtered on the server by status, payment method
 * and payment state, with the number of orders of each status among those of the payment filters.
 */
export async function listOrders(ctx: ServiceContext, actor: Actor, query: AdminOrderListQuery): Promise<AdminOrderPage> {
  requireDesk(actor);
  const [rows, byStatus] = await Promise.all([
    repo.listOrders(ctx.db, query, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    repo.countOrdersByStatus(ctx.db, query),
  ]);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, byStatus.get(s) ?? 0])) as Record<OrderStatus, number>;
  const all = ORDER_STATUSES.reduce((n, s) => n + counts[s], 0);
  const status = query.status && query.status !== 'all' ? query.status : undefined;
  return {
    items: toAdminOrders(rows, await withItems(ctx, rows)),
    page: query.page,
    pageSize: query.pageSize,
    total: status ? counts[status] : all,
    counts: { all, ...counts },
  };
}

const CSV_BATCH = 500;

/**
 * Every order matching the filters as CSV (`lib/csv.ts`: quoting, formula injection, BOM), newest
 * first; headers, labels, plant, wilaya and commune names in the admin's language, figures as plain numbers,
 * dates on the shop's clock (Algiers).
 */
export async function exportOrdersCsv(ctx: ServiceContext, actor: Actor, filters: AdminOrderFilters, tr: Translator): Promise<string> {
  requireDesk(actor);
  const h = tr.m.orderDesk.csv;
  const statusLabel = tr.m.checkout.orderStatus;
  const paymentLabelOf = tr.m.checkout.paymentStatus;
  const lines: CsvValue[][] = [
    [h.order, h.date, h.customer, h.email, h.phone, h.wilaya, h.commune, h.city, h.address, h.delivery, h.items, h.subtotal, h.shipping, h.total, h.paymentMethod, h.paymentStatus, h.orderStatus, h.paidAt, h.carrier, h.trackingNumber, h.channel, h.utmSource, h.utmMedium, h.utmCampaign, h.clickId, h.referrer],
  ];
  for (let offset = 0; ; offset += CSV_BATCH) {
    const rows = await repo.listOrders(ctx.db, filters, { limit: CSV_BATCH, offset });
    const orders = await withItems(ctx, rows);
    const deskName = await deskNamesOf(ctx, rows);
    rows.forEach((row, i) => {
      const wilaya = row.wilaya ? wilayaByCode(Number(row.wilaya)) : undefined;
      const commune = row.commune ? communeByCode(row.commune) : undefined;
      lines.push([
        orderNumber(row.id),
        // The shop's clock and phones as Algerians write them (issue 38 item 13): `0661 23 45 67`
        // needs no formula guard; a foreign `+33…` keeps its own (lib/csv.ts).
        algiersDateTime(row.createdAt),
        row.customerName,
        row.customerEmail,
        row.customerPhone ? formatAlgerianMobile(row.customerPhone) : null,
        wilaya ? `${wilaya.code} ${tr.locale === 'ar' ? wilaya.ar : wilaya.name}` : row.wilaya,
        commune ? (tr.locale === 'ar' ? commune.nameAr : commune.nameFr) : row.commune,
        row.city,
        streetOrDesk(row, tr, deskName(row)),
        row.delivery === 'desk' ? tr.m.checkout.page.deliveryDesk : tr.m.checkout.page.deliveryHome,
        orders[i]!.items.map((item) => `${localizedName(item, tr.locale)} × ${item.quantity}`).join('; '),
        toMoneyString(row.subtotalCentimes),
        toMoneyString(row.shippingCentimes),
        toMoneyString(row.totalCentimes),
        paymentMethodLabel(row.paymentMethod, tr.m),
        paymentLabelOf[row.paymentStatus],
        statusLabel[row.orderStatus],
        row.paidAt ? algiersDateTime(row.paidAt) : null,
        row.carrier,
        row.trackingNumber,
        // The source is anyone's URL text (docs/contract.md §7): toCsv guards these cells like the others.
        tr.m.express.desk.channels[row.channel],
        row.utmSource,
        row.utmMedium,
        row.utmCampaign,
        row.clickId,
        row.referrerHost,
      ]);
    });
    if (rows.length < CSV_BATCH) break;
  }
  return toCsv(lines);
}

// ---- The admin order view ----

function toEvent(row: OrderEventRow): OrderEvent {
  return {
    id: row.id,
    kind: row.kind,
    at: row.createdAt.toISOString(),
    actorEmail: row.actorEmail,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note,
    details: row.details ?? null,
  };
}

/** decision 018: the phone's history across accounts; null without a phone. */
export async function phoneReputationOf(ctx: ServiceContext, phone: string | null): Promise<AdminOrderDetail['phoneReputation']> {
  return phone ? { phone, ...(await repo.phoneCounts(ctx.db, phone)) } : null;
}

export async function detailOf(ctx: ServiceContext, row: OrderRow): Promise<AdminOrderDetail> {
  const [orders, events, email, reputation] = await Promise.all([
    withItems(ctx, [row]),
    repo.listEvents(ctx.db, row.id),
    accountEmail(ctx, row.userId),
    phoneReputationOf(ctx, row.customerPhone),
  ]);
  return {
    ...toAdminOrders([row], orders)[0]!,
    delivery: deliveryOf(row),
    accountEmail: email,
    history: events.map(toEvent),
    actions: availableActions(row),
    phoneReputation: reputation,
  };
}

/** The admin order view: items, customer, address, payment, amounts, history and what may be done now. */
export async function getOrderDetail(ctx: ServiceContext, actor: Actor, id: string): Promise<AdminOrderDetail> {
  requireDesk(actor);
  const row = await repo.findOrder(ctx.db, id);
  if (!row) throw notFound();
  return detailOf(ctx, row);
}

// ---- Actions: each one transaction, one history line, maybe one e-mail to the account ----

export interface Outcome {
  row: OrderRow;
  event: Omit<repo.NewOrderEvent, 'orderId' | 'actorId' | 'actorEmail'>;
  /** The customer is told (to the account's address, after the commit). */
  email?: DeskEmailKind;
}

/**
 * Runs one desk action on the order, its row locked: 404 when unknown, 409 when its state does not
 * allow it (`refusalOf`), then `work` changes it, the history gets its line and the customer's
 * e-mail is queued in the same transaction, sent after the commit.
 */
export async function act(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  action: OrderDeskAction | null,
  work: (txCtx: ServiceContext, current: OrderRow) => Promise<Outcome | null>,
): Promise<OrderRow> {
  requireDesk(actor);
  return unsafeAct(ctx, actor, id, action, work);
}

/** `act` without the access check, `null` being the shop itself (its history line says "automatic"): for the shop's own jobs. */
async function unsafeAct(
  ctx: ServiceContext,
  actor: Actor | null,
  id: string,
  action: OrderDeskAction | null,
  work: (txCtx: ServiceContext, current: OrderRow) => Promise<Outcome | null>,
): Promise<OrderRow> {
  const { row } = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const current = await repo.lockOrder(tx, id);
    if (!current) throw notFound();
    const refusal = action ? refusalOf(action, current) : null;
    if (refusal) throw new AppError('CONFLICT', refusal);
    const outcome = await work(txCtx, current);
    if (!outcome) return { row: current, emailId: null, reviewEmailId: null };
    const by = actor ? { actorId: actor.id, actorEmail: actor.email } : { actorId: null, actorEmail: null, details: { ...outcome.event.details, by: 'system' } };
    await repo.insertEvent(tx, { ...outcome.event, orderId: id, ...by });
    const emailId = outcome.email ? await queueCustomerEmail(txCtx, outcome.row, outcome.email) : null;
    // Delivered (by the desk or a plain status change): the customer is asked, once, to review what they bought.
    const delivered = outcome.row.orderStatus === 'delivered' && current.orderStatus !== 'delivered';
    const reviewEmailId = delivered ? await queueReviewRequest(txCtx, outcome.row) : null;
    return { row: outcome.row, emailId, reviewEmailId };
  });
  // A cancel or a reopen moved stock, which the shop shows: after the commit, every instance re-reads.
  await invalidateCatalog(ctx);
  return row;
}

/** docs/contract.md §2: to the account's own, confirmed address, never the one typed at checkout; no account, no e-mail. */
export async function queueCustomerEmail(txCtx: ServiceContext, order: OrderRow, kind: DeskEmailKind): Promise<number | null> {
  const to = await orderMailAddress(txCtx, order.userId);
  if (!to) return null;
  const settings = await getSettings(txCtx, null);
  const origin = txCtx.config.publicOrigin;
  const email = deskEmail(kind, { order, siteName: settings.siteName, orderUrl: origin ? `${origin}/order/${order.id}` : null });
  return outbox.queueEmail(txCtx, txCtx.db, { kind: `order_${kind}`, to, orderId: order.id, ...email });
}

/**
 * The shop's own cancels (a sweep: unanswered COD calls, unpaid orders past their deadline), inside the
 * caller's transaction with the rows locked: each order's stock back once, its reason kept, a history
 * line by "automatic", the customer e-mailed why. An order someone cancelled meanwhile is skipped.
 */
export async function cancelAllBySystem(txCtx: ServiceContext, rows: readonly OrderRow[], reasonOf: (row: OrderRow) => string) {
  const queued: number[] = [];
  let cancelled = 0;
  for (const row of rows) {
    if (!(await moveOrderStatus(txCtx, row, 'cancelled'))) continue;
    const reason = reasonOf(row);
    const updated = (await repo.updateOrderFrom(txCtx.db, row.id, ['cancelled'], { cancelReason: reason }))!;
    await repo.insertEvent(txCtx.db, { orderId: row.id, kind: 'cancelled', fromStatus: row.orderStatus, toStatus: 'cancelled', note: reason, details: { by: 'system' } });
    const emailId = await queueCustomerEmail(txCtx, updated, 'cancelled');
    if (emailId !== null) queued.push(emailId);
    cancelled += 1;
  }
  return { cancelled, queued };
}

/** After the commit of system cancels: the shop shows the stock back on every instance (the e-mails left at the commit: outbox's queueEmail). */
export async function afterSystemCancels(ctx: ServiceContext, done: { cancelled: number; queued: readonly number[] }): Promise<number> {
  if (done.cancelled > 0) await invalidateCatalog(ctx);
  return done.cancelled;
}

/** A move of ORDER_MOVES whose conditional update found the order moved meanwhile (the row lock makes it rare). */
const changedMeanwhile = (action: keyof typeof ORDER_MOVES, row: OrderRow) => new AppError('CONFLICT', refusalOf(action, row) ?? e.orderNotFound);

export async function moveWith(
  txCtx: ServiceContext,
  current: OrderRow,
  action: 'confirm' | 'ship' | 'deliver',
  values: Parameters<typeof repo.updateOrderFrom>[3] = {},
): Promise<OrderRow> {
  const move = ORDER_MOVES[action];
  const row = await repo.updateOrderFrom(txCtx.db, current.id, move.from, { ...values, orderStatus: move.to });
  if (!row) throw changedMeanwhile(action, current);
  return row;
}

const remark = (note: string | undefined) => (note ? note : null);

// Each move's work, the same from the order page and from the orders list's status menu.
const confirmed = async (txCtx: ServiceContext, current: OrderRow, note?: string): Promise<Outcome> => ({
  row: await moveWith(txCtx, current, 'confirm'),
  event: { kind: 'confirmed', fromStatus: current.orderStatus, toStatus: 'processing', note: remark(note) },
  email: 'confirmed',
});

const delivered = async (txCtx: ServiceContext, current: OrderRow, note?: string): Promise<Outcome> => ({
  row: await moveWith(txCtx, current, 'deliver'),
  event: { kind: 'delivered', fromStatus: current.orderStatus, toStatus: 'delivered', note: remark(note) },
});

async function cancelled(txCtx: ServiceContext, current: OrderRow, reason: string): Promise<Outcome> {
  if (!(await moveOrderStatus(txCtx, current, 'cancelled'))) throw changedMeanwhile('cancel', current);
  const row = await repo.updateOrderFrom(txCtx.db, current.id, ['cancelled'], { cancelReason: reason });
  return { row: row!, event: { kind: 'cancelled', fromStatus: current.orderStatus, toStatus: 'cancelled', note: reason }, email: 'cancelled' };
}

/** pending → processing (the owner called the customer); the customer is e-mailed. */
export async function confirmOrder(ctx: ServiceContext, actor: Actor, id: string, input: { note?: string | undefined }) {
  const row = await act(ctx, actor, id, 'confirm', (txCtx, current) => confirmed(txCtx, current, input.note));
  return detailOf(ctx, row);
}

/** Bank transfer received or cash collected: payment completed, paid now. Online payments are the provider's to confirm. */
export async function markOrderPaid(ctx: ServiceContext, actor: Actor, id: string, input: { note?: string | undefined }) {
  const row = await act(ctx, actor, id, 'markPaid', async (txCtx, current) => {
    const paid = await repo.completePayment(txCtx.db, id, ['pending', 'failed']);
    if (!paid) throw new AppError('CONFLICT', refusalOf('markPaid', current) ?? e.alreadyPaid);
    // Paid (a transfer received, cash collected): the ad platforms hear of the purchase, once (docs/contract.md §9).
    await queueConversion(txCtx, txCtx.db, paid, 'purchase');
    return { row: paid, event: { kind: 'paid', fromStatus: current.paymentStatus, toStatus: 'completed', note: remark(input.note) } };
  });
  return detailOf(ctx, row);
}

/** processing → shipped with the carrier and tracking number (again from shipped: a correction); the customer is e-mailed. */
const shipped = async (txCtx: ServiceContext, current: OrderRow, input: ShipOrderInput): Promise<Outcome> => ({
  row: await moveWith(txCtx, current, 'ship', { carrier: input.carrier, trackingNumber: input.trackingNumber }),
  event: {
    kind: 'shipped',
    fromStatus: current.orderStatus,
    toStatus: 'shipped',
    note: remark(input.note),
    details: { carrier: input.carrier, trackingNumber: input.trackingNumber },
  },
  email: 'shipped',
});

export async function shipOrder(ctx: ServiceContext, actor: Actor, id: string, input: ShipOrderInput) {
  const row = await act(ctx, actor, id, 'ship', (txCtx, current) => shipped(txCtx, current, input));
  return detailOf(ctx, row);
}

/**
 * The shop itself ships a confirmed order: a courier's parcel whose creating request was cut off was
 * found at the courier afterwards (shipments' claim sweep). Same move, history line and e-mail as
 * `shipOrder`, by "automatic". No access check: for the shop's own jobs only.
 */
export async function unsafeShipBySystem(ctx: ServiceContext, id: string, input: ShipOrderInput): Promise<void> {
  await unsafeAct(ctx, null, id, 'ship', (txCtx, current) => shipped(txCtx, current, input));
}

/** shipped → delivered. */
export async function deliverOrder(ctx: ServiceContext, actor: Actor, id: string, input: { note?: string | undefined }) {
  const row = await act(ctx, actor, id, 'deliver', (txCtx, current) => delivered(txCtx, current, input.note));
  return detailOf(ctx, row);
}

/** → cancelled with a reason: the stock goes back exactly once (orders' conditional move); the customer is e-mailed why. */
export async function cancelOrder(ctx: ServiceContext, actor: Actor, id: string, input: { reason: string }) {
  const row = await act(ctx, actor, id, 'cancel', (txCtx, current) => cancelled(txCtx, current, input.reason));
  return detailOf(ctx, row);
}

/** An internal note in the history, never shown to the customer. */
export async function addOrderNote(ctx: ServiceContext, actor: Actor, id: string, input: { note: string }) {
  const row = await act(ctx, actor, id, 'note', async (_txCtx, current) => ({ row: current, event: { kind: 'note', note: input.note } }));
  return detailOf(ctx, row);
}

/**
 * `PATCH /api/orders/:id {orderStatus, reason?}`, the orders list's status menu: the spec let it set any
 * status; it now follows the order desk (issue 29, `listMoveOf`): the same rules, history and e-mails
 * as the order page, a 409 with the reason otherwise. A cancel without a reason stores the default one
 * the customer reads (`orderDesk.defaultCancelReason`).
 */
export async function setOrderStatus(ctx: ServiceContext, actor: Actor, id: string, status: OrderStatus, reason?: string): Promise<Order> {
  const row = await act(ctx, actor, id, null, async (txCtx, current) => {
    const move = listMoveOf(status, current);
    switch (move.kind) {
      case 'same':
        return null;
      case 'refused':
        throw new AppError('CONFLICT', move.why);
      case 'desk':
        if (move.action === 'confirm') return confirmed(txCtx, current);
        if (move.action === 'deliver') return delivered(txCtx, current);
        // docs/contract.md §2: the spec's clients send no reason; the customer then reads the shop's default one, in their language.
        return cancelled(txCtx, current, reason ?? t(current.locale).text(msg.orderDesk.defaultCancelReason));
      case 'reopen':
      case 'return': {
        // Crossing the cancelled (or returned) line moves the stock once (orders' conditional move).
        const moved = await moveOrderStatus(txCtx, current, status);
        if (!moved) return null;
        return { row: moved, event: { kind: 'status', fromStatus: current.orderStatus, toStatus: status } };
      }
    }
  });
  return (await withItems(ctx, [row]))[0]!;
}
