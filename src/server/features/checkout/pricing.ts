import type { Plant, PlantVariant } from '@shared/contracts/catalog';
import { hasSizes, sizeLabel, withSize } from '@shared/domain/sizes';
import type { Quote, QuoteInput } from '@shared/contracts/cart-quote';
import type { OrderLineInput } from '@shared/contracts/orders';
import { withOfferPrice, type CouponRefusal, type QuantityOffer } from '@shared/domain/discounts';
import { parseMoney, toMoneyString, type Centimes } from '@shared/domain/money';
import { MAX_ORDER_TOTAL, orderTotals, totalsAgree, withDiscount, type OrderTotals } from '@shared/domain/order';
import { normalizeAlgerianMobile } from '@shared/domain/phone';
import type { DeliveryMode, ShippingRules } from '@shared/domain/shipping';
import { msg, say, sayMoney, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import * as catalog from '../catalog/catalog.service';
import * as coupons from '../coupons/coupons.service';
import { getShippingRules, quoteOrRefuse, wilayaOf } from '../shipping/shipping.service';

const e = msg.checkout.errors;

// ---- Pricing: the server's figures, never the client's ----

export interface PricedLine {
  plant: Plant;
  /** The size bought: the one the line names, or the plant's only one. */
  variant: PlantVariant;
  quantity: number;
  /** The unit's price once its quantity offer applies. */
  unitPrice: Centimes;
  offer: QuantityOffer | undefined;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: OrderTotals;
  /** The code that applies, with what it takes off; null without one or when refused. */
  coupon: coupons.AppliedCoupon | null;
  /** Why the code sent does not apply; null when it does or none was sent. */
  couponRefusal: CouponRefusal | null;
}

export interface Destination {
  wilaya: number | undefined;
  delivery: DeliveryMode;
}

/** What pricing may know beyond the cart: the code typed and who orders (its per-customer rules). */
export interface PricingOptions {
  checkStock?: boolean;
  couponCode?: string | null | undefined;
  /** Undefined: nobody known yet (a quote without account or phone); the per-customer rules wait for the order. */
  buyer?: coupons.Buyer | undefined;
}

export const outOfStock = (name: string, stock: number) =>
  new AppError('CONFLICT', stock <= 0 ? say(e.outOfStock, { name }) : say(e.notEnoughStock, { name, stock }));

/**
 * The one pricing of a cart (docs/contract.md §2 and §8): the quote, `/checkout`, the express form and
 * the payment amount all call it. Unknown plants and plants without a price are refused (409), as are
 * a client unit price that is no longer the shop's and quantities above the stock. Repeated lines of
 * one plant are merged; a line reaching a quantity offer is priced at the offer's unit price. Shipping
 * is the wilaya's quote (shipping.ts) of that subtotal; a code applying then takes its amount off
 * (`withDiscount`: never below 0). A total of 0 or above what the order columns hold is refused (400)
 * before any payment starts.
 */
export async function priceCart(
  ctx: ServiceContext,
  items: readonly OrderLineInput[],
  rules: ShippingRules,
  to: Destination,
  opts: PricingOptions = {},
): Promise<PricedCart> {
  // Repeated lines of one size are one line; `index` is the first's, where a size's error points.
  const merged = new Map<string, { id: number; variantId: number | null; index: number; quantity: number; price: OrderLineInput['price'] }>();
  items.forEach((item, index) => {
    const key = `${item.id}:${item.variantId ?? ''}`;
    const seen = merged.get(key);
    merged.set(key, { id: item.id, variantId: item.variantId ?? null, index: seen?.index ?? index, quantity: (seen?.quantity ?? 0) + item.quantity, price: item.price ?? seen?.price });
  });
  const ids = [...new Set([...merged.values()].map((l) => l.id))];
  const plants = new Map((await catalog.getPlantsByIds(ctx, ids)).map((p) => [p.id, p]));

  const lines: PricedLine[] = [];
  for (const { id, variantId, index, quantity, price } of merged.values()) {
    const plant = plants.get(id);
    if (!plant) throw new AppError('CONFLICT', say(e.plantUnavailable, { id }));
    const variant = sizeOf(plant, variantId, index);
    const name = withSize(plant.name, variant.label);
    const listPrice = variant.price === null ? null : parseMoney(variant.price);
    if (listPrice === null) throw new AppError('CONFLICT', say(e.priceNotAvailable, { name }));
    if (price !== undefined && !totalsAgree(Number(price), listPrice)) {
      throw new AppError('CONFLICT', say(e.itemPriceChanged, { name, price: sayMoney(listPrice) }));
    }
    lines.push({ plant, variant, ...withOfferPrice(listPrice, plant.offers, quantity) });
  }
  // Each size is its own line: a quantity offer counts that size's units, as the cart shows them.
  if (opts.checkStock !== false) {
    for (const line of lines) if (line.quantity > line.variant.stock) throw outOfStock(withSize(line.plant.name, line.variant.label), line.variant.stock);
  }
  let totals = orderTotals(lines, (subtotal) => quoteOrRefuse(subtotal, to.wilaya, to.delivery, rules).fee);
  let coupon: coupons.AppliedCoupon | null = null;
  let couponRefusal: CouponRefusal | null = null;
  if (opts.couponCode) {
    const applied = await coupons.findApplicable(ctx.db, opts.couponCode, totals.subtotal, totals.shipping, opts.buyer);
    coupon = applied.coupon ?? null;
    couponRefusal = applied.refusal ?? null;
    if (coupon) totals = withDiscount(totals, coupon.amount);
  }
  if (totals.total <= 0) throw new AppError('BAD_REQUEST', e.zeroTotal);
  if (totals.total > MAX_ORDER_TOTAL) throw new AppError('BAD_REQUEST', say(e.totalTooLarge, { max: sayMoney(MAX_ORDER_TOTAL) }));
  return { lines, totals, coupon, couponRefusal };
}

/**
 * The size a line buys: the one it names (409 when the plant no longer has it), or the plant's only one;
 * a plant sold in several sizes needs one named (400 on `items.N.variantId`).
 */
function sizeOf(plant: Plant, variantId: number | null, index: number): PlantVariant {
  if (variantId !== null) {
    const named = plant.variants.find((v) => v.id === variantId);
    if (!named) throw new AppError('CONFLICT', say(e.sizeUnavailable, { name: plant.name }));
    return named;
  }
  if (plant.variants.length === 1) return plant.variants[0]!;
  const message = say(e.sizeRequired, { name: plant.name });
  throw new AppError('BAD_REQUEST', message, { [`items.${index}.variantId`]: message });
}

/** What an order line, an e-mail or a parcel calls the size bought; null for a plant sold in one size. */
export function sizeSnapshot(line: PricedLine): { variantLabel: string | null; variantLabelFr: string | null; variantLabelAr: string | null; sku: string | null } {
  const named = hasSizes(line.plant.variants);
  return {
    variantLabel: named ? line.variant.label : null,
    variantLabelFr: named ? line.variant.labelFr : null,
    variantLabelAr: named ? line.variant.labelAr : null,
    sku: line.variant.sku,
  };
}

/** The line's name in the reader's language with its size: "Monstera (21 cm pot)". */
export const lineName = (line: PricedLine, name: string, locale: Parameters<typeof sizeLabel>[1]) =>
  withSize(name, hasSizes(line.plant.variants) ? sizeLabel(line.variant, locale) : null);

/** An order's pricing: a code sent that does not apply is 400 on `couponCode` (the quote says it as `couponError`). */
export async function priceOrder(ctx: ServiceContext, items: readonly OrderLineInput[], rules: ShippingRules, to: Destination, opts: PricingOptions): Promise<PricedCart> {
  const priced = await priceCart(ctx, items, rules, to, opts);
  if (priced.couponRefusal) throw coupons.refused(priced.couponRefusal);
  return priced;
}

/** Who a code's per-customer rules count: the customer's account (never an admin's) and the phone typed. */
export function buyerOf(actor: Actor | null, phone: string | null): coupons.Buyer {
  return { userId: actor && actor.role !== 'admin' ? actor.id : null, phone };
}

/**
 * `POST /api/cart/quote` (public, docs/contract.md §8): the cart's figures as an order would store them,
 * a refused code answered as `couponError` in the reader's language (200).
 */
export async function quoteCart(ctx: ServiceContext, actor: Actor | null, input: QuoteInput, tr: Translator): Promise<Quote> {
  const rules = await getShippingRules(ctx);
  const to: Destination = { wilaya: wilayaOf(input.wilaya, rules.newWilayasFrom), delivery: input.delivery };
  const phone = input.phone ? normalizeAlgerianMobile(input.phone) : null;
  const buyer = buyerOf(actor, phone);
  const priced = await priceCart(ctx, input.items, rules, to, { couponCode: input.couponCode, buyer: buyer.userId || buyer.phone ? buyer : undefined });
  const { totals } = priced;
  return {
    subtotal: toMoneyString(totals.subtotal),
    discount: toMoneyString(totals.discount),
    shipping: toMoneyString(totals.shipping),
    total: toMoneyString(totals.total),
    lines: priced.lines.map((l) => ({
      id: l.plant.id,
      variantId: l.variant.id,
      unitPrice: toMoneyString(l.unitPrice),
      quantity: l.quantity,
      ...(l.offer && { offer: l.offer }),
    })),
    coupon: priced.coupon ? { code: priced.coupon.code, amount: toMoneyString(priced.coupon.amount) } : null,
    couponError: priced.couponRefusal ? tr.text(coupons.refusalText(priced.couponRefusal)) : null,
  };
}
