import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { visitCounts, visitSalts, visitVisitors, type VisitKind } from '../../db/schema';

/** The day's salt: the stored one, else `fresh` stored now (two instances racing keep the first). */
export async function saltOf(db: Executor, day: string, fresh: string): Promise<string> {
  await db.insert(visitSalts).values({ day, salt: fresh }).onConflictDoNothing();
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(sql`${visitSalts.day} = ${day}::date`);
  return row?.salt ?? fresh;
}

/** Forgets every day before `day`: its salt and its visitors' hashes (the counts stay). */
export async function forgetBefore(db: Executor, day: string): Promise<void> {
  await db.delete(visitVisitors).where(lt(visitVisitors.day, day));
  await db.delete(visitSalts).where(lt(visitSalts.day, day));
}

/** Adds `by` to the day's count of `kind`. */
export async function addCount(db: Executor, day: string, kind: VisitKind, by = 1): Promise<void> {
  await db
    .insert(visitCounts)
    .values({ day, kind, count: by })
    .onConflictDoUpdate({ target: [visitCounts.day, visitCounts.kind], set: { count: sql`${visitCounts.count} + excluded.count` } });
}

/** Counts the visitor `hash` once on `day`: one statement, so a visitor kept is always a visit counted. */
export async function addVisitor(db: Executor, day: string, hash: string): Promise<void> {
  await db.execute(sql`
    with fresh as (
      insert into ${visitVisitors} (day, hash) values (${day}::date, ${hash}) on conflict do nothing returning day
    )
    insert into ${visitCounts} (day, kind, count) select day, 'visit', 1 from fresh
    on conflict (day, kind) do update set count = ${visitCounts}.count + excluded.count`);
}
