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

/** What the desk walk needs of a signed-in owner's client (tests/helpers/test-app.ts's Client). */
interface OwnerClient {
  post(url: string, body?: unknown): Promise<{ statusCode: number; body: string }>;
  patch(url: string, body?: unknown): Promise<{ statusCode: number; body: string }>;
}

const WALK = ['pending', 'processing', 'shipped', 'delivered'] as const;

/**
 * The owner takes an order along the desk, as the shop does (no status is set by hand any more,
 * issue 29): confirm, ship with a carrier and tracking number, deliver — up to `status`. A cancel says why.
 */
export async function moveOrderTo(owner: OwnerClient, id: string, status: (typeof WALK)[number] | 'cancelled', from: (typeof WALK)[number] = 'pending') {
  const ok = (res: { statusCode: number; body: string }) => {
    if (res.statusCode !== 200) throw new Error(`moving order ${id} to ${status}: ${res.statusCode} ${res.body}`);
  };
  if (status === 'cancelled') return ok(await owner.patch(`/api/orders/${id}`, { orderStatus: 'cancelled', reason: 'Out of stock' }));
  const steps = { processing: ['confirm', {}], shipped: ['ship', { carrier: 'Yalidine', trackingNumber: `YAL-${id.slice(0, 8)}` }], delivered: ['deliver', {}] } as const;
  for (const next of WALK.slice(WALK.indexOf(from) + 1, WALK.indexOf(status) + 1)) {
    const [action, body] = steps[next as keyof typeof steps];
    ok(await owner.post(`/api/admin/orders/${id}/${action}`, body));
  }
}
