import type { OutboxEmail } from '@shared/contracts/outbox';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import type { EmailOutboxRow } from '../../db/schema';
import { sendSmtpMail } from '../../integrations/mailer/smtp.mailer';
import { afterCommit } from '../../db/after-commit';
import * as repo from './outbox.repository';
import { shopContactEmail } from '../contact/contact.service';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';

/**
 * E-mail through a transactional outbox (docs/style.md, Writes and money): the e-mail row is written in the same
 * transaction as the order, then sent after the commit. A failed send never touches the order; the
 * row is retried with back-off by the worker the app starts (`startOutboxWorker`).
 */

/** After this many failed attempts the e-mail is marked `failed` (an admin still sees it in the outbox). */
export const MAX_EMAIL_ATTEMPTS = 10;
/** How long a claimed e-mail is reserved for its sender. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

/** The worker's interval (1 min by default), then 2, 4 … times it, capped at 6 h. */
export function retryDelayMs(attempts: number, baseMs = 60_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

export interface EmailToQueue {
  kind: string;
  to: string;
  subject: string;
  text: string;
  orderId?: string | null;
  /** Extra headers (the weekly care e-mail's List-Unsubscribe: docs/decisions/027-plant-care.md). */
  headers?: Record<string, string> | null;
}

/**
 * Queues an e-mail on `db` (pass the transaction that writes what the e-mail is about). Without
 * SMTP it is `stored` for admins; with SMTP it is `pending`, and the outbox is woken once the
 * transaction has committed (`afterCommit`): every queued mail — a customer's, an owner's notice —
 * leaves at once by this one path, and the worker retries what failed (issue 37: owner notices waited
 * for the worker's next round).
 */
export async function queueEmail(ctx: ServiceContext, db: Executor, email: EmailToQueue): Promise<number> {
  const row = await repo.insertEmail(db, {
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    orderId: email.orderId ?? null,
    headers: email.headers ?? null,
    status: ctx.config.checkout.smtpUrl ? 'pending' : 'stored',
  });
  if (ctx.config.checkout.smtpUrl) afterCommit(db, (committed) => wakeOutbox({ ...ctx, db: committed }));
  return row.id;
}

async function send(ctx: ServiceContext, row: EmailOutboxRow, now: Date, replyTo: string): Promise<boolean> {
  const { smtpUrl, mailFrom } = ctx.config.checkout;
  if (!smtpUrl) return false;
  try {
    await sendSmtpMail(smtpUrl, { from: mailFrom, to: row.toAddress, subject: row.subject, text: row.textBody, replyTo, ...(row.headers ? { headers: row.headers } : {}) });
    await repo.markSent(ctx.db, row.id, new Date());
    return true;
  } catch (err) {
    const giveUp = row.attempts >= MAX_EMAIL_ATTEMPTS;
    const error = err instanceof Error ? err.message : String(err);
    ctx.log.warn({ emailId: row.id, attempts: row.attempts, giveUp, err: error }, 'e-mail not sent');
    await repo.markAttemptFailed(ctx.db, row.id, {
      error: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts, ctx.config.checkout.mailRetryIntervalMs)),
      giveUp,
    });
    return false;
  }
}

/** Sends the due e-mails (or only `id`); returns how many were sent and how many failed. */
export async function deliverDueEmails(ctx: ServiceContext, opts: { now?: Date; id?: number } = {}): Promise<{ sent: number; failed: number }> {
  if (!ctx.config.checkout.smtpUrl) return { sent: 0, failed: 0 };
  const now = opts.now ?? new Date();
  const rows = await repo.claimDueEmails(ctx.db, {
    now,
    leaseUntil: new Date(now.getTime() + LEASE_MS),
    limit: BATCH,
    ...(opts.id === undefined ? {} : { id: opts.id }),
  });
  if (rows.length === 0) return { sent: 0, failed: 0 };
  // "Reply to this e-mail" (emails.*.ts) reaches the shop: replies go to the contact e-mail the owner set,
  // read when sent, so a change applies to mails still queued (issue 38 item 9).
  const replyTo = await shopContactEmail(ctx);
  let sent = 0;
  for (const row of rows) if (await send(ctx, row, now, replyTo)) sent += 1;
  return { sent, failed: rows.length - sent };
}

const inFlight = new Set<Promise<unknown>>();

function track(promise: Promise<unknown>) {
  inFlight.add(promise);
  void promise.finally(() => inFlight.delete(promise));
}

/**
 * Sends the due e-mails in the background, just after a commit that queued one: the caller's answer never
 * waits for SMTP. One run at a time per database; a wake during a run asks for one more run after it (the
 * new row may have committed after that run's claim). Rows a run cannot send stay pending for the worker.
 */
const wakes = new WeakMap<object, { again: boolean }>();
function wakeOutbox(ctx: ServiceContext): void {
  const running = wakes.get(ctx.db);
  if (running) {
    running.again = true;
    return;
  }
  const state = { again: true };
  wakes.set(ctx.db, state);
  track(
    (async () => {
      try {
        while (state.again) {
          state.again = false;
          // A full batch may leave more behind it; a failure leaves the rest to the worker (SMTP is down).
          for (;;) {
            const { sent, failed } = await deliverDueEmails(ctx);
            if (failed > 0 || sent < BATCH) break;
          }
        }
      } catch (err) {
        ctx.log.warn({ err }, 'e-mail delivery deferred');
      } finally {
        wakes.delete(ctx.db);
      }
    })(),
  );
}

/** Waits for background sends (app close, tests). */
export async function drainDeliveries(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/** Retries due e-mails every `mailRetryIntervalMs` (and once at start); returns the stop function. */
export function startOutboxWorker(ctx: ServiceContext): () => Promise<void> {
  if (!ctx.config.checkout.smtpUrl) return async () => undefined;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = deliverDueEmails(ctx)
      .catch((err: unknown) => ctx.log.warn({ err }, 'outbox worker run failed'))
      .finally(() => {
        running = undefined;
      });
    track(running);
  };
  const timer = setInterval(tick, ctx.config.checkout.mailRetryIntervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await drainDeliveries();
  };
}

/** Kinds whose text no admin reads: it holds a link that acts as its recipient (a password reset, an address confirmation). */
const PRIVATE_KINDS = new Set(['password-reset', 'verify-email']);

export function toOutboxEmail(row: EmailOutboxRow): OutboxEmail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: PRIVATE_KINDS.has(row.kind) ? '' : row.textBody,
    orderId: row.orderId,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/** Admin: the latest e-mails (the route requires an admin). */
export async function listOutbox(ctx: ServiceContext, actor: Actor): Promise<OutboxEmail[]> {
  requireAdmin(actor);
  return (await repo.listRecentEmails(ctx.db, 100)).map(toOutboxEmail);
}

/** True when an e-mail of this kind was already queued for the order (one that must go only once). */
export async function hasOrderEmail(ctx: ServiceContext, db: Executor, orderId: string, kind: string): Promise<boolean> {
  return (await repo.findEmailsOfOrder(db, orderId)).some((row) => row.kind === kind);
}
