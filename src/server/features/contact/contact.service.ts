import { normalizeAlgerianMobile, normalizeAlgerianPhone } from '@shared/domain/phone';
import { formatAlgerianMobile } from '@shared/domain/phone-format';
import type { ContactMessageSchema, SiteInfo } from '@shared/contracts/contact';
import { toMoneyString } from '@shared/domain/money';
import { DEFAULT_FREE_SHIPPING_THRESHOLD } from '@shared/domain/shop-facts';
import type { PageQuery } from '@shared/contracts/paging';
import { msg, type Translator } from '@shared/messages';
import type { z } from 'zod';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/auth.service';
import * as repo from './contact.repository';
import { requireAdmin } from '../auth/access-policy';

type ContactInput = z.output<typeof ContactMessageSchema>;

/** The default contact e-mail, when the settings row is missing (it is seeded at start-up). */
const FALLBACK_EMAIL = 'contact@nabta.dz';

const toAdminMessage = (row: repo.ContactMessageRow) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  userId: row.userId,
  read: row.readAt !== null,
  readAt: row.readAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores a message from the contact form (docs/contract.md §3: the spec's "nothing is sent" is a
 * defect). A signed-in sender's account is linked, so admins can see who wrote.
 */
export async function sendMessage(ctx: ServiceContext, actor: Actor | null, input: ContactInput, tr: Translator) {
  const row = await repo.insertMessage(ctx.db, { ...input, userId: actor?.id ?? null });
  ctx.log.info({ contactMessageId: row.id }, 'contact message stored');
  return { id: row.id, message: tr.m.contact.sent };
}

/** The shop's contact e-mail as the owner set it in the settings (issue 38 item 9). */
export async function shopContactEmail(ctx: ServiceContext): Promise<string> {
  const row = await repo.findPublicSiteSettings(ctx.db);
  return row?.email.trim() || FALLBACK_EMAIL;
}

/** Public: the phone (null when not set), e-mail, free-shipping threshold and seller's identity for the help and legal pages. */
export async function getSiteInfo(ctx: ServiceContext): Promise<SiteInfo> {
  const row = await repo.findPublicSiteSettings(ctx.db);
  const phone = row?.phone.trim() ?? '';
  const email = row?.email.trim() ?? '';
  const whatsapp = row?.whatsapp.trim() ?? '';
  const phoneE164 = normalizeAlgerianPhone(phone);
  return {
    // The phone as Algerians read it ("021 23 45 67"): the footer of every page shows it, and formatting it
    // there would make every page fetch the phone-format chunk (decision 022). WhatsApp is E.164, what a
    // wa.me link is made of. Both read from what the settings saved, a number typed otherwise before included.
    phone: phoneE164 && formatAlgerianMobile(phoneE164),
    whatsapp: normalizeAlgerianMobile(whatsapp),
    email: email || FALLBACK_EMAIL,
    minFreeShipping: toMoneyString(row?.minFreeShippingCentimes ?? DEFAULT_FREE_SHIPPING_THRESHOLD),
    seller: {
      name: published(row?.sellerName),
      address: published(row?.sellerAddress),
      rc: published(row?.sellerRc),
      nif: published(row?.sellerNif),
    },
    privacy: {
      sessionDays: Math.round(ctx.config.sessionTtlMs / 86_400_000),
      assistantModel: ctx.config.chat.llm !== undefined,
    },
  };
}

/** A part of the seller's identity, or null while the owner has not published it. */
const published = (value: string | undefined): string | null => value?.trim() || null;

/** Admin inbox, newest first. The route is guarded by requireAdmin. */
export async function listMessages(ctx: ServiceContext, actor: Actor, query: PageQuery) {
  requireAdmin(actor);
  const { rows, total, unread } = await repo.listMessages(ctx.db, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(toAdminMessage), page: query.page, pageSize: query.pageSize, total, unread };
}

/** Admin: marks a message read or unread; 404 when it does not exist. */
export async function markRead(ctx: ServiceContext, actor: Actor, id: number, read: boolean) {
  requireAdmin(actor);
  const row = await repo.setRead(ctx.db, id, read);
  if (!row) throw new AppError('NOT_FOUND', msg.contact.notFound);
  return toAdminMessage(row);
}
