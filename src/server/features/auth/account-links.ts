import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { emailVerifications, passwordResets } from '../../db/schema';

/**
 * What the links the shop mails to an account share (forgotten password, e-mail verification): a
 * random token in the link, only its SHA-256 in the database (a backup never holds a usable link).
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A link needs a way to send it and the shop's own address: without SMTP_URL it cannot leave, and
 * without PUBLIC_ORIGIN the link would be built from the request's Host header, which whoever asks
 * controls (a link to their site carrying a valid token).
 */
export const canSendAccountLinks = (ctx: ServiceContext) => !!ctx.config.checkout.smtpUrl && !!ctx.config.publicOrigin;

/**
 * Addresses are confirmed where links can be mailed (docs/contract.md §2). Elsewhere no e-mail leaves the
 * shop for anyone to misuse (without SMTP_URL it stays in the outbox), or the owner is told to set
 * PUBLIC_ORIGIN (README).
 */
export const verifiesEmails = canSendAccountLinks;

/**
 * A password or e-mail change voids every reset and confirmation link the account was sent before
 * (docs/contract.md §2): they are marked used, not deleted, so the per-account and per-address limits still
 * count them. The undo links sent to an old address survive (`keepUndo`): whoever changed the address
 * may change the password next, and the undo link is the old address's way back.
 */
export async function voidAccountLinks(tx: Executor, userId: string, { keepUndo }: { keepUndo: boolean }): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), ...(keepUndo ? [isNull(passwordResets.restoreEmail)] : [])));
  await tx.update(emailVerifications).set({ usedAt: sql`now()` }).where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
}
