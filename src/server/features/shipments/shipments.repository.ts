import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { methodsThat } from '@shared/domain/payment-methods';
import type { Executor } from '../../db/client';
import { courierAccounts, courierSettings, orders, shipmentEvents, shipments, type CourierSettingsRow, type ShipmentEventRow, type ShipmentRow } from '../../db/schema';

// ---- Courier settings (the sending wilaya's row, and one row of saved keys per courier) ----

export async function getCourierSettingsRow(db: Executor): Promise<CourierSettingsRow> {
  const [row] = await db.select().from(courierSettings).where(eq(courierSettings.id, 1));
  if (row) return row;
  await db.insert(courierSettings).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(courierSettings).where(eq(courierSettings.id, 1));
  return created!;
}

/** The settings row, locked until the caller's transaction ends: every change of the couriers' settings takes it first. */
export async function lockCourierSettingsRow(tx: Executor): Promise<CourierSettingsRow> {
  await tx.insert(courierSettings).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(courierSettings).where(eq(courierSettings.id, 1)).for('update');
  return row!;
}

export async function updateShipFromWilaya(tx: Executor, shipFromWilaya: string): Promise<void> {
  await tx.update(courierSettings).set({ shipFromWilaya, updatedAt: new Date() }).where(eq(courierSettings.id, 1));
}

/** Each courier's saved fields (a courier with none saved is absent). */
export async function getCourierAccounts(db: Executor): Promise<Record<string, Record<string, string>>> {
  const rows = await db.select().from(courierAccounts);
  return Object.fromEntries(rows.map((r) => [r.courier, r.settings]));
}

/** Replaces a courier's saved fields (only those holding a value are kept). */
export async function saveCourierAccount(tx: Executor, courier: string, settings: Record<string, string>): Promise<void> {
  const kept = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== ''));
  await tx
    .insert(courierAccounts)
    .values({ courier, settings: kept })
    .onConflictDoUpdate({ target: courierAccounts.courier, set: { settings: kept, updatedAt: sql`now()` } });
}

// ---- Shipments ----

/**
 * Claims the order's one parcel: a `creating` row, or undefined when the order already has a live or
 * creating one (the partial unique index decides, whichever request comes first, on every instance).
 */
export async function claimShipment(db: Executor, orderId: string, courier: string): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .insert(shipments)
    .values({ orderId, courier })
    .onConflictDoNothing({ target: shipments.orderId, where: sql`${shipments.state} in ('creating', 'live')` })
    .returning();
  return row;
}

export async function markFailed(db: Executor, id: string, error: string): Promise<void> {
  await db.update(shipments).set({ state: 'failed', error, updatedAt: sql`now()` }).where(and(eq(shipments.id, id), eq(shipments.state, 'creating')));
}

export async function markLive(db: Executor, id: string, values: { tracking: string; labelUrl: string | null }): Promise<ShipmentRow | undefined> {
  const [row] = await db
    .update(shipments)
    .set({ ...values, state: 'live', updatedAt: sql`now()` })
    .where(and(eq(shipments.id, id), eq(shipments.state, 'creating')))
    .returning();
  return row;
}

/**
 * Claims still `creating` since before `olderThan` (their request was cut off), oldest first, locked
 * with SKIP LOCKED and stamped now in the caller's transaction: two sweeps never settle one claim at
 * once, and one that dies half-way leaves its claims to the sweep after next.
 */
export async function leaseStuckClaims(db: Executor, olderThan: Date, limit: number): Promise<ShipmentRow[]> {
  const rows = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.state, 'creating'), lt(shipments.updatedAt, olderThan)))
    .orderBy(asc(shipments.updatedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length > 0) await db.update(shipments).set({ updatedAt: sql`now()` }).where(inArray(shipments.id, rows.map((r) => r.id)));
  return rows;
}

/** The live (or being created) parcel of each order. */
export async function liveShipmentsOf(db: Executor, orderIds: readonly string[]): Promise<ShipmentRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(shipments).where(and(inArray(shipments.orderId, [...orderIds]), inArray(shipments.state, ['creating', 'live'])));
}

export async function findByTracking(db: Executor, courier: string, tracking: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(and(eq(shipments.courier, courier), eq(shipments.tracking, tracking), eq(shipments.state, 'live')));
  return row;
}

export async function lockShipment(db: Executor, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.id, id)).for('update');
  return row;
}

export async function updateShipment(db: Executor, id: string, values: Partial<Pick<ShipmentRow, 'status' | 'courierStatus' | 'reason' | 'cash' | 'polledAt'>>): Promise<void> {
  await db.update(shipments).set({ ...values, updatedAt: sql`now()` }).where(eq(shipments.id, id));
}

/** Records an event once (its key); false when it was already there (a replay). */
export async function insertEvent(db: Executor, event: typeof shipmentEvents.$inferInsert): Promise<boolean> {
  const rows = await db.insert(shipmentEvents).values(event).onConflictDoNothing().returning({ id: shipmentEvents.id });
  return rows.length > 0;
}

/** Each shipment's events, oldest first (ties: as received). */
export async function eventsOf(db: Executor, shipmentIds: readonly string[]): Promise<ShipmentEventRow[]> {
  if (shipmentIds.length === 0) return [];
  return db.select().from(shipmentEvents).where(inArray(shipmentEvents.shipmentId, [...shipmentIds])).orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
}

/**
 * Live parcels of a courier still travelling (or whose cash is still with it), least recently asked
 * first, locked with SKIP LOCKED: two instances polling at once take different parcels.
 */
export async function claimParcelsToPoll(db: Executor, courier: string, limit: number, askedBefore: Date): Promise<ShipmentRow[]> {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.courier, courier),
        eq(shipments.state, 'live'),
        or(sql`${shipments.status} not in ('delivered', 'returned')`, eq(shipments.cash, 'with_courier')),
        or(isNull(shipments.polledAt), lt(shipments.polledAt, askedBefore)),
      ),
    )
    .orderBy(sql`${shipments.polledAt} asc nulls first`)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markPolled(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.update(shipments).set({ polledAt: sql`now()` }).where(inArray(shipments.id, [...ids]));
}

/**
 * Cash on delivery each courier collected and has not paid out: its live parcels delivered (cash
 * `with_courier`) of cash-on-delivery orders not paid yet (a prepaid order's parcel collects nothing).
 */
export async function cashHeldByCourier(db: Executor) {
  return db
    .select({
      courier: shipments.courier,
      parcels: sql<number>`count(*)::int`,
      centimes: sql<string>`coalesce(sum(${orders.totalCentimes}), 0)::bigint`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(shipments.state, 'live'), eq(shipments.cash, 'with_courier'), inArray(orders.paymentMethod, methodsThat('collectsOnDelivery')), sql`${orders.paymentStatus} <> 'completed'`))
    .groupBy(shipments.courier)
    .orderBy(shipments.courier);
}

/** Live parcels per courier and wilaya, and how many of them were delivered or came back. */
export async function outcomesByCourierAndWilaya(db: Executor) {
  return db
    .select({
      courier: shipments.courier,
      wilaya: orders.wilaya,
      parcels: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${shipments.status} = 'delivered'))::int`,
      returned: sql<number>`(count(*) filter (where ${shipments.status} = 'returned'))::int`,
    })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.state, 'live'))
    .groupBy(shipments.courier, orders.wilaya)
    .orderBy(shipments.courier, sql`length(${orders.wilaya}) nulls last`, orders.wilaya);
}
