import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { t } from '@shared/messages/catalogues';
import type { Locale, Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { emailVerifications, users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { queueEmail } from '../outbox/outbox.service';
import { getCheckoutSettings } from '../settings/settings.service';
import { hashLinkToken, newLinkToken, verifiesEmails } from './account-links';
import type { Actor } from './auth.service';
import * as usersRepo from './users.repository';
import { isolated } from '@shared/domain/typed-text';

/**
 * Accounts are real (docs/contract.md §2, issue 25 item 4): a new or changed address gets a single-use link
 * that expires; opening it confirms that address, and only then does the shop send the account e-mails
 * about its orders (`orderMailAddress`). Where the shop cannot mail links, nothing is confirmed and
 * `emailVerified` is null.
 */

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;
/** At most one link per account and address in this time: asking again and again does not flood the inbox. */
export const VERIFY_LINK_INTERVAL_MS = 60_000;
/**
 * Confirmation mails per account and per address (decision 020, issue 37): an account changing its
 * address again and again reaches at most 5 addresses an hour; one address gets at most 3 links a day,
 * whichever accounts name it.
 */
export const VERIFY_LINKS_PER_ACCOUNT = { max: 5, windowMs: 60 * 60_000 } as const;
export const VERIFY_LINKS_PER_ADDRESS = { max: 3, windowMs: 24 * 60 * 60_000 } as const;
export const VERIFY_EMAIL = 'verify-email';

/**
 * Inside the caller's transaction (sign-up, a changed address, a resend): queues the link to the
 * account's current address unless one went out in the last minute. Returns the e-mail's id to send
 * after the commit, or null.
 */
export async function queueVerificationLink(ctx: ServiceContext, tx: Executor, user: Pick<UserRow, 'id' | 'email' | 'firstName'>, locale: Locale, siteName: string) {
  if (!verifiesEmails(ctx)) return null;
  // The account's row is locked so two requests at once make one link, not two.
  await tx.execute(sql`select 1 from users where id = ${user.id} for update`);
  // One address's links are counted across accounts: the address is locked too (a transaction-scoped
  // advisory lock on its hash), so two accounts naming it at once count one after the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verify:${user.email}`}))`);
  const since = (ms: number) => new Date(Date.now() - ms);
  const [recent] = await tx
    .select({ at: emailVerifications.createdAt })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, user.id), eq(emailVerifications.email, user.email), gt(emailVerifications.createdAt, since(VERIFY_LINK_INTERVAL_MS))))
    .limit(1);
  if (recent) return null;
  const [perAccount] = await tx
    .select({ n: count() })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, user.id), gt(emailVerifications.createdAt, since(VERIFY_LINKS_PER_ACCOUNT.windowMs))));
  if ((perAccount?.n ?? 0) >= VERIFY_LINKS_PER_ACCOUNT.max) return null;
  const [perAddress] = await tx
    .select({ n: count() })
    .from(emailVerifications)
    .where(and(eq(emailVerifications.email, user.email), gt(emailVerifications.createdAt, since(VERIFY_LINKS_PER_ADDRESS.windowMs))));
  if ((perAddress?.n ?? 0) >= VERIFY_LINKS_PER_ADDRESS.max) return null;
  const token = newLinkToken();
  await tx.insert(emailVerifications).values({ tokenHash: hashLinkToken(token), userId: user.id, email: user.email, expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS) });
  const tr = t(locale);
  // No name the account chose: the address is not the account's yet (issue 37: a "first name" made the
  // first words of a mail to a stranger).
  const vars = { site: isolated(siteName), url: `${ctx.config.publicOrigin}/verify-email?token=${token}` };
  return queueEmail(ctx, tx, { kind: VERIFY_EMAIL, to: user.email, subject: tr.text(tr.m.emails.account.verifySubject, vars), text: tr.text(tr.m.emails.account.verifyBody, vars) });
}

/** Sends the link for a user just created or whose address just changed (its own transaction). */
export async function sendVerificationLink(ctx: ServiceContext, user: Pick<UserRow, 'id' | 'email' | 'firstName'>, locale: Locale): Promise<void> {
  if (!verifiesEmails(ctx)) return;
  const { siteName } = await getCheckoutSettings(ctx);
  await ctx.db.transaction((tx) => queueVerificationLink(ctx, tx, user, locale, siteName));
}

/** `POST /api/auth/resend-verification`: the signed-in account's link again (quietly at most one a minute). */
export async function resendVerification(ctx: ServiceContext, actor: Actor, tr: Translator): Promise<{ message: string }> {
  if (!verifiesEmails(ctx)) throw new AppError('BAD_REQUEST', tr.m.auth.verifyUnavailable);
  const user = await usersRepo.findUserById(ctx.db, actor.id);
  if (!user) throw new AppError('UNAUTHORIZED', tr.m.errors.unauthorized);
  if (user.emailVerifiedAt) return { message: tr.m.auth.verifyDone };
  await sendVerificationLink(ctx, user, tr.locale);
  return { message: tr.text(tr.m.auth.verifySent, { email: user.email }) };
}

/**
 * `POST /api/auth/verify-email`: claims the link once (a conditional update: two uses at once, one wins)
 * and confirms the address it was sent to, if it is still the account's; 400 otherwise.
 */
export async function verifyEmail(ctx: ServiceContext, token: string, tr: Translator): Promise<{ success: true; message: string }> {
  const done = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(emailVerifications)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailVerifications.tokenHash, hashLinkToken(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, sql`now()`)))
      .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
    if (!claimed) return false;
    const [confirmed] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(and(eq(users.id, claimed.userId), eq(users.email, claimed.email)))
      .returning({ id: users.id });
    return confirmed !== undefined;
  });
  if (!done) throw new AppError('BAD_REQUEST', tr.m.auth.verifyLinkInvalid);
  return { success: true, message: tr.m.auth.verifyDone };
}
