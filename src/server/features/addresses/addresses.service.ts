import { createHash } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { MAX_SAVED_ADDRESSES, type SavedAddress } from '@shared/contracts/addresses';
import type { LastShipping, ShippingAddress } from '@shared/contracts/orders';
import { normalizeAlgerianMobile } from '@shared/domain/phone';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import type { DeliveryMode } from '@shared/domain/shipping';
import { msg, say } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { savedAddresses, type OrderRow, type SavedAddressRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Actor } from '../auth/auth.service';
import { communeOf, getShippingRules, quoteOrRefuse, wilayaOf } from '../shipping/shipping.service';

/**
 * The customer's address book (issue 29 item 3). Every order's address is kept (`rememberAddress`, in
 * the order's transaction); the customer edits, adds and deletes them in the profile; checkout offers
 * them. An address is checked as an order's is: a wilaya taking orders, a commune of that wilaya, a
 * stop-desk only where the wilaya has one, a phone that is an Algerian mobile.
 */

const t = msg.checkout.addresses;

/** An address as kept: the phone as +213…, the city filled from the commune when left out. */
export interface AddressValues {
  phone: string | null;
  address: string;
  city: string;
  zipCode: string | null;
  wilaya: string | null;
  commune: string | null;
  delivery: DeliveryMode;
  desk: string | null;
}

/** The same place however it was typed: case, spacing and Unicode forms do not make two addresses. */
function fingerprintOf(a: AddressValues): string {
  const parts = [a.address, a.city, a.zipCode, a.wilaya, a.commune, a.delivery, a.desk, a.phone];
  const folded = parts.map((p) => (p ?? '').normalize('NFKC').toLocaleLowerCase('fr').replace(/\s+/g, ' ').trim()).join('\u001f');
  return createHash('sha256').update(folded).digest('hex');
}

/** Where an order went, as the address book keeps it. */
export function addressOfOrder(order: OrderRow): AddressValues {
  const { customerPhone: phone, address, city, zipCode, wilaya, commune, delivery, desk } = order;
  return { phone, address, city, zipCode, wilaya, commune, delivery, desk };
}

/** An address as the customer reads and types it again: the phone as Algerians write it (`0661 23 45 67`). */
export function shippingAnswer(a: AddressValues): LastShipping {
  return { ...a, phone: a.phone ? formatAlgerianMobile(a.phone) : null };
}

function answerOf(row: SavedAddressRow): SavedAddress {
  const { phone, address, city, zipCode, wilaya, commune, delivery, desk } = row;
  return { id: row.id, ...shippingAnswer({ phone, address, city, zipCode, wilaya, commune, delivery, desk }), usedAt: row.usedAt.toISOString() };
}

/** The address as the shop keeps it, or 400 with the field at fault, by the order's own rules. */
async function checked(ctx: ServiceContext, input: ShippingAddress): Promise<AddressValues> {
  const typedPhone = input.phone?.trim() ?? '';
  const phone = typedPhone ? normalizeAlgerianMobile(typedPhone) : null;
  const v = msg.checkout.validation;
  if (typedPhone && !phone) throw new AppError('BAD_REQUEST', v.phoneInvalid, { phone: v.phoneInvalid });
  const rules = await getShippingRules(ctx);
  const wilaya = wilayaOf(input.wilaya, rules.newWilayasFrom);
  const commune = communeOf(input.commune, wilaya, rules);
  quoteOrRefuse(0, wilaya, input.delivery, rules);
  return {
    phone,
    address: input.address,
    city: input.city || commune!.nameFr,
    zipCode: input.zipCode || null,
    wilaya: wilaya === undefined ? null : String(wilaya),
    commune: commune?.code ?? null,
    delivery: input.delivery,
    desk: input.delivery === 'desk' ? input.desk || null : null,
  };
}

/** The actor's addresses, most recently used first. */
export async function listAddresses(ctx: ServiceContext, actor: Actor): Promise<SavedAddress[]> {
  const rows = await ctx.db.select().from(savedAddresses).where(eq(savedAddresses.userId, actor.id)).orderBy(desc(savedAddresses.usedAt), desc(savedAddresses.createdAt));
  return rows.map(answerOf);
}

/**
 * Inside the order's transaction: the order's address joins the book, or, already there, becomes the
 * most recent; beyond MAX_SAVED_ADDRESSES the one used longest ago is forgotten.
 */
export async function rememberAddress(db: Executor, userId: string, values: AddressValues): Promise<void> {
  await db
    .insert(savedAddresses)
    .values({ userId, ...values, fingerprint: fingerprintOf(values) })
    .onConflictDoUpdate({ target: [savedAddresses.userId, savedAddresses.fingerprint], set: { usedAt: sql`now()` } });
  const kept = db
    .select({ id: savedAddresses.id })
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, userId))
    .orderBy(desc(savedAddresses.usedAt), desc(savedAddresses.createdAt))
    .limit(MAX_SAVED_ADDRESSES);
  await db.delete(savedAddresses).where(and(eq(savedAddresses.userId, userId), notInArray(savedAddresses.id, kept)));
}

/** `POST /api/addresses`: 201 with the address (the one already kept when it is the same place); 409 when the book is full. */
export async function addAddress(ctx: ServiceContext, actor: Actor, input: ShippingAddress): Promise<SavedAddress> {
  const values = await checked(ctx, input);
  const fingerprint = fingerprintOf(values);
  return ctx.db.transaction(async (tx) => {
    // One account's additions in turn: two at once cannot both take the last place.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${actor.id}`}))`);
    const [same] = await tx.select().from(savedAddresses).where(and(eq(savedAddresses.userId, actor.id), eq(savedAddresses.fingerprint, fingerprint)));
    if (same) return answerOf(same);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(savedAddresses).where(eq(savedAddresses.userId, actor.id))) as [{ count: number }];
    if (count >= MAX_SAVED_ADDRESSES) throw new AppError('CONFLICT', say(t.limit, { max: MAX_SAVED_ADDRESSES }));
    const [row] = await tx.insert(savedAddresses).values({ userId: actor.id, ...values, fingerprint }).returning();
    return answerOf(row!);
  });
}

/** `PUT /api/addresses/:id`: the actor's own address only (another's is 404, as an unknown one); 409 when it becomes one already kept. */
export async function updateAddress(ctx: ServiceContext, actor: Actor, id: string, input: ShippingAddress): Promise<SavedAddress> {
  const values = await checked(ctx, input);
  try {
    const [row] = await ctx.db
      .update(savedAddresses)
      .set({ ...values, fingerprint: fingerprintOf(values) })
      .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, actor.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', t.notFound);
    return answerOf(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', t.exists);
    throw err;
  }
}

/** `DELETE /api/addresses/:id`: the actor's own address only. Orders keep their own copy of it. */
export async function removeAddress(ctx: ServiceContext, actor: Actor, id: string): Promise<{ id: string }> {
  const [row] = await ctx.db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.userId, actor.id)))
    .returning({ id: savedAddresses.id });
  if (!row) throw new AppError('NOT_FOUND', t.notFound);
  return row;
}
