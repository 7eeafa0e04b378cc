import { desc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';

/** True when the e-mail was new. */
export async function insertSubscriber(db: Executor, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

/** One page of subscribers, newest first, and the total count. */
export async function listSubscribers(db: Executor, opts: { limit: number; offset: number }) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(newsletterSubscribers),
  ]);
  return { rows, total: count?.n ?? 0 };
}
