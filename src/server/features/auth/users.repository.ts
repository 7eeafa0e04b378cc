import { eq, sql } from 'drizzle-orm';
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
  patch: Partial<Pick<NewUserRow, 'email' | 'firstName' | 'lastName' | 'passwordHash' | 'role' | 'profileImageUrl'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}
