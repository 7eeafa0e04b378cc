import { toMoneyString } from '../../src/shared/domain/money';
import { orderTotals } from '../../src/shared/domain/order';
import { quote, type DeliveryMode } from '../../src/shared/domain/shipping';
import type { PlantRow } from '../../src/server/db/schema';

/** The default settings' shipping rates (5000 DA threshold, 400 DA fee). */
export const DEFAULT_RATES = { minFreeShipping: 500_000, shippingFee: 40_000 };

/** The fee of an order without a wilaya: the flat fee, free from the threshold. */
export const flatShipping = (subtotal: number) => quote(subtotal, undefined, 'home', { ...DEFAULT_RATES, rates: [] }).fee;

export type OrderLine = { plant: PlantRow; quantity: number };

/** The spec's order payload for these lines, priced as the checkout page prices them (flat fee: no wilaya). */
export function orderPayload(lines: OrderLine[], overrides: Record<string, unknown> = {}) {
  const totals = orderTotals(
    lines.map((l) => ({ unitPrice: l.plant.priceCentimes ?? 0, quantity: l.quantity })),
    flatShipping,
  );
  return {
    customerName: 'Amina Benali',
    customerEmail: 'amina@example.dz',
    shippingAddress: { address: '12 rue Didouche Mourad', city: 'Alger', zipCode: '16000' },
    items: lines.map((l) => ({
      id: l.plant.id,
      name: l.plant.name,
      price: Number(toMoneyString(l.plant.priceCentimes ?? 0)),
      quantity: l.quantity,
    })),
    totalAmount: toMoneyString(totals.total),
    paymentMethod: 'bank_transfer',
    ...overrides,
  };
}

/** The cart part of a create-payment-intent call. */
export function intentPayload(lines: OrderLine[], overrides: Record<string, unknown> = {}) {
  const { items, totalAmount, customerEmail, customerName } = orderPayload(lines);
  return { items, amount: Number(totalAmount), customerEmail, customerName, ...overrides };
}

/** The payload of an order shipped to `wilaya` by `delivery`, its total from that wilaya's `fee` (centimes). */
export function wilayaOrderPayload(lines: OrderLine[], to: { wilaya: string; delivery: DeliveryMode; fee: number; phone?: string }, overrides: Record<string, unknown> = {}) {
  const subtotal = lines.reduce((n, l) => n + (l.plant.priceCentimes ?? 0) * l.quantity, 0);
  const base = orderPayload(lines);
  return {
    ...base,
    shippingAddress: { ...base.shippingAddress, city: 'Oran', wilaya: to.wilaya, delivery: to.delivery, phone: to.phone ?? '0661 23 45 67' },
    totalAmount: toMoneyString(subtotal + to.fee),
    ...overrides,
  };
}
