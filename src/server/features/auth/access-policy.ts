import { isOwnerOnlySetting } from '@shared/domain/settings-policy';
import { msg, type Text } from '@shared/messages';
import { AppError } from '../../lib/app-error';
import type { Actor } from './auth.service';

/**
 * The rules of who may do what that services call inside each business action (the route's
 * `access` is the first gate, not the only one). Every admin service starts with `requireAdmin`;
 * what is the owner's alone (docs/contract.md §2 "Admins are not all equal") is named here, so no
 * service writes `actor.isOwner` by hand.
 */

export function requireAdmin(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', msg.errors.adminRequired);
}

/** The owner (OWNER_EMAIL) alone; `why` says what only the owner may do, in the refusal. */
export function requireOwner(actor: Actor | null, why: Text = msg.errors.ownerRequired): asserts actor is Actor {
  requireAdmin(actor);
  if (!actor.isOwner) throw new AppError('FORBIDDEN', why);
}

/** Roles (making an admin, demoting one) are the owner's to give. */
export function requireRoleChanger(actor: Actor | null): asserts actor is Actor {
  requireOwner(actor, msg.admin.errors.ownerOnlyRoles);
}

/**
 * Another admin's e-mail or password, or the account itself: the owner's alone, otherwise any admin
 * could take over or remove a peer. A customer's account is every admin's; one's own is one's own.
 */
export function mayChangeAdmin(actor: Actor, target: { id: string; role: string }): boolean {
  return actor.isOwner || target.role !== 'admin' || target.id === actor.id;
}

export function requireMayChangeAdmin(actor: Actor, target: { id: string; role: string }): void {
  if (!mayChangeAdmin(actor, target)) throw new AppError('FORBIDDEN', msg.admin.errors.ownerOnlyAdmins);
}

/**
 * A change of settings (`keys`: the settings that change): any admin's, but the owner-only ones
 * (`@shared/domain/settings-policy`: where money goes, outside services' addresses and keys) are the
 * owner's alone; `why` names them in the refusal.
 */
export function requireSettingsChange(actor: Actor | null, keys: Iterable<string>, why: Text = msg.trust.settings.ownerOnly): asserts actor is Actor {
  requireAdmin(actor);
  for (const key of keys) if (isOwnerOnlySetting(key)) requireOwner(actor, why);
}

/**
 * The shipping rates table (what customers pay per wilaya) is every admin's to edit, by hand or by
 * importing a courier's fees (decision 018): the same rule for both.
 */
export function requireRatesEditor(actor: Actor | null): asserts actor is Actor {
  requireAdmin(actor);
}

/** An order is its customer's and the shop's admins' to read: the one rule for order pages, receipts and files. */
export function mayReadOrder(actor: Actor, order: { userId: string | null }): boolean {
  return actor.role === 'admin' || order.userId === actor.id;
}

/**
 * A customer's own records (My Plants, push subscriptions: features/care): any signed-in actor, and
 * the service reads and writes only rows whose owner is the actor, so another's id is a 404.
 */
export function requireSignedIn(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError('UNAUTHORIZED', msg.errors.unauthorized);
}
