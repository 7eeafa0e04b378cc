import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { passwordResets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { inBackground } from '../../lib/background';
import { hashPassword } from '../../lib/password';
import { queueEmail } from '../outbox/outbox.service';
import { getCheckoutSettings } from '../settings/settings.service';
import { canSendAccountLinks, hashLinkToken, newLinkToken, voidAccountLinks } from './account-links';
import type { Executor } from '../../db/client';
import * as sessionsRepo from './sessions.repository';
import * as usersRepo from './users.repository';
import { isolated } from '@shared/domain/typed-text';

/**
 * "Forgot password" (docs/contract.md §2): a single-use link that expires, mailed to the account's own
 * address; the answer is the same whether or not the address has an account; using it sets the new
 * password and ends every session of the account.
 */

/** How long a link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** At most one link per account in this time: a flood of requests does not flood the inbox. */
export const RESET_LINK_INTERVAL_MS = 60_000;
export const PASSWORD_RESET_EMAIL = 'password-reset';

const hashToken = hashLinkToken;

/**
 * Answers the same text for any address, as fast: whether the address has an account is looked up
 * after the answer (`inBackground`), so its timing tells nothing. Mails a link only to an existing
 * account, at most once a minute.
 */
export async function requestPasswordReset(ctx: ServiceContext, email: string, tr: Translator): Promise<{ message: string }> {
  if (!canSendAccountLinks(ctx)) return { message: tr.m.auth.forgotUnavailable };
  inBackground(ctx, 'password reset link', () => mailResetLink(ctx, email, tr));
  return { message: tr.m.auth.forgotSent };
}

async function mailResetLink(ctx: ServiceContext, email: string, tr: Translator): Promise<void> {
  const user = await usersRepo.findUserByEmail(ctx.db, email);
  if (!user) return;
  const { siteName } = await getCheckoutSettings(ctx);
  await ctx.db.transaction(async (tx) => {
    // The account's row is locked so two requests at once make one link, not two.
    await tx.execute(sql`select 1 from users where id = ${user.id} for update`);
    const [recent] = await tx
      .select({ at: passwordResets.createdAt })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.restoreEmail), gt(passwordResets.createdAt, new Date(Date.now() - RESET_LINK_INTERVAL_MS))))
      .limit(1);
    if (recent) return null;
    const token = newLinkToken();
    await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS) });
    // No name the account chose: the address may not be confirmed yet (issue 37).
    const vars = { site: isolated(siteName), url: `${ctx.config.publicOrigin}/reset-password?token=${token}` };
    return queueEmail(ctx, tx, { kind: PASSWORD_RESET_EMAIL, to: user.email, subject: tr.text(tr.m.emails.account.resetSubject, vars), text: tr.text(tr.m.emails.account.resetBody, vars) });
  });
}

/**
 * Sets the password of the link's account, once; every session of the account ends, and every other
 * link it was sent dies (docs/contract.md §2). An undo link (`queueUndoLink`) also puts back the address
 * it was mailed to, confirmed — unless another account has taken it since (then only the password).
 */
export async function resetPassword(ctx: ServiceContext, token: string, password: string, tr: Translator): Promise<{ success: true; message: string }> {
  const passwordHash = await hashPassword(password);
  const done = await ctx.db.transaction(async (tx) => {
    // Claimed in one conditional update: two uses of the same link at once, one wins.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
      .returning({ userId: passwordResets.userId, restoreEmail: passwordResets.restoreEmail });
    if (!claimed) return null;
    const restore = claimed.restoreEmail && !(await usersRepo.findUserByEmail(tx, claimed.restoreEmail)) ? claimed.restoreEmail : null;
    await usersRepo.updateUser(tx, claimed.userId, { passwordHash, ...(restore ? { email: restore, emailVerifiedAt: new Date() } : {}) });
    await sessionsRepo.deleteSessionsOfUser(tx, claimed.userId);
    // The account's other links die with the old password; an undo link used kills the other undo links too.
    await voidAccountLinks(tx, claimed.userId, { keepUndo: !claimed.restoreEmail });
    return { restored: restore !== null };
  });
  if (!done) throw new AppError('BAD_REQUEST', tr.m.auth.resetLinkInvalid);
  return { success: true, message: done.restored ? tr.m.trust.accounts.restored : tr.m.auth.resetDone };
}

/** How long the undo link mailed to an old address works. */
export const UNDO_LINK_TTL_MS = 7 * 24 * 60 * 60_000;
export const EMAIL_CHANGED_EMAIL = 'email-changed';

/**
 * Inside the transaction that changed an account's address (docs/contract.md §2: "the old address is
 * told"): the notice to `oldEmail`, naming the new one, with a link that puts the old address back
 * with a new password and ends every session. Returns the e-mail's id to send after the commit; null
 * where the shop cannot mail links.
 */
export async function queueUndoLink(ctx: ServiceContext, tx: Executor, userId: string, oldEmail: string, newEmail: string, tr: Translator, siteName: string): Promise<number | null> {
  if (!canSendAccountLinks(ctx)) return null;
  const token = newLinkToken();
  await tx.insert(passwordResets).values({ tokenHash: hashToken(token), userId, restoreEmail: oldEmail, expiresAt: new Date(Date.now() + UNDO_LINK_TTL_MS) });
  const vars = { site: isolated(siteName), email: isolated(newEmail), url: `${ctx.config.publicOrigin}/reset-password?token=${token}` };
  const c = tr.m.trust.accounts;
  return queueEmail(ctx, tx, { kind: EMAIL_CHANGED_EMAIL, to: oldEmail, subject: tr.text(c.emailChangedSubject, vars), text: tr.text(c.emailChangedBody, vars) });
}
