import { algiersDayNumber, careIntervals, dueOnDay, type CareIntervals, type CareTask, type CareWater } from '@shared/domain/care';
import { algiersDay, climateZoneOf, seasonOf } from '@shared/domain/care-climate';
import { isLocale, msg, type Locale } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireSignedIn } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import { careSpeciesOf } from './care.species';
import * as push from './care.push';
import * as repo from './care.repository';
import * as sweepRepo from './care.sweep.repository';
import { sweepDigests } from './care.digest';
import { newToken } from './care.service';

/**
 * Reminders (docs/contract.md §10, docs/decisions/027-plant-care.md): a device's Web Push subscription, and
 * the sweep that sends each customer at most one notification a day listing the plants due. Several
 * instances may sweep at once: a reminder is sent by the instance whose claim row (user, day, channel)
 * was inserted, the others' inserts return nothing.
 */

const notFound = () => new AppError('NOT_FOUND', msg.errors.notFound);

export async function listSubscriptions(ctx: ServiceContext, actor: Actor) {
  requireSignedIn(actor);
  const rows = await repo.listSubscriptions(ctx.db, actor.id);
  return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, createdAt: r.createdAt.toISOString() }));
}

export async function subscribe(ctx: ServiceContext, actor: Actor, input: { endpoint: string; keys: { p256dh: string; auth: string } }, lang: Locale) {
  requireSignedIn(actor);
  push.requireAllowedPushEndpoint(ctx, input.endpoint);
  const row = await ctx.db.transaction(async (tx) => {
    // The reminders speak the language the customer used when allowing them.
    await repo.upsertGardenSettings(tx, actor.id, newToken(), { lang });
    return repo.upsertSubscription(tx, actor.id, { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth });
  });
  return { id: row.id, endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
}

export async function unsubscribe(ctx: ServiceContext, actor: Actor, id: string) {
  requireSignedIn(actor);
  if (!(await repo.deleteSubscription(ctx.db, actor.id, id))) throw notFound();
  return { id, removed: true as const };
}

export const vapidPublicKey = async (ctx: ServiceContext) => ({ publicKey: (await push.vapidKeyPair(ctx)).publicKey });

export interface DueReminder {
  userId: string;
  lang: Locale;
  /** The plants due today, by name (nickname first). */
  plants: { name: string; tasks: CareTask[] }[];
}

/** The customers with a device to remind and their plants due on `now`'s day (read in one query). */
export async function dueReminders(ctx: ServiceContext, now: Date): Promise<DueReminder[]> {
  const gardens = await sweepRepo.subscribedGardens(ctx.db, algiersDay(now));
  const season = seasonOf(now);
  const today = algiersDayNumber(now);
  // The intervals depend on (watering code, zone) only: made once each, not once per plant.
  const intervals = new Map<string, CareIntervals>();
  const waterOf = new Map<string | null, CareWater>();
  const out: DueReminder[] = [];
  for (const garden of gardens) {
    const zone = climateZoneOf(garden.wilaya);
    const plants: DueReminder['plants'] = [];
    for (const plant of garden.plants) {
      let water = waterOf.get(plant.speciesName);
      if (!water) waterOf.set(plant.speciesName, (water = careSpeciesOf(plant.speciesName).water));
      const key = `${water}|${zone}`;
      let these = intervals.get(key);
      if (!these) intervals.set(key, (these = careIntervals(water, zone, season)));
      const tasks = dueOnDay(these, today, plant);
      if (tasks.length > 0) plants.push({ name: plant.name, tasks });
    }
    if (plants.length > 0) out.push({ userId: garden.userId, lang: isLocale(garden.lang) ? garden.lang : 'fr', plants });
  }
  return out;
}

/** The notification's words in the customer's language: "3 plants need care today: Mounir, Fougère, …". */
export function reminderPayload(reminder: DueReminder, subscriptionId: string): string {
  const tr = t(reminder.lang);
  const shown = reminder.plants.slice(0, 4).map((p) => p.name);
  const names = shown.join(reminder.lang === 'ar' ? '، ' : ', ') + (reminder.plants.length > shown.length ? '…' : '');
  return JSON.stringify({
    title: tr.text(msg.care.reminders.pushTitle),
    body: tr.text(msg.care.reminders.pushBody, { count: reminder.plants.length, names }),
    url: '/my-plants',
    tag: 'nabta-care',
    lang: reminder.lang,
    dir: reminder.lang === 'ar' ? 'rtl' : 'ltr',
    subscriptionId,
    unsubscribe: tr.text(msg.care.reminders.unsubscribe),
  });
}

export interface SweepResult {
  due: number;
  claimed: number;
  sent: number;
  gone: number;
  failed: number;
  /** Milliseconds per phase: sync, read (the query and the plans), claim, send. */
  ms: { sync: number; read: number; claim: number; send: number };
}

/**
 * One sweep: brings the subscribed gardens up to date, finds who has plants due today (Algiers), claims
 * (user, day, 'push') for them in one statement — only the rows this instance inserted are its to
 * send — and sends to each of their devices. A gone subscription (404/410) is deleted.
 */
export async function sweepReminders(ctx: ServiceContext, now = new Date(), send: typeof push.sendPush = push.sendPush): Promise<SweepResult> {
  let t = performance.now();
  const lap = () => {
    const ms = performance.now() - t;
    t = performance.now();
    return Math.round(ms);
  };
  await sweepRepo.syncSubscribedGardens(ctx.db);
  const sync = lap();
  const due = await dueReminders(ctx, now);
  const result: SweepResult = { due: due.length, claimed: 0, sent: 0, gone: 0, failed: 0, ms: { sync, read: lap(), claim: 0, send: 0 } };
  if (due.length === 0) return result;
  const claimed = new Set(await sweepRepo.claim(ctx.db, due.map((d) => d.userId), algiersDay(now), 'push'));
  result.claimed = claimed.size;
  result.ms.claim = lap();
  if (claimed.size === 0) return result;
  const keys = await push.vapidKeyPair(ctx);
  const targets = await sweepRepo.subscriptionsOf(ctx.db, [...claimed]);
  const mine = due.filter((d) => claimed.has(d.userId));
  const byUser = new Map(mine.map((d) => [d.userId, d]));
  // A few at a time: a push service is a remote server, and a sweep should not open thousands of sockets.
  const queue = targets.filter((s) => byUser.has(s.userId));
  const worker = async () => {
    for (let s = queue.shift(); s; s = queue.shift()) {
      const outcome = await send(ctx, keys, s, reminderPayload(byUser.get(s.userId)!, s.id));
      result[outcome === 'sent' ? 'sent' : outcome === 'gone' ? 'gone' : 'failed'] += 1;
      if (outcome === 'gone') await repo.deleteSubscriptionByEndpoint(ctx.db, s.endpoint);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  result.ms.send = lap();
  return result;
}

/**
 * From `fromHour` (Algiers) to 21:00 each day, never at night (0: any hour), every `reminderIntervalMs`: the
 * push sweep, then the weekly e-mail's (care.digest.ts). Returns the stop function.
 */
export function startReminderWorker(ctx: ServiceContext, fromHour = 8): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    const now = new Date();
    const hour = (now.getUTCHours() + 1) % 24;
    // 0 means any hour (tests); otherwise from `fromHour` to 21:00 in Algiers.
    if (fromHour > 0 && (hour < fromHour || hour >= 21)) return;
    running = sweepReminders(ctx, now)
      .catch((err: unknown) => ctx.log.warn({ err }, 'care reminder sweep failed'))
      .then(() => sweepDigests(ctx, now))
      .catch((err: unknown) => ctx.log.warn({ err }, 'care weekly e-mail sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, ctx.config.care.reminderIntervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
