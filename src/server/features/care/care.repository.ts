import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { careGardens, carePushSubscriptions, careVapidKeys, gardenPlants, identifications, orderItems, orders, plants } from '../../db/schema';

export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}

/**
 * Brings gardens up to date (one statement per source): each item of the users' delivered orders and each
 * saved identification gets its row once; a row the customer removed stays removed. `users` is the SQL
 * of the set of user ids, put in `user_id in (…)`: one user (`${userId}::uuid`) when a garden is read,
 * a subquery for a sweep (every subscribed customer at once, set-based).
 */
export async function syncGardens(db: Executor, users: SQL): Promise<void> {
  await db.execute(sql`
    insert into garden_plants (user_id, source, order_item_id, catalogue_plant_id, species_name, label, created_at)
    select o.user_id, 'order', oi.id, oi.plant_id, p.scientific_name, oi.name, o.updated_at
    from orders o
    join order_items oi on oi.order_id = o.id
    left join plants p on p.id = oi.plant_id
    where o.order_status = 'delivered' and o.user_id in (${users})
    on conflict do nothing`);
  await db.execute(sql`
    insert into garden_plants (user_id, source, identification_id, species_name, label, created_at)
    select i.user_id, 'identification', i.id, i.scientific_name, coalesce(i.common_name, i.plant_name), i.saved_at
    from identifications i
    where i.saved_at is not null and i.user_id in (${users})
    on conflict do nothing`);
}

/** One customer's garden (read when they open My Plants). */
export const syncGarden = (db: Executor, userId: string) => syncGardens(db, sql`${userId}::uuid`);

export interface GardenRow {
  id: string;
  source: 'order' | 'identification' | 'own';
  orderId: string | null;
  cataloguePlantId: number | null;
  identificationId: string | null;
  label: string;
  /** The catalogue plant's translated names (null for other plants, or none written). */
  nameFr: string | null;
  nameAr: string | null;
  nickname: string | null;
  speciesName: string | null;
  photoId: string | null;
  imageUrl: string | null;
  wateredAt: Date | null;
  fedAt: Date | null;
  repottedAt: Date | null;
  createdAt: Date;
}

const gardenColumns = {
  id: gardenPlants.id,
  source: gardenPlants.source,
  orderId: orderItems.orderId,
  cataloguePlantId: gardenPlants.cataloguePlantId,
  identificationId: gardenPlants.identificationId,
  label: gardenPlants.label,
  nameFr: plants.nameFr,
  nameAr: plants.nameAr,
  nickname: gardenPlants.nickname,
  speciesName: gardenPlants.speciesName,
  photoId: gardenPlants.photoId,
  imageUrl: sql<string | null>`coalesce(${plants.imageUrl}, ${orderItems.imageUrl})`,
  wateredAt: gardenPlants.wateredAt,
  fedAt: gardenPlants.fedAt,
  repottedAt: gardenPlants.repottedAt,
  createdAt: gardenPlants.createdAt,
};

/** The plants shown: not removed, and for identifications only those still saved. */
const shown = sql`${gardenPlants.removedAt} is null and (${gardenPlants.source} <> 'identification' or ${identifications.savedAt} is not null)`;

function gardenQuery(db: Executor) {
  return db
    .select(gardenColumns)
    .from(gardenPlants)
    .leftJoin(orderItems, eq(orderItems.id, gardenPlants.orderItemId))
    .leftJoin(plants, eq(plants.id, gardenPlants.cataloguePlantId))
    .leftJoin(identifications, eq(identifications.id, gardenPlants.identificationId));
}

export async function listGarden(db: Executor, userId: string): Promise<GardenRow[]> {
  return gardenQuery(db)
    .where(and(eq(gardenPlants.userId, userId), shown))
    .orderBy(desc(gardenPlants.createdAt), gardenPlants.id);
}

/** One plant of this user's garden, or undefined (someone else's plant is not found). */
export async function findGardenPlant(db: Executor, userId: string, id: string): Promise<GardenRow | undefined> {
  const [row] = await gardenQuery(db).where(and(eq(gardenPlants.id, id), eq(gardenPlants.userId, userId), shown));
  return row;
}

export async function insertOwnPlant(db: Executor, userId: string, speciesName: string, label: string, nickname: string | null): Promise<string> {
  const [row] = await db.insert(gardenPlants).values({ userId, source: 'own', speciesName, label, nickname }).returning({ id: gardenPlants.id });
  return row!.id;
}

export async function updateGardenPlant(
  db: Executor,
  userId: string,
  id: string,
  set: Partial<{ nickname: string | null; photoId: string; wateredAt: Date; fedAt: Date; repottedAt: Date; removedAt: Date }>,
): Promise<boolean> {
  const rows = await db
    .update(gardenPlants)
    .set(set)
    .where(and(eq(gardenPlants.id, id), eq(gardenPlants.userId, userId), isNull(gardenPlants.removedAt)))
    .returning({ id: gardenPlants.id });
  return rows.length > 0;
}

export interface GardenSettingsRow {
  wilaya: number | null;
  weeklyEmail: boolean;
  lang: string;
  unsubscribeToken: string;
}

export async function findGardenSettings(db: Executor, userId: string): Promise<GardenSettingsRow | undefined> {
  const [row] = await db
    .select({ wilaya: careGardens.wilaya, weeklyEmail: careGardens.weeklyEmail, lang: careGardens.lang, unsubscribeToken: careGardens.unsubscribeToken })
    .from(careGardens)
    .where(eq(careGardens.userId, userId));
  return row;
}

export async function upsertGardenSettings(
  db: Executor,
  userId: string,
  token: string,
  set: Partial<{ wilaya: number | null; weeklyEmail: boolean; lang: string }>,
): Promise<GardenSettingsRow> {
  const [row] = await db
    .insert(careGardens)
    .values({ userId, unsubscribeToken: token, ...set })
    .onConflictDoUpdate({ target: careGardens.userId, set: { ...set, updatedAt: new Date() } })
    .returning({ wilaya: careGardens.wilaya, weeklyEmail: careGardens.weeklyEmail, lang: careGardens.lang, unsubscribeToken: careGardens.unsubscribeToken });
  return row!;
}

/** Turns the weekly e-mail on or off for a garden that has its settings row (the unsubscribe link's). */
export async function setWeeklyEmail(db: Executor, userId: string, on: boolean): Promise<void> {
  await db.update(careGardens).set({ weeklyEmail: on, updatedAt: new Date() }).where(eq(careGardens.userId, userId));
}

/** The wilaya of the user's latest delivered order (official code), when the garden has none chosen. */
export async function lastDeliveredWilaya(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ wilaya: orders.wilaya })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.orderStatus, 'delivered')))
    .orderBy(desc(orders.updatedAt))
    .limit(1);
  return row?.wilaya && /^\d{1,2}$/.test(row.wilaya) ? Number(row.wilaya) : null;
}

export async function listSubscriptions(db: Executor, userId: string) {
  return db
    .select({ id: carePushSubscriptions.id, endpoint: carePushSubscriptions.endpoint, createdAt: carePushSubscriptions.createdAt })
    .from(carePushSubscriptions)
    .where(eq(carePushSubscriptions.userId, userId))
    .orderBy(carePushSubscriptions.createdAt);
}

/**
 * Stores a device's subscription for this user. The same endpoint again (the same browser) moves to
 * this user with its new keys: a browser signed in to another account now belongs to this one.
 */
export async function upsertSubscription(db: Executor, userId: string, s: { endpoint: string; p256dh: string; auth: string }) {
  const [row] = await db
    .insert(carePushSubscriptions)
    .values({ userId, ...s })
    .onConflictDoUpdate({ target: carePushSubscriptions.endpoint, set: { userId, p256dh: s.p256dh, auth: s.auth, createdAt: new Date() } })
    .returning({ id: carePushSubscriptions.id, endpoint: carePushSubscriptions.endpoint, createdAt: carePushSubscriptions.createdAt });
  return row!;
}

export async function deleteSubscription(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(carePushSubscriptions)
    .where(and(eq(carePushSubscriptions.id, id), eq(carePushSubscriptions.userId, userId)))
    .returning({ id: carePushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscriptionByEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.delete(carePushSubscriptions).where(eq(carePushSubscriptions.endpoint, endpoint));
}

/** The VAPID key pair; the first caller's insert wins a race between instances. */
export async function vapidKeys(db: Executor, make: () => { publicKey: string; privateKey: string }) {
  const [known] = await db.select().from(careVapidKeys).where(eq(careVapidKeys.id, 1));
  if (known) return known;
  await db.insert(careVapidKeys).values({ id: 1, ...make() }).onConflictDoNothing();
  const [row] = await db.select().from(careVapidKeys).where(eq(careVapidKeys.id, 1));
  return row!;
}

/** Removing an identified plant from My Plants unsaves the identification too (GET /api/my-plants agrees). */
export async function unsaveIdentificationOf(db: Executor, userId: string, gardenPlantId: string): Promise<void> {
  await db.execute(sql`
    update identifications set saved_at = null
    where user_id = ${userId} and id = (select identification_id from garden_plants where id = ${gardenPlantId} and user_id = ${userId})`);
}
