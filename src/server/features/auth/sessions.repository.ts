import { and, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users, type UserRow } from '../../db/schema';

export async function insertSession(db: Executor, session: { id: string; userId: string; expiresAt: Date }) {
  await db.insert(sessions).values(session);
}

/** The user behind a live session, in one query. */
export async function findLiveSessionUser(db: Executor, sessionId: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: Executor, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Executor) {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}

/** Signs a user out everywhere (e.g. after an admin set a new password for them). */
export async function deleteSessionsOfUser(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
