import { toMoneyString } from '../../src/shared/domain/money';
import { orderTotals } from '../../src/shared/domain/order';
import type { PlantRow } from '../../src/server/db/schema';

/** The default settings' shipping rates (5000 DA threshold, 400 DA fee). */
export const DEFAULT_RATES = { minFreeShipping: 500_000, shippingFee: 40_000 };

export type OrderLine = { plant: PlantRow; quantity: number };

/** The spec's order payload for these lines, priced as the checkout page prices them. */
export function orderPayload(lines: OrderLine[], overrides: Record<string, unknown> = {}) {
  const totals = orderTotals(
    lines.map((l) => ({ unitPrice: l.plant.priceCentimes ?? 0, quantity: l.quantity })),
    DEFAULT_RATES,
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
