import { createHash, randomBytes } from 'node:crypto';
import { shopDay } from '@shared/domain/analytics';
import type { ServiceContext } from '../../context';
import * as repo from './visits.repository';

/**
 * Visits counted on the server, without cookies or personal data (docs/contract.md §9,
 * docs/decisions/035-owners-figures.md). A visitor is SHA-256 of the day's random salt, the address and
 * the browser's name: the same visitor counts once a day, and once the day is over its salt and hashes
 * are deleted, so no hash can be linked to an address any more. No address is ever stored.
 */

/** What a page request says of its reader: nothing kept but a hash of it. */
export interface PageHit {
  path: string;
  ip: string;
  userAgent: string;
  /** The browser fetched the page ahead of a click (`Sec-Purpose: prefetch`): not a visit. */
  prefetch: boolean;
}

/** Robots and link previews read pages no person sees. */
const ROBOT = /bot|crawl|spider|slurp|facebookexternalhit|whatsapp|telegram|preview|lighthouse/i;
const PLANT_PAGE = /^\/plant\/[^/]+\/?$/;

const salts = new WeakMap<object, { day: string; salt: Promise<string> }>();

/** The day's salt, read once per process and day; a new day first forgets the days before. */
function daySalt(ctx: ServiceContext, day: string): Promise<string> {
  const cached = salts.get(ctx.database);
  if (cached?.day === day) return cached.salt;
  const salt = repo.forgetBefore(ctx.db, day).then(() => repo.saltOf(ctx.db, day, randomBytes(32).toString('base64url')));
  salts.set(ctx.database, { day, salt });
  salt.catch(() => salts.delete(ctx.database));
  return salt;
}

export const visitorHash = (salt: string, ip: string, userAgent: string): string =>
  createHash('sha256').update(`${salt}\u0000${ip}\u0000${userAgent}`).digest('hex');

/** Counts a page served: the visitor once a day, and a plant page as a plant view. */
export async function countPageHit(ctx: ServiceContext, hit: PageHit, now = new Date()): Promise<void> {
  if (hit.prefetch || ROBOT.test(hit.userAgent)) return;
  const day = shopDay(now);
  const salt = await daySalt(ctx, day);
  await repo.addVisitor(ctx.db, day, visitorHash(salt, hit.ip, hit.userAgent));
  if (PLANT_PAGE.test(hit.path)) await repo.addCount(ctx.db, day, 'productView');
}

/** The storefront's beacon: a plant added to a cart (docs/contract.md §9). */
export async function countAddToCart(ctx: ServiceContext, now = new Date()): Promise<void> {
  await repo.addCount(ctx.db, shopDay(now), 'addToCart');
}
