import { PDFDocument } from 'pdf-lib';
import { methodHas } from '@shared/domain/payment-methods';
import type { ShippingDesk as Desk } from '@shared/contracts/shipping';
import type { CourierFees, CourierFeesImport, CourierFigures, CreateShipmentsInput, ShipmentResult } from '@shared/contracts/shipments';
import type { CourierWilayaFee } from '@shared/domain/courier-fees';
import { COURIER_INFO, COURIERS, isCourierId, orderStatusFor, SHIPPABLE_ORDER_STATUSES, type CourierCashState, type CourierId } from '@shared/domain/couriers';
import { toMoneyString } from '@shared/domain/money';
import { orderNumber } from '@shared/domain/order';
import { communeByCode, courierWilayaCode } from '@shared/domain/communes';
import { courierCodeOfWilaya, wilayaByCode } from '@shared/domain/wilayas';
import { msg, say, type Text, type Translator } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import { streetOrDesk } from '@shared/domain/street-or-desk';
import type { ServiceContext } from '../../context';
import type { OrderRow, ShipmentRow } from '../../db/schema';
import { courierClient, CourierError, courierReasonOf, courierWebhook, type CourierClient, type CourierKeys, type ParcelEvent, type ParcelRequest } from '../../integrations/couriers';
import { AppError } from '../../lib/app-error';
import { startPeriodic } from '../../lib/periodic';
import { DesksUnavailable, keptDesks, type DeskCaller } from './desks-cache';
import { ownerLocale, type Actor } from '../auth/auth.service';
import { invalidateCatalog } from '../catalog/catalog.cache';
import { localizedNameOf } from '../catalog/catalog.translations';
import * as deskRepo from '../order-desk/order-desk.repository';
import { shipOrder, unsafeShipBySystem } from '../order-desk/order-desk.service';
import { findItemsOfOrders } from '../orders/orders.repository';
import { moveOrderStatus } from '../orders/orders.service';
import { courierKeys, requireCourier } from './courier-settings.service';
import * as repo from './shipments.repository';
import { requireAdmin, requireRatesEditor } from '../auth/access-policy';
import * as shipping from '../shipping/shipping.service';

/**
 * Parcels (docs/contract.md §5; decision 018): handing confirmed orders to a courier in one go, their
 * labels, and what the couriers report back (webhook or poll) moving the orders: delivered, returned
 * (stock back once), cash with the courier → paid.
 */

const e = msg.shipments.errors;


// ---- Creating parcels ----

/** Splits "Amina Benali" into the first and family names couriers ask for (one word: both the same). */
function namesOf(fullName: string): { firstName: string; familyName: string } {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return { firstName: words[0] ?? '', familyName: words[0] ?? '' };
  return { firstName: words[0]!, familyName: words.slice(1).join(' ') };
}

/** +213XXXXXXXXX → 0XXXXXXXXX (couriers take the national form). */
const nationalPhone = (phone: string) => phone.replace(/^\+213/, '0');

/**
 * The parcel of an order, or why the order cannot be one (a reason for its result). Couriers know the
 * 58 wilayas: the commune's courier code (its ONS prefix) when the order has a commune, else the
 * wilaya's (a wilaya of law 26-06: its mother's); the commune's French name, else the typed city.
 */
function parcelOf(order: OrderRow, productList: string, from: { code: number; name: string }, tr: Translator): ParcelRequest | Text {
  if (!order.customerPhone) return e.noPhone;
  const commune = order.commune ? communeByCode(order.commune) : undefined;
  const code = commune ? courierWilayaCode(commune) : order.wilaya ? courierCodeOfWilaya(Number(order.wilaya)) : undefined;
  const wilaya = code ? wilayaByCode(code) : undefined;
  if (!wilaya) return e.noWilaya;
  const collect = order.paymentStatus === 'completed' ? 0 : Math.round(order.totalCentimes / 100);
  return {
    orderId: order.id,
    reference: orderNumber(order.id),
    ...namesOf(order.customerName),
    phone: nationalPhone(order.customerPhone),
    // A stop-desk order without a street names its desk there (refined below with its name).
    address: streetOrDesk(order, tr),
    wilayaCode: wilaya.code,
    wilayaName: wilaya.name,
    communeName: commune?.nameFr ?? order.city,
    stopDesk: order.delivery === 'desk',
    deskId: order.desk,
    productList,
    collectDa: collect,
    declaredValueDa: Math.round(order.subtotalCentimes / 100),
    fromWilayaCode: from.code,
    fromWilayaName: from.name,
  };
}

/**
 * The language a parcel is written in (its products, the stop-desk stand-in for the street), which the
 * courier's agents and labels show: the owner's when French or Arabic, else French — couriers read
 * French or Arabic, not English (docs/contract.md §5).
 */
async function parcelLocale(ctx: ServiceContext): Promise<'fr' | 'ar'> {
  return (await ownerLocale(ctx, 'fr')) === 'ar' ? 'ar' : 'fr';
}

/** Why this order cannot be handed to a courier now, or null. */
function refusalOf(order: OrderRow | undefined, live: ShipmentRow | undefined): Text | null {
  if (!order) return e.orderNotFound;
  if (live) return live.state === 'live' ? say(e.alreadyShipped, { tracking: live.tracking ?? '' }) : e.inProgress;
  if (order.orderStatus === 'cancelled') return e.cancelled;
  if (!SHIPPABLE_ORDER_STATUSES.includes(order.orderStatus)) return say(e.notConfirmed, { status: (tr) => tr.m.checkout.orderStatus[order.orderStatus].toLowerCase() });
  return null;
}

/**
 * `POST /api/admin/shipments`: one parcel per confirmed order, created at the courier in one batch.
 * Every order is checked first (state, phone, wilaya, the courier's own rules) and reported in its own
 * result; the valid ones claim their parcel row (the unique index refuses a second claim, concurrent
 * calls included), then the courier is called once. A courier that is down or refuses the batch
 * leaves every order as it was (the claims are released: a retry works); a created parcel moves its
 * order to shipped through the order desk's own transition and e-mail.
 */
export async function createShipments(ctx: ServiceContext, actor: Actor, input: CreateShipmentsInput, tr: Translator): Promise<{ results: ShipmentResult[] }> {
  requireAdmin(actor);
  const client = await requireCourier(ctx, input.courier);
  const label = COURIER_INFO[input.courier].label;
  const { keys, shipFromWilaya } = await courierKeys(ctx);
  const from = wilayaByCode(shipFromWilaya) ?? wilayaByCode(16)!;
  const ids = [...new Set(input.orderIds)];
  const rows = new Map((await Promise.all(ids.map((id) => deskRepo.findOrder(ctx.db, id)))).filter((r): r is OrderRow => !!r).map((r) => [r.id, r]));
  const live = new Map((await repo.liveShipmentsOf(ctx.db, ids)).map((s) => [s.orderId, s]));
  const items = await findItemsOfOrders(ctx.db, [...rows.keys()]);
  const parcelTr = t(await parcelLocale(ctx));

  const results = new Map<string, ShipmentResult>();
  const fail = (orderId: string, why: Text) => results.set(orderId, { orderId, ok: false, message: tr.text(why) });
  const ready: { parcel: ParcelRequest; claim: ShipmentRow }[] = [];
  for (const id of ids) {
    const order = rows.get(id);
    const refusal = refusalOf(order, live.get(id));
    if (refusal) {
      fail(id, refusal);
      continue;
    }
    const products = items.filter((i) => i.orderId === id).map((i) => `${localizedNameOf(i, parcelTr.locale)} x${i.quantity}`).join(', ');
    const parcel = parcelOf(order!, products.slice(0, 250), { code: from.code, name: from.name }, parcelTr);
    if (typeof parcel !== 'object' || !('orderId' in parcel)) {
      fail(id, parcel);
      continue;
    }
    const problem = client.check(parcel);
    if (problem) {
      fail(id, say(e.courierRefused, { courier: label, detail: problem }));
      continue;
    }
    // A desk the courier does not list would fail its whole batch (Yalidine): checked here, it fails alone.
    if (parcel.stopDesk && parcel.deskId && COURIER_INFO[input.courier].desks) {
      let desks: Desk[];
      try {
        desks = await listedDesks(ctx, input.courier, client, keys, parcel.wilayaCode, 'owner');
      } catch (err) {
        fail(id, say(e.courierDown, { courier: label, detail: err instanceof CourierError ? err.message : 'unexpected error' }));
        continue;
      }
      const listed = desks.find((d) => d.id === parcel.deskId);
      if (!listed) {
        fail(id, say(e.deskNotListed, { courier: label, desk: parcel.deskId }));
        continue;
      }
      parcel.address = streetOrDesk(order!, parcelTr, listed.name);
    }
    const claim = await repo.claimShipment(ctx.db, id, input.courier);
    if (!claim) {
      const other = (await repo.liveShipmentsOf(ctx.db, [id]))[0];
      fail(id, other?.state === 'live' ? say(e.alreadyShipped, { tracking: other.tracking ?? '' }) : e.inProgress);
      continue;
    }
    ready.push({ parcel, claim });
  }

  if (ready.length > 0) {
    let created: Awaited<ReturnType<CourierClient['createParcels']>>;
    try {
      created = await client.createParcels(ready.map((r) => r.parcel));
    } catch (err) {
      const detail = err instanceof CourierError ? err.message : 'unexpected error';
      if (!(err instanceof CourierError)) ctx.log.error({ err }, 'courier batch failed');
      const why = err instanceof CourierError && err.kind === 'invalid' ? say(e.courierRefused, { courier: label, detail }) : say(e.courierDown, { courier: label, detail });
      for (const r of ready) {
        await repo.markFailed(ctx.db, r.claim.id, detail);
        fail(r.parcel.orderId, why);
      }
      created = [];
    }
    for (const [i, result] of created.entries()) {
      const { claim, parcel } = ready[i]!;
      if (!result.ok) {
        await repo.markFailed(ctx.db, claim.id, result.message);
        fail(parcel.orderId, say(e.courierRefused, { courier: label, detail: result.message }));
        continue;
      }
      if (!(await repo.markLive(ctx.db, claim.id, { tracking: result.tracking, labelUrl: result.labelUrl }))) {
        // The claim sweep settled it meanwhile (a courier slower than STUCK_CLAIM_MS): the owner is told the tracking.
        ctx.log.error({ orderId: parcel.orderId, tracking: result.tracking }, 'parcel created after its claim was settled');
        results.set(parcel.orderId, { orderId: parcel.orderId, ok: false, tracking: result.tracking, message: tr.text(e.inProgress) });
        continue;
      }
      try {
        await shipOrder(ctx, actor, parcel.orderId, { carrier: label, trackingNumber: result.tracking });
        results.set(parcel.orderId, { orderId: parcel.orderId, ok: true, tracking: result.tracking });
      } catch (err) {
        // The order changed while the courier answered (cancelled meanwhile): the parcel exists, the owner is told.
        const why = err instanceof AppError ? err.text : e.orderNotFound;
        results.set(parcel.orderId, { orderId: parcel.orderId, ok: false, tracking: result.tracking, message: tr.text(why) });
      }
    }
  }
  return { results: ids.map((id) => results.get(id)!) };
}

// ---- Claims cut off ----

/**
 * How old a `creating` claim must be before the sweep settles it. A request's courier calls are bounded
 * (15 s each; Yalidine: one batch call, one retry after a 429; Ecotrack: at most 50 calls a minute, the
 * rest refused at once), so a live request never holds a claim this long: only a process killed between
 * the claim and the courier's answer does.
 */
export const STUCK_CLAIM_MS = 15 * 60_000;

/**
 * The claims a killed process left `creating` (decision 018): each courier that can be asked by our
 * reference is asked whether it created the parcel; found, the claim becomes `live` and the order is
 * shipped (by "automatic"); not found, it is `failed` and the owner can hand the order over again. A
 * courier that cannot be asked (Ecotrack) keeps its claim: guessing could make a second parcel, so
 * the owner is warned in the log and checks at the courier. Returns what was settled.
 */
export async function settleStuckClaims(ctx: ServiceContext, now = new Date()): Promise<{ live: number; failed: number }> {
  const settled = { live: 0, failed: 0 };
  const claims = await ctx.db.transaction((tx) => repo.leaseStuckClaims(tx, new Date(now.getTime() - STUCK_CLAIM_MS), 50));
  if (claims.length === 0) return settled;
  const { keys } = await courierKeys(ctx);
  for (const claim of claims) {
    const client = isCourierId(claim.courier) ? courierClient(claim.courier, keys, ctx) : null;
    if (!client?.findParcel) {
      ctx.log.warn({ orderId: claim.orderId, courier: claim.courier }, 'a parcel claim was cut off and this courier cannot be asked: check at the courier');
      continue;
    }
    let found: Awaited<ReturnType<NonNullable<CourierClient['findParcel']>>>;
    try {
      found = await client.findParcel(orderNumber(claim.orderId));
    } catch (err) {
      ctx.log.warn({ err, orderId: claim.orderId }, 'a cut-off parcel claim could not be checked: next sweep');
      continue;
    }
    if (!found) {
      await repo.markFailed(ctx.db, claim.id, 'cut off before the courier answered; the courier has no parcel under this reference');
      settled.failed++;
      continue;
    }
    if (!(await repo.markLive(ctx.db, claim.id, found))) continue;
    settled.live++;
    const label = COURIER_INFO[client.id].label;
    // An order cancelled meanwhile stays cancelled: its parcel is on the desk for the owner to stop.
    await unsafeShipBySystem(ctx, claim.orderId, { carrier: label, trackingNumber: found.tracking }).catch((err: unknown) =>
      ctx.log.warn({ err, orderId: claim.orderId }, 'a parcel found for a cut-off claim could not ship its order'),
    );
  }
  return settled;
}

/** Every five minutes (and once at start), in every instance: the leases keep them apart. */
export const startClaimSweep = (ctx: ServiceContext, intervalMs = 5 * 60_000) => startPeriodic(ctx, 'parcel claims sweep', () => settleStuckClaims(ctx), intervalMs);

// ---- Labels ----

/** `GET /api/admin/shipments/labels`: the orders' labels from their couriers, merged into one PDF in the order asked. */
export async function labelsPdf(ctx: ServiceContext, actor: Actor, orderIds: readonly string[]): Promise<Uint8Array> {
  requireAdmin(actor);
  const ids = [...new Set(orderIds)];
  const live = new Map((await repo.liveShipmentsOf(ctx.db, ids)).filter((s) => s.state === 'live').map((s) => [s.orderId, s]));
  const missing = ids.find((id) => !live.has(id));
  if (missing) throw new AppError('CONFLICT', say(e.noParcel, {}), undefined, { orderId: missing });
  const merged = await PDFDocument.create();
  const clients = new Map<string, CourierClient>();
  for (const id of ids) {
    const shipment = live.get(id)!;
    if (!isCourierId(shipment.courier)) throw new AppError('CONFLICT', e.noParcel);
    const client = clients.get(shipment.courier) ?? (await requireCourier(ctx, shipment.courier));
    clients.set(shipment.courier, client);
    let bytes: Uint8Array;
    try {
      bytes = await client.label(shipment.tracking!, shipment.labelUrl);
    } catch (err) {
      const detail = err instanceof CourierError ? err.message : 'unexpected error';
      throw new AppError('SERVICE_UNAVAILABLE', say(e.labelFailed, { courier: COURIER_INFO[shipment.courier].label, detail }));
    }
    const doc = await PDFDocument.load(bytes).catch(() => null);
    if (!doc) throw new AppError('SERVICE_UNAVAILABLE', say(e.labelFailed, { courier: COURIER_INFO[shipment.courier].label, detail: 'not a PDF' }));
    for (const page of await merged.copyPages(doc, doc.getPageIndices())) merged.addPage(page);
  }
  return merged.save();
}

// ---- What couriers report ----

const CASH_ORDER: readonly CourierCashState[] = ['none', 'with_courier', 'remitted'];
/** Cash only moves forward (a late "ready" never undoes "payed"). */
const laterCash = (a: CourierCashState, b: CourierCashState | null) => (b && CASH_ORDER.indexOf(b) > CASH_ORDER.indexOf(a) ? b : a);

/** How a courier's report reached the shop: its webhook, or the shop asking (couriers without webhooks). */
export type CourierReport = 'webhook' | 'poll';

/**
 * Records what a courier reported, each event once (its key: a replay changes nothing). The parcel's
 * status is its latest event's by date, so late or out-of-order events cannot move it backwards; the
 * order moves only from shipped (to delivered, or to returned with its stock given back once by the
 * orders' conditional move); a cash-on-delivery order becomes paid when the courier remits its cash.
 * Returns how many events were new.
 */
export async function recordCourierEvents(ctx: ServiceContext, courier: CourierId, events: readonly ParcelEvent[], via: CourierReport = 'webhook'): Promise<number> {
  let fresh = 0;
  let stockMoved = false;
  for (const event of events) {
    const shipment = await repo.findByTracking(ctx.db, courier, event.tracking);
    if (!shipment) continue; // another shop's parcel, or one deleted here: acknowledged, ignored
    const outcome = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const current = await repo.lockShipment(tx, shipment.id);
      if (!current) return null;
      const inserted = await repo.insertEvent(tx, {
        shipmentId: current.id,
        eventKey: event.key,
        kind: event.kind,
        status: event.status ?? '',
        courierStatus: event.courierStatus,
        reason: event.reason,
        at: event.at,
      });
      if (!inserted) return null;
      const history = (await repo.eventsOf(tx, [current.id])).filter((h) => h.kind === 'status' && h.status !== '');
      const latest = history.at(-1);
      const status = (latest?.status ?? current.status) as ParcelEvent['status'] & string;
      let cash = laterCash(current.cash, event.cash);
      if (status === 'delivered') cash = laterCash(cash, 'with_courier');
      await repo.updateShipment(tx, current.id, {
        status,
        courierStatus: latest?.courierStatus ?? current.courierStatus,
        reason: latest?.reason ?? current.reason,
        cash,
      });
      const payout = event.kind === 'payment' ? event.reason : null;
      return applyToOrder(txCtx, current, status as NonNullable<ParcelEvent['status']>, cash, latest?.reason ?? null, payout, via);
    });
    if (outcome === null) continue;
    fresh++;
    stockMoved ||= outcome.stockMoved;
  }
  if (stockMoved) await invalidateCatalog(ctx);
  return fresh;
}

const reasonCodeOf = (courier: string, reason: string): Record<string, string> => {
  const code = courierReasonOf(courier, reason);
  return code ? { reasonCode: code } : {};
};

async function applyToOrder(
  txCtx: ServiceContext,
  shipment: ShipmentRow,
  status: NonNullable<ParcelEvent['status']>,
  cash: CourierCashState,
  reason: string | null,
  payout: string | null,
  via: CourierReport,
) {
  const order = await deskRepo.lockOrder(txCtx.db, shipment.orderId);
  if (!order) return { stockMoved: false };
  // The history credits the courier and how it told us (the desk reads "by Yalidine (webhook)"), not an account.
  const details = { by: 'courier', courier: shipment.courier, via };
  const courier = isCourierId(shipment.courier) ? COURIER_INFO[shipment.courier].label : shipment.courier;
  const target = orderStatusFor(status);
  let current = order;
  let stockMoved = false;
  if (target && order.orderStatus === 'shipped') {
    const moved = target === 'returned' ? await moveOrderStatus(txCtx, order, 'returned') : await deskRepo.updateOrderFrom(txCtx.db, order.id, ['shipped'], { orderStatus: 'delivered' });
    if (moved) {
      stockMoved = target === 'returned';
      current = moved;
      await deskRepo.insertEvent(txCtx.db, {
        orderId: order.id,
        actorId: null,
        actorEmail: null,
        kind: target === 'delivered' ? 'delivered' : 'status',
        fromStatus: 'shipped',
        toStatus: target,
        note: reason ? `${courier}: ${reason}` : courier,
        // The courier's words, and the shop's code for them when its list has it: the desk says them in its reader's language.
        details: reason ? { ...details, reason, ...reasonCodeOf(shipment.courier, reason) } : details,
      });
    }
  }
  if (cash === 'remitted' && current.orderStatus === 'delivered' && methodHas(current.paymentMethod, 'collectsOnDelivery')) {
    const paid = await deskRepo.completePayment(txCtx.db, order.id, ['pending', 'failed']);
    // The note names the courier and, where it gave one, the payout the cash came with (to match the courier's statement).
    if (paid) await deskRepo.insertEvent(txCtx.db, { orderId: order.id, actorId: null, actorEmail: null, kind: 'paid', fromStatus: current.paymentStatus, toStatus: 'completed', note: payout ? `${courier}: ${payout}` : courier, details });
  }
  return { stockMoved };
}

// ---- Polling (couriers without webhooks) ----

/**
 * Asks a courier about its parcels still on their way (or whose cash it still holds), at most 100 per
 * run (one Ecotrack call). The parcels are claimed by stamping `polledAt` under SKIP LOCKED, so several
 * instances never ask about the same parcel in one interval.
 */
export async function pollCourier(ctx: ServiceContext, courier: CourierId, askedBefore = new Date(Date.now() - ctx.config.couriers.pollIntervalMs / 2)): Promise<number> {
  const { keys } = await courierKeys(ctx);
  const client = courierClient(courier, keys, ctx);
  if (!client) return 0;
  const claimed = await ctx.db.transaction(async (tx) => {
    const rows = await repo.claimParcelsToPoll(tx, courier, 100, askedBefore);
    await repo.markPolled(tx, rows.map((r) => r.id));
    return rows;
  });
  if (claimed.length === 0) return 0;
  const events = await client.track(claimed.map((r) => r.tracking!).filter(Boolean));
  return recordCourierEvents(ctx, courier, events, 'poll');
}

/** The poller: every COURIER_POLL_INTERVAL_MS, each configured courier without webhooks. Returns the stop function. */
export function startCourierPoller(ctx: ServiceContext): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      for (const id of COURIERS.filter((c) => !COURIER_INFO[c].webhooks)) {
        await pollCourier(ctx, id).catch((err: unknown) => ctx.log.warn({ err, courier: id }, 'courier poll failed'));
      }
    })().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, ctx.config.couriers.pollIntervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * `POST /api/admin/couriers/:id/poll`: the owner asks now, about every parcel still on its way, even
 * one the poller asked about a minute ago (the parcels are still claimed, so two clicks at once ask once).
 */
export async function pollNow(ctx: ServiceContext, actor: Actor, courier: CourierId): Promise<{ updated: number }> {
  requireAdmin(actor);
  await requireCourier(ctx, courier);
  try {
    return { updated: await pollCourier(ctx, courier, new Date()) };
  } catch (err) {
    const detail = err instanceof CourierError ? err.message : 'unexpected error';
    throw new AppError('SERVICE_UNAVAILABLE', say(e.courierDown, { courier: COURIER_INFO[courier].label, detail }));
  }
}

// ---- Figures ----

const courierLabel = (id: string) => (isCourierId(id) ? COURIER_INFO[id].label : id);

/** `GET /api/admin/couriers/figures`: the dashboard's cash held by couriers and delivery/return counts. */
export async function courierFigures(ctx: ServiceContext, actor: Actor): Promise<CourierFigures> {
  requireAdmin(actor);
  const [cash, outcomes] = await Promise.all([repo.cashHeldByCourier(ctx.db), repo.outcomesByCourierAndWilaya(ctx.db)]);
  return {
    cashHeld: cash.map((c) => ({ courier: c.courier, label: courierLabel(c.courier), amount: toMoneyString(Number(c.centimes)), parcels: c.parcels })),
    outcomes: outcomes.map((o) => ({ ...o, label: courierLabel(o.courier) })),
  };
}

// ---- The courier's fees (one truth: the owner's table is what customers pay) ----

/** The courier's fees from the ship-from wilaya (its courier code, 1–58): 409 without keys or fees, 503 when unreadable. */
async function readCourierFees(ctx: ServiceContext, courier: CourierId): Promise<{ from: number; fees: CourierWilayaFee[] }> {
  const client = await requireCourier(ctx, courier);
  const label = COURIER_INFO[courier].label;
  if (!client.fees) throw new AppError('CONFLICT', say(e.noFees, { courier: label }));
  const { shipFromWilaya } = await courierKeys(ctx);
  const from = courierCodeOfWilaya(shipFromWilaya) ?? 16;
  try {
    const fees = await client.fees(from);
    return { from, fees: fees.filter((f) => Number.isInteger(f.wilaya) && f.wilaya >= 1 && f.wilaya <= 58) };
  } catch (err) {
    if (!(err instanceof CourierError)) ctx.log.error({ err, courier }, 'courier fees failed');
    const detail = err instanceof CourierError ? err.message : 'unexpected error';
    throw new AppError('SERVICE_UNAVAILABLE', say(e.feesUnavailable, { courier: label, detail }));
  }
}

const moneyOrNull = (c: number | null) => (c === null ? null : toMoneyString(c));
const figuresOf = (f: { home: number; desk: number | null }) => ({ home: toMoneyString(f.home), desk: moneyOrNull(f.desk) });

/** `GET /api/admin/couriers/:id/fees`: the courier's fees per wilaya, and how many wilayas of the table an import would change. */
export async function courierFees(ctx: ServiceContext, actor: Actor, courier: CourierId): Promise<CourierFees> {
  requireAdmin(actor);
  const { from, fees } = await readCourierFees(ctx, courier);
  const changes = await shipping.courierFeeChanges(ctx, fees);
  return {
    courier,
    label: COURIER_INFO[courier].label,
    from: String(from),
    fees: fees.map((f) => ({ wilaya: String(f.wilaya), home: moneyOrNull(f.home), desk: moneyOrNull(f.desk) })),
    changes: changes.length,
  };
}

/** `POST /api/admin/couriers/:id/fees/import`: the courier's fees into the rates table (the rates editors' rule), what changed. */
export async function importCourierFees(ctx: ServiceContext, actor: Actor, courier: CourierId): Promise<CourierFeesImport> {
  requireRatesEditor(actor);
  const { fees } = await readCourierFees(ctx, courier);
  const { changes, rates } = await shipping.importCourierFees(ctx, actor, fees);
  return { changed: changes.map((c) => ({ wilaya: String(c.wilaya), before: c.before && figuresOf(c.before), after: figuresOf(c.after) })), rates };
}

// ---- Stop-desks ----

/**
 * The stop-desks a courier lists in a wilaya it knows (1–58), kept per courier, address and wilaya in
 * the shared store, one call at a time, a visitor's calls within their own budget (`desks-cache.ts`).
 * The checkout's list, its check of an order's desk and the parcels' check share it. Throws what the
 * courier's call threw (or `DesksUnavailable` for a visitor refused without a call).
 */
async function listedDesks(ctx: ServiceContext, id: CourierId, client: CourierClient, keys: CourierKeys, courierCode: number, caller: DeskCaller): Promise<Desk[]> {
  // Per courier and address (Guepex's desks are not Yalidine's) and account.
  const k = keys[id] as Record<string, string>;
  const account = `${id}:${k.apiUrl ?? ''}#${k.apiId ?? k.apiToken ?? ''}`;
  try {
    return await keptDesks(ctx.store, account, courierCode, caller, () => client.desks(courierCode));
  } catch (err) {
    if (err instanceof DesksUnavailable && err.failure !== undefined) throw err.failure;
    throw err;
  }
}

/**
 * `GET /api/shipping/desks?wilaya=`: the stop-desks of the first configured courier that lists them;
 * empty when none does (or it cannot be reached: the customer can still choose home delivery, and
 * the owner's log says why).
 */
export async function desksOf(ctx: ServiceContext, wilayaCode: number): Promise<Desk[]> {
  // Couriers list desks under the 58 wilayas they know: a wilaya of law 26-06 asks its mother's.
  const courierCode = courierCodeOfWilaya(wilayaCode);
  if (!courierCode) throw new AppError('BAD_REQUEST', e.wilayaUnknown, { wilaya: e.wilayaUnknown });
  const { keys } = await courierKeys(ctx);
  for (const id of COURIERS.filter((c) => COURIER_INFO[c].desks)) {
    const client = courierClient(id, keys, ctx);
    if (!client) continue;
    try {
      return await listedDesks(ctx, id, client, keys, courierCode, 'visitor');
    } catch (err) {
      if (!(err instanceof DesksUnavailable)) ctx.log.warn({ err, courier: id }, 'stop-desks could not be read');
      return [];
    }
  }
  return [];
}

/**
 * The names of the listed stop-desks of these orders without a street (docs/contract.md §5: the desk is
 * printed in its place), by `wilaya:desk`; a desk no courier lists (or a wilaya it cannot read) has none.
 */
export async function deskNamesOf(ctx: ServiceContext, orders: readonly Pick<OrderRow, 'address' | 'delivery' | 'desk' | 'wilaya'>[]): Promise<(o: Pick<OrderRow, 'desk' | 'wilaya'>) => string | null> {
  const names = new Map<string, string>();
  const wilayas = new Set(orders.filter((o) => !o.address && o.delivery === 'desk' && o.desk && o.wilaya).map((o) => Number(o.wilaya)));
  for (const wilaya of wilayas) {
    const desks = await desksOf(ctx, wilaya).catch(() => []);
    for (const d of desks) names.set(`${wilaya}:${d.id}`, d.name);
  }
  return (o) => names.get(`${Number(o.wilaya)}:${o.desk}`) ?? null;
}

/**
 * The stop-desk an order names (docs/contract.md §5): where a courier lists desks for the order's wilaya,
 * one of their ids — else 400 with a field error on the desk; where none does (no such courier, none
 * in this wilaya, or it cannot be reached), what the customer wrote, as before (or null).
 */
export async function deskOfOrder(ctx: ServiceContext, wilaya: number | undefined, desk: string | null | undefined): Promise<string | null> {
  const typed = desk?.trim() || null;
  if (wilaya === undefined) return typed;
  const listed = await desksOf(ctx, wilaya);
  if (listed.length === 0 || (typed !== null && listed.some((d) => d.id === typed))) return typed;
  throw new AppError('BAD_REQUEST', msg.communes.deskNotListed, { 'shippingAddress.desk': msg.communes.deskNotListed });
}

// ---- Couriers' webhooks ----

/** The courier named in a webhook's path, with its webhooks; 404 for an unknown courier or one that sends none. */
function webhookOf(courier: string) {
  const found = courierWebhook(courier);
  if (!found) throw new AppError('NOT_FOUND', e.noWebhook);
  return found;
}

/**
 * `POST /api/couriers/:courier/webhook` (Yalidine's: `/api/couriers/yalidine/webhook`): the
 * signature in the courier's header is checked over the raw bytes with the secret in force before
 * anything is read (none configured: 503; a bad one: 400, nothing changes); then each event is
 * recorded once.
 */
export async function handleCourierWebhook(ctx: ServiceContext, courier: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<{ received: true }> {
  const { id, webhook } = webhookOf(courier);
  const { keys } = await courierKeys(ctx);
  const secret = webhook.secret(keys[id] as never); // the module reads its own family's keys
  if (!secret) throw new AppError('SERVICE_UNAVAILABLE', e.webhookNotConfigured);
  const signature = headers[webhook.signatureHeader];
  if (!webhook.verify(rawBody, typeof signature === 'string' ? signature : undefined, secret)) throw new AppError('BAD_REQUEST', e.webhookSignature);
  const events = webhook.parse(rawBody);
  if (!events) throw new AppError('BAD_REQUEST', e.webhookBody);
  await recordCourierEvents(ctx, id, events);
  return { received: true };
}

/** `GET` on a courier's webhook address: the answer to its registration check (Yalidine's `crc_token`), or 400. */
export function courierWebhookHandshake(courier: string, rawQuery: string): string {
  const { webhook } = webhookOf(courier);
  const answer = webhook.handshake?.(rawQuery) ?? null;
  if (answer === null) throw new AppError('BAD_REQUEST', e.webhookBody);
  return answer;
}
