import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ServiceContext } from '../../context';
import type { OrderRow } from '../../db/schema';
import * as settingsRepo from '../settings/settings.repository';

/**
 * The customer's confirmation link (decision 018): HMAC-SHA256 over the order, its account and the
 * expiry, keyed with ORDER_LINK_SECRET or the shop's random secret (settings row: every instance
 * shares it). A link names one order of one account: changing the id, the expiry or the signature
 * breaks it; an expired one is refused even with its right signature.
 */
export const LINK_TTL_SECONDS = 7 * 24 * 3600;

async function secretOf(ctx: ServiceContext): Promise<string> {
  return ctx.config.checkout.orderLinkSecret ?? (await settingsRepo.getSettingsRow(ctx.db)).orderLinkSecret;
}

const signature = (secret: string, order: Pick<OrderRow, 'id' | 'userId'>, expires: number) =>
  createHmac('sha256', secret).update(`order-confirm\n${order.id}\n${order.userId ?? ''}\n${expires}`).digest('base64url');

/** The page the e-mail links to; it asks the customer to press Confirm (mail scanners open links by themselves). */
export async function confirmationUrl(ctx: ServiceContext, origin: string, order: Pick<OrderRow, 'id' | 'userId'>, now = new Date()): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + LINK_TTL_SECONDS;
  const sig = signature(await secretOf(ctx), order, expires);
  return `${origin}/order/${order.id}/confirm?expires=${expires}&sig=${sig}`;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

export async function checkLink(ctx: ServiceContext, order: Pick<OrderRow, 'id' | 'userId'>, link: { expires: number; sig: string }, now = new Date()): Promise<LinkCheck> {
  const expected = Buffer.from(signature(await secretOf(ctx), order, link.expires));
  const given = Buffer.from(link.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return link.expires * 1000 < now.getTime() ? 'expired' : 'valid';
}
