import type { Plant } from '@shared/contracts/catalog';
import type { OrderLineInput } from '@shared/contracts/orders';
import { parseMoney, type Centimes } from '@shared/domain/money';
import { MAX_ORDER_TOTAL, orderTotals, totalsAgree, type OrderTotals } from '@shared/domain/order';
import type { DeliveryMode, ShippingRules } from '@shared/domain/shipping';
import { msg, say, sayMoney } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import * as catalog from '../catalog/catalog.service';
import { quoteOrRefuse } from '../shipping/shipping.service';

const e = msg.checkout.errors;

// ---- Pricing: the server's figures, never the client's ----

export interface PricedLine {
  plant: Plant;
  quantity: number;
  unitPrice: Centimes;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: OrderTotals;
}

export interface Destination {
  wilaya: number | undefined;
  delivery: DeliveryMode;
}

export const outOfStock = (name: string, stock: number) =>
  new AppError('CONFLICT', stock <= 0 ? say(e.outOfStock, { name }) : say(e.notEnoughStock, { name, stock }));

/**
 * Prices a cart from the database (docs/contract.md §2): unknown plants and plants without a price are
 * refused (409), as are a client unit price that is no longer the shop's and quantities above the
 * stock. Repeated lines of one plant are merged. Shipping is the wilaya's quote (shipping.ts).
 * A total of 0 or above what the order columns hold is refused (400) before any payment starts.
 */
export async function priceCart(
  ctx: ServiceContext,
  items: readonly OrderLineInput[],
  rules: ShippingRules,
  to: Destination,
  opts: { checkStock?: boolean } = {},
): Promise<PricedCart> {
  const merged = new Map<number, { quantity: number; price: OrderLineInput['price'] }>();
  for (const item of items) {
    const seen = merged.get(item.id);
    merged.set(item.id, { quantity: (seen?.quantity ?? 0) + item.quantity, price: item.price ?? seen?.price });
  }
  const plants = new Map((await catalog.getPlantsByIds(ctx, [...merged.keys()])).map((p) => [p.id, p]));

  const lines: PricedLine[] = [];
  for (const [id, { quantity, price }] of merged) {
    const plant = plants.get(id);
    if (!plant) throw new AppError('CONFLICT', say(e.plantUnavailable, { id }));
    const unitPrice = plant.price === null ? null : parseMoney(plant.price);
    if (unitPrice === null) throw new AppError('CONFLICT', say(e.priceNotAvailable, { name: plant.name }));
    if (price !== undefined && !totalsAgree(Number(price), unitPrice)) {
      throw new AppError('CONFLICT', say(e.itemPriceChanged, { name: plant.name, price: sayMoney(unitPrice) }));
    }
    if (opts.checkStock !== false && quantity > plant.stock) throw outOfStock(plant.name, plant.stock);
    lines.push({ plant, quantity, unitPrice });
  }
  const totals = orderTotals(lines, (subtotal) => quoteOrRefuse(subtotal, to.wilaya, to.delivery, rules).fee);
  if (totals.total <= 0) throw new AppError('BAD_REQUEST', e.zeroTotal);
  if (totals.total > MAX_ORDER_TOTAL) throw new AppError('BAD_REQUEST', say(e.totalTooLarge, { max: sayMoney(MAX_ORDER_TOTAL) }));
  return { lines, totals };
}
