import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf, syncGardens } from './care.repository';

/** The reminder sweep's queries (features/care/care.reminders.ts): set-based, a few statements for every garden at once. */

/** Brings every subscribed customer's garden up to date with their delivered orders and saved identifications. */
export const syncSubscribedGardens = (db: Executor) => syncGardens(db, sql`select user_id from care_push_subscriptions`);

/** A plant as the sweeps read it: its days (Algiers day numbers, `algiersDayNumber`) rather than timestamps. */
export interface SweepPlant {
  speciesName: string | null;
  /** Its nickname, else the name it came with. */
  name: string;
  since: number;
  watered: number | null;
  fed: number | null;
  repotted: number | null;
}

/** One customer's garden as the sweeps read it. */
export interface SweepGarden {
  userId: string;
  lang: string;
  wilaya: number | null;
  plants: SweepPlant[];
}

/** The Algiers day number of a timestamp column, in SQL (`algiersDayNumber` of shared/domain/care.ts). */
const dayOf = (column: SQL) => sql`floor((extract(epoch from ${column}) + 3600) / 86400)::int`;

type PlantTuple = [string | null, string, number, number | null, number | null, number | null];

/**
 * The shown plants of the customers `users` selects (SQL answering one `user_id` column), one row per
 * customer with the language of their reminders (a catalogue plant named in it) and the wilaya their plans follow (chosen, else the latest
 * delivered order's). The plants come as one JSON array per customer, their dates as day numbers: the
 * bench's 100,000 plants are 20,000 rows of 4 fields instead of 100,000 of 10 (PGlite's result parsing
 * was most of the read: scripts/bench-care-sweep.ts, docs/decisions/027-plant-care.md).
 */
export async function gardensOf(db: Executor, users: SQL): Promise<SweepGarden[]> {
  // The wilaya is looked up once per customer (not per plant): the chosen one, else the latest delivered order's.
  // `materialized`: inlined, the CTE's subquery ran once per plant (100,000 index scans in the bench, EXPLAIN ANALYZE).
  const result = await db.execute(sql`
    with reminded as (${users}),
    customers as materialized (
      select sb.user_id, coalesce(cg.lang, 'fr') as lang,
        coalesce(cg.wilaya::int, (
          select case when o.wilaya ~ '^[0-9]{1,2}$' then o.wilaya::int end from orders o
          where o.user_id = sb.user_id and o.order_status = 'delivered' order by o.updated_at desc limit 1)) as wilaya
      from reminded sb left join care_gardens cg on cg.user_id = sb.user_id
    )
    select c.user_id as "userId", c.lang, c.wilaya,
      json_agg(json_build_array(g.species_name,
        coalesce(g.nickname, case c.lang when 'ar' then nullif(btrim(p.name_ar), '') when 'fr' then nullif(btrim(p.name_fr), '') end, g.label),
        ${dayOf(sql`g.created_at`)}, ${dayOf(sql`g.watered_at`)}, ${dayOf(sql`g.fed_at`)}, ${dayOf(sql`g.repotted_at`)})
        order by g.created_at desc, g.label) as plants
    from customers c
    join garden_plants g on g.user_id = c.user_id
    left join identifications i on i.id = g.identification_id
    left join plants p on p.id = g.catalogue_plant_id
    where g.removed_at is null and (g.source <> 'identification' or i.saved_at is not null)
    group by c.user_id, c.lang, c.wilaya`);
  return rowsOf<Record<string, unknown>>(result).map((r) => {
    const plants = (typeof r.plants === 'string' ? JSON.parse(r.plants) : r.plants) as PlantTuple[];
    return {
      userId: String(r.userId),
      lang: String(r.lang),
      wilaya: r.wilaya === null ? null : Number(r.wilaya),
      plants: plants.map(([speciesName, name, since, watered, fed, repotted]) => ({ speciesName, name, since, watered, fed, repotted })),
    };
  });
}

/** The customers with a push subscription and no reminder claimed yet on `day`, and their plants. */
export const subscribedGardens = (db: Executor, day: string) =>
  gardensOf(
    db,
    sql`select distinct s.user_id from care_push_subscriptions s
      where not exists (select 1 from care_reminder_claims c where c.user_id = s.user_id and c.day = ${day} and c.channel = 'push')`,
  );

/** Claims (user, day, channel) for each user; answers the users whose claim this call inserted. */
export async function claim(db: Executor, userIds: string[], day: string, channel: 'push' | 'email'): Promise<string[]> {
  const result = await db.execute(sql`
    insert into care_reminder_claims (user_id, day, channel)
    select u::uuid, ${day}, ${channel} from unnest(string_to_array(${userIds.join(',')}, ',')) as u
    on conflict do nothing
    returning user_id as "userId"`);
  return rowsOf<{ userId: string }>(result).map((r) => String(r.userId));
}

export async function subscriptionsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  // One parameter for any number of customers (a bind parameter each would be thousands).
  const result = await db.execute(sql`
    select id, user_id as "userId", endpoint, p256dh, auth from care_push_subscriptions
    where user_id = any(string_to_array(${userIds.join(',')}, ',')::uuid[])`);
  return rowsOf<{ id: string; userId: string; endpoint: string; p256dh: string; auth: string }>(result).map((r) => ({ ...r, id: String(r.id), userId: String(r.userId) }));
}

/**
 * The customers who asked for the weekly e-mail, whose address the shop may write to (`confirmedOnly`:
 * where it confirms addresses, only a confirmed one — the rule of orderMailAddress, docs/contract.md §2),
 * with no digest claimed yet for `week`. SQL answering one `user_id` column, for gardensOf and syncGardens.
 */
export const digestUsers = (week: string, confirmedOnly: boolean) => sql`
  select cg.user_id from care_gardens cg join users u on u.id = cg.user_id
  where cg.weekly_email and (${!confirmedOnly} or u.email_verified_at is not null)
    and not exists (select 1 from care_reminder_claims c where c.user_id = cg.user_id and c.day = ${week} and c.channel = 'email')`;

/** Where each claimed customer's digest goes, read again inside the claim's transaction (the same rule as digestUsers). */
export async function digestRecipients(db: Executor, userIds: string[], confirmedOnly: boolean) {
  if (userIds.length === 0) return [];
  const result = await db.execute(sql`
    select u.id as "userId", u.email, cg.lang, cg.unsubscribe_token as "secret"
    from users u join care_gardens cg on cg.user_id = u.id
    where u.id = any(string_to_array(${userIds.join(',')}, ',')::uuid[])
      and cg.weekly_email and (${!confirmedOnly} or u.email_verified_at is not null)`);
  return rowsOf<{ userId: string; email: string; lang: string; secret: string }>(result).map((r) => ({ ...r, userId: String(r.userId) }));
}
