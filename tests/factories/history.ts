import type { Db } from '../../src/server/db/client';
import { orderItems, orders, shipments, visitCounts, type OrderRow, type PlantRow, type VisitKind } from '../../src/server/db/schema';

/** One past order as the owner's figures read it, straight into the database (no checkout, no desk). */
export interface PastOrder {
  at: string;
  lines: { plant: PlantRow; quantity: number }[];
  wilaya?: string | null;
  status?: OrderRow['orderStatus'];
  paid?: boolean;
  source?: string | null;
  campaign?: string | null;
  /** Parcels handed over: the courier and the parcel's status; `failed` ones never count. */
  parcels?: { courier: string; status: string; state?: 'live' | 'failed' }[];
  shippingCentimes?: number;
}

let seq = 0;

/** Inserts `order` with its lines and parcels; returns its id. */
export async function insertPastOrder(db: Db, order: PastOrder): Promise<string> {
  seq += 1;
  const subtotal = order.lines.reduce((n, l) => n + (l.plant.priceCentimes ?? 0) * l.quantity, 0);
  const shipping = order.shippingCentimes ?? 40_000;
  const createdAt = new Date(order.at);
  const [row] = await db
    .insert(orders)
    .values({
      customerName: 'Amina Benali',
      customerEmail: `history${seq}@example.dz`,
      address: '12 rue Didouche Mourad',
      city: 'Alger',
      wilaya: order.wilaya === undefined ? '16' : order.wilaya,
      subtotalCentimes: subtotal,
      shippingCentimes: shipping,
      totalCentimes: subtotal + shipping,
      paymentMethod: 'cod',
      paymentStatus: order.paid ? 'completed' : 'pending',
      orderStatus: order.status ?? 'pending',
      utmSource: order.source ?? null,
      utmCampaign: order.campaign ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  const id = row!.id;
  await db.insert(orderItems).values(order.lines.map((l) => ({ orderId: id, plantId: l.plant.id, name: l.plant.name, unitPriceCentimes: l.plant.priceCentimes ?? 0, quantity: l.quantity })));
  for (const [i, p] of (order.parcels ?? []).entries()) {
    await db.insert(shipments).values({ orderId: id, courier: p.courier, state: p.state ?? 'live', status: p.status, tracking: `TRK-${seq}-${i}` });
  }
  return id;
}

/** A day's storefront counts, as the server would have counted them. */
export async function insertVisitCounts(db: Db, day: string, counts: Partial<Record<VisitKind, number>>): Promise<void> {
  for (const [kind, count] of Object.entries(counts)) await db.insert(visitCounts).values({ day, kind: kind as VisitKind, count });
}
