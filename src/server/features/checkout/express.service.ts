import { hasSizes } from '@shared/domain/sizes';
import { CASH_ON_DELIVERY } from '@shared/domain/payment-methods';
import { and, eq, sql } from 'drizzle-orm';
import type { CreateOrderInput, Order } from '@shared/contracts/orders';
import type { DraftView, ExpressOrderInput, ExpressOrderResult } from '@shared/contracts/express-orders';
import { normalizeAlgerianMobile } from '@shared/domain/phone';
import { wilayaByCode } from '@shared/domain/wilayas';
import { msg, type Locale } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { orders, type OrderRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import { requireAdmin } from '../auth/access-policy';
import * as catalog from '../catalog/catalog.service';
import * as ordersRepo from '../orders/orders.repository';
import * as orderQueries from '../orders/orders.service';
import { getCheckoutSettings } from '../settings/settings.service';
import { placeOrder } from './checkout.service';
import * as codCaps from './cod-caps';
import * as drafts from './order-drafts.repository';
import { hashOrderKey, keyOpens, newOrderKey, orderUrlOf, withKeyHash } from './order-key';
import type { SourceColumns } from './order-source';
import type { VisitSignals } from '../../db/schema';

const x = msg.express.errors;
const v = msg.checkout.validation;

/** Who sends an express order, and from where. */
export interface ExpressRequest {
  actor: Actor | null;
  /** The client's address (per-address cap). */
  ip: string;
  origin: string;
  locale: Locale;
  source: SourceColumns | null;
  /** What the request tells the ad platforms (conversions/visit.ts). */
  visit: VisitSignals | null;
}

/** 403 with a message when the owner turned the express form off. */
export async function requireExpressOn(ctx: ServiceContext): Promise<void> {
  if (!(await getCheckoutSettings(ctx)).expressOrders) throw new AppError('FORBIDDEN', x.off);
}

/** The same lines, whatever their order: ids, variants and quantities. */
const lineKey = (lines: readonly { id: number | null; quantity: number; variantId?: number | null | undefined }[]) =>
  lines
    .map((l) => `${l.id}:${l.variantId ?? ''}:${l.quantity}`)
    .sort()
    .join(',');

/** The field errors of the checkout's shipping address, named as the express form names its fields. */
function asExpressFields(err: unknown): unknown {
  if (!(err instanceof AppError) || !err.fieldErrors) return err;
  const fields = Object.fromEntries(Object.entries(err.fieldErrors).map(([k, t]) => [k.replace(/^shippingAddress\./, ''), t]));
  const out = new AppError(err.code, err.text, fields, err.details);
  if (err.retryAfterS !== undefined) out.retryAfterS = err.retryAfterS;
  return out;
}

/**
 * `POST /api/orders/express` (docs/contract.md §7): a cash-on-delivery order from one form, with or
 * without an account, placed by the checkout's own `placeOrder` (same pricing, stock, caps, blocked
 * phones, field errors), plus the express rules: the hidden `website` field, the owner's switch, 2 open
 * express orders per phone, 5 an hour per address (shared store), and the duplicate (same phone, same
 * lines, still open, within 24 h: that order again, nothing reserved).
 */
export async function placeExpressOrder(ctx: ServiceContext, input: ExpressOrderInput, req: ExpressRequest): Promise<ExpressOrderResult> {
  if (input.website) throw new AppError('BAD_REQUEST', x.honeypot);
  await requireExpressOn(ctx);
  // An admin's express order is one taken on the phone ("to call back", docs/contract.md §7): the caller's,
  // not the admin's account; the shop's own connection is not a buyer's (no address cap) nor a landing (no source).
  const onThePhone = req.actor?.role === 'admin';
  const buyer = onThePhone ? null : req.actor;
  const phone = normalizeAlgerianMobile(input.phone);
  if (!phone) throw new AppError('BAD_REQUEST', v.phoneInvalid, { phone: v.phoneInvalid });
  const wilayaName = wilayaByCode(Number(input.wilaya))?.name ?? input.wilaya;
  const order: CreateOrderInput = {
    customerName: input.customerName,
    customerEmail: input.email || buyer?.email || '',
    shippingAddress: {
      address: input.address ?? '',
      // Without a commune, the wilaya's name stands for the town (the shop calls before shipping).
      city: input.commune ? null : wilayaName,
      commune: input.commune ?? null,
      desk: input.delivery === 'desk' ? (input.desk ?? null) : null,
      zipCode: null,
      phone: input.phone,
      wilaya: input.wilaya,
      delivery: input.delivery,
    },
    items: input.items.map((l) => ({ id: l.id, quantity: l.quantity, variantId: l.variantId ?? null })),
    couponCode: input.couponCode ?? null,
    totalAmount: 0,
    paymentMethod: CASH_ON_DELIVERY,
  };
  const key = newOrderKey();
  // The phone's own cap first (its message says more than the address's); counted again under the phone's lock.
  await codCaps.checkPhone(ctx.db, phone, 'express');
  const release = onThePhone ? async () => {} : await codCaps.takeAddressSlot(ctx, req.ip);
  let placed: Awaited<ReturnType<typeof placeOrder>>;
  try {
    placed = await placeOrder(ctx, buyer, order, req.origin, req.locale, {
      channel: 'express',
      source: onThePhone ? null : req.source,
      visit: onThePhone ? null : req.visit,
      accessKeyHash: hashOrderKey(key),
      existing: async (tx, _phone, lines) => {
        // The sizes priced, not as sent: a line of a plant sold in one size may name it or not.
        const wanted = lineKey(lines.map((l) => ({ id: l.plant.id, variantId: l.variant.id, quantity: l.quantity })));
        const open = await codCaps.findSameOpenExpress(tx, phone);
        if (open.length === 0) return undefined;
        const items = await ordersRepo.findItemsOfOrders(tx, open.map((o) => o.id));
        const same = open.find((o) => lineKey(items.filter((i) => i.orderId === o.id).map((i) => ({ id: i.plantId, variantId: i.variantId, quantity: i.quantity }))) === wanted);
        if (!same) return undefined;
        // This answer gets a key of its own; the first one still opens the order.
        const [row] = await tx
          .update(orders)
          .set({ accessKeyHash: withKeyHash(same.accessKeyHash, hashOrderKey(key)) })
          .where(eq(orders.id, same.id))
          .returning();
        return row;
      },
    });
  } catch (err) {
    await release();
    throw asExpressFields(err);
  }
  if (placed.duplicate) await release();
  return { order: placed.order, orderUrl: orderUrlOf(placed.row.id, key), duplicate: placed.duplicate };
}

/**
 * `GET /api/orders/:id?key=…`: the order to whoever holds its key (404 with a wrong key, as for an
 * unknown order: the answer does not tell which ids exist).
 */
export async function orderByKey(ctx: ServiceContext, id: string, key: string): Promise<Order> {
  const row = await ordersRepo.findOrder(ctx.db, id);
  if (!row || !keyOpens(row.accessKeyHash, key)) throw new AppError('NOT_FOUND', msg.checkout.errors.orderNotFound);
  const [view] = await orderQueries.withItems(ctx, [row]);
  return view!;
}

/** Tries at finding an order by number and phone: 10 an hour per address (docs/contract.md §7). */
export const TRACKS_PER_HOUR = 10;

/**
 * `POST /api/orders/track { number, phone }` and the `/track` page's form without JavaScript: the order's
 * link when both match (a fresh key, added to the order's), else 404 with one message for both cases.
 * Counted here, in the shared store, so the JSON route and the HTML form draw on one budget per address
 * on every instance.
 */
export async function track(ctx: ServiceContext, input: { number: string; phone: string }, ip: string): Promise<{ orderUrl: string }> {
  const tries = await ctx.store.hit(`track:${ip}`, 3_600_000);
  if (tries.count > TRACKS_PER_HOUR) {
    const err = new AppError('TOO_MANY_REQUESTS', x.tooManyTracks);
    err.retryAfterS = Math.ceil(tries.resetInMs / 1000);
    throw err;
  }
  const phone = normalizeAlgerianMobile(input.phone);
  const notFound = new AppError('NOT_FOUND', x.trackNotFound);
  if (!phone) throw notFound;
  const rows: OrderRow[] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.customerPhone, phone), sql`right(${orders.id}::text, 8) = ${input.number}`))
    .limit(2);
  if (rows.length !== 1) throw notFound;
  const key = newOrderKey();
  await ctx.db
    .update(orders)
    .set({ accessKeyHash: sql`coalesce(${orders.accessKeyHash} || ' ', '') || ${hashOrderKey(key)}` })
    .where(eq(orders.id, rows[0]!.id));
  return { orderUrl: orderUrlOf(rows[0]!.id, key) };
}

// ---- Forms left half-way (docs/contract.md §7) ----

export const DRAFT_DAYS = 30;

export async function saveDraft(
  ctx: ServiceContext,
  input: { draftId?: string | null | undefined; phone: string; customerName?: string | null | undefined; wilaya?: string | null | undefined; items: { id: number; quantity: number; variantId?: number | null | undefined }[] },
): Promise<{ draftId: string }> {
  await requireExpressOn(ctx);
  const phone = normalizeAlgerianMobile(input.phone);
  if (!phone) throw new AppError('BAD_REQUEST', v.phoneInvalid, { phone: v.phoneInvalid });
  const row = await drafts.saveDraft(ctx.db, input.draftId ?? null, {
    phone,
    customerName: input.customerName || null,
    wilaya: input.wilaya || null,
    items: input.items.map((l) => ({ id: l.id, quantity: l.quantity, ...(l.variantId ? { variantId: l.variantId } : {}) })),
  });
  return { draftId: row.id };
}

/** The drafts no order of their phone followed yet, most recent first, each line with its plant's names. */
export async function listDrafts(ctx: ServiceContext, actor: Actor): Promise<DraftView[]> {
  requireAdmin(actor);
  await drafts.deleteOlderThan(ctx.db, new Date(Date.now() - DRAFT_DAYS * 86_400_000));
  const rows = await drafts.listWaitingDrafts(ctx.db);
  const plants = new Map((await catalog.getPlantsByIds(ctx, [...new Set(rows.flatMap((d) => d.items.map((l) => l.id)))])).map((p) => [p.id, p]));
  return rows.map((d) => ({
    id: d.id,
    phone: d.phone,
    customerName: d.customerName,
    wilaya: d.wilaya,
    items: d.items.map((l) => {
      const plant = plants.get(l.id);
      const size = plant && hasSizes(plant.variants) ? plant.variants.find((v) => v.id === l.variantId) : undefined;
      return {
        ...l,
        name: plant?.name ?? null,
        size: size ? { label: size.label, labelFr: size.labelFr, labelAr: size.labelAr } : null,
        translations: { fr: { name: plant?.translations.fr.name ?? null }, ar: { name: plant?.translations.ar.name ?? null } },
      };
    }),
    updatedAt: d.updatedAt.toISOString(),
  }));
}

export async function deleteDraft(ctx: ServiceContext, actor: Actor, id: string): Promise<{ deleted: boolean }> {
  requireAdmin(actor);
  if (!(await drafts.deleteDraft(ctx.db, id))) throw new AppError('NOT_FOUND', msg.errors.notFound);
  return { deleted: true };
}
