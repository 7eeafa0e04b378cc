import { randomUUID } from 'node:crypto';
import type { CreateOrderInput, CreatePaymentIntentInput, Order, PaymentIntent } from '@shared/contracts/orders';
import { toMoneyString } from '@shared/domain/money';
import { STRIPE_CURRENCY, toStripeAmount, totalsAgree } from '@shared/domain/order';
import { methodHas, methodInfo, PAYMENT_METHOD_INFO, paymentMethodLabel } from '@shared/domain/payment-methods';
import { normalizeAlgerianMobile } from '@shared/domain/phone';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import { holdsStockUnpaid, paymentDueAt, unitCapBroken, type UnpaidRules } from '@shared/domain/unpaid-orders';
import { DEFAULT_LOCALE, msg, say, sayMoney, type Locale, type Translator } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import type { ServiceContext } from '../../context';
import type { OrderRow } from '../../db/schema';
import type { PaymentIntentView } from '../../integrations/stripe/stripe.gateway';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { orderMailAddress, ownerLocale, type Actor } from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import * as orders from '../orders/orders.service';
import { newOrderAlertEmail } from '../orders/orders.emails';
import * as ordersRepo from '../orders/orders.repository';
import { confirmationUrl } from '../order-desk/confirmation.link';
import { refuseBlockedCod } from '../order-desk/confirmation.service';
import * as outbox from '../outbox/outbox.service';
import { getCheckoutSettings, getUnpaidRules, type CheckoutSettings } from '../settings/settings.service';
import { communeOf, getShippingRules, wilayaOf } from '../shipping/shipping.service';
import { addressOfOrder, rememberAddress } from '../addresses/addresses.service';
import { deskOfOrder } from '../shipments/stop-desks.service';
import * as repo from './checkout.repository';
import * as codCaps from './cod-caps';
import { markDraftsOrdered } from './order-drafts.repository';
import type { SourceColumns } from './order-source';
import type { VisitSignals } from '../../db/schema';
import { queueConversion } from '../conversions/conversions.service';
import { paymentMethodHandlers } from './methods';
import { gatewayFailure, stripeGatewayOf } from './methods/stripe';
import { emailInputOf } from './methods/email-input';
import type { PaymentStart, PlacingOrder } from './methods/types';
import * as coupons from '../coupons/coupons.service';
import { buyerOf, outOfStock, priceOrder, sizeSnapshot, type Destination, type PricedLine } from './pricing';
import { withSize } from '@shared/domain/sizes';

const e = msg.checkout.errors;
const v = msg.checkout.validation;
const u = msg.trust.unpaid;

/** docs/contract.md §2: a customer cannot pile up unpaid orders. */
export const ORDER_CAPS = { openUnpaid: 5, perHour: 10 } as const;

/** The method must be enabled and configured; the admin sees why it is not (settings). */
export function usableMethod(settings: CheckoutSettings, method: CreateOrderInput['paymentMethod']) {
  if (!settings.methods.includes(method)) throw new AppError('BAD_REQUEST', e.paymentMethodUnavailable);
  const problem = settings.problems[method];
  if (problem) throw new AppError('BAD_REQUEST', say(e.methodNotConfigured, { reason: say(problem) }));
  return paymentMethodHandlers[method];
}

/** The phone as stored (+213…): required by methods that call the customer, refused when not a mobile. */
function phoneOf(input: CreateOrderInput): string | null {
  const typed = input.shippingAddress.phone?.trim() ?? '';
  if (!typed) {
    if (PAYMENT_METHOD_INFO[input.paymentMethod].needsPhone) throw new AppError('BAD_REQUEST', v.phoneRequired, { phone: v.phoneRequired });
    return null;
  }
  const phone = normalizeAlgerianMobile(typed);
  if (!phone) throw new AppError('BAD_REQUEST', v.phoneInvalid, { phone: v.phoneInvalid });
  return phone;
}

/** What an order to be placed would hold unpaid: its method's stock hold, its units, and the owner's caps. */
interface UnpaidHold {
  method: string;
  units: number;
  rules: UnpaidRules;
}

/**
 * 429 past 10 orders in an hour, 409 past 5 open unpaid orders, and — for an order not paid when placed
 * — 409 past the owner's unit caps (per order, and held unpaid by the account: docs/contract.md §2). Run
 * again under the account's lock, so parallel orders cannot pass together.
 */
async function checkCaps(db: ServiceContext['db'], actor: Actor, hold?: UnpaidHold): Promise<void> {
  if ((await repo.countSince(db, actor.id, new Date(Date.now() - 3_600_000))) >= ORDER_CAPS.perHour) {
    throw new AppError('TOO_MANY_REQUESTS', e.tooManyPerHour);
  }
  const unpaid = await repo.countOpenUnpaid(db, actor.id);
  if (unpaid >= ORDER_CAPS.openUnpaid) throw new AppError('CONFLICT', say(e.tooManyUnpaid, { count: unpaid }));
  if (!hold || !holdsStockUnpaid(hold.method)) return;
  const broken = unitCapBroken(hold.rules, hold.units, await repo.unitsHeldUnpaid(db, actor.id));
  if (broken?.cap === 'order') throw new AppError('CONFLICT', say(u.unitsPerOrder, { max: broken.max }));
  if (broken?.cap === 'account') throw new AppError('CONFLICT', say(u.unitsPerAccount, { max: broken.max, held: broken.held }));
}

/** Where and how an order is placed beyond its payload (docs/contract.md §7). */
export interface PlacingExtras {
  channel: 'checkout' | 'express';
  /** The first landing's source (the `nabta_src` cookie), stored on the order. */
  source: SourceColumns | null;
  /** What the placing request tells the ad platforms (conversions/visit.ts); null for an order taken on the phone. */
  visit?: VisitSignals | null;
  /** SHA-256 of the order's key, for an order its guest reads by link (express). */
  accessKeyHash?: string | null;
  /**
   * Run in the order's transaction once the account and the phone are locked, before any cap or stock:
   * an order it returns is answered instead of placing a new one (the express form's duplicates).
   */
  existing?: (tx: ServiceContext['db'], phone: string | null, lines: readonly PricedLine[]) => Promise<OrderRow | undefined>;
}

const CHECKOUT: PlacingExtras = { channel: 'checkout', source: null };

/**
 * Places the signed-in customer's order (spec §3 payload, docs/contract.md §2 and §4). The server prices
 * it (the wilaya's shipping quote included), refuses a total that disagrees (409), lets the payment
 * method prepare (verify a card payment, open a Chargily checkout), then in one transaction takes the
 * stock (conditional updates: never oversold), stores the order with its figures and item snapshots,
 * and queues the method's e-mail — to the account's own address, in the customer's language (kept on
 * the order for every later e-mail), sent after the commit.
 */
export async function createOrder(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateOrderInput,
  origin: string,
  locale: Locale,
  extras: PlacingExtras = CHECKOUT,
): Promise<Order> {
  const placed = await placeOrder(ctx, actor, input, origin, locale, extras);
  return placed.order;
}

/**
 * The one way an order is placed, from `/checkout` (an account) or the express form (an account or a
 * guest: `actor` null, cash on delivery only — docs/contract.md §7): the same pricing, stock, caps,
 * phone rules, blocked phones and field errors. `duplicate`: `extras.existing` found the order this one
 * repeats, answered instead (nothing new reserved).
 */
export async function placeOrder(
  ctx: ServiceContext,
  actor: Actor | null,
  input: CreateOrderInput,
  origin: string,
  locale: Locale,
  extras: PlacingExtras,
): Promise<{ order: Order; row: OrderRow; duplicate: boolean }> {
  const settings = await getCheckoutSettings(ctx);
  const method = usableMethod(settings, input.paymentMethod);
  const phone = phoneOf(input);
  await refuseBlockedCod(ctx, input.paymentMethod, phone);
  const rules = await getShippingRules(ctx);
  const to: Destination = { wilaya: wilayaOf(input.shippingAddress.wilaya, rules.newWilayasFrom), delivery: input.shippingAddress.delivery };
  const commune = communeOf(input.shippingAddress.commune, to.wilaya, rules);
  // With a courier listing this wilaya's desks, one of their ids (400 on `desk` otherwise); else what the customer wrote.
  const desk = to.delivery === 'desk' ? await deskOfOrder(ctx, to.wilaya, input.shippingAddress.desk) : null;
  const unpaidRules = await getUnpaidRules(ctx);
  // Read before the transaction (PGlite has one connection): null until the account's address is confirmed.
  const mailTo = actor ? await orderMailAddress(ctx, actor.id) : null;
  const ownerTr = t(await ownerLocale(ctx, DEFAULT_LOCALE));
  const hold: UnpaidHold = { method: input.paymentMethod, units: input.items.reduce((n, i) => n + i.quantity, 0), rules: unpaidRules };
  // A card payment was capped when its intent was opened: once paid, its order is never refused for the caps.
  const info = PAYMENT_METHOD_INFO[input.paymentMethod];
  if (!info.paidBeforePlacing) await checkAllCaps(ctx.db, actor, hold, phone, extras.channel);
  // A card order is already paid: a missing unit is reported by the transaction below, with the payment's reference.
  const buyer = buyerOf(actor, phone);
  const { lines, totals, coupon } = await priceOrder(ctx, input.items, rules, to, { checkStock: !info.paidBeforePlacing, couponCode: input.couponCode, buyer });
  // The express form sends no total: it shows the server's own quote (docs/contract.md §7).
  if (extras.channel === 'checkout' && !totalsAgree(input.totalAmount, totals.total)) {
    throw new AppError('CONFLICT', say(e.pricesChanged, { total: sayMoney(totals.total) }));
  }

  const orderId = randomUUID();
  // Cash on delivery: the e-mail carries the signed link with which the customer confirms (decision 018).
  const confirmUrl = info.collectsOnDelivery && actor ? await confirmationUrl(ctx, origin, { id: orderId, userId: actor.id }) : undefined;
  const placing: PlacingOrder = { ctx, actor, settings, input, orderId, lines, totals, couponCode: coupon?.code ?? null, origin, locale, confirmUrl };
  const payment: PaymentStart = await method.prepare(placing);
  const paid = payment.status === 'completed';

  let created: { order: OrderRow; emailId: number | null; duplicate: boolean };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      // Always the account first, then the phone: two placements never wait for each other crosswise.
      if (actor) await repo.lockAccount(tx, actor.id);
      if (info.collectsOnDelivery && phone) await codCaps.lockPhone(tx, phone);
      const again = extras.existing ? await extras.existing(tx, phone, lines) : undefined;
      if (again) return { order: again, emailId: null, duplicate: true };
      if (!info.paidBeforePlacing) await checkAllCaps(tx, actor, hold, phone, extras.channel);
      // Always in plant then size order, so two orders never wait for each other's rows (no deadlock:
      // a size's update also updates its plant's row, through the trigger that copies the first size).
      for (const line of [...lines].sort((a, b) => a.plant.id - b.plant.id || a.variant.id - b.variant.id)) {
        if (!(await catalog.reserveStock(txCtx, { plantId: line.plant.id, variantId: line.variant.id }, line.quantity))) {
          throw outOfStock(withSize(line.plant.name, sizeSnapshot(line).variantLabel), await catalog.sizeStock(txCtx, line.variant.id));
        }
      }
      // The code's last use goes to exactly one order (docs/contract.md §8): claimed under its row's lock.
      const claimed = coupon ? await coupons.claimCoupon(tx, coupon.code, totals.subtotal, totals.shipping, buyer, coupon.amount) : null;
      const order = await ordersRepo.insertOrder(
        tx,
        {
          id: placing.orderId,
          userId: actor?.id ?? null,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          customerPhone: phone,
          address: input.shippingAddress.address,
          // A client that sent a commune may leave the city out: it is the commune's name.
          city: input.shippingAddress.city || commune!.nameFr,
          commune: commune?.code ?? null,
          desk,
          zipCode: input.shippingAddress.zipCode || null,
          wilaya: to.wilaya === undefined ? null : String(to.wilaya),
          delivery: to.delivery,
          subtotalCentimes: totals.subtotal,
          shippingCentimes: totals.shipping,
          discountCentimes: totals.discount,
          couponCode: claimed?.code ?? null,
          totalCentimes: totals.total,
          paymentMethod: input.paymentMethod,
          paymentStatus: payment.status,
          paymentReference: payment.reference,
          paymentUrl: payment.url,
          paidAt: paid ? new Date() : null,
          // Unpaid, it gives its stock back after the owner's delay (bank transfer, card checkout).
          paymentDueAt: paid ? null : paymentDueAt(input.paymentMethod, new Date(), unpaidRules),
          locale,
          channel: extras.channel,
          accessKeyHash: extras.accessKeyHash ?? null,
          ...(extras.source ?? {}),
        },
        lines.map((l) => ({ plantId: l.plant.id, variantId: l.variant.id, ...sizeSnapshot(l), name: l.plant.name, imageUrl: l.plant.imageUrl, unitPriceCentimes: l.unitPrice, quantity: l.quantity })),
      );
      if (claimed) await coupons.recordUse(tx, claimed, order.id, buyer);
      // The ad platforms hear of it once, after the commit (docs/contract.md §9); a card order is paid already.
      await queueConversion(txCtx, tx, order, 'lead', extras.visit ?? null);
      if (paid) await queueConversion(txCtx, tx, order, 'purchase');
      // The customer's address book keeps where this order goes (the next checkout offers it).
      if (actor) await rememberAddress(tx, actor.id, addressOfOrder(order));
      // A form this phone left half-way is done: it ordered (docs/contract.md §7).
      if (phone) await markDraftsOrdered(tx, phone, order.id);
      const email = mailTo ? (method.email?.(placing, order) ?? null) : null;
      // docs/contract.md §2: the shop writes only to the account's own, confirmed address, never to a typed one.
      const emailId = email && mailTo ? await outbox.queueEmail(ctx, tx, { ...email, to: mailTo, orderId: order.id }) : null;
      // The owner hears of each new order (OWNER_EMAIL), unless they turned it off.
      if (settings.notifyNewOrders) await outbox.queueEmail(ctx, tx, { kind: 'owner-new-order', to: ctx.config.ownerEmail, orderId: order.id, ...newOrderAlert(placing, phone, ownerTr) });
      return { order, emailId, duplicate: false };
    });
  } catch (err) {
    if (paid && isUniqueViolation(err)) throw new AppError('CONFLICT', e.paymentAlreadyUsed);
    if (paid && payment.reference && err instanceof AppError) {
      // NOTE: the customer has paid but the order could not be taken (the last unit went meanwhile).
      // We say so with the payment's reference; refunds are done by the shop (see README, Checkout).
      ctx.log.warn({ paymentReference: payment.reference, reason: err.message }, 'payment received but order refused');
      throw new AppError(err.code, say(e.paidButRefused, { reference: payment.reference, reason: (tr) => tr.text(err.text) }));
    }
    throw err;
  }

  if (!created.duplicate) await catalog.invalidateCatalog(ctx); // stock moved: the shop shows it at once, on every instance
  const [view] = await orders.withItems(ctx, [created.order]);
  return { order: await decorate(ctx, view!, created.order), row: created.order, duplicate: created.duplicate };
}

/** The account's caps (when there is one) and, for cash on delivery, the phone's across accounts (cod-caps.ts). */
async function checkAllCaps(db: ServiceContext['db'], actor: Actor | null, hold: UnpaidHold, phone: string | null, channel: PlacingExtras['channel']) {
  if (actor) await checkCaps(db, actor, hold);
  // A guest has no account to count against; the per-order unit cap still holds.
  else if (holdsStockUnpaid(hold.method) && unitCapBroken(hold.rules, hold.units, 0)?.cap === 'order') {
    throw new AppError('CONFLICT', say(u.unitsPerOrder, { max: hold.rules.unpaidUnitsPerOrder }));
  }
  if (methodHas(hold.method, 'collectsOnDelivery') && phone) await codCaps.checkPhone(db, phone, channel);
}

/**
 * The owner's new-order e-mail, in the language the owner's account uses (docs/contract.md §4; the shop's
 * default language until the owner has signed in), the plants named in it.
 */
function newOrderAlert(p: PlacingOrder, phone: string | null, tr: Translator) {
  const { subject, text } = newOrderAlertEmail(
    {
      ...emailInputOf({ ...p, locale: tr.locale }),
      method: paymentMethodLabel(p.input.paymentMethod, tr.m),
      phone: phone ? formatAlgerianMobile(phone) : null,
      adminUrl: `${p.origin}/admin/orders/${p.orderId}`,
    },
    tr,
  );
  return { subject, text };
}

/** What the customer's order page needs beyond the stored order: the bank details, where to pay. */
async function decorate(ctx: ServiceContext, order: Order, row: OrderRow): Promise<Order> {
  const extra: Partial<Order> = {};
  const details = methodInfo(row.paymentMethod)?.transferDetails;
  if (details === 'bankDetails') extra.bankDetails = (await getCheckoutSettings(ctx)).bank;
  if (details === 'ccpDetails') extra.ccpDetails = (await getCheckoutSettings(ctx)).ccp;
  if (row.paymentUrl && row.paymentStatus === 'pending' && row.orderStatus !== 'cancelled') extra.checkoutUrl = row.paymentUrl;
  return { ...order, ...extra };
}

/**
 * `GET /api/orders/:id`: the order as stored; a redirect payment still pending is first checked with
 * its provider (the customer is back from Chargily's page before or without the webhook).
 */
export async function orderDetail(ctx: ServiceContext, actor: Actor, id: string): Promise<Order> {
  let order = await orders.getOrder(ctx, actor, id);
  let row = (await ordersRepo.findOrder(ctx.db, id))!;
  const verify = paymentMethodHandlers[row.paymentMethod as keyof typeof paymentMethodHandlers]?.verify;
  if (verify && row.paymentStatus === 'pending') {
    await verify(ctx, row);
    row = (await ordersRepo.findOrder(ctx.db, id))!;
    order = await orders.getOrder(ctx, actor, id);
  }
  return decorate(ctx, order, row);
}

/** A provider's signed webhook, by method; 400 when the signature is wrong, and then nothing changes. */
export async function handleWebhook(ctx: ServiceContext, method: keyof typeof paymentMethodHandlers, rawBody: Buffer, signature: string | undefined) {
  await paymentMethodHandlers[method].webhook!.handle(ctx, rawBody, signature);
  return { received: true as const };
}

/** Stripe metadata values are limited to 500 characters. */
const clip = (s: string) => (s.length > 500 ? `${s.slice(0, 497)}...` : s);

/**
 * `POST /api/create-payment-intent`: prices the cart on the server (a client `amount` must agree),
 * shipping to the given wilaya included, and opens a DZD PaymentIntent for exactly that total. Its
 * metadata ties it to the customer, so that nobody else can use it for an order.
 */
export async function createPaymentIntent(ctx: ServiceContext, actor: Actor, input: CreatePaymentIntentInput, locale: Locale): Promise<PaymentIntent> {
  const settings = await getCheckoutSettings(ctx);
  const gateway = stripeGatewayOf(ctx, settings);
  await checkCaps(ctx.db, actor);
  const rules = await getShippingRules(ctx);
  const to: Destination = { wilaya: wilayaOf(input.wilaya, rules.newWilayasFrom), delivery: input.delivery };
  const { lines, totals } = await priceOrder(ctx, input.items, rules, to, { couponCode: input.couponCode, buyer: buyerOf(actor, null) });
  if (input.amount !== undefined && !totalsAgree(input.amount, totals.total)) {
    throw new AppError('CONFLICT', say(e.amountMismatch, { total: sayMoney(totals.total) }));
  }
  let pi: PaymentIntentView;
  try {
    pi = await gateway.createPaymentIntent({
      amount: toStripeAmount(totals.total),
      currency: STRIPE_CURRENCY,
      receiptEmail: actor.email,
      // Shown on the card page and the receipt Stripe sends: in the customer's language.
      description: t(locale).text(msg.checkout.gateway.description, { site: settings.siteName, count: lines.reduce((n, l) => n + l.quantity, 0) }),
      metadata: {
        userId: actor.id,
        customerEmail: input.customerEmail,
        customerName: clip(input.customerName),
        items: clip(lines.map((l) => `${l.plant.id}x${l.quantity}`).join(',')),
        subtotal: toMoneyString(totals.subtotal),
        shipping: toMoneyString(totals.shipping),
        discount: toMoneyString(totals.discount),
        total: toMoneyString(totals.total),
      },
    });
  } catch (err) {
    throw gatewayFailure(ctx, err);
  }
  if (!pi.clientSecret) throw gatewayFailure(ctx, new Error('PaymentIntent without client_secret'));
  return { clientSecret: pi.clientSecret, paymentIntentId: pi.id, amount: toMoneyString(totals.total), currency: STRIPE_CURRENCY };
}
