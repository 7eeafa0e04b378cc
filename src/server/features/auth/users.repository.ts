import type { Locale } from '@shared/messages';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users, type NewUserRow, type UserRow } from '../../db/schema';

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the e-mail is already taken. */
export async function insertUser(db: Executor, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<Pick<NewUserRow, 'email' | 'emailVerifiedAt' | 'firstName' | 'lastName' | 'passwordHash' | 'role' | 'profileImageUrl'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Keeps the language the account uses (docs/contract.md §4); not a change of the account, so `updated_at` stays. */
export async function setLocale(db: Executor, id: string, locale: Locale): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, id));
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

/** One page of users, newest first, optionally filtered by part of the e-mail or name; with the total. */
export async function listUsers(
  db: Executor,
  opts: { search?: string | undefined; limit?: number; offset?: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const pattern = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
      )
    : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(opts.limit ?? 1_000_000)
      .offset(opts.offset ?? 0),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Deletes a user (sessions, wishlist and chat go with it; orders and messages keep a null user). */
export async function deleteUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
