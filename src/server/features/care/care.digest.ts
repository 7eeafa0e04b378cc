import { createHmac, timingSafeEqual } from 'node:crypto';
import { addDays, algiersDayNumber, carePlan, dateOfDayNumber, weekAhead, type CareTask } from '@shared/domain/care';
import { algiersDay, climateZoneOf } from '@shared/domain/care-climate';
import { isolated } from '@shared/domain/typed-text';
import { isLocale, msg, type Locale } from '@shared/messages';
import { t } from '@shared/messages/catalogues';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { verifiesEmails } from '../auth/account-links';
import * as outbox from '../outbox/outbox.service';
import { getSettings } from '../settings/settings.service';
import { careSpeciesOf } from './care.species';
import * as repo from './care.repository';
import * as sweepRepo from './care.sweep.repository';

/**
 * The weekly e-mail (docs/decisions/027-plant-care.md): a customer who turned it on in My Plants gets, at
 * most once a week (the week of Algiers, Monday to Sunday), one e-mail in the language they used then,
 * listing what their plants' care plans ask in the next 7 days — the plans the push reminders follow.
 * It goes through the outbox, only to the account's own address and, where the shop confirms addresses,
 * only once confirmed (docs/contract.md §2). Several instances may sweep at once: the digest is queued by the
 * instance whose claim row (user, Monday, 'email') was inserted, in the transaction that queues it.
 * Every digest carries a link that turns it off without signing in: the user id signed (HMAC-SHA256)
 * with the customer's own random secret (`care_gardens.unsubscribe_token`, never mailed).
 */

/** The Monday (YYYY-MM-DD) of `now`'s week in Algiers: the digest's claim key. */
export function weekOf(now: Date): string {
  const day = algiersDayNumber(now);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return addDays('1970-01-01', day - ((day + 3) % 7));
}

const signature = (secret: string, userId: string) => createHmac('sha256', secret).update(`care-weekly-email-off\n${userId}`).digest('base64url');

/** The token of the unsubscribe link: `{userId}.{signature}`. */
export const unsubscribeToken = (userId: string, secret: string) => `${userId}.${signature(secret, userId)}`;

const badLink = () => new AppError('BAD_REQUEST', msg.care.reminders.emailLinkInvalid);

/** The user a token names, when its signature is theirs; otherwise a 400 (another's id, an altered signature). */
async function userOfToken(ctx: ServiceContext, token: string): Promise<string> {
  const [userId, sig = ''] = token.split('.');
  const settings = userId ? await repo.findGardenSettings(ctx.db, userId) : undefined;
  if (!userId || !settings) throw badLink();
  const expected = Buffer.from(signature(settings.unsubscribeToken, userId));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badLink();
  return userId;
}

/** What the link's page shows before the tap (reading changes nothing: mail scanners open links). */
export async function weeklyEmailByToken(ctx: ServiceContext, token: string): Promise<{ weeklyEmail: boolean }> {
  const userId = await userOfToken(ctx, token);
  return { weeklyEmail: (await repo.findGardenSettings(ctx.db, userId))?.weeklyEmail ?? false };
}

/** Turns the weekly e-mail off for the token's customer (the page's button, or a mail client's one-click POST, RFC 8058). */
export async function unsubscribeByToken(ctx: ServiceContext, token: string): Promise<{ weeklyEmail: false }> {
  const userId = await userOfToken(ctx, token);
  await repo.setWeeklyEmail(ctx.db, userId, false);
  return { weeklyEmail: false };
}

const DATE_TAGS: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-DZ-u-nu-latn' };

export interface DigestPlant {
  name: string;
  tasks: { task: CareTask; day: string }[];
}

/** The e-mail's subject and text in `lang`: one line per task and day, soonest first, then the link that stops it. */
export function digestEmail(lang: Locale, plants: readonly DigestPlant[], links: { myPlants: string; unsubscribe: string }, siteName: string) {
  const tr = t(lang);
  const m = msg.care.reminders;
  const dayName = new Intl.DateTimeFormat(DATE_TAGS[lang], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const lines = plants
    .flatMap((p) => p.tasks.map((x) => ({ ...x, name: p.name })))
    .sort((a, b) => (a.day === b.day ? a.name.localeCompare(b.name) : a.day < b.day ? -1 : 1))
    .map((x) => `- ${tr.text(m.emailLine, { name: isolated(x.name), task: tr.text(msg.care.tasks[x.task]), date: dayName.format(new Date(`${x.day}T12:00:00Z`)) })}`);
  const text = [
    tr.text(m.emailIntro),
    '',
    ...lines,
    '',
    tr.text(m.emailMyPlants, { url: links.myPlants }),
    tr.text(m.emailUnsubscribe, { url: links.unsubscribe }),
    '',
    isolated(siteName),
  ].join('\n');
  return { subject: tr.text(m.emailSubject), text };
}

export interface DigestSweepResult {
  due: number;
  queued: number;
}

/**
 * One digest sweep: brings the gardens of the customers who asked for the e-mail up to date, reads them
 * with their plans, and for those with something to do in the next 7 days claims (user, week, 'email')
 * and queues the e-mail in one transaction: a digest is queued once, by one instance.
 */
export async function sweepDigests(ctx: ServiceContext, now = new Date()): Promise<DigestSweepResult> {
  const week = weekOf(now);
  const confirmedOnly = verifiesEmails(ctx);
  await repo.syncGardens(ctx.db, sweepRepo.digestUsers(week, confirmedOnly));
  const gardens = await sweepRepo.gardensOf(ctx.db, sweepRepo.digestUsers(week, confirmedOnly));
  const today = algiersDay(now);
  const byUser = new Map<string, DigestPlant[]>();
  for (const garden of gardens) {
    const zone = climateZoneOf(garden.wilaya);
    const plants: DigestPlant[] = [];
    for (const p of garden.plants) {
      const at = (day: number | null) => (day === null ? null : dateOfDayNumber(day));
      const plan = carePlan(careSpeciesOf(p.speciesName).water, zone, { since: dateOfDayNumber(p.since), watered: at(p.watered), fed: at(p.fed), repotted: at(p.repotted) }, now);
      const tasks = weekAhead(plan, today);
      if (tasks.length > 0) plants.push({ name: p.name, tasks });
    }
    if (plants.length > 0) byUser.set(garden.userId, plants);
  }
  if (byUser.size === 0) return { due: 0, queued: 0 };
  const { siteName } = await getSettings(ctx, null);
  // Without PUBLIC_ORIGIN the shop has no SMTP either (docs/contract.md §2): the e-mail stays in the outbox, its links as paths.
  const origin = ctx.config.publicOrigin ?? '';
  const queued = await ctx.db.transaction(async (tx) => {
    const claimed = await sweepRepo.claim(tx, [...byUser.keys()], week, 'email');
    const recipients = await sweepRepo.digestRecipients(tx, claimed, confirmedOnly);
    for (const r of recipients) {
      const lang = isLocale(r.lang) ? r.lang : 'fr';
      const unsubscribe = `${origin}/my-plants/weekly-email?token=${unsubscribeToken(r.userId, r.secret)}`;
      const oneClick = `${origin}/api/care/weekly-email/unsubscribe?token=${unsubscribeToken(r.userId, r.secret)}`;
      const email = digestEmail(lang, byUser.get(r.userId)!, { myPlants: `${origin}/my-plants`, unsubscribe }, siteName);
      await outbox.queueEmail(ctx, tx, {
        kind: 'care-weekly',
        to: r.email,
        ...email,
        // RFC 2369 and RFC 8058: the mail client's own "unsubscribe" button POSTs to it, no page, no sign-in.
        headers: origin ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : null,
      });
    }
    return recipients.length;
  });
  return { due: byUser.size, queued };
}
